import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useTranslation, dynamicT } from '../../../lib/i18n';
import { accountCalls, accountsQuery, isSelectable, type AccountData } from '../api/accounts';
import { walletKeys } from '../api/keys';
import { accountOps } from '../lib/account-ops';
import { ADD_CURRENCY_POLL_MAX_TRIES, ADD_CURRENCY_POLL_MS } from '../lib/constants';
import { pollUntil } from '../lib/poll';

/** Spec §8: the set-active success message is not shown on the bingo route. */
const BINGO_ROUTE = /^\/[a-z]{2}\/bingo\/?$/;

/** Spec §7 set active account (the `change` operation). */
export function useSetActiveAccount() {
  const qc = useQueryClient();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const mutation = useMutation({
    mutationFn: (id: number) => accountOps.run('change', () => accountCalls.setActive(id)),
    onSuccess: (answer) => {
      qc.setQueryData<AccountData>(walletKeys.accounts, (old) =>
        old
          ? {
              activeAccountId: answer.id,
              accounts: old.accounts.map((a) => ({ ...a, isActive: a.id === answer.id })),
            }
          : old,
      );
      void qc.invalidateQueries({ queryKey: walletKeys.accounts });
    },
  });
  // Spec §8: success is main_account_will_set with the account id (not on the bingo route).
  const successText =
    mutation.isSuccess && !BINGO_ROUTE.test(pathname)
      ? t('main_account_will_set', { id: String(mutation.data.id) })
      : null;
  return { mutation, successText };
}

/** The server's message key (wallet_currency_added…) as text, or the generic saved message. */
function useServerMessage(): (key: string | undefined) => string | null {
  const { t, i18n } = useTranslation();
  return (key) => (key === undefined ? null : dynamicT(t)(i18n.exists(key) ? key : 'main_save_success'));
}

/**
 * Spec §7 add currency (the `add` operation). Spec §9: then the accounts are read every 1000 ms
 * until the new account is there.
 */
export function useAddCurrency() {
  const qc = useQueryClient();
  const message = useServerMessage();
  const mutation = useMutation({
    mutationFn: (iso: string) =>
      accountOps.run('add', async () => {
        const answer = await accountCalls.addCurrency(iso);
        const found = await pollUntil(
          () => qc.fetchQuery({ ...accountsQuery, staleTime: 0 }),
          (d) => d.accounts.some((a) => a.iso === iso && isSelectable(a)),
          { tries: ADD_CURRENCY_POLL_MAX_TRIES, delayMs: ADD_CURRENCY_POLL_MS },
        );
        if (!found.done) throw new Error('the new account did not appear');
        return answer.data.message;
      }),
  });
  return { mutation, successText: mutation.isSuccess ? message(mutation.data) : null };
}

/** Spec §7 remove currency (the `delete` operation): the server refuses a non-empty or active one. */
export function useRemoveCurrency() {
  const qc = useQueryClient();
  const message = useServerMessage();
  const mutation = useMutation({
    mutationFn: (id: number) => accountOps.run('delete', () => accountCalls.removeCurrency(id)),
    onSuccess: () => qc.invalidateQueries({ queryKey: walletKeys.accounts }),
  });
  return { mutation, successText: mutation.isSuccess ? message(mutation.data.data.message) : null };
}

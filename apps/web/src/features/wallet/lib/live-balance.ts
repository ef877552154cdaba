import type { QueryClient } from '@tanstack/react-query';
import { accountsQuery, type AccountData } from '../api/accounts';
import { walletKeys } from '../api/keys';
import type { SocketMessage } from './balance-socket';
import { ACCOUNT_UPDATE_POLL_DELAY_MS, ACCOUNT_UPDATE_POLL_TRIES } from './constants';
import { pollUntil } from './poll';

/** Whether the page's balance socket is connected right now (one socket per page). */
let live = false;
export const isBalanceLive = () => live;
export const setBalanceLive = (v: boolean) => {
  live = v;
};

/**
 * A pushed balance goes straight into the cached account data: every widget shows it at once. When
 * the account list changed with it (an account closed, the active one moved: the §4 HRK
 * conversion), or the account is not known here, the accounts are read again.
 */
export function applyBalance(qc: QueryClient, m: Extract<SocketMessage, { type: 'balance' }>): void {
  const data = qc.getQueryData<AccountData>(walletKeys.accounts);
  if (data?.accounts.some((a) => a.id === m.accountId) && !m.accountsChanged) {
    qc.setQueryData<AccountData>(walletKeys.accounts, {
      ...data,
      accounts: data.accounts.map((a) =>
        a.id === m.accountId ? { ...a, money: m.money, moneyMinor: m.moneyMinor } : a,
      ),
    });
  } else {
    void qc.invalidateQueries({ queryKey: walletKeys.accounts });
  }
  // A change made elsewhere (another tab, an operator) may have moved a payment too.
  void qc.invalidateQueries({ queryKey: walletKeys.historyAll });
}

/**
 * After a money action of this page. With the socket up, the pushed balance arrives by itself and
 * one re-read is enough. With it down, spec §9 account update polling: the accounts are read up
 * to 5 times, 2500 ms apart, until the account's balance differs from before the action.
 */
export async function refreshAfterMoneyAction(
  qc: QueryClient,
  change?: { accountId: number; beforeMinor: string },
  sleep?: (ms: number) => Promise<void>,
): Promise<void> {
  void qc.invalidateQueries({ queryKey: walletKeys.historyAll });
  if (live || !change) {
    await qc.invalidateQueries({ queryKey: walletKeys.accounts });
    return;
  }
  await pollUntil(
    () => qc.fetchQuery({ ...accountsQuery, staleTime: 0 }),
    (d) => d.accounts.find((a) => a.id === change.accountId)?.moneyMinor !== change.beforeMinor,
    { tries: ACCOUNT_UPDATE_POLL_TRIES, delayMs: ACCOUNT_UPDATE_POLL_DELAY_MS, ...(sleep ? { sleep } : {}) },
  );
}

import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { auth, walletKeys } from './keys';

/** Spec §3 Account types. */
export const ACCOUNT_TYPE = { main: 0, bonus: 4, currency: 9 } as const;

/** Spec §3 Account: money is in major units ("25.00"); moneyMinor is exact. */
export interface Account {
  id: number;
  type: number;
  iso: string;
  symbol: string;
  currencyId: number;
  money: string;
  moneyMinor: string;
  label: string | null;
  isActive: boolean;
  points: number;
}

export interface AccountData {
  accounts: Account[];
  activeAccountId: number | null;
}

/** Spec §7 account data fetch: parsed into accounts and the active account. */
export const accountsQuery = queryOptions({
  queryKey: walletKeys.accounts,
  queryFn: () => api.get<AccountData>('/web-api/user/accounts', auth),
  // The client already retries a 401 once with a fresh token.
  retry: false,
});

export const activeAccountOf = (data: AccountData | undefined): Account | undefined =>
  data?.accounts.find((a) => a.id === data.activeAccountId) ?? data?.accounts.find((a) => a.isActive);

/** Bonus accounts hold bonus money: they cannot be made active nor paid into or out of. */
export const isSelectable = (a: Account) => a.type !== ACCOUNT_TYPE.bonus;

/** Spec §7 set active account, add or remove currency. */
export const accountCalls = {
  setActive: (id: number) =>
    api.post<{ success: true; message: 'main_account_will_set'; id: number }>(
      '/web-api/user/accounts/active',
      { id },
      auth,
    ),
  addCurrency: (iso: string) =>
    api.post<{ data: { message: string; account: Account } }>('/web-api/user/accounts/currency', { iso }, auth),
  removeCurrency: (id: number) =>
    api.delete<{ data: { message: string } }>(`/web-api/user/accounts/${encodeURIComponent(id)}`, auth),
};

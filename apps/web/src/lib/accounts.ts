import { queryOptions } from '@tanstack/react-query';
import { accountDataSchema, type AccountData, type AccountView } from '@sb/contracts';
import { api } from './api-client';

/**
 * The player's accounts, shared by every feature that shows or spends money (the wallet's pages,
 * the header balance, the coupon's account choice). One query key, so a bet or a cash out that
 * invalidates it refreshes every balance on the page.
 */
export const ACCOUNTS_QUERY_KEY = ['wallet', 'accounts'] as const;

/** Spec §3 Account (the wallet contract): money is in major units ("25.00"); moneyMinor is exact. */
export type Account = AccountView;
export type { AccountData };

/** Spec §7 account data fetch: parsed into accounts and the active account. */
export const accountsQuery = queryOptions({
  queryKey: ACCOUNTS_QUERY_KEY,
  queryFn: async () => accountDataSchema.parse(await api.get<unknown>('/web-api/user/accounts', { auth: true })),
  // The client already retries a 401 once with a fresh token.
  retry: false,
});

export const activeAccountOf = (data: AccountData | undefined): Account | undefined =>
  data?.accounts.find((a) => a.id === data.activeAccountId) ?? data?.accounts.find((a) => a.isActive);

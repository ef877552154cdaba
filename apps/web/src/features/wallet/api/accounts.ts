import type { Account } from '../../../lib/accounts';
import { api } from '../../../lib/api-client';
import { auth } from './keys';

/** Spec §3 Account types. */
export const ACCOUNT_TYPE = { main: 0, bonus: 4, currency: 9 } as const;

// The accounts query is shared (lib/accounts): the header and the coupon read it too.
export { accountsQuery, activeAccountOf, type Account, type AccountData } from '../../../lib/accounts';

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

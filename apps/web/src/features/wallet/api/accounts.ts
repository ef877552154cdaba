import {
  ACCOUNT_TYPE,
  addCurrencyAnswerSchema,
  removeCurrencyAnswerSchema,
  setActiveAccountAnswerSchema,
} from '@sb/contracts';
import type { Account } from '../../../lib/accounts';
import { api } from '../../../lib/api-client';
import { auth } from './keys';

// Spec §3 Account types: one definition, in the contracts.
export { ACCOUNT_TYPE } from '@sb/contracts';

// The accounts query is shared (lib/accounts): the header and the coupon read it too.
export { accountsQuery, activeAccountOf, type Account, type AccountData } from '../../../lib/accounts';

/** Bonus accounts hold bonus money: they cannot be made active nor paid into or out of. */
export const isSelectable = (a: Account) => a.type !== ACCOUNT_TYPE.bonus;

/** Spec §7 set active account, add or remove currency. */
export const accountCalls = {
  setActive: async (id: number) =>
    setActiveAccountAnswerSchema.parse(await api.post<unknown>('/web-api/user/accounts/active', { id }, auth)),
  addCurrency: async (iso: string) =>
    addCurrencyAnswerSchema.parse(await api.post<unknown>('/web-api/user/accounts/currency', { iso }, auth)),
  removeCurrency: async (id: number) =>
    removeCurrencyAnswerSchema.parse(
      await api.delete<unknown>(`/web-api/user/accounts/${encodeURIComponent(id)}`, auth),
    ),
};

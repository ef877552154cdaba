import { describe, expect, it } from 'vitest';
import {
  accountDataSchema,
  depositBodySchema,
  paymentHistoryQuerySchema,
  paymentViewSchema,
  positiveMinorInputSchema,
} from './wallet';

const account = {
  id: 1,
  type: 0,
  iso: 'EUR',
  symbol: '€',
  currencyId: 978,
  money: '25.00',
  moneyMinor: '2500',
  label: null,
  isActive: true,
  points: 0,
};
const payment = {
  id: 'p1',
  direction: 'withdrawal',
  method: 'card',
  amount: '10.00',
  amountMinor: '1000',
  currency: 'EUR',
  status: 'review',
  accountId: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('issue 12: the wallet contract (server route schemas and web parsing share it)', () => {
  it('spec §7 account data: parses the answer and refuses one with a missing field', () => {
    expect(accountDataSchema.parse({ accounts: [account], activeAccountId: 1 })).toEqual({
      accounts: [account],
      activeAccountId: 1,
    });
    const { moneyMinor: _dropped, ...broken } = account;
    expect(accountDataSchema.safeParse({ accounts: [broken], activeAccountId: 1 }).success).toBe(false);
  });

  it('a payment has one of the known directions and statuses', () => {
    expect(paymentViewSchema.parse(payment)).toEqual(payment);
    expect(paymentViewSchema.safeParse({ ...payment, status: 'lost' }).success).toBe(false);
    expect(paymentViewSchema.safeParse({ ...payment, direction: 'transfer' }).success).toBe(false);
  });

  it('amounts are positive whole minor units (integer or digit string), never a float', () => {
    expect(positiveMinorInputSchema.parse('2500')).toBe(2500n);
    expect(positiveMinorInputSchema.parse(2500)).toBe(2500n);
    for (const bad of [0, -1, 1.5, '1.50', 'abc']) expect(positiveMinorInputSchema.safeParse(bad).success).toBe(false);
    expect(depositBodySchema.parse({ accountId: 1, methodId: 'card', amount: '100' }).lng).toBe('en');
  });

  it('history query: pages default to 1 × 20 and the page size is capped at 100', () => {
    expect(paymentHistoryQuerySchema.parse({})).toMatchObject({ page: 1, pageSize: 20 });
    expect(paymentHistoryQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
  });
});

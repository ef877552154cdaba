import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betCoupons } from '../../db/schema';
import { openTestDatabase, type TestDatabase } from '../../test/test-app';
import { openBetsSummary } from './open-bets';

let tdb: TestDatabase;
let key = 0;

beforeAll(async () => {
  tdb = await openTestDatabase();
});
afterAll(async () => {
  await tdb.dispose();
});

async function coupon(userId: number, currency: string, stake: bigint, status: string) {
  await tdb.database.db.insert(betCoupons).values({
    userId,
    accountId: 1,
    currency,
    typeId: 0,
    stake,
    coefPolicy: 0,
    possibleWin: stake * 2n,
    maxPayout: stake * 2n,
    idempotencyKey: `k${++key}`,
    requestHash: 'h',
    placedAt: new Date('2026-03-01T12:00:00Z'),
    status,
  });
}

describe('openBetsSummary (issue 13 office dashboard: open bets)', () => {
  it('counts and sums only the open coupons of the player, per currency', async () => {
    await coupon(7, 'EUR', 1_000n, 'open');
    await coupon(7, 'EUR', 250n, 'open');
    await coupon(7, 'USD', 500n, 'open');
    await coupon(7, 'EUR', 9_000n, 'settled');
    await coupon(7, 'EUR', 9_000n, 'cashed_out');
    await coupon(8, 'EUR', 7_777n, 'open');
    expect(await openBetsSummary(tdb.database.db, 7)).toEqual([
      { currency: 'EUR', count: 2, stake: 1_250n },
      { currency: 'USD', count: 1, stake: 500n },
    ]);
  });

  it('a player without open coupons has none', async () => {
    expect(await openBetsSummary(tdb.database.db, 9)).toEqual([]);
  });
});

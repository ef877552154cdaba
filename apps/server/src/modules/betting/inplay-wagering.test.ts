import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BET_STATUS } from '@sb/coupon';
import type { BonusDefinition } from '@sb/bonus';
import { playerBonuses } from '../../db/schema';
import { grantCatalogueBonusTx, sportStakesSettledTx } from '../bonuses';
import {
  advanceClock,
  bet,
  betting,
  booksClean,
  couponOf,
  line,
  now,
  o,
  place,
  player,
  tdb,
  useBettingTestApp,
} from './betting-test-helpers';
import { DelayClock, FakeLive } from './live-test-support';

/**
 * Issue 16 (and issue 14's in-play settlement): coupons settled by the in-play job move sport
 * bonus wagering like final settlement does — `InPlaySettler` hands betting's `onStakesSettled`
 * to `settleCoupons`, inside the settling transaction, once per coupon.
 */
const live = new FakeLive(line, now);
const delay = new DelayClock(advanceClock);
useBettingTestApp({
  live,
  sleep: delay.sleep,
  inPlayEveryMs: 3_600_000,
  onStakesSettled: async (tx, stakes) => void (await sportStakesSettledTx(tx, stakes)),
});

const sportBonus: BonusDefinition = {
  kind: 'no_deposit',
  products: ['sport'],
  percent: 0,
  cap: null,
  fixedAmount: 1000n,
  wageringMultiplier: 3,
  minOdds: 1.5,
  gameWeights: {},
  defaultWeight: 100,
  eligibility: { countries: [], currencies: [], newPlayersOnly: false, verifiedOnly: false },
  validityDays: 7,
  maxConversion: null,
};

async function bonusOf(userId: number) {
  const [row] = await tdb.database.db.select().from(playerBonuses).where(eq(playerBonuses.userId, userId));
  return row;
}

describe('issue 16 in-play settlement wagering', () => {
  it('a coupon settled by the in-play job counts toward the sport bonus once; the final result later adds nothing', async () => {
    const p = await player();
    await tdb.database.db.transaction((tx) =>
      grantCatalogueBonusTx(tx, {
        userId: p.userId,
        currency: 'EUR',
        name: 'test:inplay-wagering',
        definition: sportBonus,
        source: 'test',
        idempotencyKey: `test:inplay-wagering:${p.userId}`,
        meta: {},
        at: now(),
      }),
    );
    expect((await bonusOf(p.userId))?.wageringRequired).toBe(3000n);
    const g = line.game([2, 3, 4]);
    const low = line.game([1.2, 5, 9]);
    live.play(g);
    live.play(low);
    const counted = couponOf(await place(p, { typeId: 0, amount: 2000, bets: [bet(g, 1)] }));
    const belowMinOdds = couponOf(await place(p, { typeId: 0, amount: 1000, bets: [bet(low, 1)] }));
    expect((await bonusOf(p.userId))?.wageringProgress).toBe(0n);
    live.decide(g, { [o(g, 1)]: BET_STATUS.lose, [o(g, 2)]: BET_STATUS.win, [o(g, 3)]: BET_STATUS.lose });
    live.decide(low, { [o(low, 1)]: BET_STATUS.win, [o(low, 2)]: BET_STATUS.lose, [o(low, 3)]: BET_STATUS.lose });
    await betting.inPlay?.tick();
    for (const id of [counted.id, belowMinOdds.id])
      expect(couponOf(await p.get(`/bets-api/v1/coupons/${id}`)).status).toBe('settled');
    // 20.00 at odds 2.0 counts; 10.00 at 1.2 is below the bonus's minimum odds 1.5.
    expect((await bonusOf(p.userId))?.wageringProgress).toBe(2000n);
    // The final result and another in-play run settle nothing twice and count nothing twice.
    await betting.settle(await line.finish(g, 0, 1));
    await betting.settle(await line.finish(low, 1, 0));
    await betting.inPlay?.tick();
    expect((await bonusOf(p.userId))?.wageringProgress).toBe(2000n);
    expect(await booksClean()).toBe(true);
  });
});

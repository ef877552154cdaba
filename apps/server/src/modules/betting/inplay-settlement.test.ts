import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BET_STATUS, type BetStatusId } from '@sb/coupon';
import { OUTCOME_TYPE } from '@sb/contracts';
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
  useBettingTestApp,
} from './betting-test-helpers';
import { DelayClock, FakeLive } from './live-test-support';

const live = new FakeLive(line, now);
const delay = new DelayClock(advanceClock);
useBettingTestApp({ live, sleep: delay.sleep, inPlayEveryMs: 3_600_000 });

/** 1X2 status of an outcome type on a final score (what settle1x2 of the test line says). */
function status1x2(typeId: number, home: number, away: number): BetStatusId {
  const winner = home > away ? OUTCOME_TYPE.win1 : home < away ? OUTCOME_TYPE.win2 : OUTCOME_TYPE.draw;
  return typeId === winner ? BET_STATUS.win : BET_STATUS.lose;
}

/** What the coupon pays on the final score: single stake × coef, express the product, else 0. */
const expected = (
  legs: { coef: number; typeId: number; g: number }[],
  stake: number,
  score: Map<number, [number, number]>,
) =>
  legs.every((l) => {
    const [h, a] = score.get(l.g) ?? [0, 0];
    return status1x2(l.typeId, h, a) === BET_STATUS.win;
  })
    ? BigInt(Math.round(legs.reduce((m, l) => m * l.coef, stake)))
    : 0n;

describe('in-play + final settlement (property)', () => {
  it('whatever the order of in-play runs, final results and their repeats, every coupon is paid exactly once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(fc.nat(3), fc.nat(3)),
        fc.tuple(fc.nat(3), fc.nat(3)),
        fc.array(fc.constantFrom('tick', 'final1', 'final2', 'decide1', 'decide2'), { minLength: 1, maxLength: 8 }),
        async (s1, s2, steps) => {
          const p = await player();
          const g1 = line.game([2, 3, 4]);
          const g2 = line.game([1.5, 3.5, 5]);
          live.play(g1);
          live.play(g2);
          const coefs = new Map([
            [g1, [2, 3, 4]],
            [g2, [1.5, 3.5, 5]],
          ]);
          const coupons = [
            { legs: [{ g: g1, typeId: 1 }], typeId: 0 },
            { legs: [{ g: g1, typeId: 2 }], typeId: 0 },
            { legs: [{ g: g2, typeId: 1 }], typeId: 0 },
            {
              legs: [
                { g: g1, typeId: 1 },
                { g: g2, typeId: 1 },
              ],
              typeId: 1,
            },
            {
              legs: [
                { g: g1, typeId: 3 },
                { g: g2, typeId: 3 },
              ],
              typeId: 1,
            },
          ];
          const placed: string[] = [];
          for (const c of coupons) {
            const res = await place(p, { typeId: c.typeId, amount: 1000, bets: c.legs.map((l) => bet(l.g, l.typeId)) });
            placed.push(couponOf(res).id);
          }
          const score = new Map<number, [number, number]>([
            [g1, s1],
            [g2, s2],
          ]);
          const decideAll = (g: number) => {
            const [h, a] = score.get(g) ?? [0, 0];
            live.decide(g, Object.fromEntries([1, 2, 3].map((t) => [o(g, t), status1x2(t, h, a)])));
          };
          const final = async (g: number) => {
            const [h, a] = score.get(g) ?? [0, 0];
            await betting.settle(await line.finish(g, h, a));
          };
          for (const step of steps) {
            if (step === 'tick') await betting.inPlay?.tick();
            else if (step === 'decide1') decideAll(g1);
            else if (step === 'decide2') decideAll(g2);
            else await final(step === 'final1' ? g1 : g2);
          }
          // Whatever happened, the games end and the job runs once more.
          await betting.inPlay?.tick();
          await final(g1);
          await final(g2);
          await betting.inPlay?.tick();
          let total = 0n;
          for (const [i, c] of coupons.entries()) {
            const legs = c.legs.map((l) => ({ ...l, coef: coefs.get(l.g)?.[l.typeId - 1] ?? 0 }));
            const want = expected(legs, 1000, score);
            const view = couponOf(await p.get(`/bets-api/v1/coupons/${placed[i] ?? ''}`));
            expect(view.status).toBe('settled');
            expect(BigInt(view.payout)).toBe(want);
            total += want;
          }
          expect(await p.balance()).toBe(100_000n - 5000n + total);
          expect(await booksClean()).toBe(true);
        },
      ),
      { numRuns: 12 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { binomial, fraction, hitProbability, sum, toNumber } from './fraction';
import { KENO_20_80, LOTTERIES, LOTTO_5_36, LOTTO_6_45 } from './lotteries';
import { fixedRtp, roundedRtp, tierProbability, tiersFor, totalRtp } from './rtp';

/** Issue 19 "Lotto": prize tables come from exact hit probabilities; published RTPs are computed. */
describe('lotto: exact probabilities and RTP', () => {
  it('6/45 follows the reference: P(6) = 1 / C(45, 6) = 1 / 8,145,060 and C(6,h)·C(39,6−h) / C(45,6)', () => {
    expect(binomial(45, 6)).toBe(8_145_060n);
    expect(hitProbability(45, 6, 6, 6)).toEqual(fraction(1n, 8_145_060n));
    for (let h = 0; h <= 6; h++)
      expect(hitProbability(45, 6, 6, h)).toEqual(fraction(binomial(6, h) * binomial(39, 6 - h), 8_145_060n));
  });

  it('hit probabilities of every line size sum to exactly 1 (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 90 }), fc.nat(), fc.nat(), (n, d, p) => {
        const drawn = 1 + (d % n);
        const picked = 1 + (p % n);
        const total = sum(Array.from({ length: picked + 1 }, (_, h) => hitProbability(n, drawn, picked, h)));
        expect(total).toEqual(fraction(1n, 1n));
      }),
    );
  });

  it('every published fixed-paytable RTP equals the exact computation (rounded to 4 places)', () => {
    for (const lottery of LOTTERIES)
      for (let spots = lottery.pickMin; spots <= lottery.pickMax; spots++)
        expect(lottery.publishedFixedRtp[spots], `${lottery.id} ${spots}`).toBe(roundedRtp(fixedRtp(lottery, spots)));
  });

  it('5/36 bonus ball: a tier with the bonus is 1/10 of the hits, without it 9/10', () => {
    const five = tiersFor(LOTTO_5_36, 5);
    const tier = (id: string) => {
      const found = five.find((t) => t.id === id);
      if (!found) throw new Error(`no tier ${id}`);
      return found;
    };
    const p5b = tierProbability(LOTTO_5_36, tier('5+B'), 5);
    const p5 = tierProbability(LOTTO_5_36, tier('5'), 5);
    expect(p5b).toEqual(fraction(1n, 3_769_920n));
    expect(p5).toEqual(fraction(9n, 3_769_920n));
  });

  it('keno RTPs stay between 85 % and 95 % for every spot count; 6/45 returns fixed + pool share', () => {
    for (let spots = 1; spots <= 10; spots++) {
      const rtp = toNumber(fixedRtp(KENO_20_80, spots));
      expect(rtp).toBeGreaterThan(0.85);
      expect(rtp).toBeLessThan(0.95);
    }
    expect(totalRtp(LOTTO_6_45, 6)).toBeCloseTo(0.3169 + 0.25, 4);
  });

  it('pool tier shares of 6/45 add up to the whole pool', () => {
    const shares = LOTTO_6_45.tiers.flatMap((t) => (t.prize.kind === 'pool' ? [t.prize.shareBp] : []));
    expect(shares.reduce((a, b) => a + b, 0)).toBe(10_000);
  });
});

import { describe, expect, it } from 'vitest';
import { drawNumbers } from './draw';
import { fraction, mul, sum, toNumber } from './fraction';
import { KENO_20_80, LOTTO_5_36 } from './lotteries';
import { fixedRtp, tierProbability, tiersFor } from './rtp';
import { settleLine } from './settle';
import { PRIZE_SCALE, type Lottery } from './types';

/** Exact standard deviation of one line's return (in line prices): √(E[X²] − E[X]²). */
function sigma(lottery: Lottery, spots: number): number {
  const second = sum(
    tiersFor(lottery, spots).map((t) => {
      const m = t.prize.kind === 'fixed' ? BigInt(t.prize.multiple) : 0n;
      return mul(tierProbability(lottery, t, spots), fraction(m * m, BigInt(PRIZE_SCALE * PRIZE_SCALE)));
    }),
  );
  const mean = toNumber(fixedRtp(lottery, spots));
  return Math.sqrt(toNumber(second) - mean * mean);
}

/**
 * Reference "Simulation check": n draws from the provably fair draw itself (seeded chain-like
 * seeds, no Math.random) return, per line, the exact RTP within ±3σ/√n. This ties the draw's
 * uniformity to the published paytables.
 */
describe('lotto: simulated draws agree with the exact RTP (issue 19)', () => {
  const N = 20_000;
  const draws = (lottery: Lottery) =>
    Array.from({ length: N }, (_, i) => drawNumbers(lottery, `simulation-seed-${i}`, `${lottery.id}-sim-${i}`));

  it('keno: every spot count from 1 to 10', () => {
    const results = draws(KENO_20_80);
    for (let spots = 1; spots <= 10; spots++) {
      const line = { numbers: Array.from({ length: spots }, (_, i) => i * 7 + 1) };
      const paid = results.reduce((acc, d) => acc + Number(settleLine(KENO_20_80, line, d).fixedPrize), 0);
      const rtp = paid / N / Number(KENO_20_80.linePrice);
      const band = (3 * sigma(KENO_20_80, spots)) / Math.sqrt(N);
      expect(Math.abs(rtp - toNumber(fixedRtp(KENO_20_80, spots))), `${spots} spots`).toBeLessThanOrEqual(band);
    }
  });

  it('5/36 with the bonus ball', () => {
    const results = draws(LOTTO_5_36);
    const line = { numbers: [3, 9, 17, 25, 33], bonus: 4 };
    const paid = results.reduce((acc, d) => acc + Number(settleLine(LOTTO_5_36, line, d).fixedPrize), 0);
    const rtp = paid / N / Number(LOTTO_5_36.linePrice);
    const band = (3 * sigma(LOTTO_5_36, 5)) / Math.sqrt(N);
    expect(Math.abs(rtp - toNumber(fixedRtp(LOTTO_5_36, 5)))).toBeLessThanOrEqual(band);
  });
});

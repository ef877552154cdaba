import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawNumbers, dayChain, verifyDraw } from './draw';
import { KENO_20_80, LOTTERIES, LOTTO_5_36, LOTTO_6_45 } from './lotteries';
import { DAY_MS, drawTimesOfDay, nextDrawTimes } from './schedule';
import { hashSeed } from '@sb/casino';

const at = (iso: string) => Date.parse(iso);

/** Issue 19: draw schedules are a pure function of an injected clock. */
describe('lotto: draw schedule', () => {
  it('6/45 draws Wednesdays and Saturdays at 19:00 UTC, 5/36 daily at 18:00, keno every 15 minutes', () => {
    // 2026-11-24 is a Tuesday.
    expect(
      nextDrawTimes(LOTTO_6_45.schedule, at('2026-11-24T12:00:00Z'), 3).map((t) => new Date(t).toISOString()),
    ).toEqual(['2026-11-25T19:00:00.000Z', '2026-11-28T19:00:00.000Z', '2026-12-02T19:00:00.000Z']);
    expect(nextDrawTimes(LOTTO_5_36.schedule, at('2026-11-24T18:00:00Z'), 1)).toEqual([at('2026-11-25T18:00:00Z')]);
    expect(nextDrawTimes(KENO_20_80.schedule, at('2026-11-24T23:50:00Z'), 2)).toEqual([
      at('2026-11-25T00:00:00Z'),
      at('2026-11-25T00:15:00Z'),
    ]);
    expect(drawTimesOfDay(KENO_20_80.schedule, at('2026-11-24T00:00:00Z'))).toHaveLength(96);
  });

  it('next draws are strictly after the clock, ascending, and on the schedule (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOTTERIES), fc.integer({ min: 0, max: 4_000_000_000_000 }), (l, now) => {
        const times = nextDrawTimes(l.schedule, now, 5);
        expect(times).toHaveLength(5);
        times.forEach((t, i) => {
          expect(t).toBeGreaterThan(i === 0 ? now : (times[i - 1] ?? 0));
          expect(drawTimesOfDay(l.schedule, t)).toContain(t);
        });
        expect((times[0] ?? 0) - now).toBeLessThanOrEqual(8 * DAY_MS);
      }),
    );
  });
});

describe('lotto: provably fair draws', () => {
  it('each draw’s seed hashes to the commitment published before it; the chain ends at the head', () => {
    const chain = dayChain('secret-of-the-day', 4);
    expect(chain.draws).toHaveLength(4);
    expect(chain.draws[3]?.commitment).toBe(hashSeed(chain.draws[3]?.seed ?? ''));
    expect(chain.draws[0]?.commitment).toBe(chain.head);
    // Each revealed seed is the commitment of the draw after it.
    for (let i = 0; i < 3; i++) expect(chain.draws[i + 1]?.commitment).toBe(chain.draws[i]?.seed);
  });

  it('the numbers are recomputed from the revealed seed; a changed number fails verification (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOTTERIES), fc.string({ minLength: 1 }), (lottery, secret) => {
        const [first] = dayChain(secret, 1).draws;
        const seed = first?.seed ?? '';
        const result = drawNumbers(lottery, seed, 'draw-1');
        expect(new Set(result.numbers).size).toBe(lottery.drawn);
        expect(result.numbers.every((x) => x >= 1 && x <= lottery.n)).toBe(true);
        const draw = { id: 'draw-1', seed, commitment: first?.commitment ?? '', ...result };
        expect(verifyDraw(lottery, draw)).toMatchObject({ seedMatchesCommitment: true, numbersMatch: true });
        const forged = { ...draw, numbers: draw.numbers.map((x, i) => (i === 0 ? (x % lottery.n) + 1 : x)) };
        expect(verifyDraw(lottery, forged).numbersMatch).toBe(false);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SCHEDULED_OUTCOME_TYPE as T } from '@sb/contracts';
import { choose, sumDistribution } from './balls';
import { FIVE_OF_36, LUCKY_6, SEVEN_OF_42, sumLines } from './number-games';
import { testCtx } from './test-support';

/** Every k-subset of 1 … n (small n only): the brute-force oracle of the sum law. */
function subsets(k: number, n: number, from = 1): number[][] {
  if (k === 0) return [[]];
  const out: number[][] = [];
  for (let b = from; b <= n; b++) for (const rest of subsets(k - 1, n, b + 1)) out.push([b, ...rest]);
  return out;
}

const RULES = [
  { game: FIVE_OF_36, n: 36, drawn: 5 },
  { game: SEVEN_OF_42, n: 42, drawn: 7 },
  { game: LUCKY_6, n: 48, drawn: 35 },
];

describe('issue 19 TV games: number games (5 of 36, 7 of 42, Lucky 6)', () => {
  it('issue 19 TV games: the sum law of k balls of n equals counting every subset', () => {
    for (const [k, n] of [
      [3, 10],
      [5, 12],
      [1, 7],
    ] as const) {
      const all = subsets(k, n);
      expect(all).toHaveLength(choose(n, k));
      const law = sumDistribution(k, n);
      const counted = new Array<number>(law.length).fill(0);
      for (const s of all) {
        const sum = s.reduce((a, b) => a + b, 0);
        counted[sum] = (counted[sum] ?? 0) + 1 / all.length;
      }
      law.forEach((p, sum) => expect(p).toBeCloseTo(counted[sum] ?? 0, 12));
    }
  });

  it('issue 19 TV games: 5 of 36 lines sit at the mean sum (92.5, even chances) and one deviation either side', () => {
    const rules = { type: '5of36', name: '5 of 36', n: 36, drawn: 5, summed: 5, intervalMs: 1, durationMs: 1 } as const;
    expect(sumLines(rules)).toEqual([92.5, 70.5, 114.5]);
    const specs = FIVE_OF_36.specs(testCtx(FIVE_OF_36));
    const main = specs[0];
    expect(main?.outcomes.map((o) => [o.typeId, o.param])).toEqual([
      [T.sumOver, 92.5],
      [T.sumUnder, 92.5],
    ]);
    // The sum law is symmetric about 92.5 (ball b ↔ 37 − b).
    expect(main?.outcomes[0]?.fair).toBeCloseTo(0.5, 12);
    const first = specs.find((s) => s.outcomes[0]?.typeId === T.firstOver);
    expect(first?.outcomes.map((o) => o.fair)).toEqual([0.5, 0.5]);
    const balls = specs.find((s) => !s.exclusive);
    expect(balls?.outcomes).toHaveLength(36);
    expect(balls?.outcomes.every((o) => o.fair === 5 / 36 && o.name === `Ball ${o.param}`)).toBe(true);
  });

  it('issue 19 TV games: Lucky 6 sums the first five of its 35 balls', () => {
    const draw = Array.from({ length: 35 }, (_, i) => [i + 1, 0] as const);
    // 1 + 2 + 3 + 4 + 5 = 15: odd, under every line; every ball of 1 … 35 drawn, 36 … 48 not.
    expect(LUCKY_6.settle(T.sumOdd, null, draw)).toBe(true);
    expect(LUCKY_6.settle(T.sumUnder, 92.5, draw)).toBe(true);
    expect(LUCKY_6.settle(T.sumOver, 15.5, draw)).toBe(false);
    expect(LUCKY_6.settle(T.ballDrawn, 35, draw)).toBe(true);
    expect(LUCKY_6.settle(T.ballDrawn, 36, draw)).toBe(false);
    expect(LUCKY_6.settle(T.firstUnder, 24.5, draw)).toBe(true);
    // A draw with a repeated ball or the wrong count is not a result.
    expect(LUCKY_6.settle(T.sumOdd, null, draw.slice(0, 34))).toBeNull();
    expect(LUCKY_6.settle(T.sumOdd, null, [...draw.slice(0, 34), [1, 0]])).toBeNull();
  });

  it.each(RULES)(
    'issue 19 TV games: $game.type — "ball N drawn" wins iff N is among the drawn balls',
    ({ game, n, drawn }) => {
      const ctx = testCtx(game);
      fc.assert(
        fc.property(fc.string({ maxLength: 30 }), (seed) => {
          const played = game.play(ctx, seed);
          const balls = played.draw.map(([b]) => b);
          expect(new Set(balls).size).toBe(drawn);
          expect(balls.every((b) => b >= 1 && b <= n)).toBe(true);
          for (let ball = 1; ball <= n; ball++) {
            expect(game.settle(T.ballDrawn, ball, played.draw)).toBe(balls.includes(ball));
          }
          const summed = game === LUCKY_6 ? 5 : drawn;
          expect(played.home).toBe(balls.slice(0, summed).reduce((a, b) => a + b, 0));
        }),
        { numRuns: 40 },
      );
    },
  );
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { tennisMatchProbability, tennisSetProbability } from '@sb/pricing';
import { matchDistribution, serveChances, setEnds } from './tennis-model';
import { virtualTennis } from './tennis';
import { testContext } from './test-context';

const serveArb = fc.double({ min: 0.5, max: 0.8, noNaN: true });
const isSetScore = ([a, b]: readonly [number, number]): boolean => {
  const [w, l] = a > b ? [a, b] : [b, a];
  return (w === 6 && l <= 4) || (w === 7 && (l === 5 || l === 6));
};

describe('issue 19 virtual tennis: the exact point-by-point chain', () => {
  it('agrees with the pricing engine: set chance and best-of-three match chance', () => {
    fc.assert(
      fc.property(serveArb, serveArb, (serveA, serveB) => {
        const firstSet = setEnds(serveA, serveB, true);
        expect(firstSet.reduce((s, e) => s + e.probability, 0)).toBeCloseTo(1, 12);
        expect(firstSet.every((e) => isSetScore([e.a, e.b]))).toBe(true);
        const aWinsSet = firstSet.filter((e) => e.a > e.b).reduce((s, e) => s + e.probability, 0);
        expect(aWinsSet).toBeCloseTo(tennisSetProbability(serveA, serveB), 12);
        const match = matchDistribution(serveA, serveB);
        expect(match.winA).toBeCloseTo(tennisMatchProbability({ serveA, serveB, bestOf: 3 }), 12);
        expect(match.games.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
        expect([...match.sets.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      }),
    );
  });

  it('level players are level; a better server is the favourite', () => {
    expect(matchDistribution(0.64, 0.64).winA).toBeCloseTo(0.5, 12);
    const { serveA, serveB } = serveChances(90, 80);
    expect(serveA).toBeGreaterThan(serveB);
    expect(matchDistribution(serveA, serveB).winA).toBeGreaterThan(0.6);
  });
});

describe('issue 19 virtual tennis: play', () => {
  it('plays whole tiebreak sets to two sets won, one game incident per game and one set incident per set', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffff_ffff }), fc.string({ minLength: 1 }), (seed, drawSeed) => {
        const ctx = testContext('virtual-tennis', seed);
        const field = virtualTennis.competitors(ctx);
        const { score, incidents } = virtualTennis.play(ctx, field, drawSeed);
        expect(Math.max(score.home, score.away)).toBe(2);
        expect(Math.min(score.home, score.away)).toBeLessThan(2);
        expect(score.periods).toHaveLength(score.home + score.away);
        expect(score.periods.every(isSetScore)).toBe(true);
        const games = incidents.filter((i) => i.kind === 'game');
        expect(games).toHaveLength(score.periods.reduce((s, [a, b]) => s + a + b, 0));
        // Servers alternate game by game through the whole match, the first named serving first.
        expect(games.map((g) => g.value)).toEqual(games.map((_, i) => (i % 2 === 0 ? 1 : 2)));
        expect(incidents.filter((i) => i.kind === 'set').map((i) => i.side)).toEqual(
          score.periods.map(([a, b]) => (a > b ? 1 : 2)),
        );
        expect(incidents.at(-1)?.atMs).toBe(virtualTennis.durationMs);
      }),
      { numRuns: 50 },
    );
  });
});

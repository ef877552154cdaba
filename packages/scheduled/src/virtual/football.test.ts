import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { HALF_TIME_RATE_SHARE, matchResult } from '@sb/pricing';
import { fullTimeGrid, halfTimeGrid } from './football-model';
import { virtualFootball } from './football';
import { testContext } from './test-context';

const ratingArb = fc.integer({ min: 55, max: 95 });
const meanGoals = (probabilities: readonly number[], size: number): number =>
  probabilities.reduce((s, p, cell) => s + p * (Math.floor(cell / size) + (cell % size)), 0);

describe('issue 19 virtual football: the Dixon–Coles model of the two ratings', () => {
  it('the half-time grid is the full grid thinned: a distribution with HALF_TIME_RATE_SHARE of the goals', () => {
    fc.assert(
      fc.property(ratingArb, ratingArb, (home, away) => {
        const full = fullTimeGrid(home, away);
        const half = halfTimeGrid(full);
        const size = full.maxGoals + 1;
        expect(half.probabilities.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
        expect(meanGoals(half.probabilities, size)).toBeCloseTo(
          HALF_TIME_RATE_SHARE * meanGoals(full.probabilities, size),
          10,
        );
      }),
    );
  });

  it('the stronger side is the favourite; the home side has an edge between equals', () => {
    expect(matchResult(fullTimeGrid(85, 65)).home).toBeGreaterThan(0.6);
    expect(matchResult(fullTimeGrid(65, 85)).away).toBeGreaterThan(0.45);
    const level = matchResult(fullTimeGrid(75, 75));
    expect(level.home).toBeGreaterThan(level.away);
  });
});

describe('issue 19 virtual football: play', () => {
  it('goals as incidents at their minutes (a virtual minute a second), halves adding up to the score', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffff_ffff }), fc.string({ minLength: 1 }), (seed, drawSeed) => {
        const ctx = testContext('virtual-football', seed);
        const field = virtualFootball.competitors(ctx);
        const { score, incidents, draw, winnerId } = virtualFootball.play(ctx, field, drawSeed);
        const [[h1, a1] = [0, 0], [h2, a2] = [0, 0]] = score.periods;
        expect(score.periods).toHaveLength(2);
        expect([h1 + h2, a1 + a2]).toEqual([score.home, score.away]);
        const goals = incidents.filter((i) => i.kind === 'goal');
        const firstHalf = goals.filter((g) => (g.value ?? 0) <= 45);
        expect(goals.filter((g) => g.side === 1)).toHaveLength(score.home);
        expect(goals.filter((g) => g.side === 2)).toHaveLength(score.away);
        expect(firstHalf.filter((g) => g.side === 1)).toHaveLength(h1);
        expect(firstHalf.filter((g) => g.side === 2)).toHaveLength(a1);
        for (const i of incidents) expect(i.atMs).toBe((i.value ?? 0) * 1000);
        expect(incidents.map((i) => i.atMs)).toEqual(incidents.map((i) => i.atMs).sort((a, b) => a - b));
        expect(draw).toEqual([]);
        expect(winnerId).toBeNull();
      }),
      { numRuns: 100 },
    );
  });
});

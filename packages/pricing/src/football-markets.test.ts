import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bothTeamsToScore } from './both-teams-to-score';
import { correctScore } from './correct-score';
import { dixonColesGrid } from './dixon-coles-grid';
import { doubleChance } from './double-chance';
import { effectiveProbability } from './effective-probability';
import { goalDifference } from './goal-difference';
import { goalRates } from './goal-rates';
import { handicap } from './handicap';
import { matchResult } from './match-result';
import { overUnder } from './over-under';
import type { ScoreGrid } from './score-grid';
import { teamGoals } from './team-goals';
import { ratingsArbitrary, rhoArbitrary, sumOf } from './test-support';
import { totalGoals } from './total-goals';

const gridArbitrary: fc.Arbitrary<ScoreGrid> = fc
  .tuple(ratingsArbitrary, rhoArbitrary)
  .map(([ratings, rho]) => dixonColesGrid({ rates: goalRates(ratings), rho }));

const example = dixonColesGrid({ rates: { home: 1.6, away: 1.1 }, rho: -0.1 });

/** Sum of the grid over the scores that `keep` selects. */
function cellsWhere(grid: ScoreGrid, keep: (home: number, away: number) => boolean): number {
  let total = 0;
  for (let home = 0; home <= grid.maxGoals; home++) {
    for (let away = 0; away <= grid.maxGoals; away++) {
      if (keep(home, away)) total += correctScore(grid, home, away);
    }
  }
  return total;
}

/** `actual` equals the example grid's mass over the scores `keep` selects. */
function expectCellSum(actual: number, keep: (home: number, away: number) => boolean): void {
  expect(actual).toBeCloseTo(cellsWhere(example, keep), 14);
}

describe('1X2 and double chance come from the grid: x > y, x = y, x < y', () => {
  it('property: 1X2 fair probabilities sum to 1', () => {
    fc.assert(
      fc.property(gridArbitrary, (grid) => {
        const { home, draw, away } = matchResult(grid);
        expect(Math.abs(home + draw + away - 1)).toBeLessThanOrEqual(1e-12);
      }),
    );
  });

  it('matches the cells it is made of', () => {
    const result = matchResult(example);
    expectCellSum(result.home, (x, y) => x > y);
    expectCellSum(result.draw, (x, y) => x === y);
    expect(result.home).toBeGreaterThan(result.away); // the stronger rate is the home side's
  });

  it('double chance covers two results each, so its three selections sum to 2', () => {
    const result = matchResult(example);
    const chance = doubleChance(result);
    expect(chance.homeOrDraw).toBeCloseTo(result.home + result.draw, 15);
    expect(chance.homeOrAway).toBeCloseTo(1 - result.draw, 14);
    expect(chance.drawOrAway).toBeCloseTo(1 - result.home, 14);
    expect(chance.homeOrDraw + chance.homeOrAway + chance.drawOrAway).toBeCloseTo(2, 14);
  });
});

describe('both teams to score: x ≥ 1 and y ≥ 1', () => {
  it('yes is the mass of the scores where both sides have a goal', () => {
    const btts = bothTeamsToScore(example);
    expectCellSum(btts.yes, (x, y) => x > 0 && y > 0);
    expect(btts.yes + btts.no).toBeCloseTo(1, 14);
  });
});

describe('totals over/under on the total x + y', () => {
  it('property: P(over k.5) decreases in k, and P(over 2.5) < P(over 1.5)', () => {
    fc.assert(
      fc.property(gridArbitrary, (grid) => {
        const totals = totalGoals(grid);
        const overs = [0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5].map((line) => overUnder(totals, line).over.win);
        for (let k = 1; k < overs.length; k++) {
          expect(overs[k]).toBeLessThan(overs[k - 1] ?? 1);
        }
      }),
    );
  });

  it('half lines: over 2.5 is P(x + y ≥ 3) and cannot push', () => {
    const { over, under } = overUnder(totalGoals(example), 2.5);
    expectCellSum(over.win, (x, y) => x + y >= 3);
    expect(over.push + over.halfWin + over.halfLoss).toBe(0);
    expect(under.win).toBeCloseTo(1 - over.win, 14);
  });

  it('whole lines: over 2 pushes on exactly 2 goals', () => {
    const { over } = overUnder(totalGoals(example), 2);
    expectCellSum(over.push, (x, y) => x + y === 2);
    expectCellSum(over.win, (x, y) => x + y >= 3);
  });

  it('quarter lines: over 2.25 loses half on exactly 2 goals; over 2.75 wins half on exactly 3', () => {
    const totals = totalGoals(example);
    expectCellSum(overUnder(totals, 2.25).over.halfLoss, (x, y) => x + y === 2);
    expectCellSum(overUnder(totals, 2.75).over.halfWin, (x, y) => x + y === 3);
  });

  it('property: the fair price of over k.25 lies between over k and over k.5', () => {
    fc.assert(
      fc.property(gridArbitrary, fc.integer({ min: 0, max: 5 }), (grid, k) => {
        const totals = totalGoals(grid);
        const at = (line: number): number => effectiveProbability(overUnder(totals, line).over);
        expect(at(k + 0.25)).toBeLessThan(at(k));
        expect(at(k + 0.25)).toBeGreaterThan(at(k + 0.5));
      }),
    );
  });
});

describe('team totals: over/under on one side’s goals', () => {
  it('home over 1.5 is P(x ≥ 2); away under 0.5 is P(y = 0)', () => {
    expectCellSum(overUnder(teamGoals(example, 'home'), 1.5).over.win, (x) => x >= 2);
    expectCellSum(overUnder(teamGoals(example, 'away'), 0.5).under.win, (_x, y) => y === 0);
  });

  it('property: the two team totals add up to the match total', () => {
    fc.assert(
      fc.property(gridArbitrary, (grid) => {
        const mean = (d: { min: number; masses: readonly number[] }): number =>
          sumOf(d.masses.map((mass, i) => mass * (d.min + i)));
        expect(mean(teamGoals(grid, 'home')) + mean(teamGoals(grid, 'away'))).toBeCloseTo(mean(totalGoals(grid)), 12);
      }),
    );
  });
});

describe('Asian handicap on the goal difference x − y', () => {
  it('property: home −0.5 fair probability = P(home win); away +0.5 = P(draw or away)', () => {
    fc.assert(
      fc.property(gridArbitrary, (grid) => {
        const result = matchResult(grid);
        const { home, away } = handicap(goalDifference(grid), -0.5);
        expect(effectiveProbability(home)).toBeCloseTo(result.home, 12);
        expect(effectiveProbability(away)).toBeCloseTo(result.draw + result.away, 12);
      }),
    );
  });

  it('property: home 0 (draw no bet) returns the stake on a draw and is P(home) / (P(home) + P(away))', () => {
    fc.assert(
      fc.property(gridArbitrary, (grid) => {
        const result = matchResult(grid);
        const { home } = handicap(goalDifference(grid), 0);
        expect(home.push).toBeCloseTo(result.draw, 12);
        expect(effectiveProbability(home)).toBeCloseTo(result.home / (result.home + result.away), 12);
      }),
    );
  });

  it('property: each extra quarter goal for the home side makes its line strictly likelier (−1.5 … +1.5)', () => {
    fc.assert(
      fc.property(gridArbitrary, (grid) => {
        const differences = goalDifference(grid);
        const lines = [-1.5, -1.25, -1, -0.75, -0.5, -0.25, 0, 0.25, 0.5, 0.75, 1, 1.25, 1.5];
        const prices = lines.map((line) => effectiveProbability(handicap(differences, line).home));
        for (let i = 1; i < prices.length; i++) {
          expect(prices[i]).toBeGreaterThan(prices[i - 1] ?? 1);
        }
      }),
    );
  });

  it('−0.25: a draw is half lost, so half-loss mass is P(draw)', () => {
    const { home } = handicap(goalDifference(example), -0.25);
    expect(home.halfLoss).toBeCloseTo(matchResult(example).draw, 14);
    expect(home.win).toBeCloseTo(matchResult(example).home, 14);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { effectiveProbability } from './effective-probability';
import { expectedReturn } from './expected-return';
import { fairDecimalOdds } from './fair-decimal-odds';
import { handicap } from './handicap';
import { lineOutcome } from './line-outcome';
import type { OutcomeDistribution } from './outcome-distribution';
import { overUnder } from './over-under';
import { settleAsianLine } from './settle-asian-line';
import { splitAsianLine } from './split-asian-line';
import { asianLineArbitrary, integerDistributionArbitrary, quarterLineArbitrary, sumOf } from './test-support';

const exactly = (value: number) => ({ min: value, masses: [1] });
const partsOf = (o: OutcomeDistribution): number[] => [o.win, o.halfWin, o.push, o.halfLoss, o.loss];

describe('quarter lines split the stake over the two neighbouring lines', () => {
  it.each([
    [-0.25, [-0.5, 0]],
    [-0.75, [-1, -0.5]],
    [0.25, [0, 0.5]],
    [2.25, [2, 2.5]],
    [-1.5, [-1.5]],
    [-1, [-1]],
    [0, [0]],
  ])('%d → %j', (line, parts) => {
    expect(splitAsianLine(line)).toEqual(parts);
  });

  it.each([0.1, 0.3, 2.2, Number.NaN, Infinity])('rejects %d (not a multiple of 0.25)', (line) => {
    expect(() => splitAsianLine(line)).toThrow(RangeError);
  });
});

describe('reference examples: whole lines push, half lines cannot, quarter lines settle half', () => {
  it('a drawn match on −0.25 is half lost, half returned (spec status 5)', () => {
    expect(settleAsianLine(0, -0.25)).toBe('halfLoss');
    expect(handicap(exactly(0), -0.25).home).toEqual({ win: 0, halfWin: 0, push: 0, halfLoss: 1, loss: 0 });
  });

  it('−0.75 and a one-goal win is half won, half returned (spec status 4)', () => {
    expect(settleAsianLine(1, -0.75)).toBe('halfWin');
    expect(handicap(exactly(1), -0.75).home.halfWin).toBe(1);
  });

  it('Over 2.25 with exactly 2 goals loses half', () => {
    const { over, under } = overUnder(exactly(2), 2.25);
    expect(over).toEqual({ win: 0, halfWin: 0, push: 0, halfLoss: 1, loss: 0 });
    expect(under).toEqual({ win: 0, halfWin: 1, push: 0, halfLoss: 0, loss: 0 });
  });

  it.each([
    ['whole line tie after handicap is a push: −1 and a one-goal win', 1, -1, 'push'],
    ['half line has no push: −0.5 and a draw loses', 0, -0.5, 'loss'],
    ['half line: −0.5 and a one-goal win wins', 1, -0.5, 'win'],
    ['−0.25 and a one-goal win wins both halves', 1, -0.25, 'win'],
    ['+0.25 and a draw is half won', 0, 0.25, 'halfWin'],
    ['+0.75 and a one-goal defeat is half lost', -1, 0.75, 'halfLoss'],
    ['−1.25 and a one-goal win is half lost', 1, -1.25, 'halfLoss'],
    ['−2 and a one-goal win loses', 1, -2, 'loss'],
  ] as const)('%s', (_rule, value, line, expected) => {
    expect(settleAsianLine(value, line)).toBe(expected);
  });

  it('rejects a fractional settled value (scores are integers)', () => {
    expect(() => settleAsianLine(1.5, -0.5)).toThrow(RangeError);
  });
});

describe('fair decimal odds: d = 1 + (P(loss) + ½P(halfLoss)) / (P(win) + ½P(halfWin))', () => {
  it('an example: win 0.4, half win 0.1, push 0.1, half loss 0.1, loss 0.3 → 1 + 0.35/0.45', () => {
    const outcome = { win: 0.4, halfWin: 0.1, push: 0.1, halfLoss: 0.1, loss: 0.3 };
    expect(fairDecimalOdds(outcome)).toBeCloseTo(1 + 0.35 / 0.45, 15);
    expect(effectiveProbability(outcome)).toBeCloseTo(0.45 / 0.8, 15);
  });

  it('a sure push cannot be priced: no winnings at any odds', () => {
    const outcome = { win: 0, halfWin: 0, push: 1, halfLoss: 0, loss: 0 };
    expect(fairDecimalOdds(outcome)).toBe(Number.POSITIVE_INFINITY);
    expect(effectiveProbability(outcome)).toBe(0);
  });

  it('property: at fair odds the expected return is exactly the stake', () => {
    fc.assert(
      fc.property(integerDistributionArbitrary, asianLineArbitrary, (distribution, line) => {
        const outcome = lineOutcome(distribution, line);
        fc.pre(outcome.win + outcome.halfWin > 1e-9);
        expect(expectedReturn(outcome, fairDecimalOdds(outcome))).toBeCloseTo(1, 9);
      }),
    );
  });

  it('property: fair odds are 1 / effective probability', () => {
    fc.assert(
      fc.property(integerDistributionArbitrary, asianLineArbitrary, (distribution, line) => {
        const outcome = lineOutcome(distribution, line);
        fc.pre(outcome.win + outcome.halfWin > 1e-9);
        expect(fairDecimalOdds(outcome) * effectiveProbability(outcome)).toBeCloseTo(1, 9);
      }),
    );
  });
});

describe('a quarter line equals the average of its two half-stakes', () => {
  it('property: same expected return at any odds as half the stake on each neighbouring line', () => {
    fc.assert(
      fc.property(
        integerDistributionArbitrary,
        quarterLineArbitrary,
        fc.double({ min: 1.001, max: 50, noNaN: true }),
        (distribution, line, odds) => {
          const [lower, upper] = splitAsianLine(line);
          const average =
            (expectedReturn(lineOutcome(distribution, lower), odds) +
              expectedReturn(lineOutcome(distribution, upper ?? lower), odds)) /
            2;
          expect(expectedReturn(lineOutcome(distribution, line), odds)).toBeCloseTo(average, 12);
        },
      ),
    );
  });

  it('property: the won, returned and lost shares of the stake are the averages of the two halves', () => {
    fc.assert(
      fc.property(integerDistributionArbitrary, quarterLineArbitrary, (distribution, line) => {
        const [lower, upper] = splitAsianLine(line);
        const a = lineOutcome(distribution, lower);
        const b = lineOutcome(distribution, upper ?? lower);
        const q = lineOutcome(distribution, line);
        expect(q.win + q.halfWin / 2).toBeCloseTo((a.win + b.win) / 2, 12);
        expect(q.push + q.halfWin / 2 + q.halfLoss / 2).toBeCloseTo((a.push + b.push) / 2, 12);
        expect(q.loss + q.halfLoss / 2).toBeCloseTo((a.loss + b.loss) / 2, 12);
      }),
    );
  });
});

describe('two sides of a line mirror each other', () => {
  it('property: each side is a distribution, and the effective probabilities of the two sides sum to 1', () => {
    fc.assert(
      fc.property(integerDistributionArbitrary, asianLineArbitrary, (distribution, line) => {
        const { home, away } = handicap(distribution, line);
        expect(sumOf(partsOf(home))).toBeCloseTo(1, 12);
        expect(home.win).toBe(away.loss);
        expect(home.halfWin).toBe(away.halfLoss);
        expect(home.push).toBe(away.push);
        fc.pre(home.win + home.halfWin + home.loss + home.halfLoss > 1e-9);
        expect(effectiveProbability(home) + effectiveProbability(away)).toBeCloseTo(1, 12);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { tennisHoldProbability } from './tennis-hold-probability';
import { tennisMatchProbability } from './tennis-match-probability';
import { tennisSetProbability } from './tennis-set-probability';
import { tennisTiebreakProbability } from './tennis-tiebreak-probability';

const serveArbitrary = fc.double({ min: 0.3, max: 0.85, noNaN: true });
const bestOfArbitrary = fc.constantFrom(3 as const, 5 as const);

/**
 * Hold probability by walking the points of a game one by one, an independent
 * check on the closed form. Past 3–3 only the difference matters, so deuce
 * scores fold back onto 3–3 / 4–3 / 3–4; the walk stops after 400 points,
 * when what is left is below 0.5^200.
 */
function holdByWalkingPoints(p: number): number {
  const seen = new Map<string, number>();
  const walk = (server: number, receiver: number, played: number): number => {
    if (server >= 4 && server - receiver >= 2) return 1;
    if (receiver >= 4 && receiver - server >= 2) return 0;
    if (played > 400) return 0.5;
    const extra = Math.max(0, Math.min(server, receiver) - 3);
    const [s, r] = [server - extra, receiver - extra];
    const key = `${s}:${r}:${played}`;
    const known = seen.get(key);
    if (known !== undefined) return known;
    const value = p * walk(s + 1, r, played + 1) + (1 - p) * walk(s, r + 1, played + 1);
    seen.set(key, value);
    return value;
  };
  return walk(0, 0, 0);
}

describe('P(hold) from p(point on serve): p⁴(1 + 4q + 10q²) + 20p³q³·p²/(p² + q²)', () => {
  it.each([
    [0.5, 0.5],
    [0.6, 0.7357292307692308],
    [0, 0],
    [1, 1],
  ])('p = %d → %d', (p, expected) => {
    expect(tennisHoldProbability(p)).toBeCloseTo(expected, 14);
  });

  it('property: agrees with walking the points one by one', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.05, max: 0.95, noNaN: true }), (p) => {
        expect(tennisHoldProbability(p)).toBeCloseTo(holdByWalkingPoints(p), 10);
      }),
      { numRuns: 30 },
    );
  });

  it('property: games amplify the server’s edge: winning p ≥ ½ of points on serve holds at least as often as p', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.5, max: 0.95, noNaN: true }), (p) => {
        expect(tennisHoldProbability(p)).toBeGreaterThanOrEqual(p);
      }),
    );
  });

  it.each([-0.1, 1.1, Number.NaN])('rejects p = %d', (p) => {
    expect(() => tennisHoldProbability(p)).toThrow(RangeError);
  });
});

describe('tiebreak to 7 by two, serve A, B, B, A, A, …', () => {
  it('property: equal servers split a tiebreak 50/50, whoever serves first', () => {
    fc.assert(
      fc.property(serveArbitrary, fc.constantFrom(7, 10), (p, points) => {
        expect(tennisTiebreakProbability(p, p, points)).toBeCloseTo(0.5, 12);
      }),
    );
  });

  it('property: who serves first does not matter (each pair of points has one serve each)', () => {
    fc.assert(
      fc.property(serveArbitrary, serveArbitrary, (a, b) => {
        expect(tennisTiebreakProbability(a, b)).toBeCloseTo(1 - tennisTiebreakProbability(b, a), 12);
      }),
    );
  });

  it('a first-to-2 tiebreak can be checked by hand: A serves 1, B serves 2 and 3, A 4 and 5, …', () => {
    const a = 0.7;
    const b = 0.6;
    // 2–0: A wins on A's then on B's serve; 1–1 is the tie, decided by w/(w + l).
    const w = a * (1 - b);
    const l = (1 - a) * b;
    expect(tennisTiebreakProbability(a, b, 2)).toBeCloseTo(w + (a * b + (1 - a) * (1 - b)) * (w / (w + l)), 14);
  });

  it.each([0, 1, 1.5])('rejects a tiebreak to %d points', (points) => {
    expect(() => tennisTiebreakProbability(0.6, 0.6, points)).toThrow(RangeError);
  });
});

describe('set and match: point → game → set (tiebreak at 6–6) → best of 3 or 5', () => {
  it('property: P(match) is 0.5 for equal players', () => {
    fc.assert(
      fc.property(serveArbitrary, bestOfArbitrary, fc.constantFrom(7, 10), (p, bestOf, finalSetTiebreakPoints) => {
        expect(tennisMatchProbability({ serveA: p, serveB: p, bestOf, finalSetTiebreakPoints })).toBeCloseTo(0.5, 12);
        expect(tennisSetProbability(p, p)).toBeCloseTo(0.5, 12);
      }),
      { numRuns: 50 },
    );
  });

  it('property: P(match) rises with A’s serve and falls with B’s', () => {
    fc.assert(
      fc.property(
        serveArbitrary,
        serveArbitrary,
        fc.double({ min: 0.005, max: 0.1, noNaN: true }),
        bestOfArbitrary,
        (serveA, serveB, raise, bestOf) => {
          const base = tennisMatchProbability({ serveA, serveB, bestOf });
          // A mismatch rounds to exactly 0 or 1 in doubles; there only ≤ and ≥ can hold.
          fc.pre(base > 1e-9 && base < 1 - 1e-9);
          expect(tennisMatchProbability({ serveA: serveA + raise, serveB, bestOf })).toBeGreaterThan(base);
          expect(tennisMatchProbability({ serveA, serveB: serveB + raise, bestOf })).toBeLessThan(base);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('property: best of 5 favours the better player more than best of 3', () => {
    fc.assert(
      fc.property(serveArbitrary, fc.double({ min: 0.01, max: 0.1, noNaN: true }), (serveB, edge) => {
        const serveA = Math.min(serveB + edge, 0.95);
        const three = tennisMatchProbability({ serveA, serveB, bestOf: 3 });
        const five = tennisMatchProbability({ serveA, serveB, bestOf: 5 });
        expect(five).toBeGreaterThan(three);
        expect(three).toBeGreaterThan(tennisSetProbability(serveA, serveB));
      }),
      { numRuns: 50 },
    );
  });

  it('a 65% server against a 60% server (a typical men’s match)', () => {
    expect(tennisSetProbability(0.65, 0.6)).toBeCloseTo(0.6635, 4);
    expect(tennisMatchProbability({ serveA: 0.65, serveB: 0.6, bestOf: 3 })).toBeCloseTo(0.7365, 4);
    expect(tennisMatchProbability({ serveA: 0.65, serveB: 0.6, bestOf: 5 })).toBeCloseTo(0.7854, 4);
  });

  it.each([
    ['a serve chance of 0', { serveA: 0, serveB: 0.6, bestOf: 3 as const }],
    ['a serve chance of 1', { serveA: 0.6, serveB: 1, bestOf: 3 as const }],
    ['best of 4', { serveA: 0.6, serveB: 0.6, bestOf: 4 as 3 }],
  ])('rejects %s', (_reason, input) => {
    expect(() => tennisMatchProbability(input)).toThrow(RangeError);
  });
});

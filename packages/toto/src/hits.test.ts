import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestHits, hitDistribution, isCorrect, outcomeOfScore } from './hits';
import { PICKS, type EventOutcome, type Pick } from './types';

/** Every combination of the predictions, enumerated (the brute force the distribution must match). */
function combinations(predictions: readonly (readonly Pick[])[]): Pick[][] {
  return predictions.reduce<Pick[][]>((acc, picks) => acc.flatMap((c) => picks.map((p) => [...c, p])), [[]]);
}

describe('issue 19 toto: hits of a coupon', () => {
  it('a score gives 1, X or 2', () => {
    expect([outcomeOfScore(2, 1), outcomeOfScore(0, 0), outcomeOfScore(1, 3)]).toEqual(['1', 'X', '2']);
  });

  it('counts the combinations by correct predictions: 1X on a draw, 2 on a home win, 1 on a home win', () => {
    // Combinations: (1,2,1) → 2 correct, (X,2,1) → 1 correct.
    expect(hitDistribution([['1', 'X'], ['2'], ['1']], ['1', '1', '1'])).toEqual([0, 1, 1, 0]);
  });

  it('the cancelled-event rule: a cancelled event is correct for every pick (forced return: a leg won at odds 1)', () => {
    expect(isCorrect('1', 'cancelled') && isCorrect('X', 'cancelled') && isCorrect('2', 'cancelled')).toBe(true);
    // Both combinations of the 1X pick on the cancelled event have it correct.
    expect(hitDistribution([['1', 'X'], ['2']], ['cancelled', '2'])).toEqual([0, 0, 2]);
    expect(bestHits([0, 0, 2])).toBe(2);
  });

  it('the distribution equals enumerating every combination and sums to their number (property)', () => {
    const outcome = fc.constantFrom<EventOutcome>('1', 'X', '2', 'cancelled');
    const picks = fc.subarray([...PICKS], { minLength: 1 });
    fc.assert(
      fc.property(fc.array(fc.tuple(picks, outcome), { minLength: 1, maxLength: 8 }), (events) => {
        const predictions = events.map(([p]) => p);
        const outcomes = events.map(([, o]) => o);
        const expected = new Array<number>(events.length + 1).fill(0);
        for (const c of combinations(predictions)) {
          const k = c.filter((p, i) => isCorrect(p, outcomes[i] ?? 'cancelled')).length;
          expected[k] = (expected[k] ?? 0) + 1;
        }
        expect(hitDistribution(predictions, outcomes)).toEqual(expected);
      }),
    );
  });
});

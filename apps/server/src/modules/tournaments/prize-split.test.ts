import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { payableTotal, placeStandings, type Standing } from './prize-split';

/** Issue 16 tournaments: the prize split (docs/tournaments.md "Ties"). */
const standing = fc.record({
  userId: fc.integer({ min: 1, max: 1_000_000 }),
  // Few distinct scores: ties are common.
  score: fc.bigInt({ min: 0n, max: 6n }),
  reachedAt: fc.integer({ min: 0, max: 50 }),
  rounds: fc.integer({ min: 1, max: 10 }),
});
const standings = fc.uniqueArray(standing, { selector: (s) => s.userId, maxLength: 30 });
const prizes = fc.array(fc.bigInt({ min: 1n, max: 100_000n }), { minLength: 1, maxLength: 12 });
const sum = (xs: readonly bigint[]) => xs.reduce((a, b) => a + b, 0n);

describe('issue 16 tournament prize split', () => {
  it('property: the total paid is the prize table of the occupied positions whatever the ties — the whole table when enough players — never more', () => {
    fc.assert(
      fc.property(standings, prizes, (s, p) => {
        const placed = placeStandings(s, p);
        const paid = sum(placed.map((x) => x.prize));
        expect(paid).toBe(payableTotal(p, placed.length));
        expect(paid <= sum(p)).toBe(true);
        if (placed.length >= p.length) expect(paid).toBe(sum(p));
      }),
    );
  });

  it('property: positions are 1..n once each; tied players share the rank and differ by at most one minor unit; a better score never gets less', () => {
    fc.assert(
      fc.property(standings, prizes, (s, p) => {
        const placed = placeStandings(s, p);
        expect(placed.map((x) => x.position)).toEqual(placed.map((_, i) => i + 1));
        for (const a of placed)
          for (const b of placed) {
            if (a.score === b.score) {
              expect(a.rank).toBe(b.rank);
              expect(a.prize - b.prize <= 1n && b.prize - a.prize <= 1n).toBe(true);
            }
            // Prize tables are not required to fall by rank; a better score ranks better.
            if (a.score > b.score) expect(a.rank < b.rank).toBe(true);
          }
        expect(placed.every((x) => x.score > 0n)).toBe(true);
        expect(placed.length).toBe(s.filter((x) => x.score > 0n).length);
      }),
    );
  });

  it('examples: 1, 2, 2, 4 ranks; a tie for first pools ranks 1 and 2; the earlier reacher gets the odd unit', () => {
    const s = (userId: number, score: bigint, reachedAt: number): Standing => ({ userId, score, reachedAt, rounds: 1 });
    const placed = placeStandings([s(1, 5n, 3), s(2, 9n, 9), s(3, 5n, 1), s(4, 2n, 0)], [1000n, 501n, 300n, 100n]);
    expect(placed.map((x) => [x.userId, x.rank, x.position, x.prize])).toEqual([
      [2, 1, 1, 1000n],
      [3, 2, 2, 401n],
      [1, 2, 3, 400n],
      [4, 4, 4, 100n],
    ]);
    // Fewer players than prizes: the unoccupied ranks are not paid.
    expect(placeStandings([s(7, 1n, 0)], [10n, 5n]).map((x) => x.prize)).toEqual([10n]);
    // No score, no place.
    expect(placeStandings([s(8, 0n, 0)], [10n])).toEqual([]);
  });
});

/**
 * Issue 16 tournament standings and prize split (pure). The rule, as docs/tournaments.md states it:
 *
 * - Order: higher score first; equal scores by who reached the score first (`reachedAt`), then by
 *   player id — a total order, so each player has one distinct `position` (the ledger key's rank).
 * - Ties share a rank (the best position among them: 1, 2, 2, 4) and share money: the prizes of
 *   the positions the tied players occupy are pooled and split equally, floored to minor units;
 *   the remainder (fewer units than tied players) goes one unit each to the tied players in
 *   position order. So the money paid is always exactly the prizes of the occupied positions —
 *   the whole table when there are at least as many players as prizes — never more.
 * - Only a positive score is placed (a multiplier tournament's player who won nothing is not).
 */
export interface Standing {
  userId: number;
  score: bigint;
  /** When the player reached this score (ms): the first to reach it ranks first. */
  reachedAt: number;
  rounds: number;
}

export interface Placed extends Standing {
  position: number;
  rank: number;
  prize: bigint;
}

const compare = (a: Standing, b: Standing): number =>
  a.score !== b.score ? (a.score > b.score ? -1 : 1) : a.reachedAt - b.reachedAt || a.userId - b.userId;

export function placeStandings(standings: readonly Standing[], prizes: readonly bigint[]): Placed[] {
  const sorted = standings.filter((s) => s.score > 0n).sort(compare);
  const placed: Placed[] = [];
  let i = 0;
  while (i < sorted.length) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1]?.score === sorted[i]?.score) j++;
    const size = BigInt(j - i + 1);
    let pool = 0n;
    for (let k = i; k <= j; k++) pool += prizes[k] ?? 0n;
    const share = pool / size;
    let remainder = pool - share * size;
    for (let k = i; k <= j; k++) {
      const s = sorted[k];
      if (!s) continue;
      const extra = remainder > 0n ? 1n : 0n;
      remainder -= extra;
      placed.push({ ...s, position: k + 1, rank: i + 1, prize: share + extra });
    }
    i = j + 1;
  }
  return placed;
}

/** The money a prize table pays to `players` placed players: the occupied positions' prizes. */
export function payableTotal(prizes: readonly bigint[], players: number): bigint {
  return prizes.slice(0, players).reduce((a, b) => a + b, 0n);
}

import { assertServePoints } from './assert-serve-points';
import { PRICING_ERRORS } from './errors';

/** The usual tiebreak, first to 7 by two. Deciding-set "super" tiebreaks go to 10. */
export const TIEBREAK_POINTS = 7;

/**
 * Chance that player A wins a tiebreak to `points` (win by two) when A serves
 * the first point; A wins a point on serve with `serveA`, B with `serveB`.
 *
 * Service runs A, B, B, A, A, B, B, …: point n (from 0) is A's when
 * ⌈n/2⌉ is even. Scores below (points − 1)-all are walked exactly; from that
 * tie every pair of points has one serve each, so A wins from there with
 * w/(w + l), w = serveA·(1 − serveB), l = (1 − serveA)·serveB.
 */
export function tennisTiebreakProbability(serveA: number, serveB: number, points: number = TIEBREAK_POINTS): number {
  assertServePoints(serveA, serveB);
  if (!Number.isInteger(points) || points < 2) {
    throw new RangeError(PRICING_ERRORS.tiebreakPoints(points));
  }
  const aWinsPoint = (played: number): number => (Math.ceil(played / 2) % 2 === 0 ? serveA : 1 - serveB);
  const twoPointLead = serveA * (1 - serveB);
  const twoPointDeficit = (1 - serveA) * serveB;
  const fromTie = twoPointLead / (twoPointLead + twoPointDeficit);

  // reach[a][b]: chance the score passes through a–b with neither side yet at `points`.
  const reach = Array.from({ length: points }, () => new Array<number>(points).fill(0));
  addTo(reach, 0, 0, 1);
  let aWins = 0;
  for (let a = 0; a < points; a++) {
    for (let b = 0; b < points; b++) {
      const here = reach[a]?.[b] ?? 0;
      if (here === 0) continue;
      if (a === points - 1 && b === points - 1) {
        aWins += here * fromTie;
        continue;
      }
      const pointToA = aWinsPoint(a + b);
      if (a + 1 === points) aWins += here * pointToA;
      else addTo(reach, a + 1, b, here * pointToA);
      if (b + 1 < points) addTo(reach, a, b + 1, here * (1 - pointToA));
    }
  }
  return aWins;
}

function addTo(table: number[][], row: number, column: number, amount: number): void {
  const cells = table[row];
  if (cells !== undefined) cells[column] = (cells[column] ?? 0) + amount;
}

import { tennisHoldProbability } from './tennis-hold-probability';
import { tennisTiebreakProbability } from './tennis-tiebreak-probability';

/**
 * How a set ends, split by who serves the first game of the next set, since
 * service keeps alternating across sets (a tiebreak counts as one game).
 */
export interface TennisSetOutcome {
  readonly aWinsAServesNext: number;
  readonly aWinsBServesNext: number;
  readonly bWinsAServesNext: number;
  readonly bWinsBServesNext: number;
}

/** Games needed to win a set, and the score at which the tiebreak is played. */
const SET_GAMES = 6;

/**
 * A tiebreak set (first to 6 games by two, tiebreak at 6–6) between A, who
 * wins a point on serve with `serveA`, and B with `serveB`. `aServesFirst`
 * says who serves the set's first game; the tiebreak is started by whoever
 * would serve the 13th game, i.e. the same player.
 */
export function tennisSetOutcome(
  serveA: number,
  serveB: number,
  aServesFirst: boolean,
  tiebreakPoints: number,
): TennisSetOutcome {
  const holdA = tennisHoldProbability(serveA);
  const holdB = tennisHoldProbability(serveB);
  const aServesGame = (played: number): boolean => (played % 2 === 0) === aServesFirst;
  const outcome = { aWinsAServesNext: 0, aWinsBServesNext: 0, bWinsAServesNext: 0, bWinsBServesNext: 0 };
  const finish = (aWon: boolean, gamesPlayed: number, probability: number): void => {
    const aServesNext = aServesGame(gamesPlayed);
    if (aWon) outcome[aServesNext ? 'aWinsAServesNext' : 'aWinsBServesNext'] += probability;
    else outcome[aServesNext ? 'bWinsAServesNext' : 'bWinsBServesNext'] += probability;
  };

  // reach[a][b]: chance the games score passes through a–b, for 0 ≤ a, b ≤ 6.
  const side = SET_GAMES + 1;
  const reach = Array.from({ length: side }, () => new Array<number>(side).fill(0));
  const add = (a: number, b: number, amount: number): void => {
    const row = reach[a];
    if (row !== undefined) row[b] = (row[b] ?? 0) + amount;
  };
  // A set is won on reaching 6 games two clear, or 7 games (7–5; 7–6 is the tiebreak below).
  const step = (a: number, b: number, aWonGame: boolean, probability: number): void => {
    const leader = aWonGame ? a : b;
    const trailer = aWonGame ? b : a;
    if ((leader === SET_GAMES && trailer <= SET_GAMES - 2) || leader === SET_GAMES + 1) {
      finish(aWonGame, a + b, probability);
    } else {
      add(a, b, probability);
    }
  };

  add(0, 0, 1);
  for (let a = 0; a < side; a++) {
    for (let b = 0; b < side; b++) {
      const here = reach[a]?.[b] ?? 0;
      if (here === 0) continue;
      const played = a + b;
      if (a === SET_GAMES && b === SET_GAMES) {
        const tiebreakToA = aServesGame(played)
          ? tennisTiebreakProbability(serveA, serveB, tiebreakPoints)
          : 1 - tennisTiebreakProbability(serveB, serveA, tiebreakPoints);
        finish(true, played + 1, here * tiebreakToA);
        finish(false, played + 1, here * (1 - tiebreakToA));
        continue;
      }
      const gameToA = aServesGame(played) ? holdA : 1 - holdB;
      step(a + 1, b, true, here * gameToA);
      step(a, b + 1, false, here * (1 - gameToA));
    }
  }
  return outcome;
}

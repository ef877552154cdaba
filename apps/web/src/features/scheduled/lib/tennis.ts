import type { ScheduledRound } from '@sb/contracts';

/**
 * The scoreboard of virtual tennis (issue 19). The incidents are points won (kind `point`, side
 * 1 or 2) or, from a coarser timeline, games won (kind `game`); the scoreboard follows the
 * rules of tennis: a game to four points by two, a set to six games by two, a tie-break at 6–6
 * to seven points by two. A finished round's score (games per set) is the result itself.
 */
export const POINT = 'point';
export const GAME = 'game';

export interface TennisBoard {
  /** Games per set, the current set last. */
  readonly sets: readonly (readonly [number, number])[];
  /** The current game's points ("15", "40", "AD"; tie-break points as numbers), or null. */
  readonly points: readonly [string, string] | null;
  readonly tiebreak: boolean;
}

const POINT_NAMES = ['0', '15', '30', '40'] as const;

function pointNames(a: number, b: number, tiebreak: boolean): [string, string] {
  if (tiebreak) return [String(a), String(b)];
  if (a >= 3 && b >= 3) {
    if (a === b) return ['40', '40'];
    return a > b ? ['AD', '40'] : ['40', 'AD'];
  }
  return [POINT_NAMES[a] ?? '40', POINT_NAMES[b] ?? '40'];
}

const wonBy = (a: number, b: number, target: number): boolean => a >= target && a - b >= 2;

/** Replays games won in order into sets. */
function setsOfGames(winners: readonly number[]): { sets: [number, number][]; tiebreakNext: boolean } {
  const sets: [number, number][] = [[0, 0]];
  for (const w of winners) {
    const cur = sets[sets.length - 1] ?? [0, 0];
    if (w === 1) cur[0]++;
    else cur[1]++;
    const [a, b] = cur;
    const done = wonBy(a, b, 6) || wonBy(b, a, 6) || (a === 7 && b === 6) || (a === 6 && b === 7);
    if (done) sets.push([0, 0]);
  }
  const last = sets[sets.length - 1] ?? [0, 0];
  return { sets, tiebreakNext: last[0] === 6 && last[1] === 6 };
}

export function tennisBoard(
  round: Pick<ScheduledRound, 'incidents' | 'score' | 'phase'>,
  elapsedMs: number,
): TennisBoard {
  const shown = round.incidents.filter((i) => i.atMs <= elapsedMs && (i.side === 1 || i.side === 2));
  const points = shown.filter((i) => i.kind === POINT);
  if (points.length === 0) {
    const games = shown.filter((i) => i.kind === GAME).map((i) => i.side);
    if (games.length === 0 && round.score && round.score.periods.length > 0 && round.phase === 'finished')
      return { sets: round.score.periods, points: null, tiebreak: false };
    const { sets, tiebreakNext } = setsOfGames(games);
    return { sets: trimEmpty(sets), points: null, tiebreak: tiebreakNext };
  }
  const gameWinners: number[] = [];
  let a = 0;
  let b = 0;
  let tiebreak = false;
  for (const p of points) {
    if (p.side === 1) a++;
    else b++;
    const target = tiebreak ? 7 : 4;
    if (wonBy(a, b, target) || wonBy(b, a, target)) {
      gameWinners.push(a > b ? 1 : 2);
      a = 0;
      b = 0;
      tiebreak = setsOfGames(gameWinners).tiebreakNext;
    }
  }
  const { sets } = setsOfGames(gameWinners);
  const inGame = a > 0 || b > 0;
  // A set whose first game is under way is shown (0:0 with the points); one not begun is not.
  return { sets: inGame ? sets : trimEmpty(sets), points: inGame ? pointNames(a, b, tiebreak) : null, tiebreak };
}

/** A set not begun yet after a finished one is not shown (the board shows sets played). */
function trimEmpty(sets: [number, number][]): [number, number][] {
  const last = sets[sets.length - 1];
  return sets.length > 1 && last && last[0] === 0 && last[1] === 0 ? sets.slice(0, -1) : sets;
}

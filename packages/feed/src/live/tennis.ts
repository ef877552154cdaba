import type { Score } from '@sb/contracts';
import type { Random } from '../random';
import type { GameWindow } from './football';
import { POINT_STOP_MS, pointOrder } from './points-sports';
import { buildTimeline, bump, emptyFrame, layout, type DraftIncident, type Side, type Timeline } from './timeline';

const MIN = 60_000;
const TENNIS_POINTS = ['0', '15', '30', '40'] as const;

/** One point of the match: who won it and what the board shows after it. */
interface TennisPoint {
  readonly team: Side;
  readonly shown: [string, string];
  /** Set when the point ends a game (and maybe the set). */
  readonly gameWon: boolean;
  readonly setWon: boolean;
  readonly server: Side;
  readonly nextServer: Side;
}

/** Games of a set in order, true when the set winner won it; the last two of 7–6 are a split, then a tiebreak. */
function gameOrder(winner: number, loser: number, rng: Random): { games: boolean[]; tiebreak: boolean } {
  if (winner === 6)
    return {
      games: [...rng.shuffle([...Array<boolean>(5).fill(true), ...Array<boolean>(loser).fill(false)]), true],
      tiebreak: false,
    };
  const base = rng.shuffle([...Array<boolean>(5).fill(true), ...Array<boolean>(5).fill(false)]);
  if (loser === 5) return { games: [...base, true, true], tiebreak: false };
  return { games: [...base, ...(rng.next() < 0.5 ? [true, false] : [false, true])], tiebreak: true };
}

/** A game's points, true when the game winner won the point. */
function gamePoints(rng: Random): boolean[] {
  if (rng.next() < 0.22) {
    const order = rng.shuffle([true, true, true, false, false, false]);
    for (let k = rng.int(0, 2); k > 0; k--) order.push(...(rng.next() < 0.5 ? [true, false] : [false, true]));
    return [...order, true, true];
  }
  return [...rng.shuffle([true, true, true, ...Array<boolean>(rng.int(0, 2)).fill(false)]), true];
}

function gameBoard(a: number, b: number): [string, string] {
  if (a >= 3 && b >= 3) {
    if (a === b) return ['40', '40'];
    return a > b ? ['AD', '40'] : ['40', 'AD'];
  }
  return [TENNIS_POINTS[Math.min(a, 3)] ?? '40', TENNIS_POINTS[Math.min(b, 3)] ?? '40'];
}

/** Every point of the match from the set scores (games per set), serving alternating by game. */
function tennisPoints(final: Score, rng: Random): TennisPoint[][] {
  let server: Side = rng.next() < 0.5 ? 1 : 2;
  return final.periods.map(([home, away]) => {
    const setWinner: Side = home > away ? 1 : 2;
    const { games, tiebreak } = gameOrder(Math.max(home, away), Math.min(home, away), rng);
    const points: TennisPoint[] = [];
    const play = (gameWinner: Side, order: boolean[], isTiebreak: boolean, lastOfSet: boolean): void => {
      let w = 0;
      let l = 0;
      const startServer = server;
      order.forEach((won, k) => {
        if (won) w++;
        else l++;
        const [a, b] = gameWinner === 1 ? [w, l] : [l, w];
        const last = k === order.length - 1;
        const pointServer: Side =
          isTiebreak && Math.floor((k + 1) / 2) % 2 === 1 ? (startServer === 1 ? 2 : 1) : startServer;
        const next: Side = last
          ? startServer === 1
            ? 2
            : 1
          : isTiebreak && Math.floor((k + 2) / 2) % 2 === 1
            ? startServer === 1
              ? 2
              : 1
            : startServer;
        points.push({
          team: (won ? gameWinner : gameWinner === 1 ? 2 : 1) as Side,
          shown: last ? ['0', '0'] : isTiebreak ? [String(a), String(b)] : gameBoard(a, b),
          gameWon: last,
          setWon: last && lastOfSet,
          server: pointServer,
          nextServer: next,
        });
      });
      server = server === 1 ? 2 : 1;
    };
    games.forEach((setWinnerWon, g) => {
      const gameWinner: Side = setWinnerWon === (setWinner === 1) ? 1 : 2;
      play(gameWinner, gamePoints(rng), false, !tiebreak && g === games.length - 1);
    });
    if (tiebreak) {
      const loserPoints = rng.next() < 0.8 ? rng.int(0, 5) : 6 + rng.int(0, 3);
      play(setWinner, pointOrder(Math.max(7, loserPoints + 2), loserPoints, 7, rng), true, true);
    }
    return points;
  });
}

/** Tennis: point by point, games and sets, the points spread over the window. */
export function tennisTimeline(window: GameWindow, bestOf: number, final: Score, rng: Random): Timeline {
  const sets = tennisPoints(final, rng);
  let clock = 0;
  const plays = sets.map((points, i) => {
    const span = points.length * 40;
    const entry = { period: i + 1, clockFrom: clock, clockTo: clock + span };
    clock += span;
    return entry;
  });
  const segments = layout(
    window.startAt,
    window.endAt,
    plays,
    plays.map(() => 2 * MIN),
  );
  const drafts: DraftIncident[] = [];
  const stops: [number, number][] = [];
  segments
    .filter((s) => s.play)
    .forEach((segment, i) => {
      const set = segment.period;
      drafts.push({
        at: segment.from,
        kind: 'period_start',
        team: null,
        points: 0,
        effect: (f) => {
          while (f.score.periods.length < set) f.score.periods.push([0, 0]);
        },
      });
      const points = sets[i] ?? [];
      const lastAt = segment.to - 2_000;
      points.forEach((point, k) => {
        const at =
          k === points.length - 1
            ? lastAt
            : segment.from +
              Math.floor(((k + 0.5 + 0.4 * (rng.next() - 0.5)) * (lastAt - segment.from)) / points.length);
        stops.push([at, at + POINT_STOP_MS]);
        drafts.push({
          at,
          kind: 'point',
          team: point.team,
          points: 1,
          effect: (f) => {
            f.points = point.shown;
            f.serving = point.nextServer;
          },
        });
        if (point.gameWon) {
          drafts.push({
            at: at + 1,
            kind: 'game',
            team: point.team,
            points: 1,
            effect: (f) => {
              bump(f.score.periods[set - 1] as [number, number], point.team);
            },
          });
        }
        if (point.setWon) {
          drafts.push({
            at: at + 2,
            kind: 'set',
            team: point.team,
            points: 1,
            effect: (f) => {
              if (point.team === 1) f.score.home += 1;
              else f.score.away += 1;
            },
          });
        }
      });
    });
  const initial = emptyFrame();
  initial.points = ['0', '0'];
  initial.serving = sets[0]?.[0]?.server ?? 1;
  return buildTimeline({ ...window, periodsTotal: bestOf, segments, drafts, stops, initial });
}

import { GAME_STATUS_ID, type GameResult } from '@sb/contracts';
import type { FeedGame, GameStatistics, PastGame, TableRow } from './types';

/** Days of championship history behind the table and the form. */
export const TABLE_DAYS = 60;
/** Head-to-head looks further back: two teams meet a few times a season. */
export const HEAD_TO_HEAD_DAYS = 365;
const FORM_GAMES = 5;
const HEAD_TO_HEAD_GAMES = 10;

function pastGame(game: FeedGame, result: GameResult): PastGame | null {
  if (result.statusId !== GAME_STATUS_ID.finished || result.score === null || game.team2Id === null) return null;
  return {
    gameId: game.id,
    startAt: game.startAt,
    team1Id: game.team1Id,
    team2Id: game.team2Id,
    home: result.score.home,
    away: result.score.away,
  };
}

/** Head-to-head, form and table of a game's championship, from games finished before it. */
export function buildStatistics(
  game: FeedGame,
  history: (days: number) => readonly FeedGame[],
  resultOf: (game: FeedGame) => GameResult,
): GameStatistics {
  if (game.team2Id === null) return { gameId: game.id, headToHead: [], form1: [], form2: [], table: [] };
  const { team1Id, team2Id } = game;
  const headToHead: PastGame[] = [];
  const form1: PastGame[] = [];
  const form2: PastGame[] = [];
  const involves = (g: FeedGame, teamId: number): boolean => g.team1Id === teamId || g.team2Id === teamId;
  for (const past of history(HEAD_TO_HEAD_DAYS)) {
    const isMeeting = involves(past, team1Id) && involves(past, team2Id);
    const wanted =
      (isMeeting && headToHead.length < HEAD_TO_HEAD_GAMES) ||
      (involves(past, team1Id) && form1.length < FORM_GAMES) ||
      (involves(past, team2Id) && form2.length < FORM_GAMES);
    if (!wanted) continue;
    const entry = pastGame(past, resultOf(past));
    if (entry === null) continue;
    if (isMeeting && headToHead.length < HEAD_TO_HEAD_GAMES) headToHead.push(entry);
    if (involves(past, team1Id) && form1.length < FORM_GAMES) form1.push(entry);
    if (involves(past, team2Id) && form2.length < FORM_GAMES) form2.push(entry);
  }

  const rows = new Map<
    number,
    { played: number; won: number; drawn: number; lost: number; scored: number; conceded: number }
  >();
  const row = (teamId: number) => {
    let r = rows.get(teamId);
    if (r === undefined) {
      r = { played: 0, won: 0, drawn: 0, lost: 0, scored: 0, conceded: 0 };
      rows.set(teamId, r);
    }
    return r;
  };
  for (const past of history(TABLE_DAYS)) {
    const entry = pastGame(past, resultOf(past));
    if (entry === null) continue;
    for (const [teamId, scored, conceded] of [
      [entry.team1Id, entry.home, entry.away],
      [entry.team2Id, entry.away, entry.home],
    ] as const) {
      const r = row(teamId);
      r.played++;
      r.scored += scored;
      r.conceded += conceded;
      if (scored > conceded) r.won++;
      else if (scored === conceded) r.drawn++;
      else r.lost++;
    }
  }
  const table: TableRow[] = [...rows.entries()]
    .map(([teamId, r]) => ({ teamId, ...r, points: 3 * r.won + r.drawn }))
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.scored - b.conceded - (a.scored - a.conceded) ||
        b.scored - a.scored ||
        a.teamId - b.teamId,
    );
  return { gameId: game.id, headToHead, form1, form2, table };
}

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { LeaderboardRow, LiveTopic, TournamentAnswer, TournamentLiveData } from '@sb/contracts';
import { useLiveTopic, type LiveStatus } from '../../lib/live-socket';
import { LEADERBOARD_REFRESH_MS, tournamentKeys } from './api';

/** Issue 16 live rank: the `/ws` topic of a tournament's leaderboard. */
export const tournamentTopic = (id: number): LiveTopic => `tournament:${id}`;

/** Polling is the fallback: only while the tournament runs and the socket is not delivering. */
export function leaderboardPollMs(running: boolean, status: LiveStatus): number | false {
  return running && status !== 'live' ? LEADERBOARD_REFRESH_MS : false;
}

/**
 * The rows to show: the socket's board when it is newer than the HTTP answer (the player's own row
 * marked again: the socket carries no private data, so `me` comes from the answer), else the answer's.
 */
export function boardRows(answer: TournamentAnswer, live: TournamentLiveData | null | undefined): LeaderboardRow[] {
  if (!live || live.id !== answer.tournament.id || Date.parse(live.at) <= Date.parse(answer.now))
    return answer.leaderboard;
  const me = answer.me;
  return live.leaderboard.map((r) => ({
    ...r,
    me: me !== null && r.player === me.player && r.rank === me.rank && r.score === me.score,
  }));
}

/**
 * Follows a running tournament's topic; each new board also refreshes the HTTP answer once (the
 * player's own row and the participants), so polling is needed only while the socket is down.
 */
export function useLiveBoard(id: number, running: boolean): { board: TournamentLiveData | null; status: LiveStatus } {
  const view = useLiveTopic(running ? tournamentTopic(id) : null);
  const qc = useQueryClient();
  const board = view.data?.tournament ?? null;
  const at = board?.at;
  useEffect(() => {
    if (at) void qc.invalidateQueries({ queryKey: tournamentKeys.one(id) });
  }, [at, id, qc]);
  return { board, status: view.status };
}

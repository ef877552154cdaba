import { describe, expect, it } from 'vitest';
import type { LeaderboardRow, TournamentAnswer, TournamentLiveData } from '@sb/contracts';
import { LiveConnection, type LiveSocketLike } from '../../lib/live-socket';
import { LEADERBOARD_REFRESH_MS } from './api';
import { boardRows, leaderboardPollMs, tournamentTopic } from './live-board';

/**
 * Issue 16 live rank over WebSocket, the page's side: it follows `tournament:{id}` on the tab's
 * one live connection, shows each new board, and polls only while the socket does not deliver.
 */
class FakeSocket implements LiveSocketLike {
  onopen: (() => unknown) | null = null;
  onmessage: ((ev: { data: unknown }) => unknown) | null = null;
  onclose: ((ev: { code: number }) => unknown) | null = null;
  sent: unknown[] = [];
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {}
  receive(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) });
  }
}

const row = (rank: number, player: string, score: string): LeaderboardRow => ({
  rank,
  player,
  score,
  rounds: 1,
  prizeMinor: '0',
  me: false,
});
const board = (at: string, rows: LeaderboardRow[]): TournamentLiveData => ({
  id: 7,
  at,
  leaderboard: rows,
  placed: rows.length,
});

describe('issue 16 tournament page: live leaderboard over /ws', () => {
  it('subscribes to tournament:{id} and receives the new board with each delta', () => {
    const socket = new FakeSocket();
    const conn = new LiveConnection({
      url: () => 'ws://site/ws',
      open: () => socket,
      timers: { now: () => 0, setTimeout: () => 1, clearTimeout: () => undefined },
    });
    const topic = tournamentTopic(7);
    conn.follow(topic, () => undefined);
    socket.onopen?.();
    expect(socket.sent).toContainEqual({ type: 'sub', topics: ['tournament:7'] });
    socket.receive({ type: 'snapshot', topic, seq: 0, data: {} });
    expect(conn.view(topic).status).toBe('live');
    expect(conn.view(topic).data?.tournament).toBeNull();
    const first = board('2026-11-24T12:00:03.000Z', [row(1, '***12', '2500')]);
    socket.receive({ type: 'delta', topic, seq: 1, data: { tournament: first } });
    expect(conn.view(topic).data?.tournament).toEqual(first);
    // The rank moves: the next board replaces the whole table.
    const moved = board('2026-11-24T12:00:06.000Z', [row(1, '***34', '9000'), row(2, '***12', '2500')]);
    socket.receive({ type: 'delta', topic, seq: 2, data: { tournament: moved } });
    expect(conn.view(topic).data?.tournament?.leaderboard.map((r) => r.player)).toEqual(['***34', '***12']);
    conn.stop();
  });

  it('polls only while running and the socket is not live', () => {
    expect(leaderboardPollMs(true, 'live')).toBe(false);
    for (const status of ['idle', 'offline', 'paused', 'error', 'resyncing'] as const)
      expect(leaderboardPollMs(true, status)).toBe(LEADERBOARD_REFRESH_MS);
    expect(leaderboardPollMs(false, 'offline')).toBe(false);
  });

  it('shows the socket board when newer than the answer, marking the player’s own row from the answer', () => {
    const mine = { ...row(2, '***12', '2500'), me: true };
    const answer = {
      now: '2026-11-24T12:00:00.000Z',
      tournament: { id: 7 },
      leaderboard: [row(1, '***34', '9000'), mine],
      me: mine,
    } as unknown as TournamentAnswer;
    expect(boardRows(answer, null)).toBe(answer.leaderboard);
    expect(boardRows(answer, board('2026-11-24T11:59:59.000Z', [row(1, '***99', '1')]))).toBe(answer.leaderboard);
    const newer = boardRows(
      answer,
      board('2026-11-24T12:00:03.000Z', [row(1, '***12', '2500'), row(2, '***34', '900')]),
    );
    expect(newer.map((r) => [r.player, r.me])).toEqual([
      ['***12', false], // the answer's own row was rank 2: the refreshed answer marks it again
      ['***34', false],
    ]);
    const same = boardRows(
      answer,
      board('2026-11-24T12:00:03.000Z', [row(1, '***34', '9000'), row(2, '***12', '2500')]),
    );
    expect(same.map((r) => r.me)).toEqual([false, true]);
  });
});

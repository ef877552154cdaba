import { describe, expect, it } from 'vitest';
import type { LiveGameSummary, LiveTopicData } from '@sb/contracts';
import { LIVE_HEARTBEAT_MS } from '@sb/contracts/live-protocol';
import {
  LIVE_LINGER_MS,
  LiveConnection,
  liveReconnectDelayMs,
  parseLiveMessage,
  type LiveSocketLike,
} from './live-connection';
import { docFromSnapshot, mergeDelta, type LiveOutcome } from './live-doc';
import { LIVE_HIDDEN_PAUSE_MS, pauseWhenHidden } from './visibility';

class FakeSocket implements LiveSocketLike {
  onopen: (() => unknown) | null = null;
  onmessage: ((ev: { data: unknown }) => unknown) | null = null;
  onclose: ((ev: { code: number }) => unknown) | null = null;
  sent: unknown[] = [];
  closed = false;
  constructor(readonly url: string) {}
  send(text: string) {
    this.sent.push(JSON.parse(text));
  }
  close() {
    this.closed = true;
  }
  accept() {
    this.onopen?.();
  }
  receive(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

class FakeTimers {
  t = 0;
  private next = 1;
  pending = new Map<number, { at: number; ms: number; fn: () => void }>();
  now = () => this.t;
  setTimeout = (fn: () => void, ms: number) => {
    const id = this.next++;
    this.pending.set(id, { at: this.t + ms, ms, fn });
    return id;
  };
  clearTimeout = (id: unknown) => {
    this.pending.delete(id as number);
  };
  advance(ms: number) {
    const end = this.t + ms;
    for (;;) {
      const due = [...this.pending.entries()].filter(([, p]) => p.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.pending.delete(due[0]);
      this.t = due[1].at;
      due[1].fn();
    }
    this.t = end;
  }
}

function harness() {
  const sockets: FakeSocket[] = [];
  const timers = new FakeTimers();
  const conn = new LiveConnection({
    url: () => 'ws://site/ws',
    open: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    timers,
  });
  const last = () => {
    const s = sockets.at(-1);
    if (!s) throw new Error('no socket');
    return s;
  };
  return { sockets, timers, conn, last };
}

const outcome = (id: string, coef: number, isBlocked = false): LiveOutcome => ({
  id,
  gameId: 7,
  sportId: 1,
  champId: 3,
  groupId: 1,
  typeId: 1,
  param: null,
  kind: 1,
  coef,
  isLive: true,
  isBlocked,
  gameStatusId: 2,
});

const game = (id: number, startAt: number): LiveGameSummary => ({
  id,
  sportId: 1,
  champId: 3,
  champName: 'League',
  countryCode: null,
  team1: { id: 1, name: 'A', short: 'A', colors: ['#000', '#fff'] },
  team2: { id: 2, name: 'B', short: 'B', colors: ['#000', '#fff'] },
  title: null,
  startAt,
  statusId: 2,
  isTop: false,
  mainMarkets: [],
  marketsCount: 10,
  score: { home: 0, away: 0, periods: [] },
  live: null,
});

describe('live topic document (issue 14 real-time delivery)', () => {
  it('merges games and outcomes by id and notes which way prices moved', () => {
    const doc = docFromSnapshot('game:7', 4, { outcomes: [outcome('7_1_', 2), outcome('7_2_', 3)], state: null });
    const next = mergeDelta(doc, 5, { outcomes: [outcome('7_1_', 2.1)], removedOutcomes: ['7_2_'] });
    if (next === 'gap') throw new Error('gap');
    expect([...next.outcomes.keys()]).toEqual(['7_1_']);
    expect(next.outcomes.get('7_1_')?.coef).toBe(2.1);
    expect(next.moves.get('7_1_')).toBe('up');
    const list = docFromSnapshot('live', 0, { games: [game(2, 20), game(1, 10)] });
    expect(list.games.map((g) => g.id)).toEqual([1, 2]);
    const list2 = mergeDelta(list, 1, { games: [game(3, 5), { ...game(2, 20), marketsCount: 4 }], removedGames: [1] });
    if (list2 === 'gap') throw new Error('gap');
    expect(list2.games.map((g) => [g.id, g.marketsCount])).toEqual([
      [3, 10],
      [2, 4],
    ]);
  });

  it('a seq that jumps is a gap, a seq already merged changes nothing', () => {
    const doc = docFromSnapshot('live', 3, { games: [] });
    expect(mergeDelta(doc, 5, { games: [] })).toBe('gap');
    expect(mergeDelta(doc, 3, { games: [game(1, 1)] })).toBe(doc);
  });

  it('reads snapshots, deltas, pongs and errors; anything else is ignored', () => {
    const data: LiveTopicData = { games: [] };
    expect(parseLiveMessage(JSON.stringify({ type: 'snapshot', topic: 'live', seq: 0, data }))).toEqual({
      type: 'snapshot',
      topic: 'live',
      seq: 0,
      data,
    });
    expect(parseLiveMessage(JSON.stringify({ type: 'delta', topic: 'live', seq: 1.5, data }))).toBeNull();
    expect(parseLiveMessage(JSON.stringify({ type: 'error', code: 'bad_message' }))).toEqual({
      type: 'error',
      code: 'bad_message',
    });
    expect(parseLiveMessage('{"type":"balance"}')).toBeNull();
    expect(parseLiveMessage('nope')).toBeNull();
  });
});

describe('the live connection (one per tab)', () => {
  it('subscribes on open, shows the snapshot, merges the next deltas', () => {
    const h = harness();
    const seen: string[] = [];
    h.conn.follow('game:7', () => seen.push(h.conn.view('game:7').status));
    h.conn.follow('live', () => undefined);
    expect(h.sockets).toHaveLength(1);
    h.last().accept();
    expect(h.last().sent).toEqual([{ type: 'sub', topics: ['game:7', 'live'] }]);
    h.last().receive({ type: 'snapshot', topic: 'game:7', seq: 10, data: { outcomes: [outcome('7_1_', 2)] } });
    h.last().receive({ type: 'delta', topic: 'game:7', seq: 11, data: { outcomes: [outcome('7_1_', 1.9, true)] } });
    const view = h.conn.view('game:7');
    expect(view.status).toBe('live');
    expect(view.data?.seq).toBe(11);
    expect(view.data?.outcomes.get('7_1_')).toMatchObject({ coef: 1.9, isBlocked: true });
    expect(view.data?.moves.get('7_1_')).toBe('down');
    expect(seen).toEqual(['live', 'live']);
  });

  it('a gap asks for a resync and ignores deltas until the fresh snapshot', () => {
    const h = harness();
    h.conn.follow('live', () => undefined);
    h.last().accept();
    h.last().receive({ type: 'snapshot', topic: 'live', seq: 1, data: { games: [game(1, 1)] } });
    h.last().receive({ type: 'delta', topic: 'live', seq: 3, data: { removedGames: [1] } });
    expect(h.last().sent.at(-1)).toEqual({ type: 'resync', topic: 'live' });
    expect(h.conn.view('live').status).toBe('resyncing');
    h.last().receive({ type: 'delta', topic: 'live', seq: 4, data: { removedGames: [1] } });
    expect(h.conn.view('live').data?.games).toHaveLength(1);
    h.last().receive({ type: 'snapshot', topic: 'live', seq: 4, data: { games: [] } });
    h.last().receive({ type: 'delta', topic: 'live', seq: 5, data: { games: [game(2, 1)] } });
    expect(h.conn.view('live')).toMatchObject({ status: 'live', data: { seq: 5 } });
  });

  it('reconnects with a growing pause and resubscribes every topic, keeping the last data meanwhile', () => {
    const h = harness();
    h.conn.follow('outcome:7_1_', () => undefined);
    h.last().accept();
    h.last().receive({ type: 'snapshot', topic: 'outcome:7_1_', seq: 0, data: { outcomes: [outcome('7_1_', 2)] } });
    h.last().drop();
    expect(h.conn.view('outcome:7_1_')).toMatchObject({ status: 'offline', data: { seq: 0 } });
    h.timers.advance(liveReconnectDelayMs(0));
    expect(h.sockets).toHaveLength(2);
    h.last().drop();
    h.timers.advance(liveReconnectDelayMs(1) - 1);
    expect(h.sockets).toHaveLength(2);
    h.timers.advance(1);
    h.last().accept();
    expect(h.last().sent).toEqual([{ type: 'sub', topics: ['outcome:7_1_'] }]);
    expect([0, 1, 5, 40].map(liveReconnectDelayMs)).toEqual([1000, 2000, 30000, 30000]);
  });

  it('pings each heartbeat and drops a connection silent for two heartbeats', () => {
    const h = harness();
    h.conn.follow('live', () => undefined);
    h.last().accept();
    h.timers.advance(LIVE_HEARTBEAT_MS);
    expect(h.last().sent.at(-1)).toEqual({ type: 'ping' });
    h.timers.advance(LIVE_HEARTBEAT_MS);
    expect(h.sockets[0]?.closed).toBe(true);
    expect(h.conn.view('live').status).toBe('offline');
    h.timers.advance(liveReconnectDelayMs(0));
    expect(h.sockets).toHaveLength(2);
  });

  it('unfollows with the last follower and closes the connection after a while with nothing followed', () => {
    const h = harness();
    const a = h.conn.follow('live', () => undefined);
    const b = h.conn.follow('live', () => undefined);
    h.last().accept();
    a();
    expect(h.last().sent).toHaveLength(1);
    b();
    expect(h.last().sent.at(-1)).toEqual({ type: 'unsub', topics: ['live'] });
    h.timers.advance(LIVE_LINGER_MS);
    expect(h.last().closed).toBe(true);
  });

  it('§4 timers: 30 s after the page is hidden updates pause; back on the page every topic restarts from a snapshot', () => {
    const h = harness();
    let hidden = false;
    let listener: () => void = () => undefined;
    pauseWhenHidden(h.conn, {
      timers: h.timers,
      isHidden: () => hidden,
      onVisibility: (l) => {
        listener = l;
        return () => undefined;
      },
    });
    h.conn.follow('game:7', () => undefined);
    h.last().accept();
    h.last().receive({ type: 'snapshot', topic: 'game:7', seq: 3, data: { outcomes: [] } });
    hidden = true;
    listener();
    h.timers.advance(LIVE_HIDDEN_PAUSE_MS - 1);
    expect(h.last().closed).toBe(false);
    h.timers.advance(1);
    expect(h.last().closed).toBe(true);
    expect(h.conn.view('game:7')).toMatchObject({ status: 'paused', data: { seq: 3 } });
    h.timers.advance(60_000);
    expect(h.sockets).toHaveLength(1);
    hidden = false;
    listener();
    expect(h.sockets).toHaveLength(2);
    h.last().accept();
    expect(h.last().sent).toEqual([{ type: 'sub', topics: ['game:7'] }]);
  });

  it('a page hidden less than 30 s keeps its updates', () => {
    const h = harness();
    let hidden = false;
    let listener: () => void = () => undefined;
    pauseWhenHidden(h.conn, {
      timers: h.timers,
      isHidden: () => hidden,
      onVisibility: (l) => ((listener = l), () => undefined),
    });
    h.conn.follow('live', () => undefined);
    hidden = true;
    listener();
    h.timers.advance(LIVE_HIDDEN_PAUSE_MS - 1000);
    hidden = false;
    listener();
    h.timers.advance(LIVE_HIDDEN_PAUSE_MS);
    expect(h.conn.isPaused()).toBe(false);
    expect(h.sockets[0]?.closed).toBe(false);
  });

  it('marks a topic the server refused', () => {
    const h = harness();
    h.conn.follow('champ:4', () => undefined);
    h.last().accept();
    h.last().receive({ type: 'error', code: 'too_many_topics', topic: 'champ:4' });
    expect(h.conn.view('champ:4').status).toBe('error');
  });

  it('issue 14 live page speed: deltas merged within one frame reach each follower once, the view current at once', () => {
    const frames: (() => void)[] = [];
    const sockets: FakeSocket[] = [];
    const conn = new LiveConnection({
      url: () => 'ws://site/ws',
      open: (url) => {
        const s = new FakeSocket(url);
        sockets.push(s);
        return s;
      },
      timers: new FakeTimers(),
      batch: (flush) => frames.push(flush),
    });
    let liveCalls = 0;
    let gameCalls = 0;
    conn.follow('live', () => liveCalls++);
    conn.follow('game:7', () => gameCalls++);
    const s = sockets[0];
    if (!s) throw new Error('no socket');
    s.accept();
    s.receive({ type: 'snapshot', topic: 'live', seq: 1, data: { games: [game(1, 10)] } });
    s.receive({ type: 'delta', topic: 'live', seq: 2, data: { games: [game(2, 20)] } });
    s.receive({ type: 'delta', topic: 'live', seq: 3, data: { games: [game(3, 30)] } });
    s.receive({ type: 'snapshot', topic: 'game:7', seq: 1, data: { state: null, outcomes: [outcome('7_1_', 2)] } });
    expect(frames.length).toBe(1);
    expect([liveCalls, gameCalls]).toEqual([0, 0]);
    expect(conn.view('live').data?.games.map((g) => g.id)).toEqual([1, 2, 3]);
    frames.shift()?.();
    expect([liveCalls, gameCalls]).toEqual([1, 1]);
    s.receive({ type: 'delta', topic: 'live', seq: 4, data: { removedGames: [1] } });
    expect(frames.length).toBe(1);
    frames.shift()?.();
    expect([liveCalls, gameCalls]).toEqual([2, 1]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_MAX_TOPICS, LIVE_UPDATES_CHANNEL, type LiveServerMessage } from '@sb/contracts';
import { createMemoryBus, type EventBus } from '../../bus/bus';
import { SILENT_LOGGER } from '../../log';
import { LIVE_DRAINED_BYTES, LIVE_FLOOD_MAX, LIVE_SLOW_BYTES, LiveHub, type LiveSocket } from './hub';
import { FakeLiveSource } from './test-source';
import { LiveTicker } from './ticker';

class FakeSocket implements LiveSocket {
  bufferedAmount = 0;
  sent: LiveServerMessage[] = [];
  closedWith: number | null = null;
  terminated = false;
  pings = 0;
  send(message: Buffer) {
    this.sent.push(JSON.parse(message.toString()) as LiveServerMessage);
  }
  close(code: number) {
    this.closedWith = code;
  }
  terminate() {
    this.terminated = true;
  }
  ping() {
    this.pings++;
  }
  last() {
    return this.sent.at(-1);
  }
}

let t = 50_000;
const now = () => t;

async function node(source: FakeLiveSource, bus: EventBus, leader = true) {
  const hub = new LiveHub({ source, bus, now, log: SILENT_LOGGER });
  await hub.start(false);
  const ticker = new LiveTicker({
    source,
    store: hub.store,
    bus,
    leadership: { isLeader: () => leader },
    now,
    log: SILENT_LOGGER,
  });
  const client = () => {
    const ws = new FakeSocket();
    const handle = hub.connect(ws);
    const send = (m: unknown) => handle.receive(JSON.stringify(m));
    return { ws, handle, send };
  };
  return { hub, ticker, client };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('issue 14 real-time delivery: /ws live topics', () => {
  it('subscribe → a snapshot at the topic’s seq, then deltas with seq + 1 carrying only what changed', async () => {
    const source = new FakeLiveSource().add(1).add(2, 40, 20);
    const n = await node(source, createMemoryBus());
    await n.ticker.tick();
    const c = n.client();
    c.send({ type: 'sub', topics: ['game:1', 'live', 'cyber'] });
    expect(c.ws.sent.map((m) => m.type === 'snapshot' && [m.topic, m.seq])).toEqual([
      ['game:1', 1],
      ['live', 1],
      ['cyber', 1],
    ]);
    const cyber = c.ws.sent[2];
    expect(cyber?.type === 'snapshot' && cyber.data.games?.map((g) => g.id)).toEqual([2]);
    const g = source.games.get(1);
    if (!g) throw new Error('no game');
    g.coefs = [1.9, 3.2, 3.5];
    await n.ticker.tick();
    expect(c.ws.sent.slice(3)).toEqual([
      { type: 'delta', topic: 'live', seq: 2, data: { games: [expect.objectContaining({ id: 1 })] } },
      {
        type: 'delta',
        topic: 'game:1',
        seq: 2,
        data: { outcomes: [expect.objectContaining({ id: '1_1_', coef: 1.9, gameStatusId: 2 })] },
      },
    ]);
    g.home = 1;
    await n.ticker.tick();
    expect(c.ws.last()).toMatchObject({ type: 'delta', topic: 'game:1', seq: 3 });
    expect(c.ws.sent.find((m) => m.type === 'delta' && m.seq === 3 && m.topic === 'game:1')).toMatchObject({
      data: { state: { score: { home: 1, away: 0 } } },
    });
    // Nothing changed: nothing is published.
    expect(await n.ticker.tick()).toBe(0);
  });

  it('a topic the bus has not carried yet: the snapshot comes from the source at seq 0', async () => {
    const source = new FakeLiveSource().add(1);
    const n = await node(source, createMemoryBus());
    const c = n.client();
    c.send({ type: 'sub', topics: ['outcome:1_2_', 'game:99'] });
    expect(c.ws.sent).toEqual([
      { type: 'snapshot', topic: 'outcome:1_2_', seq: 0, data: { outcomes: [expect.objectContaining({ coef: 3.2 })] } },
      { type: 'snapshot', topic: 'game:99', seq: 0, data: { state: null, outcomes: [] } },
    ]);
    await n.ticker.tick();
    expect(c.ws.last()).toMatchObject({ type: 'delta', topic: 'outcome:1_2_', seq: 1 });
  });

  it('gap → resync: the client’s resync answers a fresh snapshot at the current seq', async () => {
    const source = new FakeLiveSource().add(1);
    const n = await node(source, createMemoryBus());
    await n.ticker.tick();
    const c = n.client();
    c.send({ type: 'sub', topics: ['game:1'] });
    source.games.get(1)?.coefs.splice(0, 1, 1.5);
    await n.ticker.tick();
    c.send({ type: 'resync', topic: 'game:1' });
    expect(c.ws.last()).toMatchObject({ type: 'snapshot', topic: 'game:1', seq: 2 });
    c.send({ type: 'resync', topic: 'game:2' });
    expect(c.ws.last()).toEqual({ type: 'error', code: 'not_subscribed', topic: 'game:2' });
  });

  it('a game that stops being played leaves the lists, its state ends and its outcomes leave their topics', async () => {
    const source = new FakeLiveSource().add(1).add(2);
    const n = await node(source, createMemoryBus());
    await n.ticker.tick();
    const c = n.client();
    c.send({ type: 'sub', topics: ['live', 'game:1', 'outcome:1_1_'] });
    source.games.delete(1);
    await n.ticker.tick();
    const deltas = c.ws.sent.filter((m) => m.type === 'delta');
    expect(deltas).toEqual([
      { type: 'delta', topic: 'live', seq: 2, data: { removedGames: [1] } },
      { type: 'delta', topic: 'game:1', seq: 2, data: { state: null, removedOutcomes: ['1_1_', '1_2_', '1_3_'] } },
      { type: 'delta', topic: 'outcome:1_1_', seq: 2, data: { removedOutcomes: ['1_1_'] } },
    ]);
    expect(await n.ticker.tick()).toBe(0);
  });

  it('every node delivers the same seqs; a node that joins late snapshots from the source and follows from the next delta', async () => {
    const bus = createMemoryBus();
    const source = new FakeLiveSource().add(1);
    const a = await node(source, bus, true);
    await a.ticker.tick();
    source.games.get(1)?.coefs.splice(1, 1, 3);
    await a.ticker.tick();
    const b = await node(source, bus, false);
    const cb = b.client();
    cb.send({ type: 'sub', topics: ['game:1'] });
    expect(cb.ws.last()).toMatchObject({ type: 'snapshot', seq: 0 });
    const ca = a.client();
    ca.send({ type: 'sub', topics: ['game:1'] });
    source.games.get(1)?.coefs.splice(1, 1, 2.8);
    expect(await b.ticker.tick()).toBe(0); // not the leader: publishes nothing
    await a.ticker.tick();
    // B's client was at seq 0: it gets the whole topic at seq 3 instead of a delta it could not place.
    expect(cb.ws.last()).toMatchObject({ type: 'snapshot', topic: 'game:1', seq: 3 });
    expect(ca.ws.last()).toMatchObject({ type: 'delta', topic: 'game:1', seq: 3 });
    source.games.get(1)?.coefs.splice(1, 1, 2.7);
    await a.ticker.tick();
    expect(cb.ws.last()).toEqual(ca.ws.last());
    expect(b.hub.store.get('game:1')?.seq).toBe(4);
  });

  it('bad messages answer an error without closing; abuse closes (flood 4429, garbage 4400); over the topic cap is refused', async () => {
    const n = await node(new FakeLiveSource().add(1), createMemoryBus());
    const c = n.client();
    c.handle.receive('not json');
    expect(c.ws.last()).toEqual({ type: 'error', code: 'bad_json' });
    c.send({ type: 'sub', topics: ['nope:1'] });
    expect(c.ws.last()).toMatchObject({ type: 'error', code: 'bad_message' });
    c.send({ type: 'ping', id: 7 });
    expect(c.ws.last()).toEqual({ type: 'pong', id: 7, at: t });
    expect(c.ws.closedWith).toBeNull();
    const many = Array.from({ length: LIVE_MAX_TOPICS }, (_, i) => `game:${i + 100}`);
    c.send({ type: 'sub', topics: many });
    c.send({ type: 'sub', topics: ['live'] });
    expect(c.ws.last()).toMatchObject({ type: 'error', code: 'too_many_topics', topic: 'live' });
    const f = n.client();
    for (let i = 0; i <= LIVE_FLOOD_MAX; i++) f.send({ type: 'ping' });
    expect(f.ws.closedWith).toBe(4429);
    const g = n.client();
    for (let i = 0; i <= 20; i++) g.handle.receive('{');
    expect(g.ws.closedWith).toBe(4400);
    expect(n.hub.connections).toBe(1);
  });

  it('heartbeat: the server pings every socket and drops one that stayed silent since the last ping', async () => {
    const n = await node(new FakeLiveSource(), createMemoryBus());
    const quiet = n.client();
    const alive = n.client();
    n.hub.heartbeat();
    expect([quiet.ws.pings, alive.ws.pings]).toEqual([1, 1]);
    alive.handle.pong();
    n.hub.heartbeat();
    expect(quiet.ws.terminated).toBe(true);
    expect(alive.ws.terminated).toBe(false);
    expect(n.hub.connections).toBe(1);
  });

  it('a slow client gets no deltas while its buffer is full, then one fresh snapshot per topic (bounded memory)', async () => {
    const source = new FakeLiveSource().add(1).add(2);
    const n = await node(source, createMemoryBus());
    await n.ticker.tick();
    const c = n.client();
    c.send({ type: 'sub', topics: ['game:1', 'game:2', 'live'] });
    const before = c.ws.sent.length;
    c.ws.bufferedAmount = LIVE_SLOW_BYTES + 1;
    for (let i = 0; i < 200; i++) {
      for (const g of source.games.values()) g.coefs[0] = 1.5 + (i % 50) / 100;
      t += 1000;
      await n.ticker.tick();
    }
    expect(c.ws.sent.length).toBe(before);
    c.ws.bufferedAmount = LIVE_DRAINED_BYTES + 1;
    n.hub.catchUp();
    expect(c.ws.sent.length).toBe(before);
    c.ws.bufferedAmount = 0;
    n.hub.catchUp();
    const caught = c.ws.sent.slice(before);
    expect(caught.map((m) => m.type === 'snapshot' && [m.topic, m.seq])).toEqual([
      ['live', 201],
      ['game:1', 201],
      ['game:2', 201],
    ]);
    source.games.get(1)?.coefs.splice(2, 1, 9);
    await n.ticker.tick();
    expect(c.ws.last()).toMatchObject({ type: 'delta', topic: 'game:1', seq: 202 });
  });

  it('the ticker computes and publishes on the leader only, every interval', async () => {
    vi.useFakeTimers();
    const bus = createMemoryBus();
    const batches: unknown[] = [];
    await bus.subscribe(LIVE_UPDATES_CHANNEL, (p) => batches.push(p));
    let leader = false;
    const hub = new LiveHub({ source: new FakeLiveSource().add(1), bus, now, log: SILENT_LOGGER });
    const ticker = new LiveTicker({
      source: new FakeLiveSource().add(1),
      store: hub.store,
      bus,
      leadership: { isLeader: () => leader },
      now,
      log: SILENT_LOGGER,
      intervalMs: 1000,
    });
    ticker.start();
    await vi.advanceTimersByTimeAsync(3000);
    expect(batches).toHaveLength(0);
    leader = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(batches).toHaveLength(1);
    await ticker.stop();
  });
});

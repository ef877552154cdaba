import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { LiveServerMessage } from '@sb/contracts';
import { buildApp, type App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { Leadership } from '../../cluster/leader';
import { oneClickPlayer, openTestBus, openTestDatabase, testEnv, type TestDatabase } from '../../test/test-app';

/** An hour with games in play (as the live browser tests pick), fixed: the tests move it by hand. */
let t = Date.UTC(2026, 10, 26, 19, 0, 0);
const now = () => t;

interface Client {
  ws: WebSocket;
  /** Live messages, and the greeting/balance ones (typed by their `type` only). */
  got: LiveServerMessage[];
  send(m: unknown): void;
  next(pred: (m: LiveServerMessage) => boolean): Promise<LiveServerMessage>;
}

function portOf(app: App): number {
  return (app.app.server.address() as AddressInfo).port;
}

function connect(app: App, headers: Record<string, string> = {}): Promise<Client> {
  const port = portOf(app);
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, {
      headers: { origin: `http://127.0.0.1:${port}`, ...headers },
    });
    const got: Client['got'] = [];
    const waiters: { pred: (m: LiveServerMessage) => boolean; done: (m: LiveServerMessage) => void }[] = [];
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as LiveServerMessage;
      got.push(m);
      for (const w of [...waiters]) {
        if (w.pred(m)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.done(m);
        }
      }
    });
    ws.on('error', reject);
    ws.on('open', () =>
      resolve({
        ws,
        got,
        send: (m) => ws.send(typeof m === 'string' ? m : JSON.stringify(m)),
        next: (pred) =>
          new Promise((done) => {
            const seen = got.find((m) => pred(m));
            if (seen) done(seen);
            else waiters.push({ pred, done });
          }),
      }),
    );
  });
}

function refusal(app: App, origin: string): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${portOf(app)}/ws`, { headers: { origin } });
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('open', () => resolve(101));
    ws.on('error', () => resolve(0));
  });
}

let tdb: TestDatabase;
let busA: EventBus;
let busB: EventBus;
let nodeA: App;
let nodeB: App;

beforeAll(async () => {
  tdb = await openTestDatabase();
  const prefix = `test:live-${Math.floor(t / 1000)}-${process.pid}:`;
  busA = await openTestBus(prefix);
  // With REDIS_URL node B has its own Redis connections; in memory it shares node A's bus.
  busB = process.env['REDIS_URL'] ? await openTestBus(prefix) : busA;
  // Its own leader lock name: on PostgreSQL other test files' nodes hold the default one.
  const schemaName = `live_ws_${randomBytes(6).toString('hex')}`;
  nodeA = await buildApp({ env: testEnv(), database: tdb.database, bus: busA, now, schemaName });
  // Node B is held as a follower (never started): only node A's ticker publishes.
  nodeB = await buildApp({ env: testEnv(), database: tdb.database, bus: busB, now, leadership: new Leadership({}) });
  await nodeA.app.listen({ port: 0, host: '127.0.0.1' });
  await nodeB.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await nodeB?.app.close();
  await nodeA?.app.close();
  if (busB !== busA) await busB?.close();
  await busA?.close();
  await tdb?.dispose();
});

describe('issue 14 real-time delivery over /ws (API)', () => {
  it('a guest follows live topics (snapshot, then deltas) but gets no balance greeting; bad messages answer errors', async () => {
    const guest = await connect(nodeA);
    guest.send({ type: 'sub', topics: ['live'] });
    const snap = await guest.next((m) => m.type === 'snapshot');
    expect(snap).toMatchObject({ type: 'snapshot', topic: 'live' });
    if (snap.type !== 'snapshot') throw new Error('snapshot');
    expect(Array.isArray(snap.data.games)).toBe(true);
    guest.send('{"type":"sub"}');
    expect(await guest.next((m) => m.type === 'error')).toMatchObject({ code: 'bad_message' });
    guest.send({ type: 'ping', id: 3 });
    expect(await guest.next((m) => m.type === 'pong')).toEqual({ type: 'pong', id: 3, at: t });
    expect(guest.got.some((m) => ['hello', 'balance'].includes(m.type))).toBe(false);
    expect(guest.ws.readyState).toBe(WebSocket.OPEN);
    guest.ws.close();
  });

  it('a logged-in socket gets its greeting (balance pushes) and live topics on the same connection', async () => {
    const cookie = await oneClickPlayer(nodeA, '10.14.0.1');
    const player = await connect(nodeA, { cookie });
    await player.next((m) => (m.type as string) === 'hello');
    player.send({ type: 'sub', topics: ['cyber'] });
    expect(await player.next((m) => m.type === 'snapshot')).toMatchObject({ topic: 'cyber' });
    player.ws.close();
  });

  it('a foreign Origin is refused (403) for guests as for players', async () => {
    expect(await refusal(nodeA, 'https://evil.example')).toBe(403);
    expect(await refusal(nodeA, 'null')).toBe(403);
  });

  it('two nodes deliver the same updates with the same seqs (over Redis when REDIS_URL is set)', async () => {
    const a = await connect(nodeA);
    const b = await connect(nodeB);
    a.send({ type: 'sub', topics: ['live'] });
    b.send({ type: 'sub', topics: ['live'] });
    await a.next((m) => m.type === 'snapshot');
    await b.next((m) => m.type === 'snapshot');
    // The leader's ticker (every second) publishes what changed; the match clock moves with `now`.
    t += 5000;
    const seqOf = (m: LiveServerMessage) => (m.type === 'delta' || m.type === 'snapshot' ? m.seq : -1);
    // A node that started after a tick has no seq for the topic yet: its client gets the whole
    // topic at the delta's seq (a snapshot) instead of a delta it could not place.
    const seq = seqOf(await a.next((m) => m.type === 'delta'));
    const db = await b.next((m) => seqOf(m) === seq);
    expect(seq).toBeGreaterThan(0);
    expect(db.type === 'delta' || db.type === 'snapshot').toBe(true);
    t += 5000;
    const next = await a.next((m) => m.type === 'delta' && m.seq === seq + 1);
    const nextB = await b.next((m) => m.type === 'delta' && m.seq === seq + 1);
    expect(nextB).toEqual(next);
    a.ws.close();
    b.ws.close();
  });
});

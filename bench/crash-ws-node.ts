/**
 * The node of the crash fan-out bench (bench/crash-ws.ts), talking to the parent over IPC.
 *
 * App part: Fastify + @fastify/websocket with the app's LiveHub on /ws (casino snapshots as app.ts
 * wires them) and the app's SharedRoundsFeed over the real CrashSchedule (and the live-roulette and
 * bingo schedules the feed also looks at), leader of one node on an in-memory bus. The clock is
 * injected and runs SPEED times faster than real time from a fixed instant, so rounds follow one
 * another quickly; the feed keeps its own 100 ms timer. Cash-outs come the two ways the app has:
 * auto cash-outs the feed reads when a flight starts (what casino.autoCashouts answers from the
 * database), and players' cash-outs another node sends on casino.cashouts; the settlement job's
 * "settled" follows each crash. Every casino:crash update the feed publishes is stamped (real time)
 * as it goes on the bus, which hands it to the hub synchronously: publish → hub → sockets.
 *
 * Reference part: a bare `ws` WebSocketServer (the ws the app's plugin uses) that replays the same
 * schedule of frames — same instants, same sizes — sending each frame's Buffer to every socket.
 */
import { createRequire } from 'node:module';
import websocket from '@fastify/websocket';
import Fastify from 'fastify';
import type * as Ws from 'ws';
import { LIVE_UPDATES_CHANNEL, type CasinoRoundEvent, type LiveTopicData } from '@sb/contracts';
import { createMemoryBus, type EventBus } from '../apps/server/src/bus/bus';
import { SILENT_LOGGER } from '../apps/server/src/log';
import { LiveHub, type LiveSource, type LiveTopicUpdate } from '../apps/server/src/modules/live';
import { isUpdateBatch } from '../apps/server/src/modules/live/store';
import { BingoSchedule } from '../apps/server/src/modules/casino/bingo';
import { BINGO90_ROOM } from '../apps/server/src/modules/casino/bingo90-room';
import { CrashSchedule, flightMs, multiplierAt } from '../apps/server/src/modules/casino/crash-schedule';
import { LiveRouletteSchedule } from '../apps/server/src/modules/casino/live-roulette';
import {
  CASINO_CASHOUTS_CHANNEL,
  casinoSnapshotOf,
  maskPlayer,
  SharedRoundsFeed,
  type AutoCashout,
  type CashoutNote,
  type SharedStates,
} from '../apps/server/src/modules/casino/shared-rounds-feed';
import { bingoStateOf, crashStateOf, liveRouletteStateOf } from '../apps/server/src/modules/casino/shared-views';
import { packageStudio } from '../apps/server/src/modules/casino/studio';

export interface CrashNodeInit {
  /** Virtual milliseconds per real millisecond. */
  speed: number;
  /** Auto cash-outs per round (1.10×, 1.20×, …: published when the curve reaches them). */
  autos: number;
  /** Players' cash-outs per round, one per 100 ms of flight, sent on casino.cashouts. */
  manuals: number;
}

/** One casino:crash frame as published: real instants (epoch ms), its size as the hub sends it. */
export interface Publication {
  seq: number;
  publishedAt: number;
  kind: CasinoRoundEvent['kind'];
  bytes: number;
  /** When it happened (the round's instant mapped to real time, or when the cash-out was sent). */
  happenedAt: number | null;
}

/** A frame of the app's run as the bare server replays it: ms after the first, size, what it was. */
export interface ReplayFrame {
  offset: number;
  bytes: number;
  kind: Publication['kind'];
}

export type CrashNodeCommand =
  { cmd: 'memory' | 'start' | 'stop' | 'bare' | 'exit' } | { cmd: 'replay'; schedule: ReplayFrame[] };

export type CrashNodeReply =
  | { port: number }
  | { memory: NodeJS.MemoryUsage; connections: number }
  | { started: true }
  | { stopped: true; publications: Publication[]; rounds: number; cpuMs: number; feedBatches: number }
  | { replayed: true; publications: Publication[]; cpuMs: number };

const init = JSON.parse(process.argv[2] ?? '{}') as CrashNodeInit;
const epochNow = () => performance.timeOrigin + performance.now();
const reply = (r: CrashNodeReply) => process.send?.(r);

const studio = packageStudio();
const crash = new CrashSchedule('bench-crash-secret');
const roulette = new LiveRouletteSchedule('bench-roulette', studio);
const bingo75 = new BingoSchedule('bench-bingo75', studio);
const bingo90 = new BingoSchedule('bench-bingo90', studio, BINGO90_ROOM);
const states: SharedStates = {
  crash: (now) => crashStateOf(crash, now),
  roulette: (now) => liveRouletteStateOf(roulette, now),
  bingo75: (now) => bingoStateOf(bingo75, now),
  bingo90: (now) => bingoStateOf(bingo90, now),
};
const NO_LINE: LiveSource = { list: () => [], game: () => null, outcome: () => null };

/** Virtual start: a fixed round's betting, 0.5 s before it (the same rounds every run). */
const first = crash.current(Date.UTC(2026, 10, 24, 12));
const V0 = (first?.bettingAt ?? Date.UTC(2026, 10, 24, 12)) - 500;
let R0 = 0;
const now = () => (R0 === 0 ? V0 : V0 + Math.floor((epochNow() - R0) * init.speed));
const realOf = (virtual: number) => R0 + (virtual - V0) / init.speed;

/** The casino:crash updates as the feed published them (the frame's size is computed after the run). */
const published: { update: LiveTopicUpdate; at: number }[] = [];
const manualSentAt = new Map<string, number>();
let feedBatches = 0;

function stampingBus(bus: EventBus): Pick<EventBus, 'publish' | 'subscribe'> {
  return {
    subscribe: (channel, handler) => bus.subscribe(channel, handler),
    publish: (channel, payload) => {
      if (channel === LIVE_UPDATES_CHANNEL && isUpdateBatch(payload)) {
        feedBatches++;
        const at = epochNow();
        for (const update of payload.updates) if (update.topic === 'casino:crash') published.push({ update, at });
      }
      return bus.publish(channel, payload);
    },
  };
}

/** What a published update tells of when its event happened (real epoch ms). */
function happenedAt(update: LiveTopicUpdate, settledAt: Map<string, number>): number | null {
  const casino: LiveTopicData['casino'] = update.data.casino;
  const event = casino?.event;
  const cur = casino?.crash?.current;
  if (!event) return null;
  if (event.kind === 'cashout') {
    const manual = manualSentAt.get(`${event.round}:${event.cashout.player}`);
    if (!event.cashout.auto) return manual ?? null;
    return cur?.round === event.round ? realOf(cur.flyingAt + flightMs(event.cashout.multiplier)) : null;
  }
  if (event.kind === 'settled') return settledAt.get(event.round ?? '') ?? null;
  if (!cur || cur.round !== event.round) return null;
  if (event.kind === 'opened') return realOf(cur.bettingAt);
  if (event.kind === 'started') return realOf(cur.flyingAt);
  return cur.crashedAt === null ? null : realOf(cur.crashedAt);
}

function autosOf(round: string): Promise<AutoCashout[]> {
  return Promise.resolve(
    Array.from({ length: init.autos }, (_, i) => ({
      betId: `${round}:auto:${i}`,
      player: maskPlayer(100 + i),
      multiplier: 11_000 + 1_000 * i,
    })),
  );
}

async function main() {
  const bus = createMemoryBus();
  const hub = new LiveHub({
    source: NO_LINE,
    bus,
    now,
    log: SILENT_LOGGER,
    casinoSnapshot: (topic, at, held) => casinoSnapshotOf(states, topic, at, held),
  });
  await hub.start();
  const feed = new SharedRoundsFeed({
    states,
    store: hub.store,
    bus: stampingBus(bus),
    leadership: { isLeader: () => true },
    now,
    log: SILENT_LOGGER,
    autoCashouts: autosOf,
  });
  const app = Fastify({ logger: false });
  await app.register(websocket, { options: { maxPayload: 4096 } });
  app.get('/ws', { websocket: true }, (socket) => hub.attach(socket));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  // Players on another node cash out during flights; the settlement job reports each crash.
  const manualsOf = new Map<string, number>();
  const settledAt = new Map<string, number>();
  let settledRound = '';
  const players = () => {
    const cur = states.crash(now()).current;
    if (!cur) return;
    if (cur.phase === 'flying' && (manualsOf.get(cur.round) ?? 0) < init.manuals) {
      const n = manualsOf.get(cur.round) ?? 0;
      manualsOf.set(cur.round, n + 1);
      const note: CashoutNote = {
        betId: `${cur.round}:manual:${n}`,
        round: cur.round,
        player: maskPlayer(500 + n),
        multiplier: multiplierAt(now() - cur.flyingAt),
        auto: false,
      };
      manualSentAt.set(`${note.round}:${note.player}`, epochNow());
      void bus.publish(CASINO_CASHOUTS_CHANNEL, note);
    }
    if (cur.phase === 'crashed' && settledRound !== cur.round) {
      settledRound = cur.round;
      settledAt.set(cur.round, epochNow());
      feed.settled('casino:crash', init.autos + (manualsOf.get(cur.round) ?? 0));
    }
  };
  let playersTimer: NodeJS.Timeout | null = null;
  let cpu0 = process.cpuUsage();

  let bare: Ws.WebSocketServer | null = null;
  const startBare = async () => {
    // The ws the app's websocket plugin runs on (the bench's own `ws` import is an older major).
    const pluginRequire = createRequire(createRequire(import.meta.url).resolve('@fastify/websocket'));
    const { WebSocketServer } = pluginRequire('ws') as typeof Ws;
    const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
    await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
    bare = wss;
    const a = wss.address();
    return typeof a === 'object' && a ? a.port : 0;
  };
  const replay = async (schedule: ReplayFrame[]) => {
    const wss = bare;
    if (!wss) throw new Error('no bare server');
    const frames = schedule.map((s, i) => {
      const head = `{"type":"delta","topic":"casino:crash","seq":${i + 1},"data":"`;
      return Buffer.from(head + 'x'.repeat(Math.max(0, s.bytes - head.length - 2)) + '"}');
    });
    const out: Publication[] = [];
    cpu0 = process.cpuUsage();
    const start = epochNow();
    for (let i = 0; i < frames.length; i++) {
      const wait = start + (schedule[i]?.offset ?? 0) - epochNow();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      const frame = frames[i] ?? Buffer.alloc(0);
      const kind = schedule[i]?.kind ?? 'opened';
      out.push({ seq: i + 1, publishedAt: epochNow(), kind, bytes: frame.length, happenedAt: null });
      for (const ws of wss.clients) ws.send(frame, { binary: false });
    }
    const cpu = process.cpuUsage(cpu0);
    return { publications: out, cpuMs: (cpu.user + cpu.system) / 1000 };
  };

  process.on('message', (m: CrashNodeCommand) => {
    if (m.cmd === 'memory') {
      global.gc?.();
      reply({ memory: process.memoryUsage(), connections: bare ? bare.clients.size : hub.connections });
    } else if (m.cmd === 'start') {
      R0 = epochNow();
      cpu0 = process.cpuUsage();
      void feed.start().then(() => {
        playersTimer = setInterval(players, 100);
        reply({ started: true });
      });
    } else if (m.cmd === 'stop') {
      if (playersTimer) clearInterval(playersTimer);
      void feed.stop().then(() => {
        const cpu = process.cpuUsage(cpu0);
        const publications = published.map(({ update, at }) => ({
          seq: update.seq,
          publishedAt: at,
          kind: update.data.casino?.event?.kind ?? 'opened',
          bytes: Buffer.byteLength(
            JSON.stringify({ type: 'delta', topic: update.topic, seq: update.seq, data: update.data }),
          ),
          happenedAt: happenedAt(update, settledAt),
        }));
        const rounds = publications.filter((p) => p.kind === 'revealed').length;
        reply({ stopped: true, publications, rounds, cpuMs: (cpu.user + cpu.system) / 1000, feedBatches });
      });
    } else if (m.cmd === 'bare') {
      hub.stop();
      void app.close().then(async () => reply({ port: await startBare() }));
    } else if (m.cmd === 'replay') {
      void replay(m.schedule).then((r) => reply({ replayed: true, ...r }));
    } else if (m.cmd === 'exit') {
      if (bare) for (const ws of bare.clients) ws.terminate();
      bare?.close();
      process.exit(0);
    }
  });
  reply({ port });
}

void main();

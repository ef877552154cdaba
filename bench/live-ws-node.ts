/**
 * The node of the live WebSocket bench (bench/live-ws.ts): Fastify + @fastify/websocket with the
 * app's LiveHub on /ws and its LiveTicker publishing on an in-memory bus (one node), over a
 * synthetic live source — GAMES games of OUTCOMES outcomes — whose prices move UPDATES_PER_S times a
 * second in total. Each moved outcome carries, in `name`, the instant its price moved (the feed
 * event), so a client measures the delay to its screen. Talks to the parent over IPC.
 */
import websocket from '@fastify/websocket';
import Fastify from 'fastify';
import { LIVE_UPDATES_CHANNEL, type LiveGameDetail, type LiveGameSummary } from '@sb/contracts';
import { createMemoryBus } from '../apps/server/src/bus/bus';
import { SILENT_LOGGER } from '../apps/server/src/log';
import { LiveHub, LiveTicker, type LiveOutcome, type LiveSource } from '../apps/server/src/modules/live';

interface Init {
  games: number;
  outcomes: number;
  updatesPerS: number;
  tickMs: number;
}

const init = JSON.parse(process.argv[2] ?? '{}') as Init;
const epochNow = () => performance.timeOrigin + performance.now();

/** Prices by game; `stamp` is the feed event instant of an outcome's last move. */
const prices = Array.from({ length: init.games }, () =>
  Array.from({ length: init.outcomes }, (_, i) => ({ coef: 1.5 + i / 10, stamp: 0 })),
);

function outcome(g: number, i: number): LiveOutcome {
  const p = prices[g]?.[i] ?? { coef: 2, stamp: 0 };
  return {
    id: `${g + 1}_${i + 1}_`,
    gameId: g + 1,
    sportId: 1,
    champId: 1 + (g % 10),
    groupId: 1,
    typeId: i + 1,
    param: null,
    kind: 1,
    coef: p.coef,
    isLive: true,
    isBlocked: false,
    name: `ts:${p.stamp}`,
    gameStatusId: 2,
  };
}

function summary(g: number): LiveGameSummary {
  return {
    id: g + 1,
    sportId: 1,
    champId: 1 + (g % 10),
    champName: `League ${1 + (g % 10)}`,
    countryCode: null,
    team1: { id: 2 * g + 1, name: `Team ${2 * g + 1}`, short: 'T1', colors: ['#123456', '#ffffff'] },
    team2: { id: 2 * g + 2, name: `Team ${2 * g + 2}`, short: 'T2', colors: ['#654321', '#ffffff'] },
    title: null,
    startAt: 1_000 * g,
    statusId: 2,
    isTop: false,
    mainMarkets: [],
    marketsCount: init.outcomes,
    score: { home: 0, away: 0, periods: [] },
    live: null,
  };
}

const source: LiveSource = {
  list: () => prices.map((_, g) => summary(g)),
  game: (gameId): LiveGameDetail | null => {
    const g = gameId - 1;
    if (!prices[g]) return null;
    const outcomes = prices[g].map((_, i) => outcome(g, i));
    return { ...summary(g), markets: [{ groupId: 1, param: null, outcomes }] };
  },
  outcome: (id) => {
    const [g, i] = id.split('_').map(Number);
    return g && i && prices[g - 1]?.[i - 1] ? outcome(g - 1, i - 1) : null;
  },
};

let moved = 0;
/** Moves `n` prices round-robin over the games, stamped now. */
function movePrices(n: number) {
  const stamp = epochNow();
  for (let k = 0; k < n; k++) {
    const g = moved % init.games;
    const i = Math.floor(moved / init.games) % init.outcomes;
    const p = prices[g]?.[i];
    if (p) {
      p.coef = Math.round((p.coef + (moved % 2 === 0 ? 0.01 : -0.01)) * 100) / 100;
      p.stamp = stamp;
    }
    moved++;
  }
}

async function main() {
  const bus = createMemoryBus();
  const hub = new LiveHub({ source, bus, now: Date.now, log: SILENT_LOGGER });
  await hub.start();
  const ticker = new LiveTicker({
    source,
    store: hub.store,
    bus,
    leadership: { isLeader: () => true },
    now: Date.now,
    log: SILENT_LOGGER,
  });
  await ticker.tick();
  const app = Fastify({ logger: false });
  await app.register(websocket, { options: { maxPayload: 4096 } });
  app.get('/ws', { websocket: true }, (socket) => hub.attach(socket));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  let timer: NodeJS.Timeout | null = null;
  let computeCost = 0;
  let fanOutCost = 0;
  let maxTick = 0;
  let ticks = 0;
  process.on('message', (m: { cmd: string }) => {
    if (m.cmd === 'memory') {
      global.gc?.();
      process.send?.({ memory: process.memoryUsage(), connections: hub.connections });
    } else if (m.cmd === 'start') {
      const perTick = Math.round((init.updatesPerS * init.tickMs) / 1000);
      timer = setInterval(() => {
        movePrices(perTick);
        // What LiveTicker.tick does, timed in two parts: compute (sources, diff) and the fan-out
        // (the memory bus delivers synchronously: the hub merges the batch and writes the sockets).
        const t0 = performance.now();
        const batch = ticker.compute(Date.now());
        const t1 = performance.now();
        void bus.publish(LIVE_UPDATES_CHANNEL, batch);
        const t2 = performance.now();
        computeCost += t1 - t0;
        fanOutCost += t2 - t1;
        maxTick = Math.max(maxTick, t2 - t0);
        ticks++;
      }, init.tickMs);
      process.send?.({ started: true });
    } else if (m.cmd === 'stop') {
      if (timer) clearInterval(timer);
      const per = (cost: number) => (ticks ? cost / ticks : 0);
      process.send?.({
        moved,
        ticks,
        tickMs: per(computeCost + fanOutCost),
        computeMs: per(computeCost),
        fanOutMs: per(fanOutCost),
        maxTickMs: maxTick,
      });
    } else if (m.cmd === 'exit') {
      hub.stop();
      void app.close().then(() => {
        // Leaving the loop empty lets --cpu-prof write its profile; the timer is the fallback.
        if (process.connected) process.disconnect();
        setTimeout(() => process.exit(0), 5000).unref();
      });
    }
  });
  process.send?.({ port });
}

void main();

/**
 * Live WebSocket bench (issue 14 "Proofs"): one node (bench/live-ws-node.ts: the app's LiveHub and
 * LiveTicker on /ws, in-memory bus) with CLIENTS subscribed WebSocket clients, opened here in one
 * process, and UPDATES_PER_S price updates a second. Reports the delay from the feed event (the
 * instant a price moved, carried in the outcome) to a client's message handler, p50/p99, and the
 * node's memory per client. `npm run bench:live` (part of `npm run bench`); results in
 * bench/results/live-ws.json. Target: p99 < 100 ms on the 2-core machine.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { startClientProcess } from './client-process';
import { fixed, kb, ms, section, table } from './format';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS_DIR = join(REPO_ROOT, 'bench', 'results');
const CLIENTS = Number(process.env['LIVE_BENCH_CLIENTS'] ?? 10_000);
const GAMES = 100;
const OUTCOMES = 40;
const UPDATES_PER_S = Number(process.env['LIVE_BENCH_UPDATES'] ?? 1000);
/** The ticker's period (the app's LIVE_TICK_MS is 1000). */
const TICK_MS = Number(process.env['LIVE_BENCH_TICK_MS'] ?? 1000);
const WARMUP_S = 3;
const MEASURE_S = 15;
const OPEN_BATCH = 500;

type NodeReply =
  | { port: number }
  | { memory: NodeJS.MemoryUsage; connections: number }
  | { started: true }
  | { moved: number; ticks: number; tickMs: number };

function log(message: string) {
  process.stderr.write(`[bench:live] ${message}\n`);
}

const epochNow = () => performance.timeOrigin + performance.now();
const sleep = (msec: number) => new Promise((r) => setTimeout(r, msec));

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function main() {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const node = startClientProcess<object, NodeReply>(
    new URL('./live-ws-node.ts', import.meta.url),
    { games: GAMES, outcomes: OUTCOMES, updatesPerS: UPDATES_PER_S, tickMs: TICK_MS },
    ['--expose-gc'],
  );
  const ask = async <R extends NodeReply>(cmd: string): Promise<R> => {
    node.child.send({ cmd });
    return (await node.next()) as R;
  };
  const { port } = (await node.next()) as { port: number };
  const before = await ask<{ memory: NodeJS.MemoryUsage; connections: number }>('memory');
  log(`node on port ${port}; opening ${CLIENTS} clients`);

  let measuring = false;
  let samples = new Float64Array(1 << 20);
  let count = 0;
  let messages = 0;
  let bytes = 0;
  const record = (value: number) => {
    if (count === samples.length) {
      const bigger = new Float64Array(samples.length * 2);
      bigger.set(samples);
      samples = bigger;
    }
    samples[count++] = value;
  };
  const sockets: WebSocket[] = [];
  const open = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`, { perMessageDeflate: false });
      ws.on('open', () => {
        ws.send(JSON.stringify({ type: 'sub', topics: [`game:${(i % GAMES) + 1}`] }));
      });
      let subscribed = false;
      ws.on('message', (data: Buffer) => {
        const text = data.toString();
        if (!subscribed) {
          subscribed = true;
          resolve();
        }
        if (!measuring) return;
        messages++;
        bytes += text.length;
        const m = JSON.parse(text) as { type: string; data?: { outcomes?: { name?: string }[] } };
        if (m.type !== 'delta') return;
        let latest = 0;
        for (const o of m.data?.outcomes ?? []) {
          const stamp = Number(o.name?.slice(3));
          if (stamp > latest) latest = stamp;
        }
        if (latest > 0) record(epochNow() - latest);
      });
      ws.on('error', reject);
      sockets.push(ws);
    });
  const t0 = Date.now();
  for (let i = 0; i < CLIENTS; i += OPEN_BATCH) {
    await Promise.all(Array.from({ length: Math.min(OPEN_BATCH, CLIENTS - i) }, (_, k) => open(i + k)));
  }
  log(`${CLIENTS} clients subscribed in ${Date.now() - t0} ms`);
  await sleep(1000);
  const connected = await ask<{ memory: NodeJS.MemoryUsage; connections: number }>('memory');
  await ask('start');
  await sleep(WARMUP_S * 1000);
  measuring = true;
  const cpu0 = process.cpuUsage();
  await sleep(MEASURE_S * 1000);
  measuring = false;
  const cpu = process.cpuUsage(cpu0);
  const done = await ask<{ moved: number; ticks: number; tickMs: number }>('stop');
  const during = await ask<{ memory: NodeJS.MemoryUsage; connections: number }>('memory');
  for (const ws of sockets) ws.terminate();
  node.child.send({ cmd: 'exit' });

  const sorted = samples.slice(0, count).sort();
  const perClient = (k: keyof NodeJS.MemoryUsage) => (connected.memory[k] - before.memory[k]) / CLIENTS;
  const result = {
    at: new Date().toISOString(),
    machine: { cores: availableParallelism(), loadavg: loadavg() },
    setup: { clients: CLIENTS, games: GAMES, outcomesPerGame: OUTCOMES, updatesPerS: UPDATES_PER_S, tickMs: TICK_MS },
    connections: connected.connections,
    latencyMs: {
      samples: count,
      p50: percentile(sorted, 50),
      p90: percentile(sorted, 90),
      p99: percentile(sorted, 99),
      max: sorted[sorted.length - 1] ?? Number.NaN,
    },
    messagesPerS: messages / MEASURE_S,
    bytesPerS: bytes / MEASURE_S,
    clientProcessCpuPct: ((cpu.user + cpu.system) / 1000 / (MEASURE_S * 1000)) * 100,
    node: {
      pricesMoved: done.moved,
      ticks: done.ticks,
      tickComputeAndFanOutMs: done.tickMs,
      memoryPerClientBytes: { rss: perClient('rss'), heapUsed: perClient('heapUsed') },
      rssBeforeMB: before.memory.rss / 2 ** 20,
      rssWithClientsMB: connected.memory.rss / 2 ** 20,
      rssDuringMB: during.memory.rss / 2 ** 20,
    },
  };
  writeFileSync(join(RESULTS_DIR, 'live-ws.json'), `${JSON.stringify(result, null, 2)}\n`);
  process.stdout.write(`${section('Live WebSocket: one node, subscribed clients, price updates')}\n`);
  process.stdout.write(
    table(
      ['clients', 'updates/s', 'tick', 'p50', 'p99', 'max', 'msgs/s', 'node RSS/client', 'node heap/client'],
      [
        [
          String(connected.connections),
          String(UPDATES_PER_S),
          ms(TICK_MS),
          `${fixed(result.latencyMs.p50)} ms`,
          `${fixed(result.latencyMs.p99)} ms`,
          `${fixed(result.latencyMs.max)} ms`,
          fixed(result.messagesPerS, 0),
          kb(result.node.memoryPerClientBytes.rss),
          kb(result.node.memoryPerClientBytes.heapUsed),
        ],
      ],
    ) + '\n',
  );
  if (!(result.latencyMs.p99 < 100))
    process.stdout.write(`BUDGET MISSED: live p99 ${fixed(result.latencyMs.p99)} ms ≥ 100 ms\n`);
  process.exit(0);
}

main().catch((err: unknown) => {
  process.stderr.write(`${String(err)}\n`);
  process.exit(1);
});

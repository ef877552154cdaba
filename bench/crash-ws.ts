/**
 * Crash fan-out bench (issue 15 "Proofs and performance"): one node (bench/crash-ws-node.ts: the
 * app's SharedRoundsFeed publishing the real crash rounds through the app's LiveHub on /ws, on an
 * injected clock SPEED times faster than real time) and CLIENTS WebSocket clients subscribed to
 * `casino:crash` with the protocol's `sub`, opened here in one process on the same machine.
 * Measures, for every frame of a round (opened, started, cash-outs, revealed, settled), the delay
 * from the feed publishing it to each client's message handler (p50/p99/max), frames delivered
 * against published × clients, and the node's RSS per client. Reference in the same run: a bare
 * `ws` WebSocketServer replaying the same frames (same instants, same sizes) to as many clients.
 * `npm run bench:crash-ws` (CRASH_BENCH_CLIENTS, CRASH_BENCH_SPEED); results in
 * bench/results/crash-ws.json. Target: p99 < 250 ms with 5,000 clients on the 2-core machine.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { startClientProcess } from './client-process';
import type { CrashNodeCommand, CrashNodeInit, CrashNodeReply, Publication } from './crash-ws-node';
import { fixed, kb, section, table } from './format';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS_DIR = join(REPO_ROOT, 'bench', 'results');
const CLIENTS = Number(process.env['CRASH_BENCH_CLIENTS'] ?? 5_000);
/** Virtual ms per real ms: a crash round (about 26 s on average) takes about 2.6 s. */
const SPEED = Number(process.env['CRASH_BENCH_SPEED'] ?? 10);
const AUTOS_PER_ROUND = 8;
const MANUALS_PER_ROUND = 4;
const WARMUP_S = 3;
const MEASURE_S = 15;
const DRAIN_MS = 2_000;
const OPEN_BATCH = 500;
const TARGET_P99_MS = 250;
const CPUS = availableParallelism();

function log(message: string) {
  process.stderr.write(`[bench:crash-ws] ${message}\n`);
}

const epochNow = () => performance.timeOrigin + performance.now();
const sleep = (msec: number) => new Promise((r) => setTimeout(r, msec));

/** `{"type":"` is 9 characters: the type's first letter tells a delta from a snapshot. */
const TYPE_AT = 9;
const DELTA = 'd'.charCodeAt(0);
const SNAPSHOT = 's'.charCodeAt(0);

/** What the clients of one phase (app or bare) received: every delta's seq and arrival instant. */
class Reception {
  seqs = new Int32Array(1 << 20);
  arrivals = new Float64Array(1 << 20);
  count = 0;
  gaps = 0;
  resyncs = 0;
  readonly last: Int32Array;
  started = false;

  constructor(clients: number) {
    this.last = new Int32Array(clients);
  }

  /** One text frame for client `i`, received at `at`. */
  frame(i: number, text: string, at: number): void {
    const type = text.charCodeAt(TYPE_AT);
    if (type !== DELTA && type !== SNAPSHOT) return;
    const k = text.indexOf('"seq":');
    const seq = Number.parseInt(text.slice(k + 6, k + 18), 10);
    if (type === SNAPSHOT) {
      if (this.started) this.resyncs++;
      this.last[i] = seq;
      return;
    }
    if (seq !== (this.last[i] ?? 0) + 1) this.gaps++;
    this.last[i] = seq;
    if (this.count === this.seqs.length) {
      const seqs = new Int32Array(this.count * 2);
      seqs.set(this.seqs);
      this.seqs = seqs;
      const arrivals = new Float64Array(this.count * 2);
      arrivals.set(this.arrivals);
      this.arrivals = arrivals;
    }
    this.seqs[this.count] = seq;
    this.arrivals[this.count++] = at;
  }
}

interface Stats {
  samples: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
}

function stats(values: number[]): Stats {
  const sorted = Float64Array.from(values).sort();
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
  return {
    samples: sorted.length,
    p50: at(50),
    p90: at(90),
    p99: at(99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

/** Delays (ms) of the frames published after the warm-up: publish → client, and event → client. */
function delays(rx: Reception, publications: Publication[]) {
  const bySeq = new Map(publications.map((p) => [p.seq, p]));
  const warm = (publications[0]?.publishedAt ?? 0) + WARMUP_S * 1000;
  const all: number[] = [];
  const fromEvent: number[] = [];
  const byKind = new Map<string, number[]>();
  for (let n = 0; n < rx.count; n++) {
    const p = bySeq.get(rx.seqs[n] ?? 0);
    if (!p || p.publishedAt < warm) continue;
    const arrival = rx.arrivals[n] ?? 0;
    all.push(arrival - p.publishedAt);
    if (p.happenedAt !== null) fromEvent.push(arrival - p.happenedAt);
    const list = byKind.get(p.kind) ?? [];
    list.push(arrival - p.publishedAt);
    byKind.set(p.kind, list);
  }
  return {
    latencyMs: stats(all),
    eventToClientMs: stats(fromEvent),
    byKind: Object.fromEntries([...byKind].map(([kind, list]) => [kind, stats(list)])),
  };
}

/** Opens `CLIENTS` sockets to `url` in batches; `sub` sends the protocol's subscription first. */
async function openClients(url: string, rx: Reception, sub: boolean): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  const open = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(url, { perMessageDeflate: false });
      ws.on('open', () => {
        if (sub) ws.send(JSON.stringify({ type: 'sub', topics: ['casino:crash'] }));
        else resolve();
      });
      ws.on('message', (data: WebSocket.RawData | string) => {
        const at = epochNow();
        rx.frame(i, typeof data === 'string' ? data : data.toString(), at);
        // Subscribed once the topic's snapshot is here.
        if (sub) resolve();
      });
      ws.on('error', reject);
      sockets.push(ws);
    });
  for (let i = 0; i < CLIENTS; i += OPEN_BATCH)
    await Promise.all(Array.from({ length: Math.min(OPEN_BATCH, CLIENTS - i) }, (_, k) => open(i + k)));
  return sockets;
}

async function main() {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const init: CrashNodeInit = { speed: SPEED, autos: AUTOS_PER_ROUND, manuals: MANUALS_PER_ROUND };
  const node = startClientProcess<CrashNodeInit, CrashNodeReply>(new URL('./crash-ws-node.ts', import.meta.url), init, [
    '--expose-gc',
  ]);
  const ask = async <R extends CrashNodeReply>(command: CrashNodeCommand): Promise<R> => {
    node.child.send(command);
    return (await node.next()) as R;
  };
  type Memory = { memory: NodeJS.MemoryUsage; connections: number };
  const { port } = (await node.next()) as { port: number };
  const before = await ask<Memory>({ cmd: 'memory' });

  // The app: the feed's frames through the live hub to subscribed clients.
  log(`node on port ${port}; opening ${CLIENTS} clients subscribed to casino:crash`);
  const app = new Reception(CLIENTS);
  let t0 = Date.now();
  let sockets = await openClients(`ws://127.0.0.1:${port}/ws`, app, true);
  log(`${CLIENTS} clients subscribed in ${Date.now() - t0} ms`);
  await sleep(1000);
  const connected = await ask<Memory>({ cmd: 'memory' });
  app.started = true;
  let cpu0 = process.cpuUsage();
  await ask({ cmd: 'start' });
  await sleep((WARMUP_S + MEASURE_S) * 1000);
  const run = await ask<Extract<CrashNodeReply, { stopped: true }>>({ cmd: 'stop' });
  await sleep(DRAIN_MS);
  let cpu = process.cpuUsage(cpu0);
  const appClientCpuPct = ((cpu.user + cpu.system) / 1000 / ((WARMUP_S + MEASURE_S) * 1000 + DRAIN_MS)) * 100;
  const during = await ask<Memory>({ cmd: 'memory' });
  for (const ws of sockets) ws.terminate();
  const appDelays = delays(app, run.publications);
  log(`${run.publications.length} frames over ${run.rounds} rounds; app p99 ${fixed(appDelays.latencyMs.p99)} ms`);

  // The reference: a bare ws server sending the same frames at the same instants.
  await sleep(1000);
  const bare = await ask<{ port: number }>({ cmd: 'bare' });
  const ref = new Reception(CLIENTS);
  t0 = Date.now();
  sockets = await openClients(`ws://127.0.0.1:${bare.port}`, ref, false);
  while ((await ask<Memory>({ cmd: 'memory' })).connections < CLIENTS) await sleep(100);
  log(`${CLIENTS} bare clients connected in ${Date.now() - t0} ms; replaying`);
  ref.started = true;
  const first = run.publications[0]?.publishedAt ?? 0;
  const schedule = run.publications.map((p) => ({ offset: p.publishedAt - first, bytes: p.bytes, kind: p.kind }));
  cpu0 = process.cpuUsage();
  const replayed = await ask<Extract<CrashNodeReply, { replayed: true }>>({ cmd: 'replay', schedule });
  await sleep(DRAIN_MS);
  cpu = process.cpuUsage(cpu0);
  const replaySpanMs = (schedule[schedule.length - 1]?.offset ?? 0) + DRAIN_MS;
  const bareClientCpuPct = ((cpu.user + cpu.system) / 1000 / replaySpanMs) * 100;
  for (const ws of sockets) ws.terminate();
  node.child.send({ cmd: 'exit' } satisfies CrashNodeCommand);
  const bareDelays = delays(ref, replayed.publications);

  const frames = run.publications.length;
  const meanBytes = run.publications.reduce((s, p) => s + p.bytes, 0) / Math.max(1, frames);
  const perClient = (k: keyof NodeJS.MemoryUsage) => (connected.memory[k] - before.memory[k]) / CLIENTS;
  const runMs = (WARMUP_S + MEASURE_S) * 1000;
  const result = {
    at: new Date().toISOString(),
    machine: { cores: CPUS, loadavg: loadavg(), clientsOnSameMachine: true },
    setup: {
      clients: CLIENTS,
      clockSpeed: SPEED,
      autoCashoutsPerRound: AUTOS_PER_ROUND,
      playerCashoutsPerRound: MANUALS_PER_ROUND,
      warmupS: WARMUP_S,
      measureS: MEASURE_S,
    },
    app: {
      connections: connected.connections,
      rounds: run.rounds,
      feedBatches: run.feedBatches,
      framesPublished: frames,
      meanFrameBytes: meanBytes,
      expected: frames * CLIENTS,
      delivered: app.count,
      gaps: app.gaps,
      resyncs: app.resyncs,
      ...appDelays,
      nodeCpuPct: (run.cpuMs / runMs) * 100,
      clientProcessCpuPct: appClientCpuPct,
      node: {
        memoryPerClientBytes: { rss: perClient('rss'), heapUsed: perClient('heapUsed') },
        rssBeforeMB: before.memory.rss / 2 ** 20,
        rssWithClientsMB: connected.memory.rss / 2 ** 20,
        rssDuringMB: during.memory.rss / 2 ** 20,
      },
    },
    bareWs: {
      framesSent: replayed.publications.length,
      expected: replayed.publications.length * CLIENTS,
      delivered: ref.count,
      gaps: ref.gaps,
      ...bareDelays,
      nodeCpuPct: (replayed.cpuMs / Math.max(1, replaySpanMs - DRAIN_MS)) * 100,
      clientProcessCpuPct: bareClientCpuPct,
    },
    p99RatioAppToBare: appDelays.latencyMs.p99 / bareDelays.latencyMs.p99,
  };
  writeFileSync(join(RESULTS_DIR, 'crash-ws.json'), `${JSON.stringify(result, null, 2)}\n`);

  const row = (name: string, s: Stats, delivered: number, expected: number, nodeCpu: number, clientCpu: number) => [
    name,
    String(CLIENTS),
    `${fixed(s.p50)} ms`,
    `${fixed(s.p99)} ms`,
    `${fixed(s.max)} ms`,
    `${delivered}/${expected}`,
    `${fixed(nodeCpu, 0)}%`,
    `${fixed(clientCpu, 0)}%`,
  ];
  const out = process.stdout;
  out.write(`${section(`Crash fan-out: casino:crash to ${CLIENTS} WebSocket clients`)}\n`);
  out.write(
    `${run.rounds} rounds (clock ×${SPEED}), ${frames} frames of ${fixed(meanBytes, 0)} B on average; ` +
      `latency from the feed publishing a frame to the client's handler, after ${WARMUP_S} s warm-up.\n` +
      `Clients run on the same ${CPUS}-core machine as the node (one client process): both share the cores.\n`,
  );
  out.write(
    table(
      ['server', 'clients', 'p50', 'p99', 'max', 'frames delivered/expected', 'node CPU', 'client CPU'],
      [
        row(
          'app (feed → hub → /ws)',
          appDelays.latencyMs,
          app.count,
          frames * CLIENTS,
          result.app.nodeCpuPct,
          appClientCpuPct,
        ),
        row(
          'bare ws broadcast',
          bareDelays.latencyMs,
          ref.count,
          result.bareWs.expected,
          result.bareWs.nodeCpuPct,
          bareClientCpuPct,
        ),
      ],
    ) + '\n',
  );
  out.write(
    table(
      ['app frame', 'frames×clients', 'p50', 'p99', 'max'],
      Object.entries(appDelays.byKind).map(([kind, s]) => [
        kind,
        String(s.samples),
        `${fixed(s.p50)} ms`,
        `${fixed(s.p99)} ms`,
        `${fixed(s.max)} ms`,
      ]),
    ) + '\n',
  );
  out.write(
    `p99 app/bare: ${fixed(result.p99RatioAppToBare, 2)}; gaps ${app.gaps}, resyncs ${app.resyncs}; ` +
      `node RSS per client ${kb(result.app.node.memoryPerClientBytes.rss)} ` +
      `(heap ${kb(result.app.node.memoryPerClientBytes.heapUsed)}); ` +
      `round event → client (incl. the feed's 100 ms look): p50 ${fixed(appDelays.eventToClientMs.p50)} ms, ` +
      `p99 ${fixed(appDelays.eventToClientMs.p99)} ms\n`,
  );
  const lost = frames * CLIENTS - app.count;
  if (lost !== 0 || app.gaps !== 0) out.write(`LOSS: ${lost} frames missing, ${app.gaps} gaps\n`);
  out.write(
    appDelays.latencyMs.p99 < TARGET_P99_MS
      ? `Target met: p99 ${fixed(appDelays.latencyMs.p99)} ms < ${TARGET_P99_MS} ms\n`
      : `BUDGET MISSED: crash fan-out p99 ${fixed(appDelays.latencyMs.p99)} ms ≥ ${TARGET_P99_MS} ms\n`,
  );
  process.exit(0);
}

main().catch((err: unknown) => {
  process.stderr.write(`${String(err)}\n`);
  process.exit(1);
});

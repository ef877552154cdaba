/**
 * Overload bench (issue 11 §10): 200 connections on the home page of a production-mode server
 * while a separate process probes /healthz like an orchestrator. Run twice: with load shedding
 * off (the baseline) and with the production defaults. Prints the /healthz p99 (budget: under
 * 100 ms with shedding on) and the share of page requests shed with 503.
 * `npm run bench:overload` (part of `npm run bench`). Results: bench/results/overload.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startClientProcess } from './client-process';
import { fixed, ms, section, table } from './format';
import type { ProbeInit, ProbeReply } from './healthz-probe-worker';
import { findFreePort, startServer, type RunningServer } from './server';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS_DIR = join(REPO_ROOT, 'bench', 'results');
const HOST = '127.0.0.1';
const PREFERRED_PORT = 3400;
const DATA_DIR = '.tmp/bench-overload-data';
const PAGE_PATH = '/en';
const LOAD = { connections: 200, durationSeconds: 15 };
const WARMUP = { connections: 20, durationSeconds: 3 };
/** One probe every 100 ms: 150 samples over the run, enough for a p99. */
const PROBE = { intervalMs: 100, timeoutMs: 20_000 };
const HEALTHZ_P99_BUDGET_MS = 100;

const MODES = [
  { name: 'shedding off', env: { LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0', LOAD_SHED_MAX_IN_FLIGHT: '0' } },
  { name: 'shedding on, no queue', env: { LOAD_SHED_MAX_QUEUED: '0' } },
  { name: 'shedding on (defaults)', env: {} },
] as const;

interface ModeResult {
  mode: string;
  pages: {
    requests: number;
    perSecond: number;
    ok: number;
    shed: number;
    other: number;
    errors: number;
    latencyMs: { p50: number; p99: number };
  };
  healthz: {
    samples: number;
    failures: number;
    p50: number;
    p99: number;
    max: number;
    statuses: Record<string, number>;
    /** The five slowest probes: when they were sent (ms into the run) and how long they took. */
    slowest: { atMs: number; ms: number }[];
  };
}

function log(message: string) {
  process.stderr.write(`[bench:overload] ${message}\n`);
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)] ?? Number.NaN;
}

async function runMode(mode: (typeof MODES)[number], port: number): Promise<ModeResult> {
  let server: RunningServer | undefined;
  try {
    log(`${mode.name}: starting the server on ${HOST}:${port}`);
    server = await startServer({ repoRoot: REPO_ROOT, port, host: HOST, dataDir: DATA_DIR, env: mode.env });
    const url = `${server.origin}${PAGE_PATH}`;
    await autocannon({ url, connections: WARMUP.connections, duration: WARMUP.durationSeconds });
    log(`${mode.name}: ${LOAD.connections} connections on ${PAGE_PATH} for ${LOAD.durationSeconds} s`);
    const init: ProbeInit = { url: `${server.origin}/healthz`, durationMs: LOAD.durationSeconds * 1000, ...PROBE };
    const probe = startClientProcess<ProbeInit, ProbeReply | 'ready'>(
      new URL('./healthz-probe-worker.ts', import.meta.url),
      init,
    );
    if ((await probe.next()) !== 'ready') throw new Error('the /healthz probe did not start');
    const load = await autocannon({ url, connections: LOAD.connections, duration: LOAD.durationSeconds });
    const health = await probe.next();
    if (health === 'ready') throw new Error('the /healthz probe answered twice');
    const statuses: Record<string, number> = {};
    for (const [code, stat] of Object.entries(load.statusCodeStats ?? {})) statuses[code] = stat.count ?? 0;
    const ok = statuses['200'] ?? 0;
    const shed = statuses['503'] ?? 0;
    const answered = Object.values(statuses).reduce((a, b) => a + b, 0);
    const sorted = [...health.latenciesMs].sort((a, b) => a - b);
    return {
      mode: mode.name,
      pages: {
        requests: answered,
        perSecond: answered / load.duration,
        ok,
        shed,
        other: answered - ok - shed,
        errors: load.errors + load.timeouts,
        latencyMs: { p50: load.latency.p50, p99: load.latency.p99 },
      },
      healthz: {
        samples: sorted.length,
        failures: health.failures,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted[sorted.length - 1] ?? Number.NaN,
        statuses: health.statuses,
        slowest: health.latenciesMs
          .map((v, i) => ({ atMs: Math.round(health.sentAtMs[i] ?? 0), ms: Math.round(v) }))
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 5),
      },
    };
  } finally {
    await server?.stop();
  }
}

async function main() {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const port = await findFreePort(PREFERRED_PORT, HOST);
  const results: ModeResult[] = [];
  for (const mode of MODES) results.push(await runMode(mode, port));

  const out: string[] = [];
  out.push(
    section(`Overload: ${LOAD.connections} connections on ${PAGE_PATH}, ${LOAD.durationSeconds} s, /healthz probed`),
  );
  out.push(
    table(
      [
        'mode',
        'pages/s',
        '200/s',
        'shed 503',
        'page p50',
        'page p99',
        'errors',
        'healthz p50',
        'healthz p99',
        'max',
        'fail',
      ],
      results.map((r) => [
        r.mode,
        fixed(r.pages.perSecond, 0),
        fixed(r.pages.ok / LOAD.durationSeconds, 0),
        `${fixed((100 * r.pages.shed) / Math.max(1, r.pages.requests), 1)} %`,
        ms(r.pages.latencyMs.p50),
        ms(r.pages.latencyMs.p99),
        String(r.pages.errors),
        ms(r.healthz.p50),
        ms(r.healthz.p99),
        ms(r.healthz.max),
        String(r.healthz.failures),
      ]),
    ),
  );
  const on = results[results.length - 1];
  if (on && !(on.healthz.p99 < HEALTHZ_P99_BUDGET_MS && on.healthz.failures === 0)) {
    out.push(
      `BUDGET MISSED: /healthz p99 under load with shedding on: ${ms(on.healthz.p99)} (limit ${HEALTHZ_P99_BUDGET_MS} ms), ${on.healthz.failures} failed probes`,
    );
  }
  process.stdout.write(`${out.join('\n')}\n`);
  writeFileSync(
    join(RESULTS_DIR, 'overload.json'),
    `${JSON.stringify({ at: new Date().toISOString(), load: LOAD, probe: PROBE, results }, null, 2)}\n`,
  );
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});

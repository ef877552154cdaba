/**
 * Catalog bench (issue 5 "Proofs and speed"): requests/s and p99 of the line API with the full
 * simulated line, on the production server (embedded PGlite, one node). `npm run bench:catalog`
 * (part of `npm run bench`). Results: bench/results/catalog.json.
 *
 * First it proves the line is full — at least 2,000 games and 100,000 outcomes open in the 14-day
 * window, counted through the API itself — then loads each endpoint with autocannon.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LINE_API, gamesResponseSchema, sportsResponseSchema } from '@sb/contracts';
import { fixed, ms, section, table } from './format';
import { loadTest, type LoadResult } from './load';
import { findFreePort, startServer, type RunningServer } from './server';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const RESULTS_DIR = join(REPO_ROOT, 'bench', 'results');
const HOST = '127.0.0.1';
const PREFERRED_PORT = 3300;
const DATA_DIR = '.tmp/bench-catalog-data';
const LOAD = { connections: 20, durationSeconds: 8, warmupSeconds: 2 };
const MIN_GAMES = 2_000;
const MIN_OUTCOMES = 100_000;

function log(message: string) {
  process.stderr.write(`[bench:catalog] ${message}\n`);
}

async function getJson(url: string): Promise<unknown> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

/** Games and outcomes open in the window, counted page by page through the API. */
async function countLine(api: string): Promise<{ games: number; outcomes: number; sports: number }> {
  const { sports } = sportsResponseSchema.parse(await getJson(`${api}/sports?section=line`));
  let games = 0;
  let outcomes = 0;
  for (let page = 1; ; page++) {
    const res = gamesResponseSchema.parse(await getJson(`${api}/games?pageSize=100&page=${page}`));
    games += res.games.length;
    outcomes += res.games.reduce((n, g) => n + g.marketsCount, 0);
    if (res.games.length < 100) break;
  }
  const listed = sports.reduce((n, s) => n + s.gamesCount, 0);
  if (listed !== games) throw new Error(`sports count ${listed} games, the games list ${games}`);
  return { games, outcomes, sports: sports.length };
}

async function main() {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const port = await findFreePort(PREFERRED_PORT, HOST);
  let server: RunningServer | undefined;
  try {
    log(`starting the server on ${HOST}:${port}`);
    server = await startServer({ repoRoot: REPO_ROOT, port, host: HOST, dataDir: DATA_DIR });
    const api = `${server.origin}${LINE_API}`;
    const line = await countLine(api);
    log(`line: ${line.sports} sports, ${line.games} games, ${line.outcomes} outcomes`);
    if (line.games < MIN_GAMES) throw new Error(`only ${line.games} games (need ≥ ${MIN_GAMES})`);
    if (line.outcomes < MIN_OUTCOMES) throw new Error(`only ${line.outcomes} outcomes (need ≥ ${MIN_OUTCOMES})`);

    const { games } = gamesResponseSchema.parse(await getJson(`${api}/games?sportId=1&page=1`));
    const first = games[0];
    if (!first) throw new Error('no football game');
    const q = encodeURIComponent(first.team1.name.slice(0, 4));
    const targets = [
      '/sports?section=line',
      '/champs?sportId=1',
      '/games?sportId=1&page=1',
      `/games/${first.id}`,
      `/search?q=${q}`,
    ];
    const loads: LoadResult[] = [];
    for (const path of targets) {
      log(`load ${path}`);
      loads.push(await loadTest({ url: `${api}${path}`, ...LOAD }));
    }
    const out: string[] = [];
    out.push(section(`Catalog (autocannon, ${LOAD.connections} connections, ${LOAD.durationSeconds} s, gzip)`));
    out.push(`line: ${line.sports} sports, ${line.games} games, ${line.outcomes} outcomes (14-day window)\n`);
    out.push(
      table(
        ['endpoint', 'req/s', 'p50', 'p99', 'non-2xx', 'errors'],
        loads.map((l, i) => [
          targets[i] ?? l.url,
          fixed(l.requestsPerSecAvg, 0),
          ms(l.latencyMs.p50),
          ms(l.latencyMs.p99),
          String(l.non2xx),
          String(l.errors + l.timeouts),
        ]),
      ),
    );
    process.stdout.write(`${out.join('\n')}\n`);
    writeFileSync(
      join(RESULTS_DIR, 'catalog.json'),
      `${JSON.stringify({ at: new Date().toISOString(), line, loads }, null, 2)}\n`,
    );
    const failed = loads.filter((l) => l.non2xx > 0 || l.errors > 0);
    if (failed.length > 0) throw new Error(`errors under load: ${failed.map((l) => l.url).join(', ')}`);
  } finally {
    await server?.stop();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});

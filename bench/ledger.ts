/**
 * Ledger throughput on PostgreSQL next to pgbench (TPC-B-like) on the same server, in one run:
 * `npm run bench:ledger` (part of `npm run bench`). Needs DATABASE_URL (default: the local test
 * database). Reports transfers/s, p50/p99 latency, pgbench tps and the ratio (target ≥ 0.5).
 *
 * Fair by construction (docs/wallet.md): the same server, the same run, the same number of
 * clients and client threads — pgbench `-c 8 -j 2` (8 connections driven by 2 threads); the
 * ledger 8 concurrent callers in 2 Node processes (`ledger-worker.ts`, 4 each, each with the
 * server's own pool) — each side committing one transaction per operation. The sides take turns in
 * short slices (ROUNDS × SLICE_SECONDS each), so load from outside the benchmark falls on both
 * alike. The headline is `transferNow` (one statement, its own transaction) against pgbench's
 * default (simple protocol). Reported beside it, for information: `transfer` inside
 * `db.transaction` (BEGIN, the statement, COMMIT: what callers with more to write pay) and pgbench
 * with prepared statements (`-M prepared`).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startClientProcess, type ClientProcess } from './client-process';
import { openDatabase, type Database } from '../apps/server/src/db/client';
import { ledgerAccounts } from '../apps/server/src/db/schema';
import { houseAccount, reconcileLedger, transfer } from '../apps/server/src/modules/ledger/ledger';
import type { LedgerSide, WorkerCommand, WorkerInit, WorkerReply } from './ledger-worker';

const URL_ = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const CLIENTS = 8;
/** Client threads per side: pgbench `-j`, and ledger client processes. */
const THREADS = 2;
const ROUNDS = 5;
const SLICE_SECONDS = 3;
/** Unrecorded ledger traffic first: JIT and each connection's prepared statement. */
const WARMUP_SECONDS = 1;
const ACCOUNTS = 1000;
const PGBENCH_DB = 'bench_pgbench';
const RESULTS = join(fileURLToPath(new URL('.', import.meta.url)), 'results');

type Side = 'pgbench' | 'pgbench -M prepared' | LedgerSide;
const SIDES: readonly Side[] = ['pgbench', 'transferNow', 'pgbench -M prepared', 'transfer in db.transaction'];

interface Figures {
  tps: number;
  /** Milliseconds: per-operation percentiles for the ledger; pgbench reports its average only. */
  p50: number;
  p99: number;
  avg: number;
  operations: number;
  refused: number;
}

interface Tally {
  ops: number;
  seconds: number;
  refused: number;
  latencies: number[];
  pgbenchLatencySum: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

const admin = new URL(URL_);
const conn = ['-h', admin.hostname, '-p', admin.port || '5432', '-U', decodeURIComponent(admin.username || 'postgres')];
const adminDb = admin.pathname.slice(1) || 'postgres';

function psql(command: string): void {
  execFileSync('psql', [...conn, '-d', adminDb, '-qc', command], { stdio: 'ignore' });
}

function pgbenchSlice(prepared: boolean): { ops: number; seconds: number; latencyMs: number } {
  const mode = prepared ? ['-M', 'prepared'] : [];
  const out = execFileSync(
    'pgbench',
    [...conn, '-c', String(CLIENTS), '-j', String(THREADS), '-T', String(SLICE_SECONDS), '-n', ...mode, PGBENCH_DB],
    { encoding: 'utf8' },
  );
  const ops = Number(/number of transactions actually processed: (\d+)/.exec(out)?.[1]);
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
  const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]);
  return { ops, seconds: ops / tps, latencyMs };
}

async function seedLedger(database: Database): Promise<number[]> {
  const { db } = database;
  const ids = (
    await db
      .insert(ledgerAccounts)
      .values(Array.from({ length: ACCOUNTS }, (_, i) => ({ role: `bench:${i}`, currency: 'EUR' })))
      .returning({ id: ledgerAccounts.id })
  ).map((r) => r.id);
  await db.transaction(async (tx) => {
    const house = await houseAccount(tx, 'house:deposits', 'EUR');
    await transfer(tx, {
      idempotencyKey: 'seed',
      kind: 'deposit',
      postings: [
        { accountId: house, amount: -BigInt(ACCOUNTS) * 1_000_000n },
        ...ids.map((id) => ({ accountId: id, amount: 1_000_000n })),
      ],
    });
  });
  return ids;
}

type Client = ClientProcess<WorkerReply>;

/** A ledger client process; its replies are read in order. */
function startClient(init: WorkerInit): Client {
  return startClientProcess<WorkerInit, WorkerReply>(new URL('./ledger-worker.ts', import.meta.url), init, []);
}

/** All client processes run one slice at once; the slice lasts as long as the slowest. */
async function ledgerSlice(clients: Client[], side: LedgerSide, tally: Tally, seconds = SLICE_SECONDS): Promise<void> {
  const started = performance.now();
  for (const c of clients) c.child.send({ kind: 'run', side, seconds } satisfies WorkerCommand);
  for (const c of clients) {
    const r = await c.next();
    if (r.kind !== 'done') throw new Error('ledger client out of step');
    tally.ops += r.ops;
    tally.refused += r.refused;
    for (const l of r.latencies) tally.latencies.push(l);
  }
  tally.seconds += (performance.now() - started) / 1000;
}

function figuresOf(t: Tally, pgbench: boolean): Figures {
  const sorted = t.latencies.sort((x, y) => x - y);
  const avg = pgbench ? t.pgbenchLatencySum / ROUNDS : sorted.reduce((s, x) => s + x, 0) / (sorted.length || 1);
  return {
    tps: t.ops / t.seconds,
    p50: pgbench ? NaN : percentile(sorted, 50),
    p99: pgbench ? NaN : percentile(sorted, 99),
    avg,
    operations: t.ops,
    refused: t.refused,
  };
}

async function main() {
  process.stderr.write(
    `[bench:ledger] ${CLIENTS} clients in ${THREADS} threads/processes each side, ${ROUNDS} rounds of ${SLICE_SECONDS} s per side: ${SIDES.join(', ')}\n`,
  );
  psql(`DROP DATABASE IF EXISTS ${PGBENCH_DB}`);
  psql(`CREATE DATABASE ${PGBENCH_DB}`);
  execFileSync('pgbench', [...conn, '-i', '-s', '10', '-q', PGBENCH_DB], { stdio: 'ignore' });
  const schemaName = `bench_${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ url: URL_, schemaName });
  const tallies = new Map<Side, Tally>(
    SIDES.map((s) => [s, { ops: 0, seconds: 0, refused: 0, latencies: [], pgbenchLatencySum: 0 }]),
  );
  let clients: Client[] = [];
  let books = 'not checked';
  try {
    const ids = await seedLedger(database);
    clients = Array.from({ length: THREADS }, (_, i) =>
      startClient({ url: URL_, schemaName, ids, clients: CLIENTS / THREADS, prefix: `p${i}:` }),
    );
    for (const c of clients) if ((await c.next()).kind !== 'ready') throw new Error('ledger client not ready');
    for (const side of ['transferNow', 'transfer in db.transaction'] as const) {
      const discard: Tally = { ops: 0, seconds: 0, refused: 0, latencies: [], pgbenchLatencySum: 0 };
      await ledgerSlice(clients, side, discard, WARMUP_SECONDS);
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of SIDES) {
        const tally = tallies.get(side);
        if (!tally) continue;
        if (side === 'pgbench' || side === 'pgbench -M prepared') {
          const r = pgbenchSlice(side !== 'pgbench');
          tally.ops += r.ops;
          tally.seconds += r.seconds;
          tally.pgbenchLatencySum += r.latencyMs;
        } else {
          await ledgerSlice(clients, side, tally);
        }
      }
    }
    const report = await reconcileLedger(database.db);
    books = report.mismatches.length === 0 && report.unbalancedCurrencies.length === 0 ? 'clean' : 'NOT CLEAN';
  } finally {
    for (const c of clients) c.child.send({ kind: 'close' } satisfies WorkerCommand);
    await Promise.all(clients.map((c) => new Promise((resolve) => c.child.once('exit', resolve))));
    await database.close();
    const c = new pg.Client({ connectionString: URL_ });
    await c.connect();
    await c.query(`DROP SCHEMA IF EXISTS ${schemaName} CASCADE`);
    await c.end();
    psql(`DROP DATABASE IF EXISTS ${PGBENCH_DB}`);
  }
  const f = (side: Side) => figuresOf(tallies.get(side) as Tally, side.startsWith('pgbench'));
  const base = f('pgbench');
  const prepared = f('pgbench -M prepared');
  const now = f('transferNow');
  const wide = f('transfer in db.transaction');
  const ratio = now.tps / base.tps;
  const ledgerLine = (x: Figures) =>
    `${x.tps.toFixed(0)} /s, p50 ${x.p50.toFixed(2)} ms, p99 ${x.p99.toFixed(2)} ms (${x.operations} transfers, ${x.refused} refused)`;
  const lines = [
    '== Ledger vs pgbench on the same PostgreSQL ==',
    `pgbench (TPC-B-like)        ${base.tps.toFixed(0)} tps, avg latency ${base.avg.toFixed(2)} ms`,
    `ledger transferNow          ${ledgerLine(now)}`,
    `ratio ledger / pgbench      ${ratio.toFixed(2)} (target ≥ 0.5)`,
    `for information:`,
    `  pgbench -M prepared       ${prepared.tps.toFixed(0)} tps, avg latency ${prepared.avg.toFixed(2)} ms (ratio of transferNow ${(now.tps / prepared.tps).toFixed(2)})`,
    `  transfer in transaction   ${ledgerLine(wide)} (ratio ${(wide.tps / base.tps).toFixed(2)})`,
    `books after the run: ${books}`,
    ratio >= 0.5 ? 'ratio: ok' : 'BUDGET MISSED: ledger below half of pgbench',
    now.p99 < 50 ? 'p99: ok' : 'BUDGET MISSED: ledger p99 ≥ 50 ms',
  ];
  console.log(lines.join('\n'));
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(
    join(RESULTS, 'ledger.json'),
    JSON.stringify(
      {
        clients: CLIENTS,
        rounds: ROUNDS,
        sliceSeconds: SLICE_SECONDS,
        pgbench: base,
        pgbenchPrepared: prepared,
        ledger: now,
        ledgerInTransaction: wide,
        ratio,
      },
      null,
      2,
    ),
  );
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);

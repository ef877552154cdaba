/**
 * Ledger throughput on PostgreSQL next to pgbench (TPC-B-like) on the same server, in one run:
 * `npm run bench:ledger` (part of `npm run bench`). Needs DATABASE_URL (default: the local test
 * database). Reports transfers/s, p50/p99 latency, pgbench tps and the ratio (target ≥ 0.5).
 *
 * Fair by construction: the same server, the same run, the same number of clients (pgbench
 * `-c 8 -j 2`; the ledger 8 concurrent callers over the server's own pool of 10 connections),
 * each side committing one transaction per operation. The headline is `transferNow` (one
 * statement, its own transaction); `transfer` inside `db.transaction` (BEGIN, the statement,
 * COMMIT: what callers with more to write pay) is measured in the same run and reported too.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { move } from '@sb/ledger';
import { openDatabase } from '../apps/server/src/db/client';
import { ledgerAccounts } from '../apps/server/src/db/schema';
import { houseAccount, transfer, transferNow, type TransferRequest } from '../apps/server/src/modules/wallet/ledger';

const URL_ = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const CLIENTS = 8;
const SECONDS = 15;
const ACCOUNTS = 1000;
const RESULTS = join(fileURLToPath(new URL('.', import.meta.url)), 'results');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

function pgbench(): { tps: number; latencyMs: number } {
  const admin = new URL(URL_);
  const db = 'bench_pgbench';
  const conn = [
    '-h',
    admin.hostname,
    '-p',
    admin.port || '5432',
    '-U',
    decodeURIComponent(admin.username || 'postgres'),
  ];
  execFileSync(
    'psql',
    [
      ...conn,
      '-d',
      admin.pathname.slice(1) || 'postgres',
      '-qc',
      `DROP DATABASE IF EXISTS ${db}`,
      '-c',
      `CREATE DATABASE ${db}`,
    ],
    { stdio: 'ignore' },
  );
  execFileSync('pgbench', [...conn, '-i', '-s', '10', '-q', db], { stdio: 'ignore' });
  const out = execFileSync('pgbench', [...conn, '-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), '-n', db], {
    encoding: 'utf8',
  });
  const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1]);
  const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]);
  execFileSync('psql', [...conn, '-d', admin.pathname.slice(1) || 'postgres', '-qc', `DROP DATABASE IF EXISTS ${db}`], {
    stdio: 'ignore',
  });
  return { tps, latencyMs };
}

interface LedgerFigures {
  tps: number;
  p50: number;
  p99: number;
  transfers: number;
  refused: number;
}

type Mode = 'transferNow' | 'transfer in db.transaction';

async function ledger(modes: readonly Mode[]): Promise<Map<Mode, LedgerFigures>> {
  const schemaName = `bench_${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ url: URL_, schemaName });
  try {
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
    let seq = 0;
    const out = new Map<Mode, LedgerFigures>();
    for (const mode of modes) {
      const run =
        mode === 'transferNow'
          ? (req: TransferRequest) => transferNow(db, req)
          : (req: TransferRequest) => db.transaction((tx) => transfer(tx, req));
      const latencies: number[] = [];
      let refused = 0;
      const end = Date.now() + SECONDS * 1000;
      const worker = async () => {
        while (Date.now() < end) {
          const i = Math.floor(Math.random() * ids.length);
          const j = (i + 1 + Math.floor(Math.random() * (ids.length - 1))) % ids.length;
          const n = ++seq;
          const t0 = performance.now();
          try {
            await run({
              idempotencyKey: `t${n}`,
              kind: 'bench',
              postings: move(ids[i] ?? 0, ids[j] ?? 0, 1n + BigInt(n % 100)),
            });
            latencies.push(performance.now() - t0);
          } catch {
            refused++;
          }
        }
      };
      const started = Date.now();
      await Promise.all(Array.from({ length: CLIENTS }, worker));
      const elapsed = (Date.now() - started) / 1000;
      latencies.sort((x, y) => x - y);
      out.set(mode, {
        tps: latencies.length / elapsed,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        transfers: latencies.length,
        refused,
      });
    }
    return out;
  } finally {
    await database.close();
    const c = new pg.Client({ connectionString: URL_ });
    await c.connect();
    await c.query(`DROP SCHEMA IF EXISTS ${schemaName} CASCADE`);
    await c.end();
  }
}

async function main() {
  process.stderr.write(`[bench:ledger] pgbench TPC-B-like, scale 10, ${CLIENTS} clients, ${SECONDS} s\n`);
  const base = pgbench();
  process.stderr.write(
    `[bench:ledger] ledger transfers, ${ACCOUNTS} accounts, ${CLIENTS} concurrent, ${SECONDS} s each\n`,
  );
  const modes: Mode[] = ['transferNow', 'transfer in db.transaction'];
  const figures = await ledger(modes);
  const l = figures.get('transferNow');
  const wide = figures.get('transfer in db.transaction');
  if (!l || !wide) throw new Error('bench incomplete');
  const ratio = l.tps / base.tps;
  const line = (f: LedgerFigures) =>
    `${f.tps.toFixed(0)} /s, p50 ${f.p50.toFixed(2)} ms, p99 ${f.p99.toFixed(2)} ms (${f.transfers} transfers, ${f.refused} refused)`;
  const lines = [
    '== Ledger vs pgbench on the same PostgreSQL ==',
    `pgbench (TPC-B-like)     ${base.tps.toFixed(0)} tps, avg latency ${base.latencyMs.toFixed(2)} ms`,
    `ledger transferNow       ${line(l)}`,
    `ledger transfer in tx    ${line(wide)} (ratio ${(wide.tps / base.tps).toFixed(2)}, for information)`,
    `ratio ledger / pgbench   ${ratio.toFixed(2)} (target ≥ 0.5)`,
    ratio >= 0.5 ? 'ratio: ok' : 'BUDGET MISSED: ledger below half of pgbench',
    l.p99 < 50 ? 'p99: ok' : 'BUDGET MISSED: ledger p99 ≥ 50 ms',
  ];
  console.log(lines.join('\n'));
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(
    join(RESULTS, 'ledger.json'),
    JSON.stringify({ pgbench: base, ledger: l, ledgerInTransaction: wide, ratio }, null, 2),
  );
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);

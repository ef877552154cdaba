/**
 * The reference side of the database benches (bench/betting.ts, bench/casino-dice.ts): pgbench
 * (TPC-B-like, scale 10) on a database of its own on the same PostgreSQL server, initialised once;
 * `run` is one timed slice of `clients` clients on two threads (-j 2), `drop` removes the database.
 */
import { execFileSync } from 'node:child_process';

export interface PgbenchSlice {
  xacts: number;
  latencyMs: number;
}

export function pgbench(url: string, db: string, clients: number) {
  const admin = new URL(url);
  const conn = [
    '-h',
    admin.hostname,
    '-p',
    admin.port || '5432',
    '-U',
    decodeURIComponent(admin.username || 'postgres'),
  ];
  const maint = admin.pathname.slice(1) || 'postgres';
  const drop = () =>
    execFileSync('psql', [...conn, '-d', maint, '-qc', `DROP DATABASE IF EXISTS ${db}`], { stdio: 'ignore' });
  drop();
  execFileSync('psql', [...conn, '-d', maint, '-qc', `CREATE DATABASE ${db}`], { stdio: 'ignore' });
  execFileSync('pgbench', [...conn, '-i', '-s', '10', '-q', db], { stdio: 'ignore' });
  return {
    run(seconds: number): PgbenchSlice {
      const out = execFileSync(
        'pgbench',
        [...conn, '-c', String(clients), '-j', '2', '-T', String(seconds), '-n', db],
        {
          encoding: 'utf8',
        },
      );
      return {
        xacts: Number(/number of transactions actually processed: (\d+)/.exec(out)?.[1]),
        latencyMs: Number(/latency average = ([\d.]+) ms/.exec(out)?.[1]),
      };
    },
    drop,
  };
}

/** The p-th percentile of an ascending array (NaN when empty). */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/**
 * Bet placement on PostgreSQL next to pgbench (TPC-B-like) on the same server, in one run, and the
 * settlement time of 100,000 open bets on one finished game: `npm run bench:betting` (part of
 * `npm run bench`). Needs DATABASE_URL (default: the local test database). Placement goes through
 * BettingService.place (validation, the real responsible-gaming check, the placement statement:
 * coupon, legs, ledger debit) — everything but HTTP.
 *
 * Fairness: both sides run CLIENTS concurrent clients on two threads of execution (pgbench -c
 * CLIENTS -j 2; placement: 2 client processes of CLIENTS / 2 callers, each with its own pool of
 * 10 connections and its own BettingService, as two server nodes would) in alternating slices, so that a load change on the
 * shared machine hits both; placement gets WARMUP seconds unmeasured first (prepared statements,
 * house accounts, JIT), pgbench needs none (its tables are initialised before).
 * BENCH_PROF=<dir> writes CPU profiles of the client processes there.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { percentile, pgbench } from './pgbench';
import { startClientProcess, type ClientProcess } from './client-process';
import { sql } from 'drizzle-orm';
import { createMemoryBus } from '../apps/server/src/bus/bus';
import { openDatabase } from '../apps/server/src/db/client';
import { ledgerAccounts, users } from '../apps/server/src/db/schema';
import { ConfigService } from '../apps/server/src/modules/config/service';
import { BettingService } from '../apps/server/src/modules/betting/service';
import { RgService } from '../apps/server/src/modules/responsible/service';
import { FakeLine, settle1x2 } from '../apps/server/src/test/betting-support';
import { houseAccount, transfer } from '../apps/server/src/modules/ledger/ledger';
import type { WorkerCommand, WorkerInit, WorkerReply } from './betting-worker';

const URL_ = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const CLIENTS = 8;
/** Placement callers run in this many processes of CLIENTS / CLIENT_PROCESSES each, as pgbench -j 2. */
const CLIENT_PROCESSES = 2;
/** Each side runs ROUNDS × SLICE seconds, alternating (pgbench, placements, pgbench, …). */
const ROUNDS = 3;
const SLICE = 5;
const WARMUP = 2;
const PLAYERS = 1000;
const SETTLE_BETS = 100_000;
const RESULTS = join(fileURLToPath(new URL('.', import.meta.url)), 'results');

type Client = ClientProcess<WorkerReply>;

/** A placement client process (`betting-worker.ts`) and its replies in order. */
function startClient(init: WorkerInit): Client {
  return startClientProcess<WorkerInit, WorkerReply>(
    new URL('./betting-worker.ts', import.meta.url),
    init,
    process.env['BENCH_PROF'] ? ['--cpu-prof', '--cpu-prof-dir=' + process.env['BENCH_PROF']] : [],
  );
}

async function main() {
  const bench = pgbench(URL_, 'bench_pgbench_betting', CLIENTS);
  const schemaName = `bench_${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ url: URL_, schemaName });
  const bus = createMemoryBus();
  try {
    const { db } = database;
    const config = new ConfigService(db, bus);
    await config.start();
    let clock = Date.now();
    const now = () => clock;
    const line = new FakeLine(now);
    const betting = new BettingService({
      db,
      line,
      rg: new RgService(db, config, now),
      config,
      bus,
      settleLeg: settle1x2,
      now,
    });
    // Players with funded main accounts.
    const userIds = (
      await db
        .insert(users)
        .values(
          Array.from({ length: PLAYERS }, (_, i) => ({
            login: `bench${i}`,
            passwordHash: 'x',
            registrationType: 'fast_reg',
            currency: 'EUR',
            countryCode: 'de',
          })),
        )
        .returning({ id: users.id })
    ).map((u) => u.id);
    const accounts = await db
      .insert(ledgerAccounts)
      .values(userIds.map((userId) => ({ userId, role: 'player', currency: 'EUR', type: 0 })))
      .returning({ id: ledgerAccounts.id, userId: ledgerAccounts.userId });
    await db.transaction(async (tx) => {
      const house = await houseAccount(tx, 'house:deposits', 'EUR');
      await transfer(tx, {
        idempotencyKey: 'bench-seed',
        kind: 'deposit',
        postings: [
          { accountId: house, amount: -BigInt(PLAYERS) * 100_000_000n },
          ...accounts.map((a) => ({ accountId: a.id, amount: 100_000_000n })),
        ],
      });
    });
    const games = Array.from({ length: 200 }, () => line.game([2, 3.4, 3.6]));

    process.stderr.write(
      `[bench:betting] ${ROUNDS} rounds of ${SLICE} s pgbench then ${SLICE} s placements (${PLAYERS} players), ${CLIENTS} clients each\n`,
    );
    const clients = Array.from({ length: CLIENT_PROCESSES }, (_, index) =>
      startClient({
        url: URL_,
        schemaName,
        index,
        callers: CLIENTS / CLIENT_PROCESSES,
        games: games.length,
        accounts: accounts.map((x) => ({ id: x.id, userId: x.userId ?? 0 })),
      }),
    );
    await Promise.all(clients.map((c) => c.next()));
    let latencies: number[] = [];
    let refused = 0;
    let clientCpuMs = 0;
    /** One slice on every client process at once; the slowest one's time is the slice's. */
    const slice = async (seconds: number): Promise<number> => {
      for (const c of clients) c.child.send({ kind: 'run', seconds } satisfies WorkerCommand);
      let took = 0;
      for (const c of clients) {
        const r = await c.next();
        if (r.kind !== 'ran') throw new Error(`worker answered ${r.kind}`);
        latencies.push(...r.latencies);
        refused += r.refused;
        clientCpuMs += r.cpuMs;
        if (r.firstError) process.stderr.write(`[bench:betting] first refusal: ${r.firstError}\n`);
        took = Math.max(took, r.seconds);
      }
      return took;
    };
    await slice(WARMUP);
    latencies = [];
    refused = 0;
    clientCpuMs = 0;
    // Alternating slices: both sides see the same background load (the machine is shared).
    let placeSeconds = 0;
    let pgXacts = 0;
    let pgLatency = 0;
    const rounds: { pgbenchTps: number; placementsPerSecond: number }[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const pg = bench.run(SLICE);
      pgXacts += pg.xacts;
      pgLatency += pg.latencyMs / ROUNDS;
      const before = latencies.length;
      const seconds = await slice(SLICE);
      placeSeconds += seconds;
      rounds.push({ pgbenchTps: pg.xacts / SLICE, placementsPerSecond: (latencies.length - before) / seconds });
    }
    bench.drop();
    for (const c of clients) c.child.send({ kind: 'close' } satisfies WorkerCommand);
    for (const c of clients) await c.next();
    const base = { tps: pgXacts / (ROUNDS * SLICE), latencyMs: pgLatency };
    latencies.sort((x, y) => x - y);
    const place = {
      tps: latencies.length / placeSeconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      placed: latencies.length,
      refused,
      clientCpuMsPerPlacement: clientCpuMs / Math.max(1, latencies.length),
    };

    // 100,000 open singles on one game, inserted set-based, half of them winners.
    process.stderr.write(`[bench:betting] settlement of ${SETTLE_BETS} open bets on one game\n`);
    const game = line.game([1.9, 3.4, 4.2]);
    await db.execute(sql`
      with c as (
        insert into bet_coupon (user_id, account_id, currency, type_id, stake, coef_policy, total_coef,
          possible_win, max_payout, idempotency_key, request_hash, placed_at)
        select a.user_id, a.id, 'EUR', 0, 100, 2, 1900, 190, 10000000, 'settle-' || g, 'x', now()
        from generate_series(1, ${SETTLE_BETS}) g
        join (select id, user_id, row_number() over (order by id) as n from ledger_account where role = 'player') a
          on a.n = 1 + (g % ${PLAYERS})
        returning id
      )
      insert into bet_coupon_leg (coupon_id, idx, outcome_id, game_id, sport_id, champ_id, group_id, type_id, kind, coef, names)
      select id, 0, ${game} || case when id % 2 = 0 then '_1_' else '_3_' end, ${game}, 1, 77, 1,
        case when id % 2 = 0 then 1 else 3 end, 1, case when id % 2 = 0 then 1900 else 4200 end,
        '{"champName":"Bench","team1":"A","team2":"B","title":null,"startAt":0}'::jsonb
      from c`);
    clock += 1;
    const t0 = performance.now();
    const report = await betting.settle({
      gameId: game,
      sportId: 1,
      champId: 77,
      champName: 'Bench',
      team1: { id: 1, name: 'A', short: 'A', colors: ['#000', '#fff'] },
      team2: { id: 2, name: 'B', short: 'B', colors: ['#000', '#fff'] },
      title: null,
      startAt: clock,
      statusId: 4,
      score: { home: 2, away: 1, periods: [] },
      winnerId: null,
      version: 1,
    });
    const settleSeconds = (performance.now() - t0) / 1000;
    const ratio = place.tps / base.tps;
    const lines = [
      '== Bet placement vs pgbench on the same PostgreSQL ==',
      `pgbench (TPC-B-like)     ${base.tps.toFixed(0)} tps, avg latency ${base.latencyMs.toFixed(2)} ms`,
      `rounds (pgbench tps / placements/s) ${rounds.map((r) => `${r.pgbenchTps.toFixed(0)}/${r.placementsPerSecond.toFixed(0)}`).join(', ')}`,
      `bet placements           ${place.tps.toFixed(0)} /s, p50 ${place.p50.toFixed(2)} ms, p99 ${place.p99.toFixed(2)} ms (${place.placed} placed, ${place.refused} refused; singles and 2-leg expresses)`,
      `client CPU               ${place.clientCpuMsPerPlacement.toFixed(2)} ms per placement (the 2 client processes)`,
      `ratio placement/pgbench  ${ratio.toFixed(2)} (target ≥ 0.5)`,
      ratio >= 0.5 ? 'ratio: ok' : 'BUDGET MISSED: placement below half of pgbench',
      `settlement               ${SETTLE_BETS} open bets on one game in ${settleSeconds.toFixed(1)} s (${report?.legs ?? 0} legs, ${report?.coupons ?? 0} coupons, credited ${report?.credited ?? 0n})`,
    ];
    console.log(lines.join('\n'));
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(
      join(RESULTS, 'betting.json'),
      JSON.stringify(
        {
          method: { clients: CLIENTS, rounds: ROUNDS, sliceSeconds: SLICE, warmupSeconds: WARMUP, players: PLAYERS },
          pgbench: base,
          placement: place,
          rounds,
          ratio,
          settlement: { bets: SETTLE_BETS, seconds: settleSeconds, coupons: report?.coupons ?? 0 },
        },
        null,
        2,
      ),
    );
    config.stop();
  } finally {
    await database.close();
    await bus.close();
    const c = new pg.Client({ connectionString: URL_ });
    await c.connect();
    await c.query(`DROP SCHEMA IF EXISTS ${schemaName} CASCADE`);
    await c.end();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);

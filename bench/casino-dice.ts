/**
 * Real-money dice rounds on PostgreSQL next to pgbench (TPC-B-like) on the same server, in one
 * run: `npm run bench:casino-dice` (part of `npm run bench`; issue 15 "Proofs and performance",
 * target: rounds/s ≥ 0.6 × pgbench tps). Needs DATABASE_URL (default: the local test database).
 * Rounds go through CasinoService.play, what `POST /web-api/casino/play` calls for the studio's
 * dice (casino/instant-round.ts: one statement — the seed's nonce, round row, stake and win on the
 * player's `house:casino:{shard}`, recent games, club points, the responsible-gaming and bonus
 * wagering guards — read first or computed again when the node's seed hint is missing or stale;
 * the balance event) — everything but HTTP. Players are picked at random by both client
 * processes, as stateless nodes behind a load balancer without session affinity.
 *
 * Method as `bench/betting.ts`: both sides run CLIENTS concurrent clients on two threads of
 * execution (pgbench -c CLIENTS -j 2 on its own database; dice: 2 client processes of CLIENTS / 2
 * callers, each with its own pool of 10 connections and its own CasinoService, as two server
 * nodes would) in alternating slices, so that a load change on the shared machine hits both; dice
 * gets WARMUP seconds unmeasured first. PLAYERS funded players, so rounds do not all wait on one
 * balance. Afterwards the books are reconciled and the rounds counted (every answered round is
 * one stored round). BENCH_PROF=<dir> writes CPU profiles of the client processes there.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { createMemoryBus } from '../apps/server/src/bus/bus';
import { openDatabase } from '../apps/server/src/db/client';
import { casinoRounds, casinoSeeds, ledgerAccounts, users } from '../apps/server/src/db/schema';
import { CasinoService, packageStudio } from '../apps/server/src/modules/casino';
import { ConfigService } from '../apps/server/src/modules/config/service';
import { houseAccount, reconcileLedger, transfer } from '../apps/server/src/modules/ledger/ledger';
import { RgService } from '../apps/server/src/modules/responsible/service';
import { percentile, pgbench } from './pgbench';
import { startClientProcess, type ClientProcess } from './client-process';
import type { WorkerCommand, WorkerInit, WorkerReply } from './casino-dice-worker';
import { fixed, section, table } from './format';

const URL_ = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
const CLIENTS = 8;
/** Dice callers run in this many processes of CLIENTS / CLIENT_PROCESSES each, as pgbench -j 2. */
const CLIENT_PROCESSES = 2;
/** Each side runs ROUNDS × SLICE seconds, alternating (pgbench, dice, pgbench, …). */
const ROUNDS = 3;
const SLICE = 5;
const WARMUP = 2;
const PLAYERS = 1000;
/** Issue 15: dice rounds/s at least this share of pgbench's tps on the same database server. */
const TARGET_RATIO = 0.6;
const FUNDS = 100_000_000n;
const RESULTS = join(fileURLToPath(new URL('.', import.meta.url)), 'results');

type Client = ClientProcess<WorkerReply>;

/** A dice client process (`casino-dice-worker.ts`) and its replies in order. */
function startClient(init: WorkerInit): Client {
  return startClientProcess<WorkerInit, WorkerReply>(
    new URL('./casino-dice-worker.ts', import.meta.url),
    init,
    process.env['BENCH_PROF'] ? ['--cpu-prof', '--cpu-prof-dir=' + process.env['BENCH_PROF']] : [],
  );
}

async function main() {
  const bench = pgbench(URL_, 'bench_pgbench_casino_dice', CLIENTS);
  const schemaName = `bench_dice_${randomBytes(4).toString('hex')}`;
  const database = await openDatabase({ url: URL_, schemaName });
  const bus = createMemoryBus();
  try {
    const { db } = database;
    const config = new ConfigService(db, bus);
    await config.start();
    const studio = packageStudio();
    // The catalogue as a node seeds it at boot (rounds reference their game row).
    await new CasinoService({
      db,
      studio,
      rg: new RgService(db, config),
      config,
      bus,
      now: Date.now,
      crashSecret: 'bench-casino-dice',
    }).seed();
    // Players with an active funded main account and their provably fair seeds (as after a first round).
    const userIds = (
      await db
        .insert(users)
        .values(
          Array.from({ length: PLAYERS }, (_, i) => ({
            login: `dice${i}`,
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
      .values(userIds.map((userId) => ({ userId, role: 'player', currency: 'EUR', type: 0, isActive: true })))
      .returning({ id: ledgerAccounts.id });
    await db.transaction(async (tx) => {
      const house = await houseAccount(tx, 'house:deposits', 'EUR');
      await transfer(tx, {
        idempotencyKey: 'bench-dice-seed',
        kind: 'deposit',
        postings: [
          { accountId: house, amount: -BigInt(PLAYERS) * FUNDS },
          ...accounts.map((a) => ({ accountId: a.id, amount: FUNDS })),
        ],
      });
    });
    await db.insert(casinoSeeds).values(
      userIds.map((userId) => {
        const serverSeed = studio.newServerSeed();
        const clientSeed = randomBytes(8).toString('hex');
        return { userId, serverSeed, serverSeedHash: studio.hashSeed(serverSeed), clientSeed };
      }),
    );

    process.stderr.write(
      `[bench:casino-dice] ${ROUNDS} rounds of ${SLICE} s pgbench then ${SLICE} s real-money dice (${PLAYERS} players), ${CLIENTS} clients each\n`,
    );
    const clients = Array.from({ length: CLIENT_PROCESSES }, (_, index) =>
      startClient({ url: URL_, schemaName, index, callers: CLIENTS / CLIENT_PROCESSES, userIds }),
    );
    await Promise.all(clients.map((c) => c.next()));
    let latencies: number[] = [];
    let refused = 0;
    let clientCpuMs = 0;
    let won = 0;
    let staked = 0n;
    let paid = 0n;
    let answered = 0;
    /** One slice on every client process at once; the slowest one's time is the slice's. */
    const slice = async (seconds: number): Promise<number> => {
      for (const c of clients) c.child.send({ kind: 'run', seconds } satisfies WorkerCommand);
      let took = 0;
      for (const c of clients) {
        const r = await c.next();
        if (r.kind !== 'ran') throw new Error(`worker answered ${r.kind}`);
        latencies.push(...r.latencies);
        answered += r.latencies.length;
        refused += r.refused;
        clientCpuMs += r.cpuMs;
        won += r.won;
        staked += BigInt(r.staked);
        paid += BigInt(r.paid);
        if (r.firstError) process.stderr.write(`[bench:casino-dice] first refusal: ${r.firstError}\n`);
        took = Math.max(took, r.seconds);
      }
      return took;
    };
    await slice(WARMUP);
    latencies = [];
    refused = 0;
    clientCpuMs = 0;
    won = 0;
    staked = 0n;
    paid = 0n;
    // Alternating slices: both sides see the same background load (the machine is shared).
    let diceSeconds = 0;
    let pgXacts = 0;
    let pgLatency = 0;
    const rounds: { pgbenchTps: number; diceRoundsPerSecond: number }[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const pgb = bench.run(SLICE);
      pgXacts += pgb.xacts;
      pgLatency += pgb.latencyMs / ROUNDS;
      const before = latencies.length;
      const seconds = await slice(SLICE);
      diceSeconds += seconds;
      rounds.push({ pgbenchTps: pgb.xacts / SLICE, diceRoundsPerSecond: (latencies.length - before) / seconds });
    }
    for (const c of clients) c.child.send({ kind: 'close' } satisfies WorkerCommand);
    for (const c of clients) await c.next();

    // Proofs: the books balance, and every answered round (warm-up included) is one stored round.
    const books = await reconcileLedger(db);
    const booksBalance = books.mismatches.length === 0 && books.unbalancedCurrencies.length === 0;
    const stored = (await db.select({ n: count() }).from(casinoRounds).where(eq(casinoRounds.gameId, 'dice')))[0]?.n;

    const base = { tps: pgXacts / (ROUNDS * SLICE), latencyMs: pgLatency };
    latencies.sort((x, y) => x - y);
    const dice = {
      roundsPerSecond: latencies.length / diceSeconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      played: latencies.length,
      won,
      refused,
      stakedMinor: staked.toString(),
      paidMinor: paid.toString(),
      clientCpuMsPerRound: clientCpuMs / Math.max(1, latencies.length),
    };
    const ratio = dice.roundsPerSecond / base.tps;
    const ok = ratio >= TARGET_RATIO;
    console.log(
      [
        section('Real-money dice vs pgbench on the same PostgreSQL'),
        table(
          ['measure', 'value'],
          [
            ['pgbench tps (TPC-B-like, scale 10, -c 8 -j 2)', fixed(base.tps, 0)],
            ['pgbench avg latency', `${fixed(base.latencyMs, 2)} ms`],
            ['dice rounds/s (CasinoService.play, real money)', fixed(dice.roundsPerSecond, 0)],
            ['dice p50 latency per round', `${fixed(dice.p50, 2)} ms`],
            ['dice p99 latency per round', `${fixed(dice.p99, 2)} ms`],
            ['ratio dice/pgbench', fixed(ratio, 2)],
            ['target', `≥ ${TARGET_RATIO}`],
            ['verdict', ok ? 'ok' : 'BUDGET MISSED'],
          ],
        ),
        table(
          ['slice', 'pgbench tps', 'dice rounds/s'],
          rounds.map((r, i) => [String(i + 1), fixed(r.pgbenchTps, 0), fixed(r.diceRoundsPerSecond, 0)]),
        ),
        `rounds played ${dice.played} (won ${dice.won}, refused ${dice.refused}); staked ${staked} paid ${paid} minor` +
          ` (RTP ${staked > 0n ? fixed(Number(paid) / Number(staked), 3) : '—'})`,
        `client CPU ${fixed(dice.clientCpuMsPerRound, 2)} ms per round (the ${CLIENT_PROCESSES} client processes)`,
        `books balance: ${booksBalance ? 'yes' : 'NO'}; dice rounds stored ${stored} of ${answered} answered`,
      ].join('\n'),
    );
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(
      join(RESULTS, 'casino-dice.json'),
      JSON.stringify(
        {
          method: { clients: CLIENTS, rounds: ROUNDS, sliceSeconds: SLICE, warmupSeconds: WARMUP, players: PLAYERS },
          pgbench: base,
          dice,
          rounds,
          ratio,
          target: TARGET_RATIO,
          ok,
          booksBalance,
          storedRounds: stored,
          answeredRounds: answered,
        },
        null,
        2,
      ),
    );
    config.stop();
    if (!booksBalance || stored !== answered) throw new Error('the books or the round count do not add up');
  } finally {
    bench.drop();
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

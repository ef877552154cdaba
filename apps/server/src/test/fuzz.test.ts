import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import type { EventBus } from '../bus/bus';
import { DEFAULT_CONFIG } from '../modules/config/defaults';
import { reconcileLedger } from '../modules/ledger/ledger';
import type { FuzzInput } from './fuzz/draft';
import { DISPOSABLE_PLAYER, operationsOf, opName, type OpenApiDocument, type Operation } from './fuzz/openapi';
import { ensureSession, fund, moneyOf, registerPlayer, type FuzzPlayer } from './fuzz/player';
import { formatFailures, histogram, problemOf, type Failure } from './fuzz/report';
import { BOOT_TIMEOUT } from './fuzz/harness';
import { sampleInputs, seedOf } from './fuzz/requests';
import { openTestBus, openTestDatabase, startTestApp, XRW, type TestDatabase } from './test-app';

/**
 * Issue 11, "a fuzzer that keeps it fixed": every operation of the OpenAPI document gets at least
 * 200 bad inputs derived from its own schema, as an anonymous caller and as a logged-in player with
 * money. Seeded (FUZZ_SEED); FUZZ_OP='POST /web-api/user/auth' fuzzes one operation; FUZZ_RUNS
 * raises the count per operation and caller; FUZZ_GROUPS sets how many failure groups are printed.
 */
const SEED = Number(process.env['FUZZ_SEED'] ?? 20_261_111) | 0;
const RUNS = Math.max(200, Number(process.env['FUZZ_RUNS'] ?? 200) || 200);
const ONLY = process.env['FUZZ_OP'];
/** How many failure groups the report prints. */
const GROUPS = Number(process.env['FUZZ_GROUPS'] ?? 20) || 20;
const FUNDS_MINOR = 5000;
/** A fixed clock: expiries and rate-limit windows never depend on when the test runs. */
const NOW = Date.UTC(2026, 10, 11, 12, 0, 0);

let tdb: TestDatabase;
let bus: EventBus;
let app: App;
let player: FuzzPlayer;

beforeAll(async () => {
  tdb = await openTestDatabase();
  bus = await openTestBus();
  app = await startTestApp(tdb.database, bus, undefined, () => NOW);
  // A withdrawal moves money into the pending account: the fuzzer's own (unverified) player may
  // not, so "balances unchanged" stays a rule that holds whatever the fuzzer sends.
  await app.config.setGroup('payments', { ...DEFAULT_CONFIG.payments, withdrawalRequiresVerification: true }, 'fuzz');
  player = await registerPlayer(app);
  await fund(app, player, FUNDS_MINOR);
}, BOOT_TIMEOUT);
afterAll(async () => {
  await app.app.close();
  await bus.close();
  await tdb.dispose();
});

interface Tally {
  requests: number;
  streams: number;
  statuses: Map<number, number>;
  byCaller: Map<string, number>;
  failures: Failure[];
  /** Sessions re-opened, by the operation whose input ended them. */
  relogins: Map<string, number>;
  replacements: number;
  unsendable: number;
  /** Milliseconds per operation (both callers), to see where the time goes. */
  millis: Map<string, number>;
}

const TIMEOUT = Symbol('timeout');
const count = <K>(m: Map<K, number>, k: K, n = 1) => {
  if (n) m.set(k, (m.get(k) ?? 0) + n);
};

async function send(input: FuzzInput, remoteAddress: string) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMEOUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMEOUT), 15_000);
  });
  try {
    return await Promise.race([
      app.app.inject({
        method: input.method as 'GET',
        url: input.url,
        headers: input.headers,
        remoteAddress,
        ...(input.payload !== undefined ? { payload: input.payload } : {}),
      }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** One operation, one caller: RUNS inputs, every answer checked. */
async function fuzzOperation(op: Operation, opIndex: number, caller: 'anonymous' | 'player', tally: Tally) {
  const name = opName(op);
  let who: FuzzPlayer | null = null;
  if (caller === 'player') {
    who = DISPOSABLE_PLAYER.has(name) ? await registerPlayer(app) : player;
    if (!(await ensureSession(app, who))) throw new Error(`the player cannot log in before ${name}`);
  }
  const base = (): Record<string, string> => (who ? { ...XRW, cookie: who.cookie } : { ...XRW });
  const seed = seedOf(SEED, caller, name);
  // A few spare inputs: a URL the test client itself cannot build (WHATWG parsing of `/\\…`) is
  // counted as unsendable, and the next input takes its place, so RUNS inputs reach the server.
  const inputs = sampleInputs(op, base(), seed, RUNS + 40);
  let sent = 0;
  for (const [index, sampled] of inputs.entries()) {
    if (sent === RUNS) break;
    // The player's session may have been renewed since sampling: send the current cookie.
    const input =
      who && sampled.headers.cookie?.startsWith(`sid=`)
        ? {
            ...sampled,
            headers: { ...sampled.headers, cookie: sampled.headers.cookie.replace(/^sid=[^;]*/, who.cookie) },
          }
        : sampled;
    const remoteAddress = `10.${caller === 'player' ? 2 : 1}.${opIndex % 250}.${index % 250}`;
    const fail = (problem: string, status: number, body: string) =>
      tally.failures.push({ caller, op: name, index, seed, problem, input, status, body });
    let res: Awaited<ReturnType<typeof send>>;
    try {
      res = await send(input, remoteAddress);
    } catch {
      tally.unsendable++;
      continue;
    }
    sent++;
    tally.requests++;
    count(tally.byCaller, caller);
    if (res === TIMEOUT) {
      fail('no answer within 15 s', 0, '');
      count(tally.statuses, 0);
      continue;
    }
    count(tally.statuses, res.statusCode);
    const problem = problemOf(op, input, res, caller === 'anonymous');
    if (problem) fail(problem, res.statusCode, res.body);
    // A fuzzed logout, token refresh or self-exclusion may have ended the session: log back in,
    // or (a disposable player who may no longer log in) continue with a fresh one.
    if (who && [401, 403, 423, 451].includes(res.statusCode) && !(await ensureSession(app, who))) {
      if (who === player) throw new Error(`the funded player was locked out by ${name} #${index}`);
      count(tally.relogins, name, who.relogins);
      who = await registerPlayer(app);
      tally.replacements++;
    }
  }
  if (sent < RUNS) {
    const last = inputs[inputs.length - 1];
    if (last)
      tally.failures.push({
        caller,
        op: name,
        index: inputs.length - 1,
        seed,
        problem: `only ${sent} of ${RUNS} inputs could be sent`,
        input: last,
        status: 0,
        body: '',
      });
  }
  tally.streams++;
  if (who) count(tally.relogins, name, who.relogins);
  if (who === player) player.relogins = 0;
}

describe('issue 11: a fuzzer that keeps it fixed', () => {
  it('issue 11 fuzzer: every operation answers ≥ 200 bad inputs per caller without a 5xx, API errors in the JSON-API shape, and the money does not move', async () => {
    const doc = app.app.swagger() as OpenApiDocument;
    const all = operationsOf(doc);
    expect(all.length).toBeGreaterThan(50);
    // The list of disposable-player operations stays in step with the document.
    expect([...DISPOSABLE_PLAYER].filter((n) => !all.some((op) => opName(op) === n))).toEqual([]);
    const ops = ONLY ? all.filter((op) => opName(op) === ONLY) : all;
    expect(ops.length, `FUZZ_OP=${ONLY ?? ''} names no operation`).toBeGreaterThan(0);
    const before = await moneyOf(app, player);
    expect(Object.values(before.api)).toEqual([String(FUNDS_MINOR)]);

    const tally: Tally = {
      requests: 0,
      streams: 0,
      statuses: new Map(),
      byCaller: new Map(),
      failures: [],
      relogins: new Map(),
      replacements: 0,
      unsendable: 0,
      millis: new Map(),
    };
    const started = performance.now();
    for (const [i, op] of ops.entries()) {
      const t0 = performance.now();
      await fuzzOperation(op, i, 'anonymous', tally);
      // The admin API is fuzzed anonymously only: it must refuse, whatever is sent.
      if (!op.admin) await fuzzOperation(op, i, 'player', tally);
      tally.millis.set(opName(op), performance.now() - t0);
    }
    const seconds = (performance.now() - started) / 1000;

    expect(await ensureSession(app, player)).toBe(true);
    const after = await moneyOf(app, player);
    const report = await reconcileLedger(app.database.db);
    console.log(
      [
        `fuzz (issue 11): seed ${SEED}, ${ops.length} operations, ${tally.streams} operation×caller streams × ${RUNS} inputs = ${tally.requests} requests in ${seconds.toFixed(1)} s`,
        `  by caller: ${[...tally.byCaller].map(([c, n]) => `${c} ${n}`).join(', ')}; admin operations anonymous only: ${ops.filter((o) => o.admin).length}`,
        `  statuses: ${histogram(tally.statuses)}`,
        `  slowest: ${[...tally.millis]
          .sort(([, a], [, b]) => b - a)
          .slice(0, 5)
          .map(([op, ms]) => `${op} ${(ms / 1000).toFixed(1)} s`)
          .join(', ')}`,
        `  inputs the test client could not send (replaced): ${tally.unsendable}; player re-logins: ${[...tally.relogins].map(([op, n]) => `${op} ${n}`).join(', ') || 'none'}; disposable players replaced: ${tally.replacements}; failures: ${tally.failures.length}`,
        `  ledger: ${report.accounts} accounts reconciled, mismatches ${report.mismatches.length}, unbalanced ${report.unbalancedCurrencies.length}`,
      ].join('\n'),
    );
    if (tally.failures.length) console.log(formatFailures(tally.failures, SEED, GROUPS));

    expect(after, 'the player’s balances and ledger entries').toEqual(before);
    expect(report.mismatches).toEqual([]);
    expect(report.unbalancedCurrencies).toEqual([]);
    expect(tally.failures.length, formatFailures(tally.failures, SEED)).toBe(0);
  }, 600_000);
});

describe('issue 11: what the fuzzer found stays fixed', () => {
  it('issue 11 fuzzer finding: a coupon on an account id beyond int4 answers 400 validation_failed, not 500', async () => {
    expect(await ensureSession(app, player)).toBe(true);
    const res = await app.app.inject({
      method: 'POST',
      url: '/bets-api/v1/coupons',
      headers: { ...XRW, cookie: player.cookie },
      payload: {
        typeId: 0,
        accountId: 9_007_199_254_740_991,
        amount: '100',
        bets: [{ outcomeId: '1_1_', coef: 2 }],
        idempotencyKey: 'fuzz-int4-account',
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('validation_failed');
  });
});

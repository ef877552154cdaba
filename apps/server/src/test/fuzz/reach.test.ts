import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BETS_API, CASINO_API } from '@sb/contracts';
import type { App } from '../../app';
import { XRW } from '../test-app';
import { booksProblems } from './books';
import { overpayOf, type PlayedRound } from './game-rules';
import { BOOT_TIMEOUT, depositThroughApi, openFuzzApp, type FuzzApp } from './harness';
import { DISPOSABLE_PLAYER, operationsOf, opName, type OpenApiDocument, type Operation } from './openapi';
import { ensureSession, registerPlayer, type FuzzPlayer } from './player';
import { formatFailures, problemOf, type Failure } from './report';
import { seedOf } from './requests';
import { sampleValidShaped } from './valid-shaped';
import type { FuzzInput } from './draft';
import { buildWorld, createPromoCodes, finishOpenRound, openRound, placeCoupons, type World } from './world';

/**
 * Issue 25 (class-level test 3) §1, "the fuzzer reaches the logic": every player operation gets
 * inputs shaped by its own request schema with ids that exist (real game ids and parameters,
 * open outcomes, the player's own rounds, coupons and accounts, operator promo codes), a share of
 * them with one boundary value or one wrong field. Asserted: never a 5xx, no casino answer pays
 * more than its game's rules, the books reconcile, and each key operation got past validation
 * at least once. Seeded (FUZZ_SEED); FUZZ_REACH_RUNS sets the inputs per ordinary operation;
 * FUZZ_OP='POST /web-api/casino/play' sends one operation's inputs only.
 */
const SEED = Number(process.env['FUZZ_SEED'] ?? 20_261_202) | 0;
const RUNS = Math.max(4, Number(process.env['FUZZ_REACH_RUNS'] ?? 8) || 8);
/** The money operations get more inputs, and each must have answered 2xx at least once. */
const KEY_RUNS = 5 * RUNS;
const ONLY = process.env['FUZZ_OP'];
const KEY_OPERATIONS = [
  `POST ${CASINO_API}/play`,
  `POST ${CASINO_API}/rounds`,
  `POST ${CASINO_API}/rounds/{roundId}/act`,
  `POST ${BETS_API}/coupons`,
  `POST ${BETS_API}/coupons/{id}/cashout`,
  'POST /web-api/payments/deposits',
  'POST /web-api/bonuses/promo-codes/redeem',
];
/**
 * Valid inputs that change who the player is (the active account, its removal) on top of those
 * that lock the player out: sent as a fresh player each, so the funded one keeps playing.
 */
const FRESH_PLAYER = new Set([
  ...DISPOSABLE_PLAYER,
  'POST /web-api/user/accounts/active',
  'DELETE /web-api/user/accounts/{id}',
  'POST /web-api/user/secure-data/grant',
  // Promo-code attempts are limited per player (bonuses PROMO_ATTEMPTS, shared with /check, fuzzed
  // just before): on the funded player every redeem answered 429, so redeem gets a fresh player.
  'POST /web-api/bonuses/promo-codes/redeem',
]);
const FUNDS_MINOR = 500_000;

let fz: FuzzApp;
let app: App;
let player: FuzzPlayer;
let world: World;

beforeAll(async () => {
  fz = await openFuzzApp();
  app = fz.app;
  player = await registerPlayer(app);
  await depositThroughApi(app, player, FUNDS_MINOR);
  world = await buildWorld(app, player, await createPromoCodes(app, 'reach', 3 * RUNS));
}, BOOT_TIMEOUT);
afterAll(async () => fz?.dispose());

interface Count {
  sent: number;
  accepted: number;
  refused: number;
}

const ACT = `POST ${CASINO_API}/rounds/{roundId}/act`;
const OPEN_ROUND = `POST ${CASINO_API}/rounds`;

/** Refills what an operation consumes before its inputs are drawn (cash-out offers). */
async function refresh(op: Operation) {
  if (opName(op) === `POST ${BETS_API}/coupons/{id}/cashout`)
    world.coupons = await placeCoupons(app, player, world.accountId, world.outcomes, 12);
}

/**
 * The index-th input. A player has one open round at a time, so the act inputs are drawn one at
 * a time against the round open now (opened if the last input ended it), and a round is opened
 * only once the previous one is finished; every other operation's inputs are drawn up front.
 */
async function inputAt(op: Operation, who: FuzzPlayer, seed: number, index: number, drawn: FuzzInput[]) {
  const name = opName(op);
  if (name === ACT) {
    world.rounds = [await openRound(app, who, index)];
    return sampleValidShaped(op, world, { ...XRW, cookie: who.cookie }, seedOf(seed, index), 1)[0];
  }
  if (name === OPEN_ROUND) await finishOpenRound(app, who);
  return drawn[index];
}

/** A casino answer's round against its game's rules (issue 25: no win larger than the rules allow). */
function overpay(name: string, status: number, body: string): string | null {
  if (status !== 200 || !name.startsWith(`POST ${CASINO_API}/`)) return null;
  const round = (JSON.parse(body) as { round?: PlayedRound }).round;
  if (!round || !world.paytables.has(round.gameId)) return null;
  return overpayOf(round, world.paytables.get(round.gameId));
}

describe('issue 25 §1: the fuzzer reaches the logic', () => {
  it('issue 25 §1: valid-shaped inputs from each route’s own schema reach every key operation (2xx), never a 5xx, no overpaid round, books reconcile', async () => {
    const doc = app.app.swagger() as OpenApiDocument;
    const ops = operationsOf(doc).filter((op) => !op.admin && (!ONLY || opName(op) === ONLY));
    if (!ONLY) expect(KEY_OPERATIONS.filter((k) => !ops.some((op) => opName(op) === k))).toEqual([]);
    const counts = new Map<string, Count>();
    const failures: Failure[] = [];
    const started = performance.now();
    for (const [i, op] of ops.entries()) {
      const name = opName(op);
      const key = KEY_OPERATIONS.includes(name);
      await refresh(op);
      const who = FRESH_PLAYER.has(name) ? await registerPlayer(app) : player;
      if (!(await ensureSession(app, who))) throw new Error(`the player cannot log in before ${name}`);
      const seed = seedOf(SEED, 'valid-shaped', name);
      const runs = key ? KEY_RUNS : RUNS;
      const drawn = name === ACT ? [] : sampleValidShaped(op, world, { ...XRW, cookie: who.cookie }, seed, runs);
      const c: Count = { sent: 0, accepted: 0, refused: 0 };
      for (let index = 0; index < runs; index++) {
        const input = await inputAt(op, who, seed, index, drawn);
        if (!input) break;
        const withCookie = { ...input, headers: { ...input.headers, cookie: who.cookie } };
        const res = await app.app.inject({
          method: input.method as 'GET',
          url: input.url,
          headers: withCookie.headers,
          remoteAddress: `10.3.${i % 250}.${index % 250}`,
          ...(input.payload !== undefined ? { payload: input.payload } : {}),
        });
        c.sent++;
        if (res.statusCode < 300) c.accepted++;
        else if (res.statusCode < 500) c.refused++;
        const problem = problemOf(op, withCookie, res, false) ?? overpay(name, res.statusCode, res.body);
        if (problem)
          failures.push({
            caller: 'player',
            op: name,
            index,
            seed,
            problem,
            input: withCookie,
            status: res.statusCode,
            body: res.body,
          });
        // A valid logout or token change may end the session: open it again for the next input.
        if ([401, 403].includes(res.statusCode)) await ensureSession(app, who);
      }
      counts.set(name, c);
    }
    const seconds = (performance.now() - started) / 1000;
    const books = await booksProblems(app);
    const total = [...counts.values()].reduce(
      (s, c) => ({ sent: s.sent + c.sent, accepted: s.accepted + c.accepted, refused: s.refused + c.refused }),
      { sent: 0, accepted: 0, refused: 0 },
    );
    const reached = [...counts.values()].filter((c) => c.accepted > 0).length;
    console.log(
      [
        `fuzz (issue 25 §1, valid-shaped): seed ${SEED}, ${counts.size} player operations, ${total.sent} inputs in ${seconds.toFixed(1)} s: ${total.accepted} accepted (2xx), ${total.refused} refused (4xx); ${reached} operations answered 2xx at least once`,
        `  key operations (accepted/sent): ${KEY_OPERATIONS.map((k) => `${k} ${counts.get(k)?.accepted ?? 0}/${counts.get(k)?.sent ?? 0}`).join('; ')}`,
        `  never accepted: ${
          [...counts]
            .filter(([, c]) => c.accepted === 0)
            .map(([n]) => n)
            .join(', ') || 'none'
        }`,
        `  per operation (accepted/refused/sent): ${[...counts].map(([n, c]) => `${n} ${c.accepted}/${c.refused}/${c.sent}`).join('; ')}`,
        `  books: ${books.length ? books.join('; ') : 'reconciled'}; failures: ${failures.length}`,
      ].join('\n'),
    );
    expect(failures.length, formatFailures(failures, SEED)).toBe(0);
    expect(books).toEqual([]);
    expect(
      KEY_OPERATIONS.filter((k) => counts.has(k) && (counts.get(k)?.accepted ?? 0) === 0),
      'key operations never accepted',
    ).toEqual([]);
  }, 600_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, like } from 'drizzle-orm';
import { ACCOUNT_TYPE, CASINO_API, playerBonusesAnswerSchema } from '@sb/contracts';
import { buildApp, type App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { ledgerAccounts, ledgerTransactions } from '../../db/schema';
import { fund } from '../../test/betting-support';
import { ADMIN, XRW, openTestBus, openTestDatabase, testEnv, type TestDatabase } from '../../test/test-app';
import { testStudio } from './test-studio';
import { reconcileLedger } from '../ledger';
import { expireDueTx } from '../bonuses';

/**
 * Issue 16 money order in the casino: real money first, then casino bonus money once the real
 * balance is short; the win back in proportion; bonus stakes wager at the game's weight; no sport
 * bonus money in the casino. Through the app's real wiring (app.ts sets the casino's bonus port).
 */
const clock = Date.UTC(2026, 10, 24, 10, 0, 0);
let tdb: TestDatabase;
let bus: EventBus;
let app: App;
let ip = 0;
let seq = 0;

beforeAll(async () => {
  tdb = await openTestDatabase();
  bus = await openTestBus();
  app = await buildApp({ env: testEnv(), database: tdb.database, bus, now: () => clock, casinoStudio: testStudio() });
  await app.app.ready();
});
afterAll(async () => {
  await app.app.close();
  await bus.close();
  await tdb.dispose();
});

const db = () => tdb.database.db;

/** A promo code granting a 10.00 no-deposit bonus of the product (unlimited uses, once per player). */
async function promo(definition: Record<string, unknown>): Promise<string> {
  const code = `MONEY${++seq}`;
  const def = await app.app.inject({
    method: 'POST',
    url: '/admin-api/bonuses/definitions',
    headers: ADMIN,
    payload: { name: 'Money order', kind: 'no_deposit', fixedAmount: '1000', validityDays: 7, ...definition },
  });
  expect(def.statusCode, def.body).toBe(200);
  const pc = await app.app.inject({
    method: 'POST',
    url: '/admin-api/bonuses/promo-codes',
    headers: ADMIN,
    payload: { code, definitionId: def.json<{ id: number }>().id },
  });
  expect(pc.statusCode, pc.body).toBe(200);
  return code;
}

async function player(code: string | null, realMinor: bigint) {
  const reg = await app.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress: `10.121.${Math.floor(++ip / 250)}.${ip % 250}`,
    headers: XRW,
    payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
  });
  const sid = reg.cookies.find((c) => c.name === 'sid')?.value;
  if (!sid) throw new Error(reg.body);
  const userId = reg.json<{ user_id: number }>().user_id;
  const headers = { ...XRW, cookie: `sid=${sid}` };
  if (code) {
    const r = await app.app.inject({
      method: 'POST',
      url: '/web-api/bonuses/promo-codes/redeem',
      headers,
      payload: { code },
    });
    expect(r.statusCode, r.body).toBe(200);
  }
  await app.wallet.ensureAccounts(userId);
  const accounts = await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, userId));
  const main = accounts.find((a) => a.type === ACCOUNT_TYPE.main)?.id ?? 0;
  if (realMinor > 0n) await fund(app, main, realMinor);
  const post = (url: string, payload: object) => app.app.inject({ method: 'POST', url, headers, payload });
  return {
    userId,
    redeem: (c: string) => post('/web-api/bonuses/promo-codes/redeem', { code: c }),
    play: (gameId: string, stake: number) => post(`${CASINO_API}/play`, { mode: 'real', gameId, stake }),
    start: (stake: number) => post(`${CASINO_API}/rounds`, { gameId: 'test-ladder', mode: 'real', stake }),
    act: (roundId: string, action: string) => post(`${CASINO_API}/rounds/${roundId}/act`, { action }),
    bonus: async () =>
      playerBonusesAnswerSchema.parse((await app.app.inject({ url: '/web-api/bonuses', headers })).json()).bonuses[0],
    balances: async () => {
      const rows = await db()
        .select()
        .from(ledgerAccounts)
        .where(and(eq(ledgerAccounts.userId, userId)));
      const of = (type: number) => rows.find((r) => r.type === type)?.balance ?? 0n;
      return { real: of(ACCOUNT_TYPE.main), bonus: of(ACCOUNT_TYPE.bonus) };
    },
  };
}

const reconciled = async () => {
  const r = await reconcileLedger(db());
  expect(r.mismatches).toEqual([]);
  expect(r.unbalancedCurrencies).toEqual([]);
};

describe('issue 16 money order: real money first, then casino bonus money', () => {
  it('a stake the real balance covers takes no bonus money; the short part comes from the bonus account, in one ledger transfer', async () => {
    const code = await promo({ products: ['casino'], wageringMultiplier: 10 });
    const p = await player(code, 500n);
    expect(await p.balances()).toEqual({ real: 500n, bonus: 1000n });
    expect((await p.play('test-lose', 300)).statusCode).toBe(200);
    expect(await p.balances()).toEqual({ real: 200n, bonus: 1000n });
    const r = await p.play('test-lose', 500);
    expect(r.statusCode, r.body).toBe(200);
    expect(await p.balances()).toEqual({ real: 0n, bonus: 700n });
    const roundId = r.json<{ round: { id: string } }>().round.id;
    const stakes = await db()
      .select()
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `casino:stake:${roundId}%`));
    expect(stakes).toHaveLength(1);
    expect(stakes[0]?.meta).toMatchObject({ roundId, bonusMinor: '300' });
    // Bonus money wagers at the game's weight (default 100 %): the whole 8.00 counts.
    expect((await p.bonus())?.wageringProgressMinor).toBe('800');
    // More than real + bonus: refused, nothing moves.
    const refused = await p.play('test-lose', 800);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('insufficient_funds');
    expect(await p.balances()).toEqual({ real: 0n, bonus: 700n });
    await reconciled();
  });

  it('a win goes back in proportion to the money staked: a doubled ladder staked 5.00 real and 7.00 bonus pays 12.00 back as 5.00 real and 7.00 bonus (the bonus share keeps wagering)', async () => {
    const code = await promo({ products: ['casino'], wageringMultiplier: 10, gameWeights: { 'test-ladder': 50 } });
    const p = await player(code, 500n);
    const start = await p.start(600);
    expect(start.statusCode, start.body).toBe(200);
    const id = start.json<{ round: { id: string } }>().round.id;
    expect(await p.balances()).toEqual({ real: 0n, bonus: 900n });
    expect((await p.act(id, 'double')).statusCode).toBe(200);
    expect(await p.balances()).toEqual({ real: 0n, bonus: 300n });
    // Cash at once: the opening stake × 2 (doubled) = 12.00 on 12.00 staked (5.00 real, 7.00 bonus).
    const cashed = await p.act(id, 'cash');
    expect(cashed.json<{ round: { payoutMinor: string } }>().round.payoutMinor).toBe('1200');
    expect(await p.balances()).toEqual({ real: 500n, bonus: 1000n });
    // The weight of the game: 12.00 staked at 50 % counts 6.00.
    expect((await p.bonus())?.wageringProgressMinor).toBe('600');
    await reconciled();
  });

  it('no mixing of products: sport bonus money is never staked in the casino', async () => {
    const code = await promo({ products: ['sport'], wageringMultiplier: 5 });
    const p = await player(code, 500n);
    const r = await p.play('test-lose', 800);
    expect(r.statusCode).toBe(400);
    expect(await p.balances()).toEqual({ real: 500n, bonus: 1000n });
    // A casino bonus beside an active sport bonus on the same account is not staked either.
    const casino = await promo({ products: ['casino'], wageringMultiplier: 5 });
    expect((await p.redeem(casino)).statusCode).toBe(200);
    expect(await p.balances()).toEqual({ real: 500n, bonus: 2000n });
    expect((await p.play('test-lose', 800)).statusCode).toBe(400);
    expect((await p.play('test-lose', 500)).statusCode).toBe(200);
    expect((await p.balances()).real).toBe(0n);
    await reconciled();
  });

  it('wagering completion: the bonus stake that completes it converts the bonus account (with its share of the win) to real money', async () => {
    const code = await promo({ products: ['casino'], wageringMultiplier: 1 });
    const p = await player(code, 0n);
    const r = await p.play('test-lose', 1000);
    expect(r.statusCode, r.body).toBe(200);
    expect(await p.bonus()).toMatchObject({ status: 'completed', wageringProgressMinor: '1000' });
    expect(await p.balances()).toEqual({ real: 0n, bonus: 0n });
    await reconciled();
  });

  it('a bonus that expires while its round is open: the real share of the win is paid, the bonus share stays with the house', async () => {
    const code = await promo({ products: ['casino'], wageringMultiplier: 10 });
    const p = await player(code, 500n);
    const start = await p.start(600);
    const id = start.json<{ round: { id: string } }>().round.id;
    expect(await p.balances()).toEqual({ real: 0n, bonus: 900n });
    expect(await db().transaction((tx) => expireDueTx(tx, clock + 8 * 86_400_000))).toBeGreaterThanOrEqual(1);
    expect(await p.balances()).toEqual({ real: 0n, bonus: 0n });
    const cashed = await p.act(id, 'cash');
    expect(cashed.json<{ round: { payoutMinor: string } }>().round.payoutMinor).toBe('600');
    expect(await p.balances()).toEqual({ real: 500n, bonus: 0n });
    await reconciled();
  });

  it('property: whatever the real balance and the stakes, no account is overdrawn, real money never turns into bonus money and the ledger balances', async () => {
    const code = await promo({ products: ['casino'], wageringMultiplier: 10 });
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 0n, max: 1500n }),
        fc.array(fc.integer({ min: 100, max: 1500 }), { minLength: 1, maxLength: 4 }),
        async (real, stakes) => {
          const p = await player(code, real);
          let want = { real, bonus: 1000n };
          for (const stake of stakes) {
            const res = await p.play('test-lose', stake);
            const s = BigInt(stake);
            if (s > want.real + want.bonus) {
              expect(res.statusCode).toBe(400);
            } else {
              expect(res.statusCode, res.body).toBe(200);
              const fromReal = s < want.real ? s : want.real;
              want = { real: want.real - fromReal, bonus: want.bonus - (s - fromReal) };
            }
            const got = await p.balances();
            expect(got).toEqual(want);
            expect(got.real >= 0n && got.bonus >= 0n).toBe(true);
          }
        },
      ),
      { numRuns: 8 },
    );
    await reconciled();
  });
});

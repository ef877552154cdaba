import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ACCOUNT_TYPE,
  bonusDefinitionViewSchema,
  playerBonusesAnswerSchema,
  playerBonusViewSchema,
} from '@sb/contracts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import { ADMIN, XRW, oneClickPlayer, useTestApp } from '../../test/test-app';
import { reconcileLedger } from '../ledger';

const NOW = Date.UTC(2026, 10, 24, 9, 0, 0);
const node = useTestApp({ now: () => NOW });
const db = () => node.app.database.db;
let ipSeq = 0;

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  node.app.app.inject({
    method,
    url,
    headers: { ...XRW, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
const admin = (method: Method, url: string, payload?: object) =>
  node.app.app.inject({ method, url, headers: ADMIN, ...(payload ? { payload } : {}) });
const codeOf = (res: { json: <T>() => T }) => res.json<{ errors: { code: string }[] }>().errors[0]?.code;
const playerId = async (cookie: string) =>
  (await call('GET', '/web-api/session', cookie)).json<{ user_id: number }>().user_id;

const noDeposit = {
  name: 'Welcome 5 free',
  kind: 'no_deposit',
  products: ['casino'],
  fixedAmount: '500',
  wageringMultiplier: 10,
  gameWeights: { slots: 100, roulette: 10 },
  validityDays: 7,
  maxConversion: '1000',
};

async function definition(body: object) {
  const res = await admin('POST', '/admin-api/bonuses/definitions', body);
  expect(res.statusCode, res.body).toBe(200);
  return bonusDefinitionViewSchema.parse(res.json());
}

async function bonusAccount(userId: number) {
  const [row] = await db()
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.type, ACCOUNT_TYPE.bonus)));
  return row;
}

describe('issue 16: operators define bonuses; the engine refuses unfair ones (UKGC: 10 × cap, no mixed products)', () => {
  it('a fair definition is created and listed', async () => {
    const d = await definition(noDeposit);
    expect(d).toMatchObject({ kind: 'no_deposit', product: 'casino', fixedAmountMinor: '500', wageringMultiplier: 10 });
    const list = (await admin('GET', '/admin-api/bonuses/definitions')).json<{ definitions: { id: number }[] }>();
    expect(list.definitions.map((x) => x.id)).toContain(d.id);
  });

  it('a wagering requirement above 10 × the bonus is refused with 400', async () => {
    const res = await admin('POST', '/admin-api/bonuses/definitions', { ...noDeposit, wageringMultiplier: 35 });
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe('wagering_above_cap');
  });

  it('an incentive mixing products is refused with 400', async () => {
    for (const body of [
      { ...noDeposit, products: ['sport', 'casino'] },
      { ...noDeposit, products: ['sport'] }, // sport bonus with casino game contributions
      { ...noDeposit, minOdds: 1.5 }, // casino bonus with a sport odds rule
    ]) {
      const res = await admin('POST', '/admin-api/bonuses/definitions', body);
      expect(res.statusCode).toBe(400);
      expect(codeOf(res)).toBe('mixed_products');
    }
  });

  it('bad input is a 400, never a 500; players cannot reach the admin API', async () => {
    expect((await admin('POST', '/admin-api/bonuses/definitions', { ...noDeposit, kind: 'loot' })).statusCode).toBe(
      400,
    );
    expect(
      (await admin('POST', '/admin-api/bonuses/definitions', { ...noDeposit, fixedAmount: '-1' })).statusCode,
    ).toBe(400);
    expect((await call('POST', '/admin-api/bonuses/definitions', undefined, noDeposit)).statusCode).toBe(401);
  });
});

describe('issue 16: promo codes grant a bonus once per player, into the bonus account (type 4) through the ledger', () => {
  it('redeem: the bonus account gets exactly the amount from the house; a second redemption is refused', async () => {
    const d = await definition(noDeposit);
    const created = await admin('POST', '/admin-api/bonuses/promo-codes', { code: 'spin5', definitionId: d.id });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ code: 'SPIN5', usesLeft: null });
    expect(
      (await admin('POST', '/admin-api/bonuses/promo-codes', { code: 'SPIN5', definitionId: d.id })).statusCode,
    ).toBe(409);

    const cookie = await oneClickPlayer(node.app, `10.116.0.${++ipSeq}`);
    const userId = await playerId(cookie);
    const res = await call('POST', '/web-api/bonuses/promo-codes/redeem', cookie, { code: 'Spin5' });
    expect(res.statusCode, res.body).toBe(200);
    const bonus = playerBonusViewSchema.parse(res.json());
    expect(bonus).toMatchObject({
      amountMinor: '500',
      wageringRequiredMinor: '5000',
      wageringProgressMinor: '0',
      progressPercent: 0,
      status: 'active',
      product: 'casino',
      expiresAt: new Date(NOW + 7 * 86_400_000).toISOString(),
    });

    const account = await bonusAccount(userId);
    expect(account?.balance).toBe(500n);
    expect(bonus.accountId).toBe(account?.id);
    const [txn] = await db()
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `bonus:grant:${bonus.id}`));
    const entries = await db()
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.txnId, txn?.id ?? -1n));
    expect(entries.map((e) => e.amount).sort()).toEqual([-500n, 500n]);
    expect(entries.find((e) => e.amount === 500n)?.accountId).toBe(account?.id);

    const again = await call('POST', '/web-api/bonuses/promo-codes/redeem', cookie, { code: 'SPIN5' });
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('promo_code_used');
    expect((await bonusAccount(userId))?.balance).toBe(500n);

    const mine = playerBonusesAnswerSchema.parse((await call('GET', '/web-api/bonuses', cookie)).json());
    expect(mine.bonuses.map((b) => b.id)).toEqual([bonus.id]);
    const report = await reconcileLedger(db());
    expect(report.mismatches).toEqual([]);
    expect(report.unbalancedCurrencies).toEqual([]);
  });

  it('concurrent redemptions by one player grant once; a limited code runs out', async () => {
    const d = await definition({ ...noDeposit, kind: 'free_bet', products: ['sport'], gameWeights: {}, minOdds: 1.5 });
    await admin('POST', '/admin-api/bonuses/promo-codes', { code: 'ONE-LEFT', definitionId: d.id, usesLeft: 1 });
    const cookie = await oneClickPlayer(node.app, `10.116.0.${++ipSeq}`);
    const results = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/web-api/bonuses/promo-codes/redeem', cookie, { code: 'one-left' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await bonusAccount(await playerId(cookie)))?.balance).toBe(500n);

    const other = await oneClickPlayer(node.app, `10.116.0.${++ipSeq}`);
    const res = await call('POST', '/web-api/bonuses/promo-codes/redeem', other, { code: 'ONE-LEFT' });
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe('promo_code_exhausted');
  });

  it('unknown codes are 404, malformed 400, deposit bonuses not redeemable by code, anonymous 401', async () => {
    const cookie = await oneClickPlayer(node.app, `10.116.0.${++ipSeq}`);
    expect((await call('POST', '/web-api/bonuses/promo-codes/redeem', cookie, { code: 'NOPE1' })).statusCode).toBe(404);
    expect((await call('POST', '/web-api/bonuses/promo-codes/redeem', cookie, { code: "x' or 1" })).statusCode).toBe(
      400,
    );
    const d = await definition({
      name: 'First deposit 100 %',
      kind: 'first_deposit',
      products: ['sport'],
      percent: 100,
      cap: '10000',
      wageringMultiplier: 5,
      minOdds: 1.5,
      validityDays: 30,
    });
    await admin('POST', '/admin-api/bonuses/promo-codes', { code: 'DEPO100', definitionId: d.id });
    const res = await call('POST', '/web-api/bonuses/promo-codes/redeem', cookie, { code: 'DEPO100' });
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe('promo_code_not_redeemable');
    expect((await call('POST', '/web-api/bonuses/promo-codes/redeem', undefined, { code: 'SPIN5' })).statusCode).toBe(
      401,
    );
    expect((await call('GET', '/web-api/bonuses')).statusCode).toBe(401);
  });

  it('eligibility: a verified-only code is refused to an unverified player', async () => {
    const d = await definition({
      ...noDeposit,
      eligibility: { countries: [], currencies: [], newPlayersOnly: false, verifiedOnly: true },
    });
    await admin('POST', '/admin-api/bonuses/promo-codes', { code: 'VERIFIED', definitionId: d.id });
    const cookie = await oneClickPlayer(node.app, `10.116.0.${++ipSeq}`);
    const res = await call('POST', '/web-api/bonuses/promo-codes/redeem', cookie, { code: 'VERIFIED' });
    expect(res.statusCode).toBe(400);
    expect(codeOf(res)).toBe('not_verified');
  });
});

describe('issue 16: promo codes are brute-force limited', () => {
  it('after 10 attempts in the window the 11th is refused with 429, even with a valid code', async () => {
    const d = await definition(noDeposit);
    await admin('POST', '/admin-api/bonuses/promo-codes', { code: 'LATE-OK', definitionId: d.id });
    const cookie = await oneClickPlayer(node.app, `10.116.0.${++ipSeq}`);
    for (let i = 0; i < 10; i++)
      expect(
        (await call('POST', '/web-api/bonuses/promo-codes/redeem', cookie, { code: `GUESS${i}` })).statusCode,
      ).toBe(404);
    const res = await call('POST', '/web-api/bonuses/promo-codes/redeem', cookie, { code: 'LATE-OK' });
    expect(res.statusCode).toBe(429);
    expect(codeOf(res)).toBe('promo_code_attempts');
    expect((await bonusAccount(await playerId(cookie)))?.balance).toBe(0n);
  });
});

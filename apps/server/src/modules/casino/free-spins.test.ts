import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { MULTIPLIER_SCALE, type InstantGame } from '@sb/casino';
import {
  ACCOUNT_TYPE,
  CASINO_API,
  casinoPlayAnswerSchema,
  FREE_SPINS_PATH,
  freeSpinsAnswerSchema,
  freeSpinsViewSchema,
  playerBonusesAnswerSchema,
} from '@sb/contracts';
import { buildApp, type App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { ledgerAccounts } from '../../db/schema';
import { ADMIN, XRW, openTestBus, openTestDatabase, testEnv, type TestDatabase } from '../../test/test-app';
import { BonusService } from '../bonuses';
import { reconcileLedger } from '../ledger';
import type { Studio } from './studio';
import { testStudio } from './test-studio';

/**
 * Issue 16 free spins: a free-spins definition (N spins at a fixed stake on one of our studio's
 * slots, expiry), granted by an operator; the player spins from the slot's page (the spin costs
 * nothing, the round says it is a free spin); after the last spin the winnings become a casino
 * bonus on the bonus account (wagering ≤ 10 × the winnings) through the ledger; expiry removes the
 * spins left and still grants what they won.
 */
const clock = Date.UTC(2026, 10, 24, 10, 0, 0);
let now = clock;
let tdb: TestDatabase;
let bus: EventBus;
let app: App;
let ip = 0;

/** A studio slot whose every spin pays 2 × the stake: the test knows the winnings. */
const doubleSlot: InstantGame = {
  kind: 'instant',
  info: {
    id: 'test-slot-double',
    name: 'Test Slot Double',
    category: 'slots',
    tags: ['test'],
    rtp: 2,
    volatility: 'low',
    rules: 'Test Slot Double: every spin pays twice the stake',
  },
  parse: () => ({ ok: true, value: {} }),
  play: (_p, floats) => ({ multiplier: 2 * MULTIPLIER_SCALE, result: { draw: floats.next() } }),
};
function studio(): Studio {
  const base = testStudio();
  const games = [...base.games, doubleSlot];
  return { ...base, games, gameById: (id) => games.find((g) => g.info.id === id) };
}

beforeAll(async () => {
  tdb = await openTestDatabase();
  bus = await openTestBus();
  app = await buildApp({ env: testEnv(), database: tdb.database, bus, now: () => now, casinoStudio: studio() });
  await app.app.ready();
});
afterAll(async () => {
  await app.app.close();
  await bus.close();
  await tdb.dispose();
});

const db = () => tdb.database.db;
const admin = (url: string, payload: object) => app.app.inject({ method: 'POST', url, headers: ADMIN, payload });
const terms = {
  name: 'Ten free spins',
  kind: 'free_spins',
  products: ['casino'],
  fixedAmount: '20',
  wageringMultiplier: 5,
  validityDays: 3,
  freeSpins: { count: 3, gameId: 'test-slot-double' },
};

async function player() {
  const reg = await app.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress: `10.122.${Math.floor(++ip / 250)}.${ip % 250}`,
    headers: XRW,
    payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
  });
  const sid = reg.cookies.find((c) => c.name === 'sid')?.value;
  if (!sid) throw new Error(reg.body);
  const userId = reg.json<{ user_id: number }>().user_id;
  await app.wallet.ensureAccounts(userId);
  const headers = { ...XRW, cookie: `sid=${sid}` };
  return {
    userId,
    post: (url: string, payload: object) => app.app.inject({ method: 'POST', url, headers, payload }),
    spin: (id: number, body: object = {}) =>
      app.app.inject({ method: 'POST', url: `${CASINO_API}/free-spins/${id}/spin`, headers, payload: body }),
    spins: async (gameId?: string) =>
      freeSpinsAnswerSchema.parse(
        (await app.app.inject({ url: `${FREE_SPINS_PATH}${gameId ? `?gameId=${gameId}` : ''}`, headers })).json(),
      ).freeSpins,
    bonuses: async () =>
      playerBonusesAnswerSchema.parse((await app.app.inject({ url: '/web-api/bonuses', headers })).json()).bonuses,
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

async function definition(extra: object = {}) {
  const res = await admin('/admin-api/bonuses/definitions', { ...terms, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number }>().id;
}
async function grant(userId: number, definitionId: number) {
  const res = await admin('/admin-api/bonuses/free-spins/grant', { userId, definitionId });
  expect(res.statusCode, res.body).toBe(200);
  return freeSpinsViewSchema.parse(res.json());
}
const sweep = () =>
  new BonusService({
    db: db(),
    now: () => now,
    ensureAccounts: async () => undefined,
    firstDepositChoice: async () => 0,
  }).expireDue();
const reconciled = async () => {
  const r = await reconcileLedger(db());
  expect(r.mismatches).toEqual([]);
  expect(r.unbalancedCurrencies).toEqual([]);
};
const codeOf = (res: { json: <T>() => T }) => res.json<{ errors: { code: string }[] }>().errors[0]?.code;

describe('issue 16 free spins: definitions are casino-only, on our slots, wagering ≤ 10 ×', () => {
  it('refuses a sport offer, a game that is not a studio slot, a stake the slot does not take, wagering above 10 ×, no spins', async () => {
    const refused = async (extra: object) =>
      codeOf(await admin('/admin-api/bonuses/definitions', { ...terms, ...extra }));
    expect(await refused({ products: ['sport'] })).toBe('mixed_products');
    expect(await refused({ freeSpins: { count: 3, gameId: 'test-dice' } })).toBe('free_spins_game_not_slot');
    expect(await refused({ freeSpins: { count: 3, gameId: 'no-such-game' } })).toBe('free_spins_game_not_slot');
    expect(await refused({ fixedAmount: '1' })).toBe('free_spins_stake_out_of_range');
    expect(await refused({ wageringMultiplier: 11 })).toBe('wagering_above_cap');
    expect(await refused({ freeSpins: null })).toBe('invalid_free_spins');
    expect(
      (await admin('/admin-api/bonuses/definitions', { ...terms, freeSpins: { count: 0, gameId: 'x' } })).statusCode,
    ).toBe(400);
    // Free spins are not listed among the public promotions (operators grant them).
    const promos = (await app.app.inject({ url: '/web-api/bonuses/promotions' })).json<{
      promotions?: { kind: string }[];
    }>();
    expect(JSON.stringify(promos)).not.toContain('free_spins');
  });
});

describe('issue 16 free spins: spins cost nothing; the winnings of all spins become a casino bonus', () => {
  it('three spins at 0.20 each paying 0.40: nothing debited, the rounds say free spin, then 1.20 lands on the bonus account with 5 × wagering', async () => {
    const id = await definition();
    const p = await player();
    const fs = await grant(p.userId, id);
    expect(fs).toMatchObject({
      spinsTotal: 3,
      spinsLeft: 3,
      spinStakeMinor: '20',
      gameId: 'test-slot-double',
      status: 'active',
    });
    expect((await p.spins('test-slot-double')).map((s) => s.spinsLeft)).toEqual([3]);
    // Unknown player or definition: 404, nothing granted.
    expect(
      (await admin('/admin-api/bonuses/free-spins/grant', { userId: 2_147_483_647, definitionId: id })).statusCode,
    ).toBe(404);
    expect(
      (await admin('/admin-api/bonuses/free-spins/grant', { userId: p.userId, definitionId: 2_147_483_647 }))
        .statusCode,
    ).toBe(404);
    expect((await p.spins()).length).toBe(1);
    expect(await p.spins('fruit-fiesta')).toEqual([]);
    for (const left of [2, 1]) {
      const res = await p.spin(fs.id);
      expect(res.statusCode, res.body).toBe(200);
      const answer = casinoPlayAnswerSchema.parse(res.json());
      expect(answer.round).toMatchObject({ freeSpin: true, totalStakeMinor: '0', stakeMinor: '20', payoutMinor: '40' });
      expect((await p.spins())[0]?.spinsLeft).toBe(left);
      // Nothing moved yet: the spin cost nothing and the winnings wait for the last spin.
      expect(await p.balances()).toEqual({ real: 0n, bonus: 0n });
    }
    // A retry of a spin (same round id) answers the same round and takes no spin.
    const roundId = '7d7b3c1e-0b7a-4a55-9a43-2f1f8d0f0c01';
    expect((await p.spin(fs.id, { roundId })).statusCode).toBe(200);
    const again = await p.spin(fs.id, { roundId });
    expect(again.json<{ replay: boolean }>().replay).toBe(true);
    expect(await p.spins()).toEqual([]);
    expect(await p.balances()).toEqual({ real: 0n, bonus: 120n });
    const [bonus] = await p.bonuses();
    expect(bonus).toMatchObject({
      kind: 'free_spins',
      product: 'casino',
      source: 'free_spins',
      amountMinor: '120',
      wageringRequiredMinor: '600',
      status: 'active',
    });
    // No spins left: refused, nothing changes.
    const used = await p.spin(fs.id);
    expect(used.statusCode).toBe(409);
    expect(codeOf(used)).toBe('free_spins_used');
    // Someone else's spins are not found.
    const other = await player();
    expect((await other.spin(fs.id)).statusCode).toBe(404);
    expect((await other.spin(2_147_483_647)).statusCode).toBe(404);
    expect((await other.spin(0)).statusCode).toBe(400);
    await reconciled();
  });

  it('expiry removes the spins left; what they won so far is still granted as the bonus', async () => {
    const id = await definition({ freeSpins: { count: 5, gameId: 'test-slot-double' } });
    const p = await player();
    const fs = await grant(p.userId, id);
    expect((await p.spin(fs.id)).statusCode).toBe(200);
    now = clock + 4 * 86_400_000;
    try {
      const late = await p.spin(fs.id);
      expect(late.statusCode).toBe(409);
      expect(codeOf(late)).toBe('free_spins_expired');
      expect(await p.spins()).toEqual([]);
      expect(await sweep()).toBeGreaterThanOrEqual(1);
      expect(await p.balances()).toEqual({ real: 0n, bonus: 40n });
      expect((await p.bonuses())[0]).toMatchObject({
        amountMinor: '40',
        wageringRequiredMinor: '200',
        status: 'active',
      });
      // A second sweep grants nothing more.
      await sweep();
      expect(await p.balances()).toEqual({ real: 0n, bonus: 40n });
    } finally {
      now = clock;
    }
    await reconciled();
  });
});

describe('issue 16 free spins by promo code: once per player, uses left, the shared brute-force limit', () => {
  it('a free-spins code grants the spins once; the check says so; another kind of code is refused here', async () => {
    const id = await definition();
    const code = `SPINS${id}`;
    expect((await admin('/admin-api/bonuses/promo-codes', { code, definitionId: id, usesLeft: 2 })).statusCode).toBe(
      200,
    );
    const p = await player();
    const check = async () =>
      (await p.post('/web-api/bonuses/promo-codes/check', { code })).json<{
        redeemable: boolean;
        reason: string | null;
      }>();
    expect(await check()).toMatchObject({ redeemable: true, reason: null });
    const first = await p.post(`${FREE_SPINS_PATH}/redeem`, { code: code.toLowerCase() });
    expect(first.statusCode, first.body).toBe(200);
    expect(freeSpinsViewSchema.parse(first.json())).toMatchObject({ spinsLeft: 3, gameId: 'test-slot-double' });
    expect(await check()).toMatchObject({ redeemable: false, reason: 'promo_code_used' });
    const again = await p.post(`${FREE_SPINS_PATH}/redeem`, { code });
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('promo_code_used');
    expect((await p.spins()).length).toBe(1);
    // Uses left: the second player takes the last use, the third finds none.
    expect((await (await player()).post(`${FREE_SPINS_PATH}/redeem`, { code })).statusCode).toBe(200);
    const third = await (await player()).post(`${FREE_SPINS_PATH}/redeem`, { code });
    expect(codeOf(third)).toBe('promo_code_exhausted');
    // Unknown code: 404; a code of another kind: 400, nothing granted.
    expect((await p.post(`${FREE_SPINS_PATH}/redeem`, { code: 'NOPE-NOPE' })).statusCode).toBe(404);
    const cash = await admin('/admin-api/bonuses/definitions', {
      name: 'Cash',
      kind: 'no_deposit',
      products: ['casino'],
      fixedAmount: '500',
      wageringMultiplier: 1,
      validityDays: 3,
    });
    const cashCode = `CASH${cash.json<{ id: number }>().id}`;
    await admin('/admin-api/bonuses/promo-codes', { code: cashCode, definitionId: cash.json<{ id: number }>().id });
    const other = await p.post(`${FREE_SPINS_PATH}/redeem`, { code: cashCode });
    expect(codeOf(other)).toBe('promo_code_not_free_spins');
    expect((await p.spins()).length).toBe(1);
  });

  it('the brute-force limit: more than 10 attempts in 10 minutes answer 429', async () => {
    const p = await player();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await p.post(`${FREE_SPINS_PATH}/redeem`, { code: `GUESS${i}X` })).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 404)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ACCOUNT_TYPE, playerBonusesAnswerSchema } from '@sb/contracts';
import { ledgerAccounts } from '../../db/schema';
import { ADMIN, XRW, oneClickPlayer, useTestApp } from '../../test/test-app';
import { reconcileLedger } from '../ledger';
import { BonusService } from './service';

const NOW = Date.UTC(2026, 10, 24, 9, 0, 0);
let clock = NOW;
const node = useTestApp({ now: () => clock });
const db = () => node.app.database.db;
let ipSeq = 0;

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  node.app.app.inject({ method, url, headers: { ...XRW, cookie }, ...(payload ? { payload } : {}) });
const playerId = async (cookie: string) =>
  (await call('GET', '/web-api/session', cookie)).json<{ user_id: number }>().user_id;
const service = () =>
  new BonusService({
    db: db(),
    now: () => clock,
    ensureAccounts: () => Promise.resolve(),
    firstDepositChoice: () => Promise.resolve(0),
  });

async function balances(userId: number) {
  const rows = await db()
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId)));
  const of = (type: number) => rows.find((r) => r.type === type)?.balance;
  return { main: of(ACCOUNT_TYPE.main), bonus: of(ACCOUNT_TYPE.bonus) };
}

/** A player holding a casino no-deposit bonus of 5.00 (10 ×, slots 100 %, roulette 10 %, max conversion 3.00). */
async function playerWithBonus(code: string) {
  const def = await node.app.app.inject({
    method: 'POST',
    url: '/admin-api/bonuses/definitions',
    headers: ADMIN,
    payload: {
      name: 'No deposit 5',
      kind: 'no_deposit',
      products: ['casino'],
      fixedAmount: '500',
      wageringMultiplier: 10,
      gameWeights: { slots: 100, roulette: 10 },
      defaultWeight: 0,
      validityDays: 7,
      maxConversion: '300',
    },
  });
  const definitionId = def.json<{ id: number }>().id;
  await node.app.app.inject({
    method: 'POST',
    url: '/admin-api/bonuses/promo-codes',
    headers: ADMIN,
    payload: { code, definitionId },
  });
  const cookie = await oneClickPlayer(node.app, `10.118.0.${++ipSeq}`);
  expect((await call('POST', '/web-api/bonuses/promo-codes/redeem', cookie, { code })).statusCode).toBe(200);
  return { cookie, userId: await playerId(cookie) };
}

const reconciled = async () => {
  const r = await reconcileLedger(db());
  expect(r.mismatches).toEqual([]);
  expect(r.unbalancedCurrencies).toEqual([]);
};

describe('issue 16 wagering: qualifying stakes move the progress; completion converts, capped', () => {
  it('casino stakes count by game weight, sport stakes not at all; on completion 3.00 converts, 2.00 goes back', async () => {
    const { cookie, userId } = await playerWithBonus('WAGER1');
    const bonuses = service();
    expect(await bonuses.recordStake(userId, { product: 'casino', stake: 3_000n, gameType: 'slots' })).toBe(0n);
    expect(await bonuses.recordStake(userId, { product: 'casino', stake: 10_000n, gameType: 'roulette' })).toBe(0n);
    expect(await bonuses.recordStake(userId, { product: 'sport', stake: 50_000n, odds: 3 })).toBe(0n);
    expect(await bonuses.recordStake(userId, { product: 'casino', stake: 9_999n, gameType: 'dice' })).toBe(0n);
    let mine = playerBonusesAnswerSchema.parse((await call('GET', '/web-api/bonuses', cookie)).json()).bonuses;
    expect(mine[0]).toMatchObject({ wageringProgressMinor: '4000', progressPercent: 80, status: 'active' });

    expect(await bonuses.recordStake(userId, { product: 'casino', stake: 2_000n, gameId: 'slots' })).toBe(300n);
    mine = playerBonusesAnswerSchema.parse((await call('GET', '/web-api/bonuses', cookie)).json()).bonuses;
    expect(mine[0]).toMatchObject({ wageringProgressMinor: '5000', progressPercent: 100, status: 'completed' });
    expect(await balances(userId)).toEqual({ main: 300n, bonus: 0n });
    // A completed bonus converts once: further stakes move nothing.
    expect(await bonuses.recordStake(userId, { product: 'casino', stake: 9_000n, gameType: 'slots' })).toBe(0n);
    expect(await balances(userId)).toEqual({ main: 300n, bonus: 0n });
    await reconciled();
  });

  it('expiry (injected clock): before the day nothing; at expiry the bonus money leaves the bonus account', async () => {
    const { cookie, userId } = await playerWithBonus('EXPIRE1');
    const bonuses = service();
    clock = NOW + 7 * 86_400_000 - 1;
    expect(await bonuses.expireDue()).toBe(0);
    clock = NOW + 7 * 86_400_000;
    expect(await bonuses.expireDue()).toBeGreaterThanOrEqual(1);
    expect(await balances(userId)).toEqual({ main: 0n, bonus: 0n });
    const mine = playerBonusesAnswerSchema.parse((await call('GET', '/web-api/bonuses', cookie)).json()).bonuses;
    expect(mine[0]?.status).toBe('expired');
    expect(await bonuses.expireDue()).toBe(0);
    await reconciled();
    clock = NOW;
  });
});

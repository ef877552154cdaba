import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ACCOUNT_TYPE, OFFICE_SAVE_SETTING_PATH, playerBonusesAnswerSchema } from '@sb/contracts';
import { ledgerAccounts } from '../../db/schema';
import { ADMIN, XRW, oneClickPlayer, useTestApp } from '../../test/test-app';
import { reconcileLedger } from '../ledger';

const NOW = Date.UTC(2026, 10, 24, 9, 0, 0);
const node = useTestApp({ now: () => NOW });
const db = () => node.app.database.db;
let ipSeq = 0;

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  node.app.app.inject({ method, url, headers: { ...XRW, cookie }, ...(payload ? { payload } : {}) });
const playerId = async (cookie: string) =>
  (await call('GET', '/web-api/session', cookie)).json<{ user_id: number }>().user_id;

async function balances(userId: number) {
  const rows = await db()
    .select()
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId)));
  const of = (type: number) => rows.find((r) => r.type === type)?.balance;
  return { main: of(ACCOUNT_TYPE.main), bonus: of(ACCOUNT_TYPE.bonus), mainId: rows.find((r) => r.type === 0)?.id };
}

/** A deposit the provider confirms (the wallet's own settle path, as the webhook calls it). */
async function deposit(cookie: string, amount: number) {
  const userId = await playerId(cookie);
  await call('GET', '/web-api/user/accounts', cookie);
  const { mainId } = await balances(userId);
  const start = await call('POST', '/web-api/payments/deposits', cookie, {
    accountId: mainId,
    methodId: 'sandbox-card',
    amount,
    lng: 'en',
  });
  expect(start.statusCode, start.body).toBe(200);
  const { paymentId } = start.json<{ paymentId: string }>();
  await node.app.wallet.settleDeposit(paymentId, 'success', BigInt(amount), 'USD', `ref-${paymentId}`);
}

async function player(choice: number) {
  const cookie = await oneClickPlayer(node.app, `10.117.0.${++ipSeq}`);
  const saved = await call('POST', OFFICE_SAVE_SETTING_PATH, cookie, { id: 'first_deposit_bonus_type', value: choice });
  expect(saved.statusCode, saved.body).toBeLessThan(300);
  return cookie;
}

describe('issue 16, spec §3 bonus types: the first deposit grants the first-deposit bonus the player chose', () => {
  // A sport and a casino first-deposit definition: 100 % up to 100.00, wagering 5 ×.
  beforeAll(async () => {
    for (const [product, extra] of [
      ['sport', { minOdds: 1.5 }],
      ['casino', { gameWeights: { slots: 100 } }],
    ] as const) {
      const res = await node.app.app.inject({
        method: 'POST',
        url: '/admin-api/bonuses/definitions',
        headers: ADMIN,
        payload: {
          name: `First deposit ${product}`,
          kind: 'first_deposit',
          products: [product],
          percent: 100,
          cap: '10000',
          wageringMultiplier: 5,
          validityDays: 30,
          ...extra,
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('choice 2 (casino): the first deposit grants 100 % into the bonus account; the second grants nothing', async () => {
    const cookie = await player(2);
    const userId = await playerId(cookie);
    await deposit(cookie, 2_500);
    expect(await balances(userId)).toMatchObject({ main: 2_500n, bonus: 2_500n });
    const mine = playerBonusesAnswerSchema.parse((await call('GET', '/web-api/bonuses', cookie)).json());
    expect(mine.bonuses).toHaveLength(1);
    expect(mine.bonuses[0]).toMatchObject({
      product: 'casino',
      source: 'first_deposit',
      amountMinor: '2500',
      wageringRequiredMinor: '12500',
    });
    await deposit(cookie, 50_000);
    expect(await balances(userId)).toMatchObject({ main: 52_500n, bonus: 2_500n });
    const report = await reconcileLedger(db());
    expect(report.mismatches).toEqual([]);
    expect(report.unbalancedCurrencies).toEqual([]);
  });

  it('the cap holds: a large first deposit with choice 1 (sport) grants 100.00 of sport bonus', async () => {
    const cookie = await player(1);
    await deposit(cookie, 50_000);
    expect(await balances(await playerId(cookie))).toMatchObject({ main: 50_000n, bonus: 10_000n });
    const mine = playerBonusesAnswerSchema.parse((await call('GET', '/web-api/bonuses', cookie)).json());
    expect(mine.bonuses[0]).toMatchObject({ product: 'sport', amountMinor: '10000' });
  });

  it('choice 0 (refuse bonuses): no bonus', async () => {
    const cookie = await player(0);
    await deposit(cookie, 2_500);
    expect(await balances(await playerId(cookie))).toMatchObject({ main: 2_500n, bonus: 0n });
    expect((await call('GET', '/web-api/bonuses', cookie)).json()).toEqual({ bonuses: [] });
  });
});

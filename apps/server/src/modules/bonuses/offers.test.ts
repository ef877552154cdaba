import { beforeAll, describe, expect, it } from 'vitest';
import {
  BONUS_OFFERS_PATH,
  bonusOffersAnswerSchema,
  OFFICE_SAVE_SETTING_PATH,
  PROMO_CHECK_PATH,
  PROMO_REDEEM_PATH,
  promoCheckAnswerSchema,
  PROMOTIONS_PATH,
  promotionsAnswerSchema,
} from '@sb/contracts';
import { ADMIN, XRW, oneClickPlayer, useTestApp } from '../../test/test-app';

/** Issue 16: the office bonus pages' calls — offers (office/bonuses/deposit), promotions, the promo code check. */
const NOW = Date.UTC(2026, 10, 24, 9, 0, 0);
const node = useTestApp({ now: () => NOW });
let ipSeq = 0;

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  node.app.app.inject({ method, url, headers: { ...XRW, cookie }, ...(payload ? { payload } : {}) });

async function define(payload: object): Promise<number> {
  const res = await node.app.app.inject({
    method: 'POST',
    url: '/admin-api/bonuses/definitions',
    headers: ADMIN,
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number }>().id;
}

describe('issue 16 office bonus calls', () => {
  let freeBet = 0;
  let deposit = 0;
  beforeAll(async () => {
    deposit = await define({
      name: 'Welcome sport 100 %',
      kind: 'first_deposit',
      products: ['sport'],
      percent: 100,
      cap: '10000',
      wageringMultiplier: 5,
      minOdds: 1.5,
      validityDays: 30,
    });
    freeBet = await define({
      name: 'Free bet 5',
      kind: 'free_bet',
      products: ['sport'],
      fixedAmount: '500',
      wageringMultiplier: 1,
      validityDays: 7,
    });
    for (const [code, definitionId] of [
      ['CHECKME', freeBet],
      ['DEPOSITONLY', deposit],
    ] as const)
      await node.app.app.inject({
        method: 'POST',
        url: '/admin-api/bonuses/promo-codes',
        headers: ADMIN,
        payload: { code, definitionId },
      });
  });

  it('promotions are public and list the active definitions with their terms', async () => {
    const res = await node.app.app.inject({ url: PROMOTIONS_PATH });
    expect(res.statusCode).toBe(200);
    const names = promotionsAnswerSchema.parse(res.json()).promotions.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Welcome sport 100 %', 'Free bet 5']));
  });

  it('§3 bonus types: offers show the player choice, the first-deposit offers and no bonus before a deposit; login required', async () => {
    expect((await node.app.app.inject({ url: BONUS_OFFERS_PATH, headers: XRW })).statusCode).toBe(401);
    const cookie = await oneClickPlayer(node.app, `10.121.0.${++ipSeq}`);
    await call('POST', OFFICE_SAVE_SETTING_PATH, cookie, { id: 'first_deposit_bonus_type', value: 1 });
    const offers = bonusOffersAnswerSchema.parse((await call('GET', BONUS_OFFERS_PATH, cookie)).json());
    expect(offers.choice).toBe(1);
    expect(offers.hasDeposit).toBe(false);
    expect(offers.firstDepositBonus).toBeNull();
    expect(offers.offers.map((o) => o.id)).toContain(deposit);
    expect(offers.offers.every((o) => o.kind === 'first_deposit')).toBe(true);
  });

  it('promo code check: what it grants and whether it is redeemable; used after redeeming; 404 unknown, 400 malformed', async () => {
    const cookie = await oneClickPlayer(node.app, `10.121.0.${++ipSeq}`);
    const first = promoCheckAnswerSchema.parse(
      (await call('POST', PROMO_CHECK_PATH, cookie, { code: 'checkme' })).json(),
    );
    expect(first).toMatchObject({ code: 'CHECKME', redeemable: true, reason: null });
    expect(first.offer).toMatchObject({ kind: 'free_bet', fixedAmountMinor: '500' });
    expect((await call('POST', PROMO_REDEEM_PATH, cookie, { code: 'CHECKME' })).statusCode).toBe(200);
    const again = promoCheckAnswerSchema.parse(
      (await call('POST', PROMO_CHECK_PATH, cookie, { code: 'CHECKME' })).json(),
    );
    expect(again).toMatchObject({ redeemable: false, reason: 'promo_code_used' });
    const dep = promoCheckAnswerSchema.parse(
      (await call('POST', PROMO_CHECK_PATH, cookie, { code: 'DEPOSITONLY' })).json(),
    );
    expect(dep).toMatchObject({ redeemable: false, reason: 'promo_code_not_redeemable' });
    expect((await call('POST', PROMO_CHECK_PATH, cookie, { code: 'NOSUCHCODE' })).statusCode).toBe(404);
    expect((await call('POST', PROMO_CHECK_PATH, cookie, { code: 'a b' })).statusCode).toBe(400);
    expect((await call('POST', PROMO_CHECK_PATH, cookie, {})).statusCode).toBe(400);
  });
});

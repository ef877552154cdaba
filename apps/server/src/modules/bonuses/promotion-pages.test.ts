import { beforeAll, describe, expect, it } from 'vitest';
import {
  bonusDefinitionViewSchema,
  landingAnswerSchema,
  landingPath,
  PROMO_REDEEM_PATH,
  promotionTermsPath,
} from '@sb/contracts';
import { ADMIN, XRW, oneClickPlayer, useTestApp } from '../../test/test-app';
import { LANDING_LOOKUPS } from './promotion-pages';

/** Issue 16 promotion pages (spec §2 bonus-offer/{id}/{rules|games}, landing-page/{landingId}): their public reads. */
const NOW = Date.UTC(2026, 10, 24, 9, 0, 0);
const node = useTestApp({ now: () => NOW });

async function admin(url: string, payload: object): Promise<number> {
  const res = await node.app.app.inject({ method: 'POST', url, headers: ADMIN, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number }>().id;
}
const get = (url: string, remoteAddress = '10.131.0.1') => node.app.app.inject({ url, remoteAddress });

describe('issue 16 promotion pages: public reads', () => {
  let casino = 0;
  beforeAll(async () => {
    casino = await admin('/admin-api/bonuses/definitions', {
      name: 'Casino 50 free',
      kind: 'no_deposit',
      products: ['casino'],
      fixedAmount: '5000',
      wageringMultiplier: 8,
      gameWeights: { slots: 100, roulette: 10, 'game-7': 0 },
      defaultWeight: 50,
      eligibility: { countries: [], currencies: ['EUR', 'USD'], newPlayersOnly: true, verifiedOnly: false },
      validityDays: 14,
      maxConversion: '10000',
    });
    await admin('/admin-api/bonuses/promo-codes', { code: 'SUMMER26', definitionId: casino });
    await admin('/admin-api/bonuses/promo-codes', { code: 'ONCEONLY', definitionId: casino, usesLeft: 1 });
  });

  it('bonus-offer rules and games: an active promotion answers its weights, default weight and eligibility', async () => {
    const res = await get(promotionTermsPath(casino));
    expect(res.statusCode, res.body).toBe(200);
    const terms = bonusDefinitionViewSchema.parse(res.json());
    expect(terms).toMatchObject({
      id: casino,
      product: 'casino',
      wageringMultiplier: 8,
      gameWeights: { slots: 100, roulette: 10, 'game-7': 0 },
      defaultWeight: 50,
      maxConversionMinor: '10000',
      eligibility: { currencies: ['EUR', 'USD'], newPlayersOnly: true },
    });
  });

  it('an unknown promotion is a 404, a malformed or out-of-range id a 400', async () => {
    expect((await get(promotionTermsPath(casino + 1000))).statusCode).toBe(404);
    expect((await get('/web-api/bonuses/promotions/abc')).statusCode).toBe(400);
    expect((await get('/web-api/bonuses/promotions/0')).statusCode).toBe(400);
    expect((await get('/web-api/bonuses/promotions/2147483648')).statusCode).toBe(400);
  });

  it('spec §2 landing-page/{landingId}: landing-<code> answers the code (case-insensitive) and its promotion', async () => {
    const res = await get(landingPath('landing-summer26'));
    expect(res.statusCode, res.body).toBe(200);
    const answer = landingAnswerSchema.parse(res.json());
    expect(answer).toMatchObject({ landingId: 'landing-summer26', code: 'SUMMER26' });
    expect(answer.promotion.id).toBe(casino);
  });

  it('a landing id without the landing- prefix, an unknown code or a code without uses left is a 404', async () => {
    expect((await get(landingPath('summer26'))).statusCode).toBe(404);
    expect((await get(landingPath('landing-nosuch'))).statusCode).toBe(404);
    expect((await get(landingPath('landing-a b'))).statusCode).toBe(404);
    expect((await get(landingPath('landing-onceonly'))).statusCode).toBe(200);
    const cookie = await oneClickPlayer(node.app, '10.131.1.1', 'EUR');
    const redeemed = await node.app.app.inject({
      method: 'POST',
      url: PROMO_REDEEM_PATH,
      headers: { ...XRW, cookie },
      payload: { code: 'ONCEONLY' },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect((await get(landingPath('landing-onceonly'))).statusCode).toBe(404);
  });

  it('issue 16 brute force: an address may look up only LANDING_LOOKUPS landings per window (429), others still may', async () => {
    const ip = '10.131.2.1';
    for (let i = 0; i < LANDING_LOOKUPS; i++)
      expect((await get(landingPath(`landing-guess${i}`), ip)).statusCode).toBe(404);
    const limited = await get(landingPath('landing-summer26'), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ errors: [{ code: 'landing_attempts' }] });
    expect((await get(landingPath('landing-summer26'), '10.131.2.2')).statusCode).toBe(200);
  });
});

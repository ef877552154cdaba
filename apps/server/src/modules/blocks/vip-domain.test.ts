import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blockAnswerSchema, MAIN_VIP_DOMAIN_OFF, type MainVipDomainRule } from '@sb/contracts';
import type { App } from '../../app';
import type { EventBus } from '../../bus/bus';
import {
  ADMIN,
  XRW,
  oneClickPlayer,
  openTestBus,
  openTestDatabase,
  startTestApp,
  testEnv,
  type TestDatabase,
} from '../../test/test-app';
import { DEFAULT_CONFIG } from '../config';
import { isVipPlayer, mainVipDomainAnswer, type VipFacts } from './vip-domain';

const rule: MainVipDomainRule = { url: 'https://vip.example.com', countries: ['hr', 'si'], minLevel: 'gold' };
const vip: VipFacts = { level: 'gold', hasManager: false };
const bronze: VipFacts = { level: 'bronze', hasManager: false };

describe('spec §6 VIP main-domain authentication by geo (blocks vip-domain.ts)', () => {
  it('§6 VIP: a personal manager, or a club level at least the rule’s', () => {
    expect(isVipPlayer(vip, 'gold')).toBe(true);
    expect(isVipPlayer({ level: 'platinum', hasManager: false }, 'gold')).toBe(true);
    expect(isVipPlayer({ level: 'silver', hasManager: false }, 'gold')).toBe(false);
    expect(isVipPlayer({ level: 'bronze', hasManager: true }, 'platinum')).toBe(true);
  });

  it('§6 mainVipDomainAuthNeed: a VIP player from a listed country, not on the main VIP domain', () => {
    const here = { origin: 'https://bet.example.com', country: 'hr' };
    expect(mainVipDomainAnswer(rule, here, vip)).toEqual({
      mainVipDomainAuthNeed: true,
      mainVipDomainUrl: 'https://vip.example.com',
    });
    // Not VIP, another country, no country at all, a guest, already there, the rule off.
    expect(mainVipDomainAnswer(rule, here, bronze).mainVipDomainAuthNeed).toBe(false);
    expect(mainVipDomainAnswer(rule, { ...here, country: 'de' }, vip).mainVipDomainAuthNeed).toBe(false);
    expect(mainVipDomainAnswer(rule, { ...here, country: undefined }, vip).mainVipDomainAuthNeed).toBe(false);
    expect(mainVipDomainAnswer(rule, here, null).mainVipDomainAuthNeed).toBe(false);
    expect(
      mainVipDomainAnswer(rule, { ...here, origin: 'https://VIP.example.com:443' }, vip).mainVipDomainAuthNeed,
    ).toBe(false);
    expect(mainVipDomainAnswer(MAIN_VIP_DOMAIN_OFF, here, vip)).toEqual({
      mainVipDomainAuthNeed: false,
      mainVipDomainUrl: null,
    });
  });
});

let tdb: TestDatabase;
let bus: EventBus;
let app: App;
let ip = 0;

beforeAll(async () => {
  tdb = await openTestDatabase();
  bus = await openTestBus();
  app = await startTestApp(tdb.database, bus, testEnv({ GEO_COUNTRY_HEADER: 'X-Geo' }));
});
afterAll(async () => {
  await app.app.close();
  await bus.close();
  await tdb.dispose();
});
beforeEach(async () => {
  await app.config.setGroup('blocks', DEFAULT_CONFIG.blocks, 'test-reset');
});

const LIGHT = '/blocks-api/api/v1/block/light';
const light = async (query: string, headers: Record<string, string> = {}) => {
  const res = await app.app.inject({ url: `${LIGHT}?${query}`, headers: { ...XRW, ...headers } });
  expect(res.statusCode, res.body).toBe(200);
  return blockAnswerSchema.parse(res.json());
};
const admin = (method: 'POST' | 'PUT', url: string, payload: object) =>
  app.app.inject({ method, url, headers: ADMIN, payload });

/** A player with a personal manager (operators name VIPs so, spec §2 office/manager). */
async function vipPlayer(): Promise<string> {
  const cookie = await oneClickPlayer(app, `10.98.0.${++ip}`, 'EUR');
  const userId = (await app.app.inject({ url: '/web-api/session', headers: { ...XRW, cookie } })).json<{
    user_id: number;
  }>().user_id;
  const consultant = await admin('POST', '/admin-api/support/consultants', {
    name: 'Vera',
    languages: ['en'],
    online: false,
  });
  expect(consultant.statusCode, consultant.body).toBe(201);
  const assigned = await admin('PUT', `/admin-api/support/managers/${userId}`, {
    consultantId: consultant.json<{ id: number }>().id,
  });
  expect(assigned.statusCode, assigned.body).toBe(204);
  return cookie;
}

describe('spec §7 GET block/light with mainVipDomainAuthNeed (§6 VIP main-domain authentication by geo)', () => {
  it('§7 block/light mainVipDomainAuthNeed: answered only when asked; true for a VIP player of a listed country', async () => {
    await app.config.setGroup('blocks', { ...DEFAULT_CONFIG.blocks, mainVipDomain: rule }, 'test');
    const cookie = await vipPlayer();
    // Not asked: the §3 Block response as before.
    expect(await light('stage=main&auth=1', { cookie, 'x-geo': 'HR' })).toEqual({
      displayTypeId: 0,
      templateTypeId: null,
    });
    expect(await light('stage=main&auth=1&mainVipDomainAuthNeed=1', { cookie, 'x-geo': 'HR' })).toEqual({
      displayTypeId: 0,
      templateTypeId: null,
      mainVipDomainAuthNeed: true,
      mainVipDomainUrl: 'https://vip.example.com',
    });
    // Another country, a guest, a player who is not VIP: not needed.
    const asked = 'mainVipDomainAuthNeed=true';
    expect((await light(asked, { cookie, 'x-geo': 'DE' })).mainVipDomainAuthNeed).toBe(false);
    expect((await light(asked, { 'x-geo': 'HR' })).mainVipDomainAuthNeed).toBe(false);
    const plain = await oneClickPlayer(app, `10.98.1.${++ip}`, 'EUR');
    expect((await light(asked, { cookie: plain, 'x-geo': 'HR' })).mainVipDomainAuthNeed).toBe(false);
  });

  it('§7 block/light mainVipDomainAuthNeed: false on the main VIP domain itself and while the rule is off', async () => {
    const cookie = await vipPlayer();
    expect((await light('mainVipDomainAuthNeed=1', { cookie, 'x-geo': 'HR' })).mainVipDomainAuthNeed).toBe(false);
    const here = { ...rule, url: 'http://localhost' };
    await app.config.setGroup('blocks', { ...DEFAULT_CONFIG.blocks, mainVipDomain: here }, 'test');
    expect((await light('mainVipDomainAuthNeed=1', { cookie, 'x-geo': 'HR' })).mainVipDomainAuthNeed).toBe(false);
  });

  it('§7 block/light: a bad flag is a 400; the rule refuses a URL with a path; a group stored without the rule reads as off', async () => {
    const bad = await app.app.inject({ url: `${LIGHT}?mainVipDomainAuthNeed=yes`, headers: XRW });
    expect(bad.statusCode).toBe(400);
    await expect(
      app.config.setGroup(
        'blocks',
        { ...DEFAULT_CONFIG.blocks, mainVipDomain: { ...rule, url: 'https://a.b/x' } },
        't',
      ),
    ).rejects.toThrow();
    const { rules, geoOffToken } = DEFAULT_CONFIG.blocks;
    await app.config.setGroup('blocks', { rules, geoOffToken }, 'older release');
    expect((await app.config.groups()).blocks.mainVipDomain).toEqual(MAIN_VIP_DOMAIN_OFF);
  });
});

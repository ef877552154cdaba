import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REFERRAL_TAGS_PATH } from '@sb/contracts';
import { referrals } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { refBrowser, type Reply } from './test-support';

const NOW = Date.UTC(2026, 10, 24, 9, 0, 0);
const node = useTestApp({ now: () => NOW });
const db = () => node.app.database.db;
const DAY = 86_400;
let ipSeq = 0;

const browser = () => refBrowser(node.app, `10.116.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`);

const lifetimes = (res: Reply) => Object.fromEntries(res.cookies.map((c) => [c.name, c.maxAge]));
const row = async (friendId: number) =>
  (await db().select().from(referrals).where(eq(referrals.friendUserId, friendId)))[0];

describe('spec §4 referral-tag step on a page load (SSR): spec §9 referral cookie lifetimes', () => {
  it.each([
    ['refererid 60 days', '/en?refererid=5', { refererid: 60 * DAY }],
    ['bf_id 1 day', '/en?bf_id=5', { bf_id: DAY }],
    ['reflinkid 60 days (btag, tag, qtag)', '/en/slots?btag=b_1', { reflinkid: 60 * DAY }],
    [
      'ref_partner_id 30 days with click_id, utm_source, aip',
      '/en?click_id=c1&utm_source=m&aip=9',
      { ref_partner_id: 30 * DAY },
    ],
    ['ref_partner_id 60 days with affid and a tag', '/en?affid=9&qtag=q', { ref_partner_id: 60 * DAY }],
    ['postback watcher 30 days with pb', '/en?tag=t&pb=p1', { postback_watcher: 30 * DAY }],
    ['postback watcher 4 seconds without pb', '/en?tag=t', { postback_watcher: 4 }],
    ['subid 60 days', '/en?subid=s1', { subid: 60 * DAY }],
    ['default lifetime 86400 s (referral_values)', '/en?subid=s1', { referral_values: DAY }],
  ])('%s', async (_rule, url, expected) => {
    const res = await browser().get(url);
    expect(res.statusCode).toBe(200);
    expect(lifetimes(res)).toMatchObject(expected);
  });

  it('reflinkid 1 hour in the short-lived case: the visitor is logged in', async () => {
    const b = browser();
    await b.register();
    expect(lifetimes(await b.get('/en?tag=t1'))).toMatchObject({ reflinkid: 3_600 });
  });

  it('a tag survives the language redirect; a page without tags sets no referral cookie', async () => {
    const redirected = await browser().get('/?bf_id=7');
    expect(redirected.statusCode).toBe(302);
    expect(lifetimes(redirected)).toMatchObject({ bf_id: DAY });
    expect(Object.keys(lifetimes(await browser().get('/en?page=2')))).toEqual(['lng']);
  });

  it('client-side navigation: POST referral tags sets the same cookies; bad input is a 400', async () => {
    const b = browser();
    const res = await b.post(REFERRAL_TAGS_PATH, { search: '?bf_id=12&subid=x' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ cookies: ['bf_id', 'subid', 'referral_values', 'postback_watcher'] });
    expect(lifetimes(res)).toMatchObject({ bf_id: DAY, subid: 60 * DAY });
    expect((await b.post(REFERRAL_TAGS_PATH, { search: 'x'.repeat(2049) })).statusCode).toBe(400);
    expect((await b.post(REFERRAL_TAGS_PATH, { search: 5 })).statusCode).toBe(400);
  });
});

describe('issue 16 attribution at registration (spec §9 referral cookies, §3 user_ref_id)', () => {
  it('bf_id: the new player is the referrer’s friend; user_ref_id names the referrer', async () => {
    const referrer = browser();
    const referrerId = await referrer.register();
    const friend = browser();
    await friend.get(`/en?bf_id=${referrerId}`);
    const friendId = await friend.register();
    expect(await row(friendId)).toMatchObject({ referrerUserId: referrerId, via: 'bf_id' });
    expect((await friend.userConfig())['user_ref_id']).toBe(referrerId);
    expect((await referrer.userConfig())['user_ref_id']).toBeNull();
  });

  it('refererid names the referrer when no bf_id came; bf_id wins over refererid', async () => {
    const a = await browser().register();
    const b = await browser().register();
    const one = browser();
    await one.get(`/en?refererid=${a}`);
    expect(await row(await one.register())).toMatchObject({ referrerUserId: a, via: 'refererid' });
    const two = browser();
    await two.get(`/en?refererid=${a}&bf_id=${b}`);
    expect(await row(await two.register())).toMatchObject({ referrerUserId: b, via: 'bf_id' });
  });

  it('partner tags are stored (reflinkid with its tag name, ref_partner_id with click_id and utm_source, subid)', async () => {
    const click = browser();
    await click.get('/en?click_id=c77&utm_source=mail&aip=p9&subid=s-2');
    expect(await row(await click.register())).toMatchObject({
      referrerUserId: null,
      refPartnerId: 'p9',
      clickId: 'c77',
      utmSource: 'mail',
      subId: 's-2',
    });
    const aff = browser();
    await aff.get('/en?affid=a1&btag=d_38m_15c_');
    expect(await row(await aff.register())).toMatchObject({
      refPartnerId: 'a1',
      reflinkId: 'd_38m_15c_',
      tagName: 'btag',
    });
  });

  it('a referrer that does not exist and self-referral (registering from the referrer’s own session) are ignored', async () => {
    const ghost = browser();
    await ghost.get('/en?bf_id=2147483000');
    const ghostId = await ghost.register();
    expect(await row(ghostId)).toBeUndefined();
    expect((await ghost.userConfig())['user_ref_id']).toBeNull();

    const self = browser();
    const selfId = await self.register();
    await self.get(`/en?bf_id=${selfId}&subid=own`);
    const second = await self.register();
    expect(await row(second)).toMatchObject({ referrerUserId: null, subId: 'own' });
  });

  it('no referral cookie: nothing is stored', async () => {
    expect(await row(await browser().register())).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ACCOUNT_TYPE } from '@sb/contracts';
import { ledgerAccounts, playerBonuses, referrals } from '../../db/schema';
import { useTestApp, XRW } from '../../test/test-app';
import { ReferralService } from './service';
import { refBrowser, type RefBrowser } from './test-support';

/** Issue 25 §9: no bring-a-friend reward for one person's second account, nor before the friend's own play. */
const NOW = Date.UTC(2026, 11, 2, 9, 0, 0);
const node = useTestApp({ now: () => NOW });
const db = () => node.app.database.db;
let ipSeq = 0;
const nextIp = () => `10.119.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`;
const service = () =>
  new ReferralService({ db: db(), now: () => NOW, ensureAccounts: (id) => node.app.wallet.ensureAccounts(id) });

async function deposit(b: RefBrowser, userId: number, amount: number): Promise<void> {
  await b.get('/web-api/user/accounts');
  const [main] = await db()
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.type, ACCOUNT_TYPE.main)));
  const start = await b.post('/web-api/payments/deposits', { accountId: main?.id, methodId: 'sandbox-card', amount });
  expect(start.statusCode, start.body).toBe(200);
  const { paymentId } = start.json<{ paymentId: string }>();
  await node.app.wallet.settleDeposit(paymentId, 'success', BigInt(amount), 'USD', `ref-${paymentId}`);
}
const rewardsOf = (userId: number) =>
  db()
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.userId, userId), eq(playerBonuses.source, 'referral')));
const refusalOf = async (friendId: number) =>
  (await db().select().from(referrals).where(eq(referrals.friendUserId, friendId)))[0]?.refusedReason;

/** A fingerprint token of one device (spec §3 Fingerprint record): the same components, the same device. */
async function fingerprint(components: Record<string, string>): Promise<string> {
  const res = await node.app.app.inject({
    method: 'POST',
    url: '/web-api/fingerprint',
    headers: XRW,
    payload: { componentsData: components },
  });
  return res.json<{ token: string }>().token;
}

/** One-click registration with a device's fingerprint; the browser keeps the session. */
async function registerOn(b: RefBrowser, ip: string, fp: string): Promise<number> {
  const cookie = [...b.jar].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('; ');
  const res = await node.app.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress: ip,
    headers: { ...XRW, cookie, 'x-fingerprint-token': fp },
    payload: { type: 'one_click', currency: 'USD', bonusType: 0, termsAccepted: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  for (const c of res.cookies) b.jar.set(c.name, c.value);
  return res.json<{ user_id: number }>().user_id;
}

describe('issue 25 §9: self-referral — rewards refused across accounts that share an address or a device', () => {
  it('a second account from the same address with the first one’s bf_id: refused (shared_ip), shown as not eligible, nothing paid', async () => {
    const ip = nextIp();
    const referrer = refBrowser(node.app, ip);
    const referrerId = await referrer.register();
    // The same address, another browser (the bf_id cookie from the link), as in the report.
    const friend = refBrowser(node.app, ip);
    await friend.get(`/en?bf_id=${referrerId}`);
    const friendId = await friend.register();
    await deposit(friend, friendId, 1_000);
    await friend.playReal(1_000);
    expect(await service().settleWaiting()).toBe(0);
    expect(await refusalOf(friendId)).toBe('shared_ip');
    expect(await rewardsOf(referrerId)).toEqual([]);
    expect((await referrer.bringFriend()).friends).toEqual([expect.objectContaining({ status: 'not_eligible' })]);
    // Refused for good: later deposits and sweeps pay nothing.
    await deposit(friend, friendId, 5_000);
    await service().settleWaiting();
    expect(await rewardsOf(referrerId)).toEqual([]);
  });

  it('another address but the same device (fingerprint): refused (shared_device)', async () => {
    const device = await fingerprint({ tz: 'Europe/Lisbon', screen: '390x844', lang: 'pt' });
    const referrer = refBrowser(node.app, nextIp());
    const referrerId = await registerOn(referrer, nextIp(), device);
    const friendIp = nextIp();
    const friend = refBrowser(node.app, friendIp);
    await friend.get(`/en?bf_id=${referrerId}`);
    const friendId = await registerOn(friend, friendIp, device);
    await deposit(friend, friendId, 1_000);
    await friend.playReal(1_000);
    await service().settleWaiting();
    expect(await refusalOf(friendId)).toBe('shared_device');
    expect(await rewardsOf(referrerId)).toEqual([]);
  });

  it('a real friend (own address and device) is paid only after playing with their own money', async () => {
    const referrer = refBrowser(node.app, nextIp());
    const referrerId = await registerOn(referrer, nextIp(), await fingerprint({ tz: 'Europe/Berlin', screen: 'a' }));
    const friendIp = nextIp();
    const friend = refBrowser(node.app, friendIp);
    await friend.get(`/en?bf_id=${referrerId}`);
    const friendId = await registerOn(friend, friendIp, await fingerprint({ tz: 'Europe/Madrid', screen: 'b' }));
    await deposit(friend, friendId, 2_000);
    expect(await service().settleWaiting()).toBe(0);
    // A stake below the qualifying amount is not enough.
    await friend.playReal(500);
    expect(await service().settleWaiting()).toBe(0);
    expect((await referrer.bringFriend()).friends[0]?.status).toBe('awaiting_play');
    await friend.playReal(500);
    expect(await service().settleWaiting()).toBe(1);
    expect(await refusalOf(friendId)).toBeNull();
    expect(await rewardsOf(referrerId)).toHaveLength(1);
  });
});

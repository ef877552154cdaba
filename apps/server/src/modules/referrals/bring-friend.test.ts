import { describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { ACCOUNT_TYPE, BRING_FRIEND_PATH } from '@sb/contracts';
import { ledgerAccounts, ledgerTransactions, playerBonuses, referrals } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { reconcileLedger } from '../ledger';
import { ReferralService } from './service';
import { refBrowser, type RefBrowser } from './test-support';

const NOW = Date.UTC(2026, 10, 24, 9, 0, 0);
const node = useTestApp({ now: () => NOW });
const db = () => node.app.database.db;
let ipSeq = 0;
const browser = () => refBrowser(node.app, `10.118.${Math.floor(++ipSeq / 250)}.${ipSeq % 250}`);

/** A deposit the provider confirms (the wallet's own settle path, as the webhook calls it). */
async function startDeposit(b: RefBrowser, userId: number, amount: number): Promise<string> {
  await b.get('/web-api/user/accounts');
  const [main] = await db()
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.type, ACCOUNT_TYPE.main)));
  const start = await b.post('/web-api/payments/deposits', {
    accountId: main?.id,
    methodId: 'sandbox-card',
    amount,
    lng: 'en',
  });
  expect(start.statusCode, start.body).toBe(200);
  const { paymentId } = start.json<{ paymentId: string }>();
  return paymentId;
}
const settle = (paymentId: string, amount: number, currency: string) =>
  node.app.wallet.settleDeposit(paymentId, 'success', BigInt(amount), currency, `ref-${paymentId}`);

async function bonusBalance(userId: number) {
  const [row] = await db()
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.type, ACCOUNT_TYPE.bonus)));
  return row?.balance ?? 0n;
}
const rewardsOf = (userId: number) =>
  db()
    .select()
    .from(playerBonuses)
    .where(and(eq(playerBonuses.userId, userId), eq(playerBonuses.source, 'referral')));

async function pair(currency = 'USD') {
  const referrer = browser();
  const referrerId = await referrer.register(currency);
  const friend = browser();
  await friend.get(`/en?bf_id=${referrerId}`);
  const friendId = await friend.register(currency);
  return { referrer, referrerId, friend, friendId };
}

/** The leader job's step (ReferralRewardJob): every friend whose reward waits is decided. */
const decide = () =>
  new ReferralService({
    db: db(),
    now: () => NOW,
    ensureAccounts: (id) => node.app.wallet.ensureAccounts(id),
  }).settleWaiting();

async function booksReconcile() {
  const report = await reconcileLedger(db());
  expect(report.mismatches).toEqual([]);
  expect(report.unbalancedCurrencies).toEqual([]);
}

describe('issue 16 bring-a-friend (spec §2 office/bringfriend): the reward when a friend qualifies', () => {
  it('registered → deposited below the qualifying amount → qualified: the referrer gets the bonus once', async () => {
    const { referrer, referrerId, friend, friendId } = await pair();
    let stats = await referrer.bringFriend();
    expect(stats.refId).toBe(referrerId);
    expect(stats.terms).toMatchObject({ currency: 'USD', qualifyingDepositMinor: '1000', rewardMinor: '1000' });
    expect(stats.friends).toEqual([expect.objectContaining({ status: 'registered', rewardMinor: null })]);
    // The friend's login is never shown whole.
    expect(stats.friends[0]?.name).toMatch(/^.{1,2}\*\*\*.?$/);

    await settle(await startDeposit(friend, friendId, 999), 999, 'USD');
    stats = await referrer.bringFriend();
    expect(stats.friends[0]?.status).toBe('deposited');
    expect(await bonusBalance(referrerId)).toBe(0n);

    await settle(await startDeposit(friend, friendId, 1_000), 1_000, 'USD');
    // Issue 25 §9: the reward waits for the friend's own real-money play.
    expect(await decide()).toBe(0);
    expect((await referrer.bringFriend()).friends[0]?.status).toBe('awaiting_play');
    expect(await bonusBalance(referrerId)).toBe(0n);
    await friend.playReal(1_000);
    expect(await decide()).toBe(1);
    stats = await referrer.bringFriend();
    expect(stats.friends[0]).toMatchObject({ status: 'qualified', rewardMinor: '1000', rewardCurrency: 'USD' });
    expect(stats.totals).toEqual({ invited: 1, deposited: 1, qualified: 1, rewardsMinor: '1000' });
    expect(await bonusBalance(referrerId)).toBe(1_000n);
    const [bonus] = await rewardsOf(referrerId);
    // Through the engine: a sport bonus with 5 × wagering (never above the 10 × cap).
    expect(bonus).toMatchObject({ amount: 1_000n, wageringRequired: 5_000n, status: 'active' });

    // A further qualifying deposit pays nothing more.
    await settle(await startDeposit(friend, friendId, 5_000), 5_000, 'USD');
    expect(await rewardsOf(referrerId)).toHaveLength(1);
    expect(await bonusBalance(referrerId)).toBe(1_000n);
    await booksReconcile();
  });

  it('once per friend even with concurrent qualifying deposits; the ledger key names the friend', async () => {
    const { referrerId, friend, friendId } = await pair('EUR');
    const ids = [
      await startDeposit(friend, friendId, 2_000),
      await startDeposit(friend, friendId, 3_000),
      await startDeposit(friend, friendId, 4_000),
    ];
    await Promise.all(ids.map((id, i) => settle(id, 2_000 + i * 1_000, 'EUR')));
    await friend.playReal(1_000);
    // Two nodes' sweeps at once (each believing it leads for a moment) and another deposit.
    const last = await startDeposit(friend, friendId, 2_000);
    await Promise.all([decide(), decide(), settle(last, 2_000, 'EUR')]);
    expect(await rewardsOf(referrerId)).toHaveLength(1);
    expect(await bonusBalance(referrerId)).toBe(1_000n);
    const keyed = await db()
      .select({ key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `referral:bringfriend:${friendId}`));
    expect(keyed).toHaveLength(1);
    await booksReconcile();
  });

  it('each friend pays its own reward; a player without a referrer pays none', async () => {
    const { referrer, referrerId, friend, friendId } = await pair();
    const second = browser();
    await second.get(`/en?bf_id=${referrerId}`);
    const secondId = await second.register();
    await settle(await startDeposit(friend, friendId, 1_500), 1_500, 'USD');
    await settle(await startDeposit(second, secondId, 1_500), 1_500, 'USD');
    await friend.playReal(1_000);
    await second.playReal(1_000);
    await decide();
    expect(await rewardsOf(referrerId)).toHaveLength(2);
    expect((await referrer.bringFriend()).totals).toMatchObject({ invited: 2, qualified: 2, rewardsMinor: '2000' });

    const loner = browser();
    const lonerId = await loner.register();
    await settle(await startDeposit(loner, lonerId, 5_000), 5_000, 'USD');
    expect((await loner.bringFriend()).friends).toEqual([]);
    await booksReconcile();
  });

  it('the ledger key is the second guard: a row that lost its reward pays nothing again, and leaves no bonus without money', async () => {
    const { referrerId, friend, friendId } = await pair();
    await settle(await startDeposit(friend, friendId, 1_000), 1_000, 'USD');
    await friend.playReal(1_000);
    await decide();
    expect(await rewardsOf(referrerId)).toHaveLength(1);
    await db().update(referrals).set({ rewardBonusId: null }).where(eq(referrals.friendUserId, friendId));
    await settle(await startDeposit(friend, friendId, 1_000), 1_000, 'USD');
    await decide();
    expect(await rewardsOf(referrerId)).toHaveLength(1);
    expect(await bonusBalance(referrerId)).toBe(1_000n);
    await booksReconcile();
  });

  it('the friend page needs login', async () => {
    expect((await browser().get(BRING_FRIEND_PATH)).statusCode).toBe(401);
  });
});

import {
  BRING_FRIEND_AMOUNTS,
  BRING_FRIEND_MIN_ODDS,
  BRING_FRIEND_VALIDITY_DAYS,
  BRING_FRIEND_WAGERING,
  bringFriendReward,
  maskFriendName,
  qualifiesFriend,
} from '@sb/bonus';
import type { BringFriendAnswer, FriendStatus } from '@sb/contracts';
import type { Db } from '../../db/client';
import { grantCatalogueBonusTx, GrantKeyUsed } from '../bonuses';
import { playerCurrency, sharedAccessSignals } from '../identity';
import { attributionOf, withoutInvalidReferrer } from './attribution';
import * as repo from './repository';

export interface ReferralServiceDeps {
  db: Db;
  now: () => number;
  /** The wallet's first-use creation of the main and bonus accounts (spec §3 Account). */
  ensureAccounts: (userId: number) => Promise<void>;
}

/** A deposit the wallet completed (told after its commit). */
export interface FriendDeposit {
  userId: number;
  paymentId: string;
  amount: bigint;
  currency: string;
}

/** The friends a page lists (the totals count them all). */
const FRIENDS_SHOWN = 200;

/** Friends decided per sweep of the leader job (the rest wait for the next sweep). */
const SWEEP_BATCH = 200;

/** Issue 25 §9: why a friend's reward is refused for good. */
export type RefusalReason = 'shared_device' | 'shared_ip';

/**
 * Issue 25 §9: the friend's own real-money play that lets the reward be paid: a settled stake of
 * at least the qualifying deposit's amount (BRING_FRIEND_AMOUNTS) in one of the friend's currencies.
 */
export function playedEnough(stakes: ReadonlyMap<string, bigint>): boolean {
  return [...stakes].some(([currency, staked]) => {
    const terms = BRING_FRIEND_AMOUNTS[currency];
    return terms !== undefined && staked >= terms.qualifyingDeposit;
  });
}

/** What the referrer is shown of a friend (issue 25 §9: a refused reward is "not eligible"). */
function friendStatus(
  r: { rewardAmount: bigint | null; refusedReason: string | null; qualifyingPaymentId: string | null },
  deposited: boolean,
): FriendStatus {
  if (r.rewardAmount !== null) return 'qualified';
  if (r.refusedReason !== null) return 'not_eligible';
  if (r.qualifyingPaymentId !== null) return 'awaiting_play';
  return deposited ? 'deposited' : 'registered';
}

/** The ledger key of a friend's reward: one per friend, whatever pays it and however often. */
export const rewardKey = (friendUserId: number): string => `referral:bringfriend:${friendUserId}`;

/**
 * Issue 16 referrals: attribution at registration (spec §9 referral cookies), the bring-a-friend
 * reward when a friend qualifies, and the referrer's view of their friends (office/bringfriend).
 */
export class ReferralService {
  constructor(private readonly deps: ReferralServiceDeps) {}

  /**
   * Stores who brought a new player, from the registering request's referral cookies: the
   * referrer (bf_id, else refererid) unless it is no player, the new player, or the player logged
   * in on the registering browser; and the partner tags. Nothing is stored without a cookie.
   */
  async attribute(
    newUserId: number,
    cookies: Readonly<Record<string, string | undefined>>,
    registeringAs: number | null,
  ): Promise<void> {
    const { db } = this.deps;
    const found = attributionOf(cookies);
    if (!found) return;
    const referrerExists = found.referrerId !== null && (await playerCurrency(db, found.referrerId)) !== undefined;
    const a = withoutInvalidReferrer(found, { newUserId, registeringAs, referrerExists });
    if (a.referrerId === null && !a.reflinkId && !a.refPartnerId && !a.subId) return;
    await repo.insertReferral(db, {
      friendUserId: newUserId,
      referrerUserId: a.referrerId,
      via: a.via,
      reflinkId: a.reflinkId,
      tagName: a.tagName,
      refPartnerId: a.refPartnerId,
      clickId: a.clickId,
      utmSource: a.utmSource,
      subId: a.subId,
      createdAt: new Date(this.deps.now()),
    });
  }

  /**
   * A friend's completed deposit (the wallet's listener, after the deposit's commit): one of at
   * least the qualifying amount of its currency is kept as the friend's qualifying deposit, and the
   * reward is tried at once (it waits for the friend's own play: `settle`). Answers the bonus id
   * paid now, else null.
   */
  async onDeposit(d: FriendDeposit): Promise<number | null> {
    const { db } = this.deps;
    if (!qualifiesFriend(d.amount, d.currency)) return null;
    const row = await repo.referralOf(db, d.userId);
    if (!row || row.referrerUserId === null || row.rewardBonusId !== null || row.refusedReason !== null) return null;
    await repo.setQualifyingPayment(db, d.userId, d.paymentId);
    return this.settle(d.userId);
  }

  /**
   * Issue 25 §9: decides a friend's reward once the friend deposited. Refused for good (recorded
   * with its reason, shown to the referrer as not eligible) when the two accounts share an address
   * or a device — one person with two accounts; else paid when the friend has played with their
   * own money (settled real-money stake at least the qualifying amount of a currency,
   * FRIEND_MIN_STAKE); else it waits (the leader job asks again). The payment goes through the
   * bonus engine and the ledger once per friend, under the friend's row lock and the ledger key
   * `referral:bringfriend:{friendId}`. Answers the bonus id paid now, else null.
   */
  async settle(friendUserId: number): Promise<number | null> {
    const { db, now } = this.deps;
    const row = await repo.referralOf(db, friendUserId);
    if (!row || row.referrerUserId === null || row.qualifyingPaymentId === null) return null;
    if (row.rewardBonusId !== null || row.refusedReason !== null) return null;
    const referrerId = row.referrerUserId;
    const shared = await sharedAccessSignals(db, referrerId, friendUserId);
    const refusal: RefusalReason | null = shared.device ? 'shared_device' : shared.ip ? 'shared_ip' : null;
    if (!refusal && !playedEnough(await repo.realMoneyStakes(db, friendUserId))) return null;
    const currency = await playerCurrency(db, referrerId);
    const definition = currency === undefined ? null : bringFriendReward(currency);
    if (!refusal && (currency === undefined || !definition)) return null;
    if (!refusal) await this.deps.ensureAccounts(referrerId);
    try {
      return await db.transaction(async (tx) => {
        const locked = await repo.lockReferral(tx, friendUserId);
        if (!locked || locked.referrerUserId !== referrerId) return null;
        if (locked.rewardBonusId !== null || locked.refusedReason !== null) return null;
        const at = now();
        if (refusal || currency === undefined || !definition) {
          if (refusal) await repo.setRefused(tx, friendUserId, refusal, new Date(at));
          return null;
        }
        const bonusId = await grantCatalogueBonusTx(tx, {
          userId: referrerId,
          currency,
          name: `referral:bringfriend:${currency}`,
          definition,
          source: 'referral',
          idempotencyKey: rewardKey(friendUserId),
          meta: { friendUserId, paymentId: locked.qualifyingPaymentId },
          at,
        });
        await repo.setReward(tx, friendUserId, { rewardBonusId: bonusId, qualifiedAt: new Date(at) });
        return bonusId;
      });
    } catch (err) {
      if (err instanceof GrantKeyUsed) return null;
      throw err;
    }
  }

  /** The leader job's sweep: every friend whose reward waits is decided again. Answers how many were paid. */
  async settleWaiting(): Promise<number> {
    let paid = 0;
    for (const friendUserId of await repo.waitingForPlay(this.deps.db, SWEEP_BATCH)) {
      if ((await this.settle(friendUserId)) !== null) paid++;
    }
    return paid;
  }

  /** office/bringfriend and the partner pages: the player's link id, terms, friends and totals. */
  async bringFriend(userId: number): Promise<BringFriendAnswer> {
    const { db } = this.deps;
    const currency = (await playerCurrency(db, userId)) ?? '';
    const amounts = BRING_FRIEND_AMOUNTS[currency];
    const rows = await repo.friendsOf(db, userId, FRIENDS_SHOWN);
    const withDeposit = await repo.depositors(
      db,
      rows.map((r) => r.friendUserId),
    );
    const totals = await repo.totalsOf(db, userId, currency);
    return {
      refId: userId,
      terms: amounts
        ? {
            currency,
            qualifyingDepositMinor: amounts.qualifyingDeposit.toString(),
            rewardMinor: amounts.reward.toString(),
            wageringMultiplier: BRING_FRIEND_WAGERING,
            minOdds: BRING_FRIEND_MIN_ODDS,
            validityDays: BRING_FRIEND_VALIDITY_DAYS,
          }
        : null,
      totals: {
        invited: totals.invited,
        deposited: totals.deposited,
        qualified: totals.qualified,
        rewardsMinor: totals.rewards.toString(),
      },
      friends: rows.map((r) => {
        const status: FriendStatus = friendStatus(r, withDeposit.has(r.friendUserId));
        return {
          name: maskFriendName(r.name ?? r.login),
          registeredAt: r.createdAt.toISOString(),
          status,
          qualifiedAt: r.qualifiedAt?.toISOString() ?? null,
          rewardMinor: r.rewardAmount?.toString() ?? null,
          rewardCurrency: r.rewardCurrency,
        };
      }),
    };
  }

  /** Spec §3 user config user_ref_id: the id of the player who brought this one, else null. */
  async userConfigFields(userId: number): Promise<{ user_ref_id: number | null }> {
    const row = await repo.referralOf(this.deps.db, userId);
    return { user_ref_id: row?.referrerUserId ?? null };
  }
}

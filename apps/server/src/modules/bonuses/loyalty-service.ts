import { and, asc, eq } from 'drizzle-orm';
import {
  expiresAt,
  productOf,
  redeemPoints,
  REWARD_CURRENCY,
  REWARDS,
  rewardById,
  VIP_LEVELS,
  VIP_PERIOD_DAYS,
  vipPeriodStart,
  vipStatus,
  wageringRequired,
  type Reward,
} from '@sb/bonus';
import type { FreeSpinsView, PointsAnswer, RewardRedeemAnswer, RewardsAnswer } from '@sb/contracts';
import { move } from '@sb/ledger';
import type { Db } from '../../db/client';
import { bonusDefinitions, playerFreeSpins } from '../../db/schema';
import { DomainError } from '../../http/errors';
import { playerCurrency } from '../identity';
import { houseAccount, LedgerError, transfer, type Tx } from '../ledger';
import { assertFreeSpinsSlot, freeSpinsView, grantFreeSpinsTx } from './free-spins';
import * as points from './loyalty';
import * as repo from './repository';
import type { BonusService } from './service';
import { HOUSE_BONUSES } from './wagering';

export interface LoyaltyServiceDeps {
  db: Db;
  now: () => number;
  ensureAccounts: (userId: number) => Promise<void>;
  bonuses: BonusService;
}

const HISTORY = 50;

/**
 * The reward's bonus definition row (inactive: it is never offered as a promotion), created on
 * first redemption with the catalogue's terms so that wagering and expiry treat it as any bonus.
 */
async function rewardDefinitionId(tx: Tx, reward: Reward): Promise<number> {
  const name = `reward:${reward.id}`;
  const [found] = await tx
    .select({ id: bonusDefinitions.id })
    .from(bonusDefinitions)
    .where(and(eq(bonusDefinitions.name, name), eq(bonusDefinitions.active, false)))
    .orderBy(asc(bonusDefinitions.id))
    .limit(1);
  if (found) return found.id;
  const { freeSpins, ...d } = reward.definition;
  const row = await repo.insertDefinition(tx, {
    ...d,
    freeSpinsCount: freeSpins?.count ?? null,
    freeSpinsGameId: freeSpins?.gameId ?? null,
    name,
    product: productOf(d),
    countries: [...d.eligibility.countries],
    currencies: [...d.eligibility.currencies],
    newPlayersOnly: d.eligibility.newPlayersOnly,
    verifiedOnly: d.eligibility.verifiedOnly,
    gameWeights: { ...d.gameWeights },
    active: false,
  });
  return row.id;
}

/**
 * Issue 16 club points and the rewards shop: the balance with its VIP level and history, the
 * catalogue with affordability, and redemption — points spent and the reward's bonus money moved
 * from the house into the bonus account (type 4) in one transaction, keyed by the player's
 * idempotency key.
 */
export class LoyaltyService {
  constructor(private readonly deps: LoyaltyServiceDeps) {}

  async points(userId: number): Promise<PointsAnswer> {
    const { db, now } = this.deps;
    const balance = await points.pointBalance(db, userId);
    const earnedInPeriod = await points.pointsEarnedSince(db, userId, new Date(vipPeriodStart(now())));
    const vip = vipStatus(earnedInPeriod);
    const history = (await points.pointHistory(db, userId, HISTORY)).map((e) => ({
      kind: e.kind as PointsAnswer['history'][number]['kind'],
      points: e.points,
      rewardId: e.rewardId,
      at: e.createdAt.toISOString(),
    }));
    return {
      balance,
      earnedInPeriod,
      periodDays: VIP_PERIOD_DAYS,
      level: vip.level,
      next: vip.next,
      toNext: vip.toNext,
      progressPercent: vip.progressPercent,
      levels: VIP_LEVELS.map((l) => ({ id: l.id, minPoints: l.minPoints })),
      history,
    };
  }

  async rewards(userId: number): Promise<RewardsAnswer> {
    const { db } = this.deps;
    const balance = await points.pointBalance(db, userId);
    const currency = await playerCurrency(db, userId);
    return {
      balance,
      rewards: REWARDS.map((r) => ({
        id: r.id,
        price: r.price,
        kind: r.definition.kind as 'free_bet' | 'no_deposit' | 'free_spins',
        product: productOf(r.definition),
        amountMinor: (r.definition.fixedAmount ?? 0n).toString(),
        freeSpins: r.definition.freeSpins ? { ...r.definition.freeSpins } : null,
        currency: REWARD_CURRENCY,
        wageringMultiplier: r.definition.wageringMultiplier,
        validityDays: r.definition.validityDays,
        affordable: currency === REWARD_CURRENCY && redeemPoints(balance, r.price).ok,
      })),
    };
  }

  async redeem(userId: number, rewardId: string, idempotencyKey: string): Promise<RewardRedeemAnswer> {
    const { db, now } = this.deps;
    const reward = rewardById(rewardId);
    if (!reward) throw new DomainError(404, 'reward_not_found', 'main_error');
    const currency = await playerCurrency(db, userId);
    if (currency === undefined) throw new DomainError(401, 'unauthorized', 'main_error');
    if (currency !== REWARD_CURRENCY) throw new DomainError(400, 'reward_currency_not_eligible', 'main_error');
    await this.deps.ensureAccounts(userId);
    const key = `redeem:${userId}:${idempotencyKey}`;
    if (reward.definition.kind === 'free_spins') return this.redeemFreeSpins(userId, reward, idempotencyKey);
    const bonusId = await db.transaction(async (tx) => {
      await points.lockPlayer(tx, userId);
      const done = await points.findEntry(tx, key);
      if (done) {
        // A replay of the same request answers the first result; another reward under the key is a conflict.
        if (done.rewardId !== reward.id || done.playerBonusId === null)
          throw new DomainError(409, 'idempotency_key_reused', 'main_error');
        return done.playerBonusId;
      }
      const spent = redeemPoints(await points.pointBalance(tx, userId), reward.price);
      if (!spent.ok) throw new DomainError(409, spent.error, 'main_error');
      const accountId = await repo.bonusAccount(tx, userId, currency);
      if (accountId === undefined) throw new DomainError(400, 'bonus_account_missing', 'main_error');
      const amount = reward.definition.fixedAmount ?? 0n;
      const at = now();
      const bonus = await repo.insertPlayerBonus(tx, {
        userId,
        definitionId: await rewardDefinitionId(tx, reward),
        accountId,
        source: 'reward',
        promoCodeId: null,
        amount,
        currency,
        wageringRequired: wageringRequired(reward.definition, amount),
        grantedAt: new Date(at),
        expiresAt: new Date(expiresAt(reward.definition, at)),
      });
      if (!bonus) throw new Error('reward bonus not inserted');
      await transfer(tx, {
        idempotencyKey: `bonus:grant:${bonus.id}`,
        kind: 'bonus_grant',
        postings: move(await houseAccount(tx, HOUSE_BONUSES, currency), accountId, amount),
        meta: { playerBonusId: bonus.id, rewardId: reward.id, points: reward.price },
      }).catch((err: unknown) => {
        if (err instanceof LedgerError) throw new DomainError(400, err.code, 'main_error');
        throw err;
      });
      await points.insertRedemption(tx, {
        userId,
        key,
        points: reward.price,
        rewardId: reward.id,
        playerBonusId: bonus.id,
        at: new Date(at),
      });
      return bonus.id;
    });
    const view = (await this.deps.bonuses.bonuses(userId)).find((b) => b.id === bonusId);
    if (!view) throw new Error('bonus vanished');
    return { balance: await points.pointBalance(db, userId), bonus: view, freeSpins: null };
  }

  /**
   * A free-spins reward: the points are spent and the spins granted through the free-spins grant
   * (`grantFreeSpinsTx`, source `reward:{idempotencyKey}`) in one transaction. No money moves now:
   * the spins cost the player nothing and their winnings become a casino bonus after the last spin
   * (`bonus:freespins:{id}`), wagering ≤ 10 × the winnings. The same key again answers the same spins.
   */
  private async redeemFreeSpins(userId: number, reward: Reward, idempotencyKey: string): Promise<RewardRedeemAnswer> {
    const { db, now } = this.deps;
    const key = `redeem:${userId}:${idempotencyKey}`;
    const source = `reward:${idempotencyKey}`;
    const spins = await db.transaction(async (tx): Promise<FreeSpinsView> => {
      await points.lockPlayer(tx, userId);
      const done = await points.findEntry(tx, key);
      if (done) {
        const [granted] =
          done.rewardId === reward.id
            ? await tx
                .select()
                .from(playerFreeSpins)
                .where(and(eq(playerFreeSpins.userId, userId), eq(playerFreeSpins.source, source)))
            : [];
        if (!granted) throw new DomainError(409, 'idempotency_key_reused', 'main_error');
        return freeSpinsView(granted);
      }
      const spent = redeemPoints(await points.pointBalance(tx, userId), reward.price);
      if (!spent.ok) throw new DomainError(409, spent.error, 'main_error');
      const gameId = reward.definition.freeSpins?.gameId ?? '';
      await assertFreeSpinsSlot(tx, gameId, reward.definition.fixedAmount);
      const at = now();
      const granted = await grantFreeSpinsTx(tx, {
        userId,
        definitionId: await rewardDefinitionId(tx, reward),
        source,
        promoCodeId: null,
        at,
        shopReward: true,
      });
      if (!granted) throw new Error('reward free spins not inserted');
      await points.insertRedemption(tx, {
        userId,
        key,
        points: reward.price,
        rewardId: reward.id,
        playerBonusId: null,
        at: new Date(at),
      });
      return freeSpinsView(granted);
    });
    return { balance: await points.pointBalance(db, userId), bonus: null, freeSpins: spins };
  }
}

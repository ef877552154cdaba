import {
  allowedCouponTypes,
  antiExpressOdds,
  COUPON_TYPE,
  couponSummary,
  decideCoefChange,
  expressBonusCoef,
  hyperBonusBoost,
  hyperBonusPercent,
  isBonusExpressEligible,
  isMaxAmountApplicable,
  isValidSystemValue,
  isVipBetAvailable,
  MIN_SYSTEM_VALUE,
  moneyFromMinor,
  prefersHyperBonus,
  type CoefChangePolicy,
  type CouponTypeId,
} from '@sb/coupon';
import { GAME_STATUS_ID, type ConfigGroups, type GameSummary, type LiveState, type Outcome } from '@sb/contracts';
import type { z } from 'zod';
import type { placeCouponRequestSchema } from '@sb/contracts';
import type { LinePort } from '../line';
import { money, odds, toCoupon, type CouponFacts } from './coupon-model';
import { badRequest, betError } from './errors';
import { betLimits, hyperRulesOf } from './limits';
import { isLiveBet, liveLimits } from './live-acceptance';

export type PlaceInput = z.output<typeof placeCouponRequestSchema>;
export type HyperRules = NonNullable<ReturnType<typeof hyperRulesOf>>;

/** One validated leg, priced at the current line price. */
export interface PlannedLeg {
  outcome: Outcome;
  game: GameSummary;
  coef: number;
  blockId: number | null;
  isBanker: boolean;
  isLobby: boolean;
  amount: bigint | null;
  /** §4 a bet is live (live-acceptance.ts isLiveBet). */
  isLive: boolean;
}

export interface PlacementPlan {
  typeId: CouponTypeId;
  stake: bigint;
  blockStakes: string[] | null;
  systemValue: number | null;
  antiExpressCoef: number | null;
  bonusCoef: number | null;
  /** Issue 16: the hyper bonus percentage and the rules it was placed under (null: none). */
  hyperBonusPercent: number | null;
  hyperBonusRules: HyperRules | null;
  totalCoef: bigint | null;
  possibleWin: bigint;
  possibleWinMin: bigint | null;
  maxPayout: bigint;
  isVip: boolean;
  legs: PlannedLeg[];
}

/** Thousandths of a decimal coefficient as shown (1.85 → 1850). */
export const thousandths = (coef: number): number => Math.round(coef * 1000);

const minor = (v: number | string, what: string): bigint => {
  const m = moneyFromMinor(BigInt(v));
  if (m === undefined || m <= 0n) throw badRequest(`${what}: a positive whole number of minor units`);
  return m;
};

/** Types whose legs are combined (all but single and many singles): one leg per game. */
const COMBINED = new Set<number>([1, 2, 3, 4, 5, 6, 7, 8]);

export interface PlanContext {
  line: LinePort;
  groups: ConfigGroups;
  currency: string;
  accountType: number;
  now: number;
  /** The in-play state of a game (the feed's live interface); none: only the line's flags decide. */
  liveState?: (gameId: number) => LiveState | null;
}

/**
 * Everything placement checks before money moves (spec §4 Coupon, §5): legs against the current
 * line, the type and system value, the coefficient-change policy, stakes against min/max amount
 * and the max payout. Throws a betting DomainError with the refusal's code; returns the coupon to store.
 */
export function planPlacement(input: PlaceInput, ctx: PlanContext): PlacementPlan {
  const typeId = input.typeId as CouponTypeId;
  const ids = input.bets.map((b) => b.outcomeId);
  if (new Set(ids).size !== ids.length) throw betError(400, 'duplicate_outcome', 'the same outcome twice');

  const legs: PlannedLeg[] = input.bets.map((b) => {
    const found = ctx.line.outcome(b.outcomeId);
    if (!found) throw betError(400, 'unknown_outcome', `unknown outcome ${b.outcomeId}`);
    const { outcome, game } = found;
    if (game.statusId === GAME_STATUS_ID.finished || game.statusId === GAME_STATUS_ID.cancelled)
      throw betError(400, 'game_finished', `game ${game.id} is over`);
    const state = ctx.liveState?.(game.id) ?? null;
    if (state?.statusId === GAME_STATUS_ID.finished) throw betError(400, 'game_finished', `game ${game.id} is over`);
    // §4 a bet is live: only a live price of a game in play is on offer once it started.
    const isLive = isLiveBet(game, outcome, state, ctx.now);
    if (isLive && !outcome.isLive) throw betError(400, 'game_started', `game ${game.id} has started`);
    if (outcome.isBlocked || (isLive && state?.betStop === true))
      throw betError(400, 'outcome_blocked', `outcome ${b.outcomeId} is suspended`);
    return {
      outcome,
      game,
      coef: thousandths(outcome.coef),
      blockId: typeId === COUPON_TYPE.conditional ? (b.blockId ?? 0) : null,
      isBanker: typeId === COUPON_TYPE.system && b.isBanker === true,
      isLobby: typeId === COUPON_TYPE.multiBet && b.isLobby === true,
      amount: null,
      isLive,
    };
  });

  if (COMBINED.has(typeId) && new Set(legs.map((l) => l.game.id)).size !== legs.length)
    throw betError(400, 'same_game', 'two selections of one game cannot be combined');
  const allowed = allowedCouponTypes(
    legs.map((l) => ({ gameId: l.game.id, isBlocked: false, isDepend: false, isBannedExpress: false })),
  );
  if (!allowed.includes(typeId)) throw betError(400, 'type_not_allowed', `type ${typeId} with ${legs.length} bets`);

  // §3 Coefficient-change policy: compare what the player saw with the current price.
  const policy = input.changeCoefAction as CoefChangePolicy;
  const changes = input.bets
    .map((b, i) => ({ outcomeId: b.outcomeId, shown: thousandths(b.coef), current: legs[i]?.coef ?? 0 }))
    .filter((c) => c.shown !== c.current);
  let antiExpressCoef: number | null = null;
  let antiChanged = false;
  if (typeId === COUPON_TYPE.antiExpress) {
    const quote = antiExpressOdds(
      legs.map((l) => odds(l.coef)),
      ctx.groups.betting.antiExpressMarginThousandths,
    );
    if (quote === undefined) throw betError(400, 'type_not_allowed', 'no anti-express quote for these odds');
    antiExpressCoef = quote;
    const shown = input.antiExpressCoef === undefined ? quote : thousandths(input.antiExpressCoef);
    antiChanged = decideCoefChange(policy, shown, quote) === 'confirm';
  }
  if (antiChanged || changes.some((c) => decideCoefChange(policy, c.shown, c.current) === 'confirm'))
    throw betError(409, 'coef_changed', 'odds changed: confirm the new odds', {
      changes: changes.map((c) => ({ outcomeId: c.outcomeId, coef: c.current / 1000 })),
      ...(antiExpressCoef !== null ? { antiExpressCoef: antiExpressCoef / 1000 } : {}),
    });

  // Type-specific shape: bankers, lobby, blocks, system value.
  let systemValue: number | null = null;
  if (typeId === COUPON_TYPE.system || typeId === COUPON_TYPE.multiBet) {
    const k = input.systemValue;
    const pool = legs.filter((l) => !l.isLobby);
    const bankers = legs.filter((l) => l.isBanker).length;
    if (typeId === COUPON_TYPE.multiBet && pool.length < 3)
      throw betError(400, 'type_not_allowed', 'a multi-bet needs 3 events besides the lobby');
    if (k === undefined || k < MIN_SYSTEM_VALUE || !isValidSystemValue(k, pool.length, bankers))
      throw betError(400, 'system_value', `system value ${String(k)} for ${pool.length} bets`);
    systemValue = k;
  }

  const limits = betLimits(ctx.groups, ctx.currency);
  const min = BigInt(limits.minAmount);
  // Live legs: the lower live limits of their sports (site config betting.live).
  const liveSports = legs.filter((l) => l.isLive).map((l) => l.game.sportId);
  const scaled = liveSports.length ? liveLimits(limits, liveSports, ctx.groups.betting.live) : null;
  const max = scaled?.max ?? BigInt(limits.maxAmount);
  const maxPayout = scaled?.maxPayout ?? BigInt(limits.maxPayout);

  let stake: bigint;
  let blockStakes: string[] | null = null;
  const stakesToCheck: bigint[] = [];
  if (typeId === COUPON_TYPE.manySingles) {
    for (const [i, l] of legs.entries()) {
      const given = input.amountByBetId?.[l.outcome.id] ?? input.amount;
      if (given === undefined) throw badRequest(`amountByBetId: no stake for ${input.bets[i]?.outcomeId ?? ''}`);
      l.amount = minor(given, 'amountByBetId');
      stakesToCheck.push(l.amount);
    }
    stake = legs.reduce((s, l) => s + (l.amount ?? 0n), 0n);
  } else if (typeId === COUPON_TYPE.conditional) {
    const blockIds = [...new Set(legs.map((l) => l.blockId ?? 0))].sort((a, b) => a - b);
    if (blockIds.length < 2) throw betError(400, 'bad_blocks', 'a conditional bet needs at least two blocks');
    blockStakes = blockIds.map((id, i) => {
      const given = input.amountByBlockId?.[String(id)] ?? (i === 0 ? input.amount : undefined);
      if (given === undefined) throw betError(400, 'bad_blocks', `no stake for block ${id}`);
      return minor(given, 'amountByBlockId').toString();
    });
    stake = BigInt(blockStakes[0] ?? '0');
    stakesToCheck.push(...blockStakes.map(BigInt));
  } else {
    if (input.amount === undefined) throw badRequest('amount is required');
    stake = minor(input.amount, 'amount');
    stakesToCheck.push(stake);
  }

  const hasBonusExpress =
    typeId === COUPON_TYPE.express &&
    isBonusExpressEligible({
      siteAllowsBonusExpress: ctx.groups.betting.isBonusExpressEnabled,
      typeId,
      bets: legs.map((l) => ({ kind: l.outcome.kind, coef: odds(l.coef) })),
    });
  let bonusCoef: number | null = hasBonusExpress ? expressBonusCoef(legs.length) : null;

  const facts: CouponFacts = {
    typeId,
    stake,
    blockStakes,
    systemValue,
    antiExpressCoef,
    bonusCoef,
    legs: legs.map((l) => ({ ...l, statusId: -1 })),
  };
  const summarise = (f: CouponFacts) => {
    try {
      return couponSummary(toCoupon(f), { maxPayout: money(maxPayout) });
    } catch (err) {
      throw badRequest(err instanceof Error ? err.message : 'coupon not valid');
    }
  };
  let summary = summarise(facts);

  // Issue 16 hyper bonus: never together with the §5 bonus coefficient — the larger gain stays.
  const hyperRules = hyperRulesOf(ctx.groups, ctx.currency);
  let hyperPercent = hyperRules
    ? hyperBonusPercent(
        { ...hyperRules, maxBoost: BigInt(hyperRules.maxLimit) },
        {
          typeId,
          accountType: ctx.accountType,
          hasPromoCode: (input.promoCode ?? '') !== '',
          legCoefs: legs.map((l) => l.coef),
        },
      )
    : 0;
  if (hyperRules && hyperPercent > 0) {
    const plain = bonusCoef === null ? summary : summarise({ ...facts, bonusCoef: null });
    const boost = hyperBonusBoost(plain.possibleWin.max - plain.stakeTaken, hyperPercent, BigInt(hyperRules.maxLimit));
    if (prefersHyperBonus(summary.possibleWin.max - plain.possibleWin.max, boost)) {
      bonusCoef = null;
      summary = plain;
    } else hyperPercent = 0;
  }

  // §5 VIP bet and max amount.
  const vipAvailable = isVipBetAvailable({
    siteAllowsVipBet: ctx.groups.betting.isVipBetEnabled,
    maxBetAmount: money(max),
    bets: legs.map((l) => ({ isLive: l.isLive })),
    typeId,
  });
  if (input.isVipBet && !vipAvailable) throw betError(400, 'vip_not_available', 'VIP bet is not available');
  if (stakesToCheck.some((s) => s < min)) throw betError(400, 'min_amount', `minimum stake ${min}`);
  const maxApplies =
    !input.isVipBet &&
    isMaxAmountApplicable({
      typeId,
      configuredTypeIds: ctx.groups.betting.maxAmountCouponTypes.filter((t): t is CouponTypeId => t >= 0 && t <= 9),
      accountType: ctx.accountType,
    });
  if (maxApplies && summary.stakeTaken > max) throw betError(400, 'max_amount', `maximum stake ${max}`);
  if (summary.stakeTaken > maxPayout)
    throw betError(400, 'max_payout', `the stake exceeds the max payout ${maxPayout}`);

  return {
    typeId,
    stake: summary.stakeTaken,
    blockStakes,
    systemValue,
    antiExpressCoef,
    bonusCoef,
    hyperBonusPercent: hyperPercent > 0 ? hyperPercent : null,
    hyperBonusRules: hyperPercent > 0 ? hyperRules : null,
    totalCoef: summary.totalOdds ?? null,
    possibleWin: summary.possibleWin.max,
    possibleWinMin: summary.possibleWin.min ?? null,
    maxPayout,
    isVip: input.isVipBet === true,
    legs,
  };
}

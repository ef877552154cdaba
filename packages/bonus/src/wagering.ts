import { productOf, type BonusDefinition, type BonusProduct } from './definition';

/**
 * Issue 16 wagering: qualifying stakes move a bonus's progress (reference "Bonuses": sport counts
 * bets at the minimum odds or more; casino counts the stake × the game's contribution percent).
 * A stake of another product counts nothing — an incentive never spans products.
 */
export interface QualifyingStake {
  product: BonusProduct;
  stake: bigint;
  /** Sport: the lowest decimal odds of the coupon's legs. */
  odds?: number;
  /** Casino: the game id, then the game type, looked up in the definition's weights. */
  gameId?: string;
  gameType?: string;
}

type WageringRules = Pick<BonusDefinition, 'products' | 'minOdds' | 'gameWeights' | 'defaultWeight'>;

/** How much of a stake counts towards wagering, minor units (rounded down). */
export function contribution(d: WageringRules, s: QualifyingStake): bigint {
  if (s.stake <= 0n || s.product !== productOf(d)) return 0n;
  if (s.product === 'sport') {
    if (d.minOdds === null) return s.stake;
    return s.odds !== undefined && s.odds >= d.minOdds ? s.stake : 0n;
  }
  const weight =
    (s.gameId !== undefined ? d.gameWeights[s.gameId] : undefined) ??
    (s.gameType !== undefined ? d.gameWeights[s.gameType] : undefined) ??
    d.defaultWeight;
  return (s.stake * BigInt(Math.round(weight * 100))) / 10_000n;
}

export interface WageringState {
  required: bigint;
  progress: bigint;
}

/** Progress after a stake: never falls, never passes the requirement. */
export function applyStake(d: WageringRules, w: WageringState, s: QualifyingStake): WageringState {
  const next = w.progress + contribution(d, s);
  return { required: w.required, progress: next > w.required ? w.required : next };
}

export const isComplete = (w: WageringState): boolean => w.progress >= w.required;

export const isExpired = (expiresAtMs: number, nowMs: number): boolean => nowMs >= expiresAtMs;

/**
 * What converts to real money on completion: the bonus balance left, held to the max conversion.
 * Never more than the balance, never more than the cap, never negative.
 */
export function conversionAmount(d: Pick<BonusDefinition, 'maxConversion'>, bonusBalance: bigint): bigint {
  if (bonusBalance <= 0n) return 0n;
  return d.maxConversion !== null && bonusBalance > d.maxConversion ? d.maxConversion : bonusBalance;
}

/** Whole percent of the requirement met (for progress bars); 100 when nothing is required. */
export function progressPercent(w: WageringState): number {
  if (w.required <= 0n) return 100;
  const p = (w.progress * 100n) / w.required;
  return Number(p > 100n ? 100n : p);
}

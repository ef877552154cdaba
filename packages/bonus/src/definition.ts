/**
 * Issue 16 bonus engine: a bonus definition and the rules every one must obey. Player-fair by
 * construction (reference games-and-bonuses.md "Bonuses", UKGC LCCP SR code 5.1.1 since
 * 19 January 2026): a wagering requirement is never above 10 × the bonus, and an incentive never
 * mixes products. The engine enforces both; an operator cannot create a definition that breaks them.
 */

import { freeSpinsError } from './free-spins';

export const BONUS_KINDS = ['first_deposit', 'reload', 'free_bet', 'no_deposit', 'cashback', 'free_spins'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];

/** Exactly one product per incentive: betting or casino, never both. */
export const BONUS_PRODUCTS = ['sport', 'casino'] as const;
export type BonusProduct = (typeof BONUS_PRODUCTS)[number];

/** The regulator's cap: wagering requirement ≤ 10 × the bonus amount. */
export const MAX_WAGERING_MULTIPLIER = 10;

/** Multipliers are stored in hundredths so that the requirement is exact in minor units. */
const HUNDREDTHS = 100n;

export interface BonusEligibility {
  /** ISO country codes; empty: every country. */
  countries: readonly string[];
  /** ISO currency codes; empty: every currency. */
  currencies: readonly string[];
  newPlayersOnly: boolean;
  verifiedOnly: boolean;
}

export interface BonusDefinition {
  kind: BonusKind;
  /** Exactly one product (a list of several is a mixed incentive, refused). */
  products: readonly string[];
  /** Percent of the deposit (first deposit, reload) or of net losses (cashback). */
  percent: number;
  /** Most a percentage bonus grants, minor units; null: no cap. */
  cap: bigint | null;
  /** The amount of a free bet or a no-deposit bonus, minor units. */
  fixedAmount: bigint | null;
  /** Wagering requirement = multiplier × bonus; 0 ≤ multiplier ≤ 10, two decimals at most. */
  wageringMultiplier: number;
  /** Sport only: a bet counts towards wagering only at these decimal odds or more. */
  minOdds: number | null;
  /** Casino only: contribution percent (0–100) per game id or game type. */
  gameWeights: Readonly<Record<string, number>>;
  /** Casino only: contribution percent of a game not listed. */
  defaultWeight: number;
  eligibility: BonusEligibility;
  validityDays: number;
  /** Most of the bonus that converts to real money on completion, minor units; null: all of it. */
  maxConversion: bigint | null;
  /** Free spins only (free-spins.ts): how many spins on which studio slot; the spin stake is `fixedAmount`. */
  freeSpins?: { count: number; gameId: string } | null;
}

export type DefinitionError =
  | 'mixed_products'
  | 'unknown_product'
  | 'unknown_kind'
  | 'wagering_above_cap'
  | 'invalid_multiplier'
  | 'invalid_percent'
  | 'invalid_amount'
  | 'invalid_min_odds'
  | 'invalid_weight'
  | 'invalid_validity'
  | 'invalid_free_spins';

const isPercent = (p: number) => Number.isFinite(p) && p >= 0 && p <= 100;
const isHundredths = (m: number) => Number.isFinite(m) && Math.abs(Math.round(m * 100) - m * 100) < 1e-9;

/** Why a definition is refused, or null when it is fair. */
export function validateDefinition(d: BonusDefinition): DefinitionError | null {
  if (!(BONUS_KINDS as readonly string[]).includes(d.kind)) return 'unknown_kind';
  if (d.products.length !== 1) return 'mixed_products';
  const product = d.products[0];
  if (!(BONUS_PRODUCTS as readonly string[]).includes(product ?? '')) return 'unknown_product';
  // A sport bonus with casino contributions, or a casino bonus with a sport odds rule, mixes products.
  if (product === 'sport' && Object.keys(d.gameWeights).length > 0) return 'mixed_products';
  if (product === 'casino' && d.minOdds !== null) return 'mixed_products';
  if (!Number.isFinite(d.wageringMultiplier) || d.wageringMultiplier < 0 || !isHundredths(d.wageringMultiplier))
    return 'invalid_multiplier';
  if (d.wageringMultiplier > MAX_WAGERING_MULTIPLIER) return 'wagering_above_cap';
  if (!Number.isFinite(d.percent) || d.percent < 0 || d.percent > 1000) return 'invalid_percent';
  const percentKind = d.kind === 'first_deposit' || d.kind === 'reload' || d.kind === 'cashback';
  if (percentKind && d.percent <= 0) return 'invalid_percent';
  if (!percentKind && (d.fixedAmount === null || d.fixedAmount <= 0n)) return 'invalid_amount';
  for (const v of [d.cap, d.fixedAmount, d.maxConversion]) if (v !== null && v <= 0n) return 'invalid_amount';
  if (d.minOdds !== null && (!Number.isFinite(d.minOdds) || d.minOdds < 1)) return 'invalid_min_odds';
  if (!isPercent(d.defaultWeight) || !Object.values(d.gameWeights).every(isPercent)) return 'invalid_weight';
  if (!Number.isInteger(d.validityDays) || d.validityDays < 1 || d.validityDays > 366) return 'invalid_validity';
  return freeSpinsError(d);
}

/** The definition's only product (validated definitions have exactly one). */
export const productOf = (d: Pick<BonusDefinition, 'products'>): BonusProduct => d.products[0] as BonusProduct;

/**
 * The bonus granted: a percentage of the base (the deposit, or net losses for cashback) rounded
 * down to a minor unit and held to the cap; a free bet or no-deposit bonus is its fixed amount.
 */
export function grantAmount(d: BonusDefinition, base: bigint): bigint {
  if (d.kind === 'free_bet' || d.kind === 'no_deposit') return d.fixedAmount ?? 0n;
  if (base <= 0n) return 0n;
  const raw = (base * BigInt(Math.round(d.percent * 100))) / 10_000n;
  return d.cap !== null && raw > d.cap ? d.cap : raw;
}

/**
 * The wagering requirement of a bonus: multiplier × bonus, rounded down, and never above
 * 10 × the bonus whatever the definition says (the engine's own guard).
 */
export function wageringRequired(d: Pick<BonusDefinition, 'wageringMultiplier'>, bonus: bigint): bigint {
  if (bonus <= 0n) return 0n;
  const m = BigInt(Math.max(0, Math.round(d.wageringMultiplier * 100)));
  const required = (bonus * m) / HUNDREDTHS;
  const ceiling = bonus * BigInt(MAX_WAGERING_MULTIPLIER);
  return required > ceiling ? ceiling : required;
}

export interface PlayerProfile {
  country: string | null;
  currency: string;
  /** True until the player's first deposit completes. */
  isNew: boolean;
  verified: boolean;
}

export type EligibilityError = 'country_not_eligible' | 'currency_not_eligible' | 'not_new_player' | 'not_verified';

/** Why the player may not receive a bonus of this definition, or null. */
export function eligibilityError(e: BonusEligibility, p: PlayerProfile): EligibilityError | null {
  if (e.countries.length > 0 && (p.country === null || !e.countries.includes(p.country))) return 'country_not_eligible';
  if (e.currencies.length > 0 && !e.currencies.includes(p.currency)) return 'currency_not_eligible';
  if (e.newPlayersOnly && !p.isNew) return 'not_new_player';
  if (e.verifiedOnly && !p.verified) return 'not_verified';
  return null;
}

const DAY_MS = 86_400_000;

/** When a bonus granted at `grantedAtMs` expires. */
export const expiresAt = (d: Pick<BonusDefinition, 'validityDays'>, grantedAtMs: number): number =>
  grantedAtMs + d.validityDays * DAY_MS;

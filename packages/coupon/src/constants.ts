/**
 * Numbers the coupon rules come from, each stated once (STYLE 9).
 * Spec sections and the reference (shared/reference/betting-math.md) are named beside them.
 */

/** §4 Coupon, §5: "System value is at least 2." */
export const MIN_SYSTEM_VALUE = 2;

/** §5 Bonus bet on an express coupon (coefficients in thousandths). */
export const BONUS_EXPRESS_RULES = {
  /** "no market kind is 7" */
  excludedMarketKind: 7,
  /** "every coef is at least 1.1" */
  minLegCoef: 1100,
  /** "at least 3 bets" */
  minBets: 3,
  /** "total coef is at least 1.01" */
  minTotalCoef: 1010,
} as const;

/**
 * §9 Coupon: "Bonus bet coefficient is 1 times (1+n/100) for 1 to 9 bets, else 1.1."
 * n is the number of bets in the express; 1 + n/100 is n × 10 thousandths above 1.000.
 */
export const BONUS_COEF_RULE = {
  maxBetsScaled: 9,
  thousandthsPerBet: 10,
  otherwise: 1100,
} as const;

/** §3 Account types: 4 is the bonus account (§5: max amount never applies to it). */
export const BONUS_ACCOUNT_TYPE = 4;

/**
 * Selections each coupon type needs (reference "Coupon types", spec §3 ids).
 * Lucky is the named Lucky 15, 31, 63 (4–6 legs; a 3-leg full cover is a patent);
 * patent follows the reference's 1xBet rule of 3 up to 8 legs; multi-bet needs
 * 3 events besides the optional lobby.
 */
export const COUPON_LEG_COUNTS = {
  single: { min: 1, max: 1 },
  express: { min: 2, max: Infinity },
  system: { min: 3, max: Infinity },
  chain: { min: 2, max: Infinity },
  multiBet: { min: 3, max: Infinity },
  conditional: { min: 2, max: Infinity },
  antiExpress: { min: 2, max: Infinity },
  lucky: { min: 4, max: 6 },
  patent: { min: 3, max: 8 },
  manySingles: { min: 2, max: Infinity },
} as const;

/** §4 Coupon: "It is finished at status 4"; statuses 2 and 3 make a bet live. */
export const GAME_STATUS = {
  finished: 4,
  live: [2, 3],
} as const;

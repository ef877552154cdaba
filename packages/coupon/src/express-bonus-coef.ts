import { oddsFromThousandths, type Odds } from '@sb/odds';
import { BONUS_COEF_RULE } from './constants';
import { COUPON_ERRORS } from './coupon-errors';

/**
 * §9: 1 × (1 + n/100) for 1 to 9 bets, else 1.1 — n is the number of bets in
 * the express, so 3 bets → 1.03, 9 → 1.09, 10 or more → 1.10 (the rule is
 * n/100 capped at 10 bets). Eligibility needs at least 3 bets, so 1 and 2
 * never reach a player; they follow the formula anyway.
 */
export function expressBonusCoef(betCount: number): Odds {
  if (!Number.isSafeInteger(betCount) || betCount < 1) {
    throw new RangeError(COUPON_ERRORS.bonusBetCount(betCount));
  }
  const thousandths =
    betCount <= BONUS_COEF_RULE.maxBetsScaled
      ? 1000 + BONUS_COEF_RULE.thousandthsPerBet * betCount
      : BONUS_COEF_RULE.otherwise;
  return oddsFromThousandths(thousandths) as Odds;
}

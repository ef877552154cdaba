import { PRICING_ERRORS } from './errors';
import type { GoalRates } from './goal-rates';

/**
 * Share of a match's expected goals scored before half time. Fewer goals come
 * in the first half than the second (tired legs, chasing the game late), so
 * the first half gets about 45% of the full-time rate, not 50%.
 */
export const HALF_TIME_RATE_SHARE = 0.45;

/** First-half goal rates: each full-time rate times `share`. */
export function halfTimeRates(fullTime: GoalRates, share: number = HALF_TIME_RATE_SHARE): GoalRates {
  if (!(share > 0 && share <= 1)) {
    throw new RangeError(PRICING_ERRORS.share(share));
  }
  return { home: fullTime.home * share, away: fullTime.away * share };
}

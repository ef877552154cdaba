import { queryOptions } from '@tanstack/react-query';
import {
  BETS_API,
  COUPON_BOOST_CHECK_PATH,
  couponBoostCheckAnswerSchema,
  LINE_API,
  betLimitsSchema,
  bookingLoadResponseSchema,
  gamesResponseSchema,
  bookingResponseSchema,
  outcomesResponseSchema,
  placeCouponResponseSchema,
  type PlaceCouponRequest,
} from '@sb/contracts';
import { getParsed, postParsed } from '../../../lib/api-client';

/** Betting calls carry the player's bearer token. */
const auth = { auth: true } as const;

export const couponKeys = {
  limits: (currency: string) => ['coupon', 'limits', currency] as const,
  outcomes: (ids: string) => ['coupon', 'outcomes', ids] as const,
};

/** §9 Coupon: stake limits, step and initial bet of a currency. */
export const limitsQuery = (currency: string) =>
  queryOptions({
    queryKey: couponKeys.limits(currency),
    queryFn: () => getParsed(betLimitsSchema, `${BETS_API}/limits?currency=${encodeURIComponent(currency)}`, auth),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Current prices of the coupon's selections. */
export const outcomesQuery = (ids: readonly string[], refetchMs: number) =>
  queryOptions({
    queryKey: couponKeys.outcomes([...ids].sort().join(',')),
    queryFn: () =>
      getParsed(outcomesResponseSchema, `${LINE_API}/outcomes?ids=${ids.map(encodeURIComponent).join(',')}`),
    refetchInterval: refetchMs,
    // The interval pauses while the tab is hidden (TanStack's default), as the spec's prices need only the visible page.
    refetchIntervalInBackground: false,
    retry: false,
  });

/**
 * The bet generator's pool: the open line's next games with their main markets (one page of the
 * catalog's largest size), read when the player asks, kept a minute.
 */
export const GENERATOR_POOL_SIZE = 100;
export const generatorPoolQuery = () =>
  queryOptions({
    queryKey: ['coupon', 'generator-pool'] as const,
    queryFn: () => getParsed(gamesResponseSchema, `${LINE_API}/games?pageSize=${GENERATOR_POOL_SIZE}`),
    staleTime: 60_000,
    retry: false,
  });

export const bettingCalls = {
  /** Issue 16 coupon boost: what a promo code adds to a coupon, for this player. */
  checkPromoBoost: (code: string) => postParsed(couponBoostCheckAnswerSchema, COUPON_BOOST_CHECK_PATH, { code }, auth),
  place: (body: PlaceCouponRequest) => postParsed(placeCouponResponseSchema, `${BETS_API}/coupons`, body, auth),
  book: (outcomeIds: readonly string[]) =>
    postParsed(
      bookingResponseSchema,
      `${BETS_API}/booking`,
      { bets: outcomeIds.map((outcomeId) => ({ outcomeId })) },
      auth,
    ),
  /** No login: a code is shared with friends who may have no account (issue 13 bug 5). */
  loadBooking: (code: string) =>
    getParsed(bookingLoadResponseSchema, `${BETS_API}/booking/${encodeURIComponent(code)}`),
};

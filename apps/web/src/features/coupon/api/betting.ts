import { queryOptions } from '@tanstack/react-query';
import {
  BETS_API,
  LINE_API,
  type BetLimits,
  type CouponView,
  type Outcome,
  type PlaceCouponRequest,
} from '@sb/contracts';
import { api } from '../../../lib/api-client';
import type { BookedBet } from '../lib/booking';

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
    queryFn: () => api.get<BetLimits>(`${BETS_API}/limits?currency=${encodeURIComponent(currency)}`, auth),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Current prices of the coupon's selections. */
export const outcomesQuery = (ids: readonly string[], refetchMs: number) =>
  queryOptions({
    queryKey: couponKeys.outcomes([...ids].sort().join(',')),
    queryFn: () =>
      api.get<{ outcomes: Outcome[] }>(`${LINE_API}/outcomes?ids=${ids.map(encodeURIComponent).join(',')}`),
    refetchInterval: refetchMs,
    // The interval pauses while the tab is hidden (TanStack's default), as the spec's prices need only the visible page.
    refetchIntervalInBackground: false,
    retry: false,
  });

export const bettingCalls = {
  place: (body: PlaceCouponRequest) => api.post<{ coupon: CouponView }>(`${BETS_API}/coupons`, body, auth),
  book: (outcomeIds: readonly string[]) =>
    api.post<{ code: string; expiresAt: number }>(
      `${BETS_API}/booking`,
      { bets: outcomeIds.map((outcomeId) => ({ outcomeId })) },
      auth,
    ),
  loadBooking: (code: string) =>
    api.get<{ code: string; bets: BookedBet[] }>(`${BETS_API}/booking/${encodeURIComponent(code)}`, auth),
};

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { BETS_API, type CashoutOffer, type CouponView } from '@sb/contracts';
import { api } from '../../../lib/api-client';

const auth = { auth: true } as const;

export interface HistoryFilter {
  status: 'open' | 'settled' | 'all';
  from?: number | undefined;
  page: number;
  pageSize: number;
}

export interface HistoryAnswer {
  coupons: CouponView[];
  page: number;
  pageSize: number;
  total: number;
  totals: { currency: string; staked: string; won: string }[];
}

/** Query keys: a placed bet invalidates `all` (the coupon panel uses ['bets']). */
export const betsKeys = {
  all: ['bets'] as const,
  history: (f: HistoryFilter) => ['bets', 'history', f] as const,
  coupon: (id: string) => ['bets', 'coupon', id] as const,
  cashout: (id: string) => ['bets', 'cashout', id] as const,
};

export const historyQuery = (f: HistoryFilter) =>
  queryOptions({
    queryKey: betsKeys.history(f),
    queryFn: () => {
      const q = new URLSearchParams({ status: f.status, page: String(f.page), pageSize: String(f.pageSize) });
      if (f.from !== undefined) q.set('from', String(f.from));
      return api.get<HistoryAnswer>(`${BETS_API}/coupons?${q.toString()}`, auth);
    },
    placeholderData: keepPreviousData,
    retry: false,
  });

export const couponQuery = (id: string) =>
  queryOptions({
    queryKey: betsKeys.coupon(id),
    queryFn: () => api.get<{ coupon: CouponView }>(`${BETS_API}/coupons/${encodeURIComponent(id)}`, auth),
    retry: false,
  });

export const cashoutOfferQuery = (id: string, refetchMs: number) =>
  queryOptions({
    queryKey: betsKeys.cashout(id),
    queryFn: () => api.get<CashoutOffer>(`${BETS_API}/coupons/${encodeURIComponent(id)}/cashout`, auth),
    refetchInterval: refetchMs,
    retry: false,
  });

export const cashout = (id: string, percent: number, expectedAmount: string) =>
  api.post<{ coupon: CouponView; paid: string }>(
    `${BETS_API}/coupons/${encodeURIComponent(id)}/cashout`,
    { percent, expectedAmount },
    auth,
  );

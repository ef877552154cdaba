import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  BETS_API,
  cashoutOfferSchema,
  cashoutResponseSchema,
  couponHistoryResponseSchema,
  couponResponseSchema,
} from '@sb/contracts';
import type { z } from 'zod';
import { getParsed, postParsed } from '../../../lib/api-client';

const auth = { auth: true } as const;

export interface HistoryFilter {
  status: 'open' | 'settled' | 'all';
  from?: number | undefined;
  page: number;
  pageSize: number;
}

export type HistoryAnswer = z.infer<typeof couponHistoryResponseSchema>;

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
      return getParsed(couponHistoryResponseSchema, `${BETS_API}/coupons?${q.toString()}`, auth);
    },
    placeholderData: keepPreviousData,
    retry: false,
  });

export const couponQuery = (id: string) =>
  queryOptions({
    queryKey: betsKeys.coupon(id),
    queryFn: () => getParsed(couponResponseSchema, `${BETS_API}/coupons/${encodeURIComponent(id)}`, auth),
    retry: false,
  });

export const cashoutOfferQuery = (id: string, refetchMs: number) =>
  queryOptions({
    queryKey: betsKeys.cashout(id),
    queryFn: () => getParsed(cashoutOfferSchema, `${BETS_API}/coupons/${encodeURIComponent(id)}/cashout`, auth),
    refetchInterval: refetchMs,
    retry: false,
  });

export const cashout = (id: string, percent: number, expectedAmount: string) =>
  postParsed(
    cashoutResponseSchema,
    `${BETS_API}/coupons/${encodeURIComponent(id)}/cashout`,
    { percent, expectedAmount },
    auth,
  );

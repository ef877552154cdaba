import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PaymentStatus, PaymentType } from '../lib/history-filters';
import { idempotentPost } from './idempotent-post';
import { auth, walletKeys } from './keys';

/** A payment method for one currency; min and max in minor units. */
export interface PaymentMethod {
  id: string;
  name: string;
  min: number;
  max: number;
}

/** A deposit or withdrawal as the API presents it: amount in major units, amountMinor exact. */
export interface Payment {
  id: string;
  direction: PaymentType;
  method: string;
  amount: string;
  amountMinor: string;
  currency: string;
  status: PaymentStatus;
  accountId: number;
  createdAt: string;
  updatedAt: string;
}

export interface HistoryPage {
  items: Payment[];
  total: number;
  page: number;
  pageSize: number;
}

/** What a deposit or withdrawal form sends; amount in minor units. */
export interface PaymentOrder {
  accountId: number;
  methodId: string;
  amount: bigint;
  idempotencyKey: string;
}

export const methodsQuery = (direction: PaymentType, accountId: number) =>
  queryOptions({
    queryKey: walletKeys.methods(direction, accountId),
    queryFn: async () =>
      (
        await api.get<{ methods: PaymentMethod[] }>(
          `/web-api/payments/methods?direction=${direction}&accountId=${encodeURIComponent(accountId)}`,
          auth,
        )
      ).methods,
    retry: false,
    staleTime: 60_000,
  });

export const paymentQuery = (id: string) =>
  queryOptions({
    queryKey: walletKeys.payment(id),
    queryFn: () => api.get<Payment>(`/web-api/payments/${encodeURIComponent(id)}`, auth),
    retry: false,
  });

/** `search` is the API query (history-filters historyApiSearch). */
export const historyQuery = (search: string) =>
  queryOptions({
    queryKey: walletKeys.history(search),
    queryFn: () => api.get<HistoryPage>(`/web-api/payments/history?${search}`, auth),
    retry: false,
  });

/** The CSV of the same filters: a download the browser makes itself (the session cookie). */
export const historyCsvHref = (search: string) => `/web-api/payments/history.csv${search ? `?${search}` : ''}`;

/** Minor units travel as a digit string: a bigint never becomes a float on the way. */
const orderBody = (o: PaymentOrder) => ({ accountId: o.accountId, methodId: o.methodId, amount: o.amount.toString() });

export const paymentCalls = {
  /** Answers the provider page to send the browser to; it comes back to /{lng}/onpay/{result}. */
  startDeposit: (o: PaymentOrder, lng: string) =>
    idempotentPost<{ paymentId: string; redirectUrl: string }>(
      '/web-api/payments/deposits',
      { ...orderBody(o), lng },
      o.idempotencyKey,
    ),
  requestWithdrawal: (o: PaymentOrder) =>
    idempotentPost<Payment>('/web-api/payments/withdrawals', orderBody(o), o.idempotencyKey),
  cancelWithdrawal: (id: string) =>
    api.post<Payment>(`/web-api/payments/withdrawals/${encodeURIComponent(id)}/cancel`, undefined, auth),
};

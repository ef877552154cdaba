import { queryOptions } from '@tanstack/react-query';
import {
  depositAnswerSchema,
  paymentHistoryAnswerSchema,
  paymentMethodsAnswerSchema,
  paymentViewSchema,
  type PaymentDirection,
  type PaymentHistoryPage,
  type PaymentMethod,
  type PaymentView,
} from '@sb/contracts';
import { api } from '../../../lib/api-client';
import { idempotentPost } from './idempotent-post';
import { auth, walletKeys } from './keys';

// The shapes are the wallet contract's (@sb/contracts); every answer is parsed with it.
export type { PaymentMethod };
/** A deposit or withdrawal as the API presents it: amount in major units, amountMinor exact. */
export type Payment = PaymentView;
export type HistoryPage = PaymentHistoryPage;

/** What a deposit or withdrawal form sends; amount in minor units. */
export interface PaymentOrder {
  accountId: number;
  methodId: string;
  amount: bigint;
  idempotencyKey: string;
}

export const methodsQuery = (direction: PaymentDirection, accountId: number) =>
  queryOptions({
    queryKey: walletKeys.methods(direction, accountId),
    queryFn: async () =>
      paymentMethodsAnswerSchema.parse(
        await api.get<unknown>(
          `/web-api/payments/methods?direction=${direction}&accountId=${encodeURIComponent(accountId)}`,
          auth,
        ),
      ).methods,
    retry: false,
    staleTime: 60_000,
  });

export const paymentQuery = (id: string) =>
  queryOptions({
    queryKey: walletKeys.payment(id),
    queryFn: async () =>
      paymentViewSchema.parse(await api.get<unknown>(`/web-api/payments/${encodeURIComponent(id)}`, auth)),
    retry: false,
  });

/** `search` is the API query (history-filters historyApiSearch). */
export const historyQuery = (search: string) =>
  queryOptions({
    queryKey: walletKeys.history(search),
    queryFn: async () =>
      paymentHistoryAnswerSchema.parse(await api.get<unknown>(`/web-api/payments/history?${search}`, auth)),
    retry: false,
  });

/** The CSV of the same filters: a download the browser makes itself (the session cookie). */
export const historyCsvHref = (search: string) => `/web-api/payments/history.csv${search ? `?${search}` : ''}`;

/** Minor units travel as a digit string: a bigint never becomes a float on the way. */
const orderBody = (o: PaymentOrder) => ({ accountId: o.accountId, methodId: o.methodId, amount: o.amount.toString() });

export const paymentCalls = {
  /** Answers the provider page to send the browser to; it comes back to /{lng}/onpay/{result}. */
  startDeposit: async (o: PaymentOrder, lng: string) =>
    depositAnswerSchema.parse(
      await idempotentPost<unknown>('/web-api/payments/deposits', { ...orderBody(o), lng }, o.idempotencyKey),
    ),
  requestWithdrawal: async (o: PaymentOrder) =>
    paymentViewSchema.parse(
      await idempotentPost<unknown>('/web-api/payments/withdrawals', orderBody(o), o.idempotencyKey),
    ),
  cancelWithdrawal: async (id: string) =>
    paymentViewSchema.parse(
      await api.post<unknown>(`/web-api/payments/withdrawals/${encodeURIComponent(id)}/cancel`, undefined, auth),
    ),
};

import { queryOptions } from '@tanstack/react-query';
import {
  supportRequestsAnswerSchema,
  supportRequestViewSchema,
  supportTopicsAnswerSchema,
  type SupportRequestView,
} from '@sb/contracts';
import { api } from '../../../lib/api-client';
import { auth, walletKeys } from './keys';

/** A support request as the API presents it (the support contract); answers are parsed with it. */
export type SupportRequest = SupportRequestView;

export interface NewSupportRequest {
  topic: string;
  subtopic: string;
  paymentId?: string;
  message: string;
}

export const topicsQuery = queryOptions({
  queryKey: walletKeys.topics,
  queryFn: async () =>
    supportTopicsAnswerSchema.parse(await api.get<unknown>('/web-api/payments/requests/topics')).topics,
  retry: false,
  staleTime: 10 * 60_000,
});

export const requestsQuery = queryOptions({
  queryKey: walletKeys.requests,
  queryFn: async () =>
    supportRequestsAnswerSchema.parse(await api.get<unknown>('/web-api/payments/requests', auth)).requests,
  retry: false,
});

export const createSupportRequest = async (r: NewSupportRequest) =>
  supportRequestViewSchema.parse(await api.post<unknown>('/web-api/payments/requests', r, auth));

import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Topics } from '../lib/request-steps';
import { auth, walletKeys } from './keys';

export interface SupportRequest {
  id: number;
  topic: string;
  subtopic: string;
  paymentId: string | null;
  message: string;
  status: string;
  createdAt: string;
}

export interface NewSupportRequest {
  topic: string;
  subtopic: string;
  paymentId?: string;
  message: string;
}

export const topicsQuery = queryOptions({
  queryKey: walletKeys.topics,
  queryFn: async () => (await api.get<{ topics: Topics }>('/web-api/payments/requests/topics')).topics,
  retry: false,
  staleTime: 10 * 60_000,
});

export const requestsQuery = queryOptions({
  queryKey: walletKeys.requests,
  queryFn: async () => (await api.get<{ requests: SupportRequest[] }>('/web-api/payments/requests', auth)).requests,
  retry: false,
});

export const createSupportRequest = (r: NewSupportRequest) =>
  api.post<SupportRequest>('/web-api/payments/requests', r, auth);

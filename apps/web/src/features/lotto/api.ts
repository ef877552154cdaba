import { queryOptions } from '@tanstack/react-query';
import {
  LOTTO_API,
  lottoBuyAnswerSchema,
  lottoTicketAnswerSchema,
  lottoTicketsAnswerSchema,
  type LottoBuyBody,
} from '@sb/contracts';
import { getParsed, postParsed } from '../../lib/api-client';

/** Query keys of the lotto: a key factory, never string keys. */
export const lottoKeys = {
  all: ['lotto'] as const,
  tickets: ['lotto', 'tickets'] as const,
  ticket: (id: string) => ['lotto', 'ticket', id] as const,
};

export const ticketsQuery = queryOptions({
  queryKey: lottoKeys.tickets,
  queryFn: () => getParsed(lottoTicketsAnswerSchema, `${LOTTO_API}/tickets`, { auth: true }),
  retry: false,
});

export const ticketQuery = (id: string) =>
  queryOptions({
    queryKey: lottoKeys.ticket(id),
    queryFn: () => getParsed(lottoTicketAnswerSchema, `${LOTTO_API}/tickets/${id}`, { auth: true }),
    retry: false,
  });

export const buyTicket = (body: LottoBuyBody) =>
  postParsed(lottoBuyAnswerSchema, `${LOTTO_API}/tickets`, body, { auth: true });

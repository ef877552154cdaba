import {
  conversionAcceptAnswerSchema,
  conversionDeclineAnswerSchema,
  conversionOfferAnswerSchema,
} from '@sb/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { auth, walletKeys } from './keys';

/** Spec §4 Account conversion offer (HRK account conversion reminder): the player's calls. */
export const conversionOfferQuery = queryOptions({
  queryKey: [...walletKeys.all, 'conversion-offer'] as const,
  queryFn: async () =>
    conversionOfferAnswerSchema.parse(await api.get<unknown>('/web-api/wallet/conversion-offer', auth)),
});

export const conversionCalls = {
  accept: async () =>
    conversionAcceptAnswerSchema.parse(await api.post<unknown>('/web-api/wallet/conversion-offer/accept', {}, auth)),
  decline: async () =>
    conversionDeclineAnswerSchema.parse(await api.post<unknown>('/web-api/wallet/conversion-offer/decline', {}, auth)),
};

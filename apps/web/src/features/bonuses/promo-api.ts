import { queryOptions } from '@tanstack/react-query';
import {
  bonusDefinitionViewSchema,
  landingAnswerSchema,
  landingPath,
  promotionTermsPath,
  seoStateAnswerSchema,
} from '@sb/contracts';
import { getParsed } from '../../lib/api-client';

/** Query keys of the promotion pages (issue 16): a key factory, never string keys. */
export const promoKeys = {
  terms: (id: number) => ['promotions', 'terms', id] as const,
  landing: (landingId: string) => ['promotions', 'landing', landingId] as const,
  landingText: (landingId: string, lng: string) => ['promotions', 'landing-text', landingId, lng] as const,
};

/** bonus-offer/{id}/{rules|games}: one active promotion's full terms (public). */
export const promotionTermsQuery = (id: number) =>
  queryOptions({
    queryKey: promoKeys.terms(id),
    queryFn: () => getParsed(bonusDefinitionViewSchema, promotionTermsPath(id)),
    retry: false,
  });

/** landing-page/{landingId}: the promo code's campaign and its promotion (public; 404 unknown). */
export const landingQuery = (landingId: string) =>
  queryOptions({
    queryKey: promoKeys.landing(landingId),
    queryFn: () => getParsed(landingAnswerSchema, landingPath(landingId)),
    retry: false,
  });

/**
 * The operator's text of a landing: the content service's SEO block of the landing's slug (spec §3
 * SEO state, "line, casino and landing pages"), read through its public API; none is fine.
 */
export const landingTextQuery = (landingId: string, lng: string) =>
  queryOptions({
    queryKey: promoKeys.landingText(landingId, lng),
    queryFn: () =>
      getParsed(
        seoStateAnswerSchema,
        `/bff-api/content/v1/seo/${encodeURIComponent(landingId)}?lng=${encodeURIComponent(lng)}`,
      ),
    retry: false,
  });

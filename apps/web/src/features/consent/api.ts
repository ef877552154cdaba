import { COOKIE_AGREEMENT_PATH, cookieAgreementAnswerSchema } from '@sb/contracts';
import { getParsed, postParsed } from '../../lib/api-client';

/** Spec §7 cookie agreement of a logged-in player. */
export const cookieAgreementQuery = {
  queryKey: ['consent', 'agreement'] as const,
  queryFn: () => getParsed(cookieAgreementAnswerSchema, COOKIE_AGREEMENT_PATH),
  staleTime: Infinity,
};

export function saveCookieAgreement(cookiesAgreeType: string, at: Date) {
  return postParsed(cookieAgreementAnswerSchema, COOKIE_AGREEMENT_PATH, {
    cookiesAgreeType,
    cookiesAgreeTime: at.toISOString(),
  });
}

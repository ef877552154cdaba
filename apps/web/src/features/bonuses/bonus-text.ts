import { useCallback } from 'react';
import type { BonusOffer } from '@sb/contracts';
import { ApiError } from '../../lib/api-client';
import { dynamicT, useTranslation } from '../../lib/i18n';
import { useErrorText } from '../../lib/use-error-text';
import { amount } from './api';

/** The bonus pages' reason codes (server error codes, eligibility codes) shown as their own text. */
export const BONUS_REASONS = [
  'promo_code_used',
  'promo_code_exhausted',
  'promo_code_not_redeemable',
  'promo_code_not_found',
  'promo_code_attempts',
  'country_not_eligible',
  'currency_not_eligible',
  'not_new_player',
  'not_verified',
] as const;

/** A reason code's text (bonus_reason_<code>), else the default error title. */
export function useReasonText(): (reason: string) => string {
  const { t } = useTranslation();
  return useCallback(
    (reason: string) =>
      (BONUS_REASONS as readonly string[]).includes(reason) ? dynamicT(t)(`bonus_reason_${reason}`) : t('main_error'),
    [t],
  );
}

/** A failed bonus call: its code's own text when known, else the server's title. */
export function useBonusErrorText(): (err: unknown) => string {
  const reason = useReasonText();
  const fallback = useErrorText();
  return useCallback(
    (err: unknown) =>
      err instanceof ApiError && (BONUS_REASONS as readonly string[]).includes(err.code)
        ? reason(err.code)
        : fallback(err),
    [reason, fallback],
  );
}

/** An offer's terms in one line: how much it grants, the wagering and the validity. */
export function useOfferTerms(): (o: BonusOffer) => string[] {
  const { t } = useTranslation();
  const tr = dynamicT(t);
  return useCallback(
    (o: BonusOffer) => {
      const lines: string[] = [];
      if (o.fixedAmountMinor !== null) lines.push(t('bonus_terms_fixed', { amount: amount(o.fixedAmountMinor) }));
      else if (o.capMinor !== null)
        lines.push(t('bonus_terms_percent_cap', { percent: o.percent, cap: amount(o.capMinor) }));
      else lines.push(t('bonus_terms_percent', { percent: o.percent }));
      lines.push(t('bonus_terms_wagering', { times: o.wageringMultiplier }));
      if (o.minOdds !== null) lines.push(t('bonus_terms_min_odds', { odds: o.minOdds }));
      if (o.maxConversionMinor !== null)
        lines.push(t('bonus_terms_max_conversion', { amount: amount(o.maxConversionMinor) }));
      lines.push(t('bonus_terms_validity', { days: o.validityDays }));
      lines.push(tr(`bonus_product_${o.product}`));
      return lines;
    },
    [t, tr],
  );
}

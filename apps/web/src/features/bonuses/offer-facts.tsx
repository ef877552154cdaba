import { useCallback } from 'react';
import type { BonusDefinitionView, BonusOffer } from '@sb/contracts';
import { dynamicT, useTranslation } from '../../lib/i18n';
import { amount } from './api';

/** What an offer grants, in one phrase ("You get 100% of your deposit, up to 100.00"). */
export function useGrantText(): (o: BonusOffer) => string {
  const { t } = useTranslation();
  return useCallback(
    (o: BonusOffer) => {
      if (o.kind === 'cashback')
        return o.capMinor === null
          ? t('promo_get_cashback', { percent: o.percent })
          : t('promo_get_cashback_cap', { percent: o.percent, cap: amount(o.capMinor) });
      if (o.fixedAmountMinor !== null) return t('promo_get_fixed', { amount: amount(o.fixedAmountMinor) });
      return o.capMinor === null
        ? t('promo_get_percent', { percent: o.percent })
        : t('promo_get_percent_cap', { percent: o.percent, cap: amount(o.capMinor) });
    },
    [t],
  );
}

/** Who may take an offer: every restriction of its eligibility, or "every player". */
export function useEligibilityText(): (e: BonusDefinitionView['eligibility']) => string[] {
  const { t } = useTranslation();
  return useCallback(
    (e: BonusDefinitionView['eligibility']) => {
      const lines: string[] = [];
      if (e.countries.length > 0) lines.push(t('promo_elig_countries', { list: e.countries.join(', ') }));
      if (e.currencies.length > 0) lines.push(t('promo_elig_currencies', { list: e.currencies.join(', ') }));
      if (e.newPlayersOnly) lines.push(t('promo_elig_new'));
      if (e.verifiedOnly) lines.push(t('promo_elig_verified'));
      return lines.length > 0 ? lines : [t('promo_elig_everyone')];
    },
    [t],
  );
}

/**
 * An offer's card facts (issue 16 offer variant): what you get, for which product, the wagering
 * (never above 10 ×), the expiry, the max conversion and — once the full terms are in — who may take it.
 */
export function OfferFacts({ offer, terms }: { offer: BonusOffer; terms?: BonusDefinitionView | undefined }) {
  const { t } = useTranslation();
  const tr = dynamicT(t);
  const grant = useGrantText();
  const eligibility = useEligibilityText();
  const cashback = offer.kind === 'cashback';
  return (
    <dl className="promo-facts">
      <dt className="promo-facts__grant">{tr(`promo_kind_${offer.kind}`)}</dt>
      <dd className="promo-facts__grant">{grant(offer)}</dd>
      <dt>{t('promo_card_product')}</dt>
      <dd>{tr(`bonus_product_${offer.product}`)}</dd>
      <dt>{t('promo_card_wagering')}</dt>
      <dd>
        {cashback
          ? t('promo_card_wagering_none')
          : t('promo_card_wagering_value', { times: Math.min(offer.wageringMultiplier, 10) })}
      </dd>
      {cashback ? null : (
        <>
          <dt>{t('promo_card_expiry')}</dt>
          <dd>{t('promo_card_expiry_value', { days: offer.validityDays })}</dd>
          <dt>{t('promo_card_conversion')}</dt>
          <dd>
            {offer.maxConversionMinor === null ? t('promo_card_conversion_none') : amount(offer.maxConversionMinor)}
          </dd>
        </>
      )}
      {terms ? (
        <>
          <dt>{t('promo_card_eligibility')}</dt>
          <dd>{eligibility(terms.eligibility).join('; ')}</dd>
        </>
      ) : null}
    </dl>
  );
}

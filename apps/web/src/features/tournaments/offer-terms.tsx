import type { BonusOffer } from '@sb/contracts';
import { useTranslation } from '../../lib/i18n';
import { amountText } from './format';

/** A casino offer's terms (amounts in the player's account currency): what it grants, wagering, expiry, max conversion (issue 16: wagering ≤ 10 ×). */
export function OfferTerms({ offer }: { offer: BonusOffer }) {
  const { t } = useTranslation();
  const grant =
    offer.fixedAmountMinor !== null
      ? t('tn_offer_fixed', { amount: amountText(offer.fixedAmountMinor) })
      : offer.capMinor !== null
        ? t('tn_offer_percent_cap', { percent: offer.percent, cap: amountText(offer.capMinor) })
        : t('tn_offer_percent', { percent: offer.percent });
  return (
    <dl className="tn-terms">
      <dt>{t('tn_offer_grant')}</dt>
      <dd>{grant}</dd>
      <dt>{t('tn_offer_wagering')}</dt>
      <dd>
        {offer.wageringMultiplier === 0
          ? t('tn_offer_no_wagering')
          : t('tn_offer_wagering_times', { times: offer.wageringMultiplier })}
      </dd>
      <dt>{t('tn_offer_expiry')}</dt>
      <dd>{t('tn_offer_days', { days: offer.validityDays })}</dd>
      <dt>{t('tn_offer_max_conversion')}</dt>
      <dd>{offer.maxConversionMinor === null ? t('tn_offer_no_cap') : amountText(offer.maxConversionMinor)}</dd>
    </dl>
  );
}

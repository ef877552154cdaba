import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import type { BonusOffer } from '@sb/contracts';
import { FormError } from '../../components/ui/form-message';
import { useApp } from '../../lib/app-context';
import { useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';
import { bonusCalls, bonusKeys, bonusOffersQuery } from './api';
import { useBonusErrorText } from './bonus-text';

/** Guests: log in or register, coming back to this page afterwards. */
export function GuestCta({ text }: { text: string }) {
  const { t } = useTranslation();
  const href = useLngHref();
  const { pathname } = useLocation();
  const back = `?return_url=${encodeURIComponent(pathname)}`;
  return (
    <div className="promo-actions" data-testid="promo-guest-cta">
      <p>{text}</p>
      <Link className="btn btn--primary" to={`${href('registration')}${back}`}>
        {t('shell_register')}
      </Link>
      <Link className="btn btn--ghost" to={`${href('login')}${back}`}>
        {t('shell_login')}
      </Link>
    </div>
  );
}

/** Spec §3 bonus types: the first-deposit choice of this offer's product (1 sport, 2 casino). */
function FirstDepositClaim({ offer }: { offer: BonusOffer }) {
  const { t } = useTranslation();
  const href = useLngHref();
  const qc = useQueryClient();
  const errorText = useBonusErrorText();
  const offers = useQuery(bonusOffersQuery);
  const value = offer.product === 'sport' ? 1 : 2;
  const choose = useMutation({
    mutationFn: () => bonusCalls.choose(value),
    onSuccess: () => void qc.invalidateQueries({ queryKey: bonusKeys.offers }),
  });
  const data = offers.data;
  if (!data) return offers.isError ? <FormError message={t('main_query_error')} /> : null;
  if (data.hasDeposit) return <p className="field__hint">{t('promo_claim_had_deposit')}</p>;
  const deposit = (
    <Link className="btn btn--primary" to={href('office/recharge')}>
      {t('promo_claim_deposit')}
    </Link>
  );
  if (data.choice === value)
    return (
      <div className="promo-actions">
        <p role="status" data-testid="promo-claim-chosen">
          {t('promo_claim_chosen')}
        </p>
        {deposit}
      </div>
    );
  return (
    <div className="promo-actions">
      <button type="button" className="btn btn--primary" disabled={choose.isPending} onClick={() => choose.mutate()}>
        {t('promo_claim_choose')}
      </button>
      <FormError message={choose.isError ? errorText(choose.error) : null} />
    </div>
  );
}

/**
 * What a player does to take an offer, where the bonus engine supports it: the first-deposit
 * choice, a promo code (no-deposit bonus, free bet), a deposit (reload), nothing (cashback pays by
 * itself). Guests get the log-in/registration call to action.
 */
export function ClaimAction({ offer }: { offer: BonusOffer }) {
  const { t } = useTranslation();
  const href = useLngHref();
  const { initial } = useApp();
  if (!initial.user) return <GuestCta text={t('promo_guest_cta')} />;
  switch (offer.kind) {
    case 'first_deposit':
      return <FirstDepositClaim offer={offer} />;
    case 'cashback':
      return <p className="field__hint">{t('promo_claim_auto')}</p>;
    case 'reload':
      return (
        <p className="promo-actions">
          <Link className="btn btn--primary" to={href('office/recharge')}>
            {t('promo_claim_deposit')}
          </Link>
        </p>
      );
    default:
      return (
        <div className="promo-actions">
          <p>{t('promo_claim_code')}</p>
          <Link className="btn btn--primary" to={href('promo')}>
            {t('promo_claim_enter_code')}
          </Link>
        </div>
      );
  }
}

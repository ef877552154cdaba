import './tournaments.css';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormError } from '../../components/ui/form-message';
import { ApiError } from '../../lib/api-client';
import { useApp } from '../../lib/app-context';
import { dynamicT, useTranslation } from '../../lib/i18n';
import { useErrorText } from '../../lib/use-error-text';
import { useLngHref } from '../../lib/use-lng';
import { tournamentCalls, WALLET_ACCOUNTS_KEY } from './api';
import { amountText } from './format';

/** The redeem refusals the page names in its own words. */
const KNOWN = [
  'promo_code_used',
  'promo_code_exhausted',
  'promo_code_not_found',
  'promo_code_not_redeemable',
  'promo_code_attempts',
] as const;

/** Spec §2 Casino `bonus/casino/promo` (issue 16): redeem a casino promo code and see what it granted. */
export default function CasinoPromoPage() {
  const { t } = useTranslation();
  const tr = dynamicT(t);
  const href = useLngHref();
  const { initial } = useApp();
  const qc = useQueryClient();
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  const redeem = useMutation({
    mutationFn: (c: string) => tournamentCalls.redeem(c),
    onSuccess: () => void qc.invalidateQueries({ queryKey: WALLET_ACCOUNTS_KEY }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim() !== '') redeem.mutate(code.trim());
  };
  const granted = redeem.data;
  return (
    <section className="page tn-page" data-route-id="bonus_casino_promo">
      <h1>{t('page_bonus_casino_promo')}</h1>
      <p>{t('tn_promo_intro')}</p>
      {initial.authenticated ? (
        <form className="card tn-promo-form" onSubmit={submit}>
          <label className="field__label" htmlFor="tn-promo-code">
            {t('tn_promo_code')}
          </label>
          <input
            id="tn-promo-code"
            className="field__input"
            name="code"
            autoComplete="off"
            maxLength={32}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
          <button type="submit" className="btn btn--primary" disabled={redeem.isPending || code.trim() === ''}>
            {t('tn_promo_redeem')}
          </button>
          {redeem.isError ? (
            <FormError
              message={
                redeem.error instanceof ApiError && (KNOWN as readonly string[]).includes(redeem.error.code)
                  ? tr(`tn_promo_error_${redeem.error.code}`)
                  : errorText(redeem.error)
              }
            />
          ) : null}
        </form>
      ) : (
        <p className="tn-actions">
          <Link className="btn btn--primary" to={href('login')}>
            {t('tn_promo_login')}
          </Link>
          <Link className="btn btn--ghost" to={href('registration')}>
            {t('tn_register')}
          </Link>
        </p>
      )}
      <div aria-live="polite">
        {granted ? (
          <div className="card tn-granted" data-testid="promo-result">
            <h2>{t('tn_promo_granted_title')}</h2>
            <p>
              {t('tn_promo_granted', {
                name: granted.name,
                amount: `${amountText(granted.amountMinor)} ${granted.currency}`,
              })}
            </p>
            {granted.wageringRequiredMinor !== '0' ? (
              <p>
                {t('tn_promo_wagering', { amount: `${amountText(granted.wageringRequiredMinor)} ${granted.currency}` })}
              </p>
            ) : null}
            <p>
              <Link to={href('office/bonuses/wager')}>{t('tn_promo_see_bonuses')}</Link>
            </p>
          </div>
        ) : null}
      </div>
    </section>
  );
}

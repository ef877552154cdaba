import './bonuses.css';
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PromoCheckAnswer } from '@sb/contracts';
import { FormError, FormSuccess } from '../../components/ui/form-message';
import { useTranslation } from '../../lib/i18n';
import { bonusCalls, bonusKeys, promotionsQuery } from './api';
import { useBonusErrorText, useOfferTerms, useReasonText } from './bonus-text';

const CODE = /^[A-Za-z0-9_-]{3,32}$/;

/**
 * Spec §2 office/promotion and the office menu's promo code check (issue 16): check what a code
 * grants and redeem it (once per player, attempts limited by the server), then the active promotions.
 */
export default function PromotionPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const errorText = useBonusErrorText();
  const reasonText = useReasonText();
  const terms = useOfferTerms();
  const promotions = useQuery(promotionsQuery);
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState<PromoCheckAnswer | null>(null);
  const check = useMutation({ mutationFn: bonusCalls.check, onSuccess: setChecked });
  const redeem = useMutation({
    mutationFn: bonusCalls.redeem,
    onSuccess: () => {
      setChecked(null);
      void qc.invalidateQueries({ queryKey: bonusKeys.mine });
    },
  });
  const valid = CODE.test(code.trim());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    redeem.reset();
    if (valid) check.mutate(code.trim());
  };
  return (
    <section className="page office-promotion" data-route-id="office_promotion">
      <h1>{t('page_office_promotion')}</h1>
      <form className="office-form card" onSubmit={submit} data-testid="promo-form">
        <div className="field">
          <label htmlFor="promo-code">{t('bonus_promo_code')}</label>
          <input
            id="promo-code"
            name="code"
            autoComplete="off"
            maxLength={32}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setChecked(null);
            }}
          />
        </div>
        <button type="submit" className="btn" disabled={!valid || check.isPending}>
          {t('bonus_promo_check')}
        </button>
        {check.isError ? <FormError message={errorText(check.error)} /> : null}
        {checked ? (
          <div className="bonus-check" data-testid="promo-check">
            <p>
              <strong>{checked.offer.name}</strong>: {terms(checked.offer).join(' · ')}
            </p>
            {checked.redeemable ? (
              <button
                type="button"
                className="btn btn--primary"
                disabled={redeem.isPending}
                onClick={() => redeem.mutate(checked.code)}
                data-testid="promo-redeem"
              >
                {t('bonus_promo_redeem')}
              </button>
            ) : (
              <FormError message={reasonText(checked.reason ?? '')} />
            )}
          </div>
        ) : null}
        {redeem.isError ? <FormError message={errorText(redeem.error)} /> : null}
        {redeem.isSuccess ? <FormSuccess message={t('bonus_promo_redeemed', { name: redeem.data.name })} /> : null}
      </form>
      <h2>{t('bonus_promotions_active')}</h2>
      {promotions.isError ? <FormError message={t('main_query_error')} /> : null}
      {promotions.data && promotions.data.promotions.length === 0 ? (
        <p className="field__hint">{t('bonus_promotions_none')}</p>
      ) : null}
      <ul className="bonus-list" data-testid="promotions-list">
        {promotions.data?.promotions.map((p) => (
          <li key={p.id} className="card">
            <h3>{p.name}</h3>
            <p className="field__hint">{terms(p).join(' · ')}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

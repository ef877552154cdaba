import './bonuses.css';
import './promotion-pages.css';
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Field } from '../../components/ui/field';
import { FormError, FormSuccess } from '../../components/ui/form-message';
import { useApp } from '../../lib/app-context';
import { dynamicT, useTranslation } from '../../lib/i18n';
import { useLngHref } from '../../lib/use-lng';
import { amount, bonusCalls, bonusKeys, promotionsQuery } from './api';
import { useBonusErrorText } from './bonus-text';
import { GuestCta } from './claim-action';
import { useGrantText } from './offer-facts';

/** The promo code's form (the same shape as the server's promoCodeTextSchema). */
export const PROMO_CODE = /^[A-Za-z0-9_-]{3,32}$/;

/**
 * Logged-in players redeem a code (POST …/promo-codes/redeem): a malformed code is refused before
 * any call; the server's refusals — unknown, used, no uses left, deposit-only, not eligible and
 * too many attempts (429 promo_code_attempts) — show their own text (spec §8 errors).
 */
function RedeemForm() {
  const { t } = useTranslation();
  const href = useLngHref();
  const qc = useQueryClient();
  const errorText = useBonusErrorText();
  const [search] = useSearchParams();
  const [code, setCode] = useState(() => search.get('code') ?? '');
  const [invalid, setInvalid] = useState(false);
  const redeem = useMutation({
    mutationFn: bonusCalls.redeem,
    onSuccess: () => void qc.invalidateQueries({ queryKey: bonusKeys.mine }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = code.trim();
    setInvalid(!PROMO_CODE.test(trimmed));
    if (PROMO_CODE.test(trimmed)) redeem.mutate(trimmed);
  };
  const bonus = redeem.data;
  return (
    <form className="card promo-form" onSubmit={submit} noValidate data-testid="promo-form">
      <Field
        label={t('promo_code_label')}
        name="code"
        autoComplete="off"
        value={code}
        hint={t('promo_code_hint')}
        error={invalid ? t('promo_redeem_invalid') : null}
        onChange={(e) => {
          setCode(e.target.value);
          setInvalid(false);
          redeem.reset();
        }}
      />
      <button type="submit" className="btn btn--primary" disabled={redeem.isPending}>
        {t('promo_redeem')}
      </button>
      <FormError message={redeem.isError ? errorText(redeem.error) : null} />
      {bonus ? (
        <div data-testid="promo-redeemed">
          <FormSuccess
            message={t('promo_redeemed', {
              name: bonus.name,
              amount: amount(bonus.amountMinor),
              currency: bonus.currency,
            })}
          />
          <Link to={href('office/bonuses/wager')}>{t('promo_redeemed_next')}</Link>
        </div>
      ) : null}
    </form>
  );
}

/** Spec §2 promo (issue 16): enter a promo code, and the promotions running now. */
export default function PromoPage() {
  const { t } = useTranslation();
  const tr = dynamicT(t);
  const href = useLngHref();
  const grant = useGrantText();
  const { initial } = useApp();
  const promotions = useQuery(promotionsQuery);
  const list = promotions.data?.promotions ?? [];
  return (
    <section className="page promo-page" data-route-id="promo">
      <h1>{t('page_promo')}</h1>
      <p>{t('promo_page_intro')}</p>
      {initial.user ? <RedeemForm /> : <GuestCta text={t('promo_guest')} />}
      <h2>{t('promo_current')}</h2>
      {promotions.isError ? <FormError message={t('main_query_error')} /> : null}
      {promotions.data && list.length === 0 ? <p className="field__hint">{t('promo_current_none')}</p> : null}
      <ul className="bonus-list promo-cards" data-testid="promo-promotions">
        {list.map((p) => (
          <li key={p.id} className="card promo-card">
            <h3>
              <Link to={href(`bonus-offer/${p.id}`)}>{p.name}</Link>
            </h3>
            <p>
              {tr(`promo_kind_${p.kind}`)} · {tr(`bonus_product_${p.product}`)}
            </p>
            <p>{grant(p)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

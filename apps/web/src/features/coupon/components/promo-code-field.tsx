import { useState } from 'react';
import type { CouponBoostCheckAnswer } from '@sb/contracts';
import { dynamicT, useTranslation } from '../../../lib/i18n';
import { bettingCalls } from '../api/betting';
import { useBetErrorText } from '../lib/bet-error';
import { moneyText, type CurrencyView } from '../lib/money';
import { isCheckableCode, promoBoostNote } from '../lib/promo-boost';

interface Checked {
  code: string;
  answer?: CouponBoostCheckAnswer;
  error?: string;
}

/**
 * Issue 16 coupon boost: the coupon's promo code field with a check — "+P % promo boost" and its
 * cap when the server says the code boosts a coupon, or the refusal's text. The note belongs to
 * the code it was asked for: typing another code hides it.
 */
export function PromoCodeField({
  code,
  currency,
  onChange,
  check = bettingCalls.checkPromoBoost,
}: {
  code: string;
  currency: CurrencyView;
  onChange: (code: string) => void;
  check?: (code: string) => Promise<CouponBoostCheckAnswer>;
}) {
  const { t } = useTranslation();
  const errorText = useBetErrorText();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      setChecked({ code, answer: await check(code.trim()) });
    } catch (err) {
      setChecked({ code, error: errorText(err) });
    } finally {
      setBusy(false);
    }
  };
  const shown = checked?.code === code ? checked : null;
  const note = shown?.answer ? promoBoostNote(shown.answer) : null;
  return (
    <div className="coupon-promo">
      <label className="coupon-field">
        <span>{t('coupon_promo_code')}</span>
        <input value={code} maxLength={64} onChange={(e) => onChange(e.target.value)} />
      </label>
      <button
        type="button"
        className="btn btn--ghost btn--sm"
        disabled={busy || !isCheckableCode(code)}
        onClick={() => void run()}
        data-testid="coupon-promo-check"
      >
        {t('coupon_promo_check')}
      </button>
      {note?.kind === 'boost' ? (
        <p className="notice notice--success" role="status" data-testid="coupon-promo-boost">
          <strong>{t('coupon_promo_boost', { percent: String(note.percent) })}</strong>{' '}
          {t('coupon_promo_boost_terms', { cap: moneyText(note.capMinor, currency) })}
        </p>
      ) : null}
      {note?.kind === 'refused' || shown?.error ? (
        <p className="notice notice--error" role="alert" data-testid="coupon-promo-error">
          {note?.kind === 'refused' ? dynamicT(t)(note.key) : shown?.error}
        </p>
      ) : null}
    </div>
  );
}

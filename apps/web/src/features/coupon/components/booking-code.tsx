import { useState } from 'react';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { useApp } from '../../../lib/app-context';
import { useLngHref } from '../../../lib/use-lng';
import { couponStore, useCoupon } from '../../../lib/coupon-store';
import { bettingCalls } from '../api/betting';
import { isApiCode, useBetErrorText } from '../lib/bet-error';
import { betsFromBooking } from '../lib/booking';
import { couponNotices } from '../lib/notices';

/**
 * Save the selections as a short code (players), or load a code's selections into the coupon
 * (anyone: a code is shared with friends who may have no account).
 */
export function BookingCode() {
  const { t } = useTranslation();
  const { initial } = useApp();
  const href = useLngHref();
  const errorText = useBetErrorText();
  const [loadError, setLoadError] = useState<string | null>(null);
  const { bets } = useCoupon();
  const [code, setCode] = useState('');
  const [copied, setCopied] = useState(false);
  const save = useMutation({
    mutationFn: () => bettingCalls.book(bets.map((b) => b.market.id)),
    onSuccess: () => setCopied(false),
    onError: (err) => couponNotices.push({ kind: 'error', text: errorText(err) }),
  });
  const load = useMutation({
    mutationFn: (c: string) => bettingCalls.loadBooking(c.trim().toUpperCase()),
    onSuccess: (answer) => {
      const { bets: loaded, missing } = betsFromBooking(answer.bets);
      couponStore.replaceBets(loaded);
      const text = [
        t('coupon_booking_loaded', { code: answer.code }),
        missing > 0 ? t('coupon_booking_missing', { n: String(missing) }) : '',
      ].join(' ');
      couponNotices.push({ kind: 'info', text: text.trim() });
      setCode('');
      setLoadError(null);
    },
    // Shown beside the field: the player sees at once that the code, not the site, is the problem.
    onError: (err) =>
      setLoadError(isApiCode(err, 'booking_not_found') ? t('coupon_booking_not_found') : errorText(err)),
  });
  const saved = save.data?.code;
  return (
    <section className="coupon-booking" aria-label={t('coupon_booking')}>
      {bets.length > 0 && !initial.authenticated ? (
        <p className="coupon-booking__login" data-testid="booking-login">
          {t('coupon_booking_login_to_save')} <Link to={href('login')}>{t('coupon_login')}</Link>
        </p>
      ) : null}
      {bets.length > 0 && initial.authenticated ? (
        <div className="coupon-booking__save">
          <button
            type="button"
            className="btn btn--ghost"
            disabled={save.isPending}
            data-testid="booking-save"
            onClick={() => save.mutate()}
          >
            {t('coupon_booking_save')}
          </button>
          {saved ? (
            <>
              <output data-testid="booking-code" data-code={saved}>
                {t('coupon_booking_code', { code: saved })}
              </output>
              <button
                type="button"
                className="btn btn--ghost"
                onClick={() => {
                  void navigator.clipboard?.writeText(saved).then(() => setCopied(true));
                }}
              >
                {copied ? t('coupon_booking_copied') : t('coupon_booking_copy')}
              </button>
            </>
          ) : null}
        </div>
      ) : null}
      <form
        className="coupon-booking__load"
        onSubmit={(e) => {
          e.preventDefault();
          if (code.trim()) load.mutate(code);
        }}
      >
        <input
          aria-label={t('coupon_booking_code_input')}
          placeholder={t('coupon_booking_code_input')}
          value={code}
          maxLength={10}
          autoComplete="off"
          data-testid="booking-input"
          aria-invalid={loadError !== null}
          aria-describedby={loadError ? 'booking-load-error' : undefined}
          onChange={(e) => {
            setCode(e.target.value);
            setLoadError(null);
          }}
        />
        <button type="submit" className="btn btn--ghost" disabled={load.isPending} data-testid="booking-load">
          {t('coupon_booking_load')}
        </button>
        {loadError ? (
          <p id="booking-load-error" className="coupon-booking__error" role="alert" data-testid="booking-error">
            {loadError}
          </p>
        ) : null}
      </form>
    </section>
  );
}

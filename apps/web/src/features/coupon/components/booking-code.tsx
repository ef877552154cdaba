import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { couponStore, useCoupon } from '../../../lib/coupon-store';
import { bettingCalls } from '../api/betting';
import { useBetErrorText } from '../lib/bet-error';
import { betsFromBooking } from '../lib/booking';
import { couponNotices } from '../lib/notices';

/** Save the selections as a short code, or load a code's selections into the coupon. */
export function BookingCode() {
  const { t } = useTranslation();
  const errorText = useBetErrorText();
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
    },
    onError: (err) => couponNotices.push({ kind: 'error', text: errorText(err) }),
  });
  const saved = save.data?.code;
  return (
    <section className="coupon-booking" aria-label={t('coupon_booking')}>
      {bets.length > 0 ? (
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
          onChange={(e) => setCode(e.target.value)}
        />
        <button type="submit" className="btn btn--ghost" disabled={load.isPending} data-testid="booking-load">
          {t('coupon_booking_load')}
        </button>
      </form>
    </section>
  );
}

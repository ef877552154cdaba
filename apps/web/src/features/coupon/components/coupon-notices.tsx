import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { useLngHref } from '../../../lib/use-lng';
import { couponNotices, useCouponNotices } from '../lib/notices';

/** Coupon notifications: they stay until the player closes them (§9 duration -1). */
export function CouponNotices() {
  const { t } = useTranslation();
  const href = useLngHref();
  const notices = useCouponNotices();
  if (notices.length === 0) return null;
  return (
    <div className="coupon-notices" aria-live="polite">
      {notices.map((n) => (
        <div
          key={n.id}
          className={`notice notice--${n.kind} coupon-notice`}
          role={n.kind === 'error' ? 'alert' : 'status'}
          data-testid={`coupon-notice-${n.kind}`}
          data-coupon-id={n.couponId}
        >
          <span>{n.text}</span>
          {n.couponId ? (
            <Link to={href(`print-coupon/${n.couponId}`)} target="_blank" data-testid="coupon-print-link">
              {t('coupon_print')}
            </Link>
          ) : null}
          <button
            type="button"
            className="coupon-notice__close"
            aria-label={t('coupon_dismiss')}
            onClick={() => couponNotices.dismiss(n.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

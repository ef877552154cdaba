import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n';
import { useApp } from '../../lib/app-context';
import { couponQuery } from './api/bets';
import { CouponCard } from './components/coupon-card';

/**
 * print-coupon/{couponId} (§2; the digits rule is the route's): a placed coupon as a printable
 * page. Only its owner reads it; anyone else (or a visitor) gets the not-found message, as the
 * API answers 404 for a coupon that is not the caller's.
 */
export default function PrintCouponPage() {
  const { t } = useTranslation();
  const { couponId = '' } = useParams();
  const { initial } = useApp();
  const q = useQuery({ ...couponQuery(couponId), enabled: initial.authenticated });
  if (!initial.authenticated || q.isError) {
    return (
      <p className="notice notice--error print-coupon__missing" role="alert" data-testid="print-not-found">
        {t('print_coupon_not_found')}
      </p>
    );
  }
  if (!q.data) return <p>{t('main_loading')}</p>;
  return (
    <div className="print-coupon" data-testid="print-coupon">
      <div className="print-coupon__actions">
        <h1>{t('print_coupon_title', { id: q.data.coupon.id })}</h1>
        <button type="button" className="btn btn--primary" data-testid="print-button" onClick={() => window.print()}>
          {t('print_coupon_button')}
        </button>
      </div>
      <CouponCard coupon={q.data.coupon} withCashout={false} />
    </div>
  );
}

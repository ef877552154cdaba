import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { TotoCoupon } from '@sb/contracts';
import { useApp } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { useLngHref } from '../../../lib/use-lng';
import { couponsQuery } from '../api';
import { money, utcTime } from '../lib/format';
import { DRAW_STATUS } from '../lib/labels';
import { EventResults } from './event-results';

/** Spec §2 toto/coupons: the player's coupons, each with its draw, picks, hits and prize. */
export function CouponsView() {
  const { t } = useTranslation();
  const { initial } = useApp();
  const href = useLngHref();
  const query = useQuery({ ...couponsQuery, enabled: initial.authenticated });
  if (!initial.authenticated)
    return (
      <p>
        <Link to={href('login')}>{t('toto_error_login')}</Link>
      </p>
    );
  if (query.isPending) return <p>{t('toto_loading')}</p>;
  if (query.isError) return <p role="alert">{t('main_error')}</p>;
  if (query.data.coupons.length === 0) return <p>{t('toto_no_coupons')}</p>;
  return (
    <ol className="toto-coupons">
      {query.data.coupons.map((c) => (
        <CouponCard key={c.id} coupon={c} />
      ))}
    </ol>
  );
}

function CouponCard({ coupon }: { coupon: TotoCoupon }) {
  const { t } = useTranslation();
  const { initial } = useApp();
  const settled = coupon.status === 'settled';
  // The winning counts, best first: "14 correct: 2 combinations".
  const hits = (coupon.hits ?? [])
    .map((n, k) => ({ k, n }))
    .filter((h) => h.n > 0)
    .reverse()
    .slice(0, 4);
  return (
    <li className="toto-coupon" data-testid="toto-coupon" data-coupon-status={coupon.status}>
      <h2>
        {t('toto_coupon_of', { time: utcTime(coupon.draw.closesAt, initial.lng) })} ·{' '}
        {t(DRAW_STATUS[coupon.draw.status])}
      </h2>
      <p>
        {t('toto_combinations', { n: coupon.combinations })} × {money(coupon.stakePerCombinationMinor)} ={' '}
        {t('toto_total_stake', { amount: `${money(coupon.stakeMinor)} ${coupon.currency}` })}
      </p>
      <p className="toto-coupon-status">{t(settled ? 'toto_coupon_settled' : 'toto_coupon_open')}</p>
      {settled ? (
        <>
          <p data-testid="toto-coupon-best">
            {t('toto_best_hits', { hits: coupon.bestHits ?? 0, events: coupon.predictions.length })}
          </p>
          <ul className="toto-hits">
            {hits.map((h) => (
              <li key={h.k}>{t('toto_hits_line', { hits: h.k, n: h.n })}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="toto-coupon-prize" data-testid="toto-coupon-prize">
        {t('toto_prize', { amount: `${money(coupon.prizeMinor)} ${coupon.currency}` })}
      </p>
      <EventResults events={coupon.draw.events} picks={coupon.predictions} />
    </li>
  );
}

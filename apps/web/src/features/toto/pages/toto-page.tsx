import { useLoaderData } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import { CouponForm } from '../components/coupon-form';
import { CouponsView } from '../components/coupons-view';
import { DrawSummary } from '../components/draw-summary';
import { DrawsView } from '../components/draws-view';
import { PrizeTiers } from '../components/prize-tiers';
import { TotoNav } from '../components/toto-nav';
import type { TotoPageData } from '../loaders';

/** Every toto section of spec §2 (issue 19): the current and the next draw, my coupons, the archive. */
export default function TotoPage() {
  const d = useLoaderData<TotoPageData>();
  const { t } = useTranslation();
  const section = d.kind === 'draw' ? (d.which === 'current' ? 'draw' : 'next') : d.kind;
  return (
    <div className="page toto-page" data-toto-section={section}>
      <TotoNav current={section} />
      {d.kind === 'draw' ? (
        <>
          <h1>{t(d.which === 'current' ? 'toto_draw_title' : 'toto_next_title')}</h1>
          {d.answer.draw ? (
            <>
              <DrawSummary draw={d.answer.draw} />
              <div className="toto-draw">
                <CouponForm key={d.answer.draw.id} rules={d.answer.rules} draw={d.answer.draw} />
                <PrizeTiers rules={d.answer.rules} draw={null} />
              </div>
            </>
          ) : (
            <p>{t('toto_no_draw')}</p>
          )}
        </>
      ) : null}
      {d.kind === 'coupons' ? (
        <>
          <h1>{t('toto_coupons_title')}</h1>
          <CouponsView />
        </>
      ) : null}
      {d.kind === 'draws' ? (
        <>
          <h1>{t('toto_draws_title')}</h1>
          <DrawsView answer={d.answer} />
        </>
      ) : null}
    </div>
  );
}

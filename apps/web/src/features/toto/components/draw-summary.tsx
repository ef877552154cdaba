import type { TotoDraw } from '@sb/contracts';
import { useApp } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { perCurrency, utcTime } from '../lib/format';
import { DRAW_STATUS } from '../lib/labels';
import { Countdown } from './countdown';

/** A draw's head: status, closing time with the countdown, pool so far, jackpot and coupons. */
export function DrawSummary({ draw }: { draw: TotoDraw }) {
  const { t } = useTranslation();
  const { initial } = useApp();
  const jackpot = perCurrency(draw.jackpotInMinor);
  return (
    <dl className="toto-summary" data-draw={draw.id} data-draw-status={draw.status}>
      <div>
        <dt>{t('toto_status')}</dt>
        <dd>{t(DRAW_STATUS[draw.status])}</dd>
      </div>
      <div>
        <dt>{t('toto_closes_at')}</dt>
        <dd>
          <time dateTime={draw.closesAt}>{utcTime(draw.closesAt, initial.lng)}</time>{' '}
          {draw.status === 'open' ? <Countdown to={draw.closesAt} /> : null}
        </dd>
      </div>
      <div>
        <dt>{t('toto_pool')}</dt>
        <dd data-testid="toto-pool">{perCurrency(draw.poolMinor) ?? '0.00'}</dd>
      </div>
      <div>
        <dt>{t('toto_jackpot')}</dt>
        <dd className="toto-jackpot">{jackpot ?? '0.00'}</dd>
      </div>
      <div>
        <dt>{t('toto_coupons_count')}</dt>
        <dd>{draw.couponsCount}</dd>
      </div>
    </dl>
  );
}

import type { TotoDraw, TotoDrawsAnswer } from '@sb/contracts';
import { useApp } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { perCurrency, utcTime } from '../lib/format';
import { DRAW_STATUS } from '../lib/labels';
import { EventResults } from './event-results';
import { PrizeTiers } from './prize-tiers';

/** Spec §2 toto/draws: the draws whose sales closed, newest first, with results and tier payouts. */
export function DrawsView({ answer }: { answer: TotoDrawsAnswer }) {
  const { t } = useTranslation();
  if (answer.draws.length === 0) return <p>{t('toto_no_draws')}</p>;
  return (
    <ol className="toto-archive">
      {answer.draws.map((d) => (
        <ArchivedDraw key={d.id} draw={d} answer={answer} />
      ))}
    </ol>
  );
}

function ArchivedDraw({ draw, answer }: { draw: TotoDraw; answer: TotoDrawsAnswer }) {
  const { t } = useTranslation();
  const { initial } = useApp();
  const pool = perCurrency(draw.poolMinor);
  const carried = perCurrency(draw.jackpotOutMinor);
  return (
    <li className="toto-archived" data-draw={draw.id} data-draw-status={draw.status}>
      <h2>
        <time dateTime={draw.closesAt}>{utcTime(draw.closesAt, initial.lng)}</time> · {t(DRAW_STATUS[draw.status])}
      </h2>
      <p>
        {t('toto_pool')}: {pool ?? '0.00'}
        {carried ? ` · ${t('toto_jackpot_carried', { amount: carried })}` : ''}
      </p>
      <EventResults events={draw.events} />
      {draw.tiers ? <PrizeTiers rules={answer.rules} draw={draw} withRules={false} /> : null}
    </li>
  );
}

import { Link } from 'react-router';
import type { LotterySummary, LottoResultsAnswer, LottoVerifiedDraw } from '@sb/contracts';
import { useApp } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { useLngHref } from '../../../lib/use-lng';
import { drawTime, perCurrency } from '../lib/format';
import { LOTTERY_NAME } from '../lib/labels';
import { Balls } from './balls';

/** Spec §2 lotto/results: the drawn draws, newest first, each with its verify panel. */
export function ResultsView({
  lotteries,
  lotteryId,
  results,
}: {
  lotteries: LotterySummary[];
  lotteryId: string | null;
  results: LottoResultsAnswer;
}) {
  const { t } = useTranslation();
  const href = useLngHref();
  const name = (id: string) => {
    const key = LOTTERY_NAME[id];
    return key ? t(key) : id;
  };
  return (
    <>
      <ul className="lotto-filter">
        <li>
          <Link to={href('lotto/results')} aria-current={lotteryId === null ? 'page' : undefined}>
            {t('lotto_results_all')}
          </Link>
        </li>
        {lotteries.map((l) => (
          <li key={l.id}>
            <Link to={href(`lotto/results/${l.id}`)} aria-current={lotteryId === l.id ? 'page' : undefined}>
              {name(l.id)}
            </Link>
          </li>
        ))}
      </ul>
      {results.draws.length === 0 ? <p>{t('lotto_no_results')}</p> : null}
      <ol className="lotto-results">
        {results.draws.map((d) => (
          <DrawResult key={d.id} draw={d} name={name(d.lotteryId)} algorithm={results.algorithm} />
        ))}
      </ol>
    </>
  );
}

function DrawResult({ draw, name, algorithm }: { draw: LottoVerifiedDraw; name: string; algorithm: string }) {
  const { t } = useTranslation();
  const { initial } = useApp();
  const pool = perCurrency(draw.poolMinor);
  const ok = draw.verify.seedMatchesCommitment && draw.verify.numbersMatch;
  return (
    <li className="lotto-result" data-draw={draw.id}>
      <h2>
        {name} · <time dateTime={draw.scheduledAt}>{drawTime(draw.scheduledAt, initial.lng)}</time>
      </h2>
      <Balls numbers={draw.numbers ?? []} bonus={draw.bonus} label={t('lotto_ticket_drawn_numbers')} />
      {pool ? <p>{t('lotto_draw_pool', { amount: pool })}</p> : null}
      <details className="lotto-verify">
        <summary>{t('lotto_verify')}</summary>
        <dl>
          <dt>{t('lotto_seed')}</dt>
          <dd>
            <code>{draw.seed ?? t('lotto_seed_hidden')}</code>
          </dd>
          <dt>{t('lotto_commitment')}</dt>
          <dd>
            <code>{draw.commitment}</code>
          </dd>
          <dt>{t('lotto_chain_head')}</dt>
          <dd>
            <code>{draw.chainHead}</code>
          </dd>
          <dt>{t('lotto_verify_algorithm')}</dt>
          <dd>{algorithm}</dd>
        </dl>
        <p className={ok ? 'lotto-verified' : 'lotto-error'}>{t(ok ? 'lotto_verify_ok' : 'lotto_verify_failed')}</p>
      </details>
    </li>
  );
}

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ScheduledGame, ScheduledRound } from '@sb/contracts';
import { formatClock } from '@sb/preferences';
import { useApp, usePreferences } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { scheduledResultsQuery } from '../api/get-scheduled-results';
import { ProofView } from './proof-view';
import { ResultSummary } from './result-summary';

/** The UTC day of an instant, YYYY-MM-DD (a day's rounds play one UTC day's hash chain). */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

function RoundRow({ type, round }: { type: string; round: ScheduledRound }) {
  const { t } = useTranslation();
  const [prefs] = usePreferences();
  return (
    <li className="sched-archive__row" data-round-id={round.game.id}>
      <span className="sched-archive__time">
        <time dateTime={new Date(round.startAt).toISOString()}>
          {formatClock(round.startAt, prefs.timeZone, prefs.is12h)}
        </time>{' '}
        {t('scheduled_round', { id: round.game.id })}
      </span>
      <ResultSummary type={type} round={round} />
      <details className="sched-archive__proof">
        <summary>{t('scheduled_proof')}</summary>
        <ProofView proof={round.proof} />
      </details>
    </li>
  );
}

/**
 * The results archive (issue 19): the latest finished rounds, any day's rounds by the day picker
 * (the results call), each with its provably fair proof, and how to check one.
 */
export function ResultsArchive({ game, now }: { game: ScheduledGame; now: number }) {
  const { t } = useTranslation();
  const { initial } = useApp();
  const today = utcDay(now);
  const [day, setDay] = useState(today);
  const [shownDay, setShownDay] = useState<string | null>(null);
  const q = useQuery({
    ...scheduledResultsQuery(game.type, shownDay ?? today, initial.lng),
    enabled: shownDay !== null,
  });
  const rounds = shownDay === null ? game.results : (q.data?.rounds ?? []);
  return (
    <section className="sched-archive" aria-labelledby="sched-archive-title">
      <h2 id="sched-archive-title">{t('scheduled_results')}</h2>
      <form
        className="sched-archive__day"
        onSubmit={(e) => {
          e.preventDefault();
          if (/^\d{4}-\d{2}-\d{2}$/.test(day)) setShownDay(day);
        }}
      >
        <label htmlFor="sched-day">{t('scheduled_results_day')}</label>
        <input id="sched-day" type="date" value={day} max={today} onChange={(e) => setDay(e.target.value)} />
        <button type="submit" className="btn">
          {t('scheduled_results_show')}
        </button>
      </form>
      {shownDay !== null && q.isPending ? <p>{t('scheduled_results_loading')}</p> : null}
      {shownDay !== null && q.isError ? <p role="alert">{t('main_query_error')}</p> : null}
      {rounds.length === 0 && !(shownDay !== null && q.isPending) ? <p>{t('scheduled_results_empty')}</p> : null}
      <ol className="sched-archive__list" data-testid="scheduled-results">
        {rounds.map((r) => (
          <RoundRow key={r.game.id} type={game.type} round={r} />
        ))}
      </ol>
      <details className="sched-howto">
        <summary>{t('scheduled_how_to_verify')}</summary>
        <p>{t('scheduled_how_to_verify_text')}</p>
      </details>
    </section>
  );
}

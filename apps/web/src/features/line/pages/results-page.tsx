import { Form, useLoaderData } from 'react-router';
import type { GameResult } from '@sb/contracts';
import { GAME_STATUS_ID } from '@sb/contracts/line-ids';
import type { ResultsData } from '../loaders';
import { LineLayout } from '../components/line-layout';
import { TeamLogo } from '../components/team-logo';
import { resultPeriodsText } from '../lib/result-periods';
import { useKickOff, useLineT } from '../lib/use-line';
import { LiveResults } from '../live/pages/live-results';

function ScoreText({ r }: { r: GameResult }) {
  const t = useLineT();
  if (r.statusId === GAME_STATUS_ID.cancelled) return <>{t('results_cancelled')}</>;
  if (!r.score) return <>—</>;
  const periods = resultPeriodsText(r.sportId, r.score, t);
  return (
    <>
      <strong>
        {r.score.home}:{r.score.away}
      </strong>
      {periods ? <small> ({periods})</small> : null}
    </>
  );
}

/** results/{type?}: finished games of a day, by sport; live and zone: features/live. */
export default function ResultsPage() {
  const d = useLoaderData<ResultsData>();
  const t = useLineT();
  const kickOff = useKickOff();
  const names = (r: GameResult) =>
    r.team2 ? `${r.team1.name} — ${r.team2.name}` : `${r.team1.name}: ${r.title ?? ''}`;
  return (
    <LineLayout sports={d.sports} routeId="results">
      <h1>{t('page_results')}</h1>
      {d.live ? (
        <LiveResults data={d.live} />
      ) : (
        <>
          <Form method="get" className="results-filter" data-testid="results-filter">
            <label>
              <span>{t('results_date')}</span>
              <input type="date" name="date" defaultValue={d.date} />
            </label>
            <label>
              <span>{t('results_sport')}</span>
              <select name="sportId" defaultValue={d.sportId ?? ''}>
                <option value="">{t('results_all_sports')}</option>
                {d.sports.map((s) => (
                  <option key={s.id} value={s.id}>
                    {t(`sport_${s.id}`)}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" className="button">
              {t('results_show')}
            </button>
          </Form>
          {d.results.length === 0 ? (
            <p className="line-empty">{t('results_none')}</p>
          ) : (
            <ul className="results" data-testid="results-list">
              {d.results.map((r) => {
                const k = kickOff(r.startAt);
                return (
                  <li key={r.gameId} className="results__row" data-testid="result-row">
                    <span className="results__time">{k.time}</span>
                    <span className="results__champ">{r.champName}</span>
                    <span className="results__teams">
                      <TeamLogo team={r.team1} size={18} />
                      {names(r)}
                    </span>
                    <span className="results__score">
                      <ScoreText r={r} />
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </LineLayout>
  );
}

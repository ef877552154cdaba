import { Link } from 'react-router';
import type { LiveResult } from '@sb/contracts';
import { useLngHref } from '../../../../lib/use-lng';
import { TeamLogo } from '../../components/team-logo';
import { resultPeriodsText } from '../../lib/result-periods';
import { gameName } from '../../lib/url';
import { useKickOff, useLineT } from '../../lib/use-line';
import { IncidentsFeed } from '../components/live-blocks';
import { Scoreboard } from '../components/scoreboard';
import { liveGamePath } from '../lib/live-url';
import type { LiveResultsData } from '../loaders';
import { useLiveGames } from './live-section';

function FinalScore({ r }: { r: LiveResult }) {
  const t = useLineT();
  if (!r.score) return <>—</>;
  const periods = resultPeriodsText(r.sportId, r.score, t);
  return (
    <>
      <strong>
        {r.score.home}:{r.score.away}
      </strong>
      {periods ? <small data-testid="period-scores"> ({periods})</small> : null}
    </>
  );
}

function FinishedList({ results, zone }: { results: readonly LiveResult[]; zone: boolean }) {
  const t = useLineT();
  const kickOff = useKickOff();
  if (results.length === 0) return <p className="line-empty">{t('live_results_none')}</p>;
  return (
    <ul className="results" data-testid="live-results-list">
      {results.map((r) => (
        <li key={r.gameId} className="results__row" data-testid="live-result-row">
          <span className="results__time">{kickOff(r.startAt).time}</span>
          <span className="results__champ">{r.champName}</span>
          <span className="results__teams">
            <TeamLogo team={r.team1} size={18} />
            {zone ? <Link to={`?gameId=${r.gameId}`}>{gameName(r)}</Link> : gameName(r)}
          </span>
          <span className="results__score">
            <FinalScore r={r} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * results/live: games in play now (following the live topic) and the day's finished live games with
 * their period scores. results/zone: the finished games; one of them (`?gameId=`) with its whole
 * incident timeline as the match tracker recorded it.
 */
export function LiveResults({ data }: { data: LiveResultsData }) {
  const t = useLineT();
  const href = useLngHref();
  const inPlay = useLiveGames(data.inPlay);
  if (data.type === 'zone') {
    return (
      <div data-testid="live-results">
        <h2>{t('live_zone_title')}</h2>
        {data.zone ? (
          <section className="zone-timeline" data-testid="zone-timeline">
            <h3>
              {gameName(data.zone.result)} <FinalScore r={data.zone.result} />
            </h3>
            <h4>{t('live_zone_timeline')}</h4>
            <IncidentsFeed
              incidents={data.zone.timeline.incidents}
              teams={[data.zone.result.team1.name, data.zone.result.team2?.name ?? '']}
            />
          </section>
        ) : null}
        <FinishedList results={data.finished} zone />
      </div>
    );
  }
  return (
    <div data-testid="live-results">
      <h2>{t('live_results_in_play')}</h2>
      {inPlay.length === 0 ? (
        <p className="line-empty">{t('live_no_games')}</p>
      ) : (
        <ul className="live-results__now">
          {inPlay.map((g) =>
            g.live ? (
              <li key={g.id} data-testid="live-result-now">
                <Link to={href(liveGamePath(g))}>
                  <Scoreboard game={g} state={g.live} wide />
                </Link>
              </li>
            ) : null,
          )}
        </ul>
      )}
      <h2>
        {t('live_results_finished')} <small>{data.date}</small>
      </h2>
      <FinishedList results={data.finished} zone={false} />
    </div>
  );
}

import { Link, useLoaderData } from 'react-router';
import type { PastGame } from '../api/schemas';
import { useLngHref } from '../../../lib/use-lng';
import type { StatisticData } from '../loaders';
import { GameHeader } from '../components/game-header';
import { gameName } from '../lib/url';
import { useKickOff, useLineT } from '../lib/use-line';

function ResultList({ results, testId }: { results: readonly PastGame[]; testId: string }) {
  const t = useLineT();
  const kickOff = useKickOff();
  if (results.length === 0) return <p className="line-empty">{t('results_none')}</p>;
  return (
    <ul className="results" data-testid={testId}>
      {results.map((r) => (
        <li key={r.gameId} className="results__row">
          <span className="results__time">{kickOff(r.startAt).day}</span>
          <span className="results__teams">
            {r.team1.name} — {r.team2.name}
          </span>
          <span className="results__score">
            {r.home}:{r.away}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** statistic and statisticpopup (?gameId=): head-to-head, recent form and the table. */
export default function StatisticPage() {
  const d = useLoaderData<StatisticData>();
  const t = useLineT();
  const href = useLngHref();
  if (!d.stats) {
    return (
      <section className="page statistic" data-route-id="statistic">
        <h1>{t('page_statistic')}</h1>
        <p>{t('statistic_pick_game')}</p>
        <ul className="statistic__games">
          {d.top
            .filter((g) => g.team2)
            .map((g) => (
              <li key={g.id}>
                <Link to={href(`statistic?gameId=${g.id}`)}>{gameName(g)}</Link>
              </li>
            ))}
        </ul>
      </section>
    );
  }
  const { headToHead, form1, form2, table } = d.stats;
  const game = d.game;
  const mine = new Set([game?.team1.id, game?.team2?.id]);
  return (
    <section className="page statistic" data-route-id="statistic" data-testid="statistic">
      {game ? <GameHeader game={game} /> : <h1>{t('page_statistic')}</h1>}
      <h2>{t('statistic_h2h')}</h2>
      <ResultList results={headToHead} testId="h2h" />
      <div className="statistic__form">
        <div>
          <h2>{t('statistic_form', { team: game?.team1.name ?? '1' })}</h2>
          <ResultList results={form1} testId="form1" />
        </div>
        <div>
          <h2>{t('statistic_form', { team: game?.team2?.name ?? '2' })}</h2>
          <ResultList results={form2} testId="form2" />
        </div>
      </div>
      {table.length > 0 ? (
        <>
          <h2>{t('statistic_table')}</h2>
          <table className="standings">
            <thead>
              <tr>
                <th>#</th>
                <th>{t('statistic_team')}</th>
                <th>{t('statistic_played')}</th>
                <th>{t('statistic_won')}</th>
                <th>{t('statistic_drawn')}</th>
                <th>{t('statistic_lost')}</th>
                <th>{t('statistic_points')}</th>
              </tr>
            </thead>
            <tbody>
              {table.map((row) => (
                <tr key={row.team.id} aria-current={mine.has(row.team.id) ? 'true' : undefined}>
                  <td>{row.position}</td>
                  <td>{row.team.name}</td>
                  <td>{row.played}</td>
                  <td>{row.won}</td>
                  <td>{row.drawn}</td>
                  <td>{row.lost}</td>
                  <td>{row.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </section>
  );
}

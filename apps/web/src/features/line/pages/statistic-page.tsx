import { Link, useLoaderData } from 'react-router';
import type { GameResult } from '@sb/contracts';
import { useLngHref } from '../../../app/use-lng';
import type { StatisticData } from '../loaders';
import { GameHeader } from '../components/game-header';
import { gameName } from '../lib/url';
import { useKickOff, useLineT } from '../lib/use-line';

function ResultList({ results, testId }: { results: readonly GameResult[]; testId: string }) {
  const t = useLineT();
  const kickOff = useKickOff();
  if (results.length === 0) return <p className="line-empty">{t('results_none')}</p>;
  return (
    <ul className="results" data-testid={testId}>
      {results.map((r) => (
        <li key={r.gameId} className="results__row">
          <span className="results__time">{kickOff(r.startAt).day}</span>
          <span className="results__teams">
            {r.team1.name} — {r.team2?.name ?? ''}
          </span>
          <span className="results__score">{r.score ? `${r.score.home}:${r.score.away}` : '—'}</span>
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
  const { game, headToHead, form, table } = d.stats;
  return (
    <section className="page statistic" data-route-id="statistic" data-testid="statistic">
      <GameHeader game={game} />
      <h2>{t('statistic_h2h')}</h2>
      <ResultList results={headToHead} testId="h2h" />
      <div className="statistic__form">
        <div>
          <h2>{t('statistic_form', { team: game.team1.name })}</h2>
          <ResultList results={form.team1} testId="form1" />
        </div>
        {game.team2 ? (
          <div>
            <h2>{t('statistic_form', { team: game.team2.name })}</h2>
            <ResultList results={form.team2} testId="form2" />
          </div>
        ) : null}
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
              {table.map((row, i) => (
                <tr
                  key={row.teamId}
                  aria-current={row.teamId === game.team1.id || row.teamId === game.team2?.id ? 'true' : undefined}
                >
                  <td>{i + 1}</td>
                  <td>{row.name}</td>
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

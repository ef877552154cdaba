import { Link } from 'react-router';
import type { Champ, GameResult, LiveGameSummary } from '@sb/contracts';
import { useLiveTopic } from '../../../lib/live-socket';
import { useLngHref } from '../../../lib/use-lng';
import { dynamicT, useTranslation } from '../../../lib/i18n';
import type { DisciplineCounters } from '../loaders';
import { champPath, disciplinePath, type CyberType } from '../lib/cyber-url';
import { currentMap } from './game-lists';

/**
 * The esports games being played, from the loader and then the `cyber` topic (games join, leave
 * and their scores move in place). Before the topic answers, the server's list stands.
 */
export function useLiveEsports(initial: readonly LiveGameSummary[]): readonly LiveGameSummary[] {
  const view = useLiveTopic('cyber');
  return view.data ? view.data.games : initial;
}

/** One card per discipline: its name, games upcoming and being played. */
export function DisciplineCards({
  counters,
  type = 'line',
}: {
  counters: readonly DisciplineCounters[];
  type?: CyberType;
}) {
  const { t } = useTranslation();
  const dt = dynamicT(t);
  const href = useLngHref();
  return (
    <ul className="cyber-disciplines" data-testid="cyber-disciplines">
      {counters.map((c) => (
        <li key={c.sportId} data-discipline={c.slug}>
          <Link to={href(disciplinePath(c.liveCount > 0 && type === 'live' ? 'live' : type, c.sportId))}>
            <strong>{dt(`sport_${c.sportId}`)}</strong>
            <span>{t('cyber_count_live', { n: c.liveCount })}</span>
            <span>{t('cyber_count_line', { n: c.lineCount })}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Championships of each discipline (cyber/champs) or of one (a discipline's page). */
export function ChampLinks({ champs, type }: { champs: readonly Champ[]; type: CyberType }) {
  const href = useLngHref();
  const { t } = useTranslation();
  if (champs.length === 0) return <p className="cyber-empty">{t('cyber_no_games')}</p>;
  return (
    <ul className="cyber-maps" data-testid="cyber-champs">
      {champs.map((c) => (
        <li key={c.id}>
          <Link className="chip" to={href(champPath(type, c))} data-champ-id={c.id}>
            {c.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Dashboard: maps being played now (discipline, game, map number and score). */
export function LiveMaps({ games }: { games: readonly LiveGameSummary[] }) {
  const { t } = useTranslation();
  const dt = dynamicT(t);
  if (games.length === 0) return <p className="cyber-empty">{t('cyber_no_live')}</p>;
  return (
    <ul className="cyber-counters" data-testid="cyber-live-maps">
      {games.map((g) => {
        const map = currentMap(g.live?.score ?? g.score, g.live?.period ?? null);
        return (
          <li key={g.id} className="cyber-game" data-game-id={g.id}>
            <span>
              {dt(`sport_${g.sportId}`)} · {g.team1.name} — {g.team2?.name ?? ''}
            </span>
            <strong>{map ? `${t('cyber_map_n', { n: map.n })} ${map.home}:${map.away}` : '–'}</strong>
          </li>
        );
      })}
    </ul>
  );
}

export function ResultsList({ results }: { results: readonly GameResult[] }) {
  const { t } = useTranslation();
  const dt = dynamicT(t);
  if (results.length === 0) return <p className="cyber-empty">{t('cyber_no_results')}</p>;
  return (
    <ul className="cyber-games" data-testid="cyber-results">
      {results.map((r) => (
        <li key={r.gameId} className="cyber-game">
          <span>
            {dt(`sport_${r.sportId}`)} · {r.champName}
            <br />
            <strong>{r.team1.name + (r.team2 ? ` — ${r.team2.name}` : '')}</strong>
          </span>
          <span>{r.score ? `${r.score.home}:${r.score.away}` : '–'}</span>
        </li>
      ))}
    </ul>
  );
}

import { Link } from 'react-router';
import type { GameSummary, LiveGameSummary, Score } from '@sb/contracts';
import { formatDateTime } from '../../../lib/format-date-time';
import { useLngHref } from '../../../lib/use-lng';
import { usePreferences } from '../../../lib/app-context';
import { dynamicT, useTranslation } from '../../../lib/i18n';
import { cyberGamePath, gameName, type CyberType } from '../lib/cyber-url';
import { CyberOdd } from './cyber-odd';

/** The map being played and its score (the last period of the score). */
export function currentMap(
  score: Score | null,
  period: number | null,
): { n: number; home: number; away: number } | null {
  if (!score) return null;
  const n = period ?? score.periods.length;
  const p = score.periods[n - 1];
  return p ? { n, home: p[0], away: p[1] } : null;
}

/** Games being played: discipline, teams, maps won and the current map's score; updates in place. */
export function LiveGameList({ games, testId = 'cyber-live' }: { games: readonly LiveGameSummary[]; testId?: string }) {
  const { t } = useTranslation();
  const dt = dynamicT(t);
  const href = useLngHref();
  if (games.length === 0) return <p className="cyber-empty">{t('cyber_no_live')}</p>;
  return (
    <ul className="cyber-games" data-testid={testId}>
      {games.map((g) => {
        const score = g.live?.score ?? g.score;
        const map = currentMap(score, g.live?.period ?? null);
        return (
          <li key={g.id} className="cyber-game" data-game-id={g.id} data-testid="cyber-live-game">
            <Link to={href(cyberGamePath(g, 'live'))}>
              <span className="cyber-live-badge">{t('cyber_live_badge')}</span>
              <span>{dt(`sport_${g.sportId}`)}</span> · <span>{g.champName}</span>
              <br />
              <strong>{gameName(g)}</strong>
            </Link>
            <span data-cyber-score="">
              {`${score ? `${score.home}:${score.away}` : '–'}${map ? ` · ${t('cyber_map_n', { n: map.n })} ${map.home}:${map.away}` : ''}`}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Upcoming games: kick-off, teams, the main prices. */
export function LineGameList({
  games,
  type = 'line',
  testId = 'cyber-line',
}: {
  games: readonly GameSummary[];
  type?: CyberType;
  testId?: string;
}) {
  const { t, i18n } = useTranslation();
  const dt = dynamicT(t);
  const [prefs] = usePreferences();
  const href = useLngHref();
  if (games.length === 0) return <p className="cyber-empty">{t('cyber_no_games')}</p>;
  return (
    <ul className="cyber-games" data-testid={testId}>
      {games.map((g) => (
        <li key={g.id} className="cyber-game" data-game-id={g.id} data-testid="cyber-line-game">
          <Link to={href(cyberGamePath(g, type))}>
            <span>{formatDateTime(g.startAt, i18n.language, prefs.timeZone, prefs.is12h)}</span> ·{' '}
            <span>{dt(`sport_${g.sportId}`)}</span> · <span>{g.champName}</span>
            <br />
            <strong>{gameName(g)}</strong>
          </Link>
          <span className="cyber-game__odds">
            {(g.mainMarkets[0]?.outcomes ?? []).map((o) => (
              <CyberOdd key={o.id} outcome={o} game={g} />
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}

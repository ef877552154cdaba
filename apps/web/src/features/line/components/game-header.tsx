import { Link } from 'react-router';
import type { GameSummary } from '@sb/contracts';
import { usePreferences } from '../../../lib/app-context';
import { useLngHref } from '../../../lib/use-lng';
import { statsLinkOf } from '../lib/stats-link';
import { gameName, teamPath } from '../lib/url';
import { useKickOff, useLineT } from '../lib/use-line';
import { TeamLogo } from './team-logo';

/** A game page's heading: both teams with badges and team-page links, kick-off, statistics link. */
export function GameHeader({ game }: { game: GameSummary }) {
  const t = useLineT();
  const href = useLngHref();
  const k = useKickOff()(game.startAt);
  const [prefs] = usePreferences();
  const stats = statsLinkOf(game.id, prefs.flags.statsInNewWindow);
  return (
    <header className="game-header">
      <p className="game-header__champ">{game.champName}</p>
      <h1 className="game-header__teams">
        {[game.team1, game.team2].map((team) =>
          team ? (
            <span key={team.id} className="game-header__team" aria-hidden="true">
              <TeamLogo team={team} size={40} />
              <span>{team.name}</span>
            </span>
          ) : null,
        )}
        <span className="visually-hidden">{gameName(game)}</span>
        {game.title ? <span className="game-header__title">{game.title}</span> : null}
      </h1>
      <p className="game-header__meta">
        <time dateTime={new Date(game.startAt).toISOString()}>
          {k.day} {k.time}
        </time>
        {game.team2 ? (
          <>
            {' · '}
            <Link to={href(stats.path)} target={stats.target} rel={stats.rel} data-testid="stats-link">
              {t('line_statistics')}
              {stats.target ? <span className="visually-hidden"> {t('linenav_new_window')}</span> : null}
            </Link>
            {' · '}
            <Link to={href(teamPath(game.team1))}>{game.team1.name}</Link>
            {' · '}
            <Link to={href(teamPath(game.team2))}>{game.team2.name}</Link>
          </>
        ) : null}
      </p>
    </header>
  );
}

import { Link } from 'react-router';
import type { GameSummary } from '@sb/contracts';
import { usePreferences } from '../../../lib/app-context';
import { useLngHref } from '../../../lib/use-lng';
import { cellsOf, type ListColumn } from '../lib/grouping';
import { outcomeShortKey, paramText } from '../lib/format';
import { gamePath, gameName } from '../lib/url';
import { useKickOff, useLineT } from '../lib/use-line';
import { OddButton } from './odd-button';
import { TeamLogo } from './team-logo';

/** One game of a list: kick-off, teams with their badges, the main prices, "+N markets". */
export function GameRow({
  game,
  columns,
  href: hrefOf,
}: {
  game: GameSummary;
  columns: readonly ListColumn[];
  href?: string;
}) {
  const [prefs] = usePreferences();
  const t = useLineT();
  const href = useLngHref();
  const kickOff = useKickOff()(game.startAt);
  const link = href(hrefOf ?? gamePath(game));
  const shown = game.mainMarkets.reduce((n, m) => n + m.outcomes.length, 0);
  const more = Math.max(0, game.marketsCount - shown);
  return (
    <li className={`game-row${game.isTop ? ' game-row--top' : ''}`} data-testid="game-row" data-game-id={game.id}>
      <div className="game-row__time">
        <span>{kickOff.day}</span>
        <span>{kickOff.time}</span>
        {prefs.flags.showGameId ? <span className="game-row__id">#{game.id}</span> : null}
      </div>
      <Link className="game-row__teams" to={link}>
        {[game.team1, game.team2].map((team) =>
          team ? (
            <span key={team.id} className="game-row__team" aria-hidden="true">
              <TeamLogo team={team} size={prefs.flags.compactView ? 16 : 22} />
              <span className="game-row__name">{team.name}</span>
            </span>
          ) : null,
        )}
        {game.title ? <span className="game-row__title">{game.title}</span> : null}
        <span className="visually-hidden">{gameName(game)}</span>
      </Link>
      <div className="game-row__odds">
        {columns.map((col) => {
          const { market, typeIds } = cellsOf(game.mainMarkets, col);
          return (
            <div key={col.groupId} className={`game-row__col game-row__col--${col.typeIds.length}`}>
              {typeIds.map((typeId, i) => {
                const outcome = typeId === null ? undefined : market?.outcomes.find((o) => o.typeId === typeId);
                if (!outcome || typeId === null)
                  return <span key={typeId ?? `empty-${i}`} className="odd odd--empty" aria-hidden="true" />;
                const label = t(outcomeShortKey(typeId), { param: paramText(outcome) });
                return <OddButton key={typeId} outcome={outcome} game={game} label={label} />;
              })}
            </div>
          );
        })}
      </div>
      {more > 0 ? (
        <Link className="game-row__more" to={link} aria-label={t('line_more_markets', { n: String(more) })}>
          +{more}
        </Link>
      ) : (
        <span className="game-row__more" />
      )}
    </li>
  );
}

import { Link } from 'react-router';
import type { CasinoGame } from '@sb/contracts';
import { useTranslation } from '../../../lib/i18n';
import { useLngHref } from '../../../lib/use-lng';
import { gamePath } from '../lib/pages';
import { FavoriteButton } from './favorite-button';
import { GameArt } from './game-art';

/** One game of a grid: its art, name and RTP, linking to its page. */
export function GameTile({ game }: { game: CasinoGame }) {
  const href = useLngHref();
  const { t } = useTranslation();
  return (
    <li className="casino-tile" data-testid="casino-tile" data-game-id={game.id}>
      <Link to={href(gamePath(game))} className="casino-tile-link">
        <GameArt id={game.id} name={game.name} />
        <span className="casino-tile-name">{game.name}</span>
        <span className="casino-tile-meta">{t('casino_rtp_short', { rtp: (game.rtp * 100).toFixed(2) })}</span>
      </Link>
      <FavoriteButton gameId={game.id} name={game.name} />
    </li>
  );
}

/** A grid of game tiles (server-rendered with the page), or the empty text. */
export function GameGrid({ games, label }: { games: readonly CasinoGame[]; label: string }) {
  const { t } = useTranslation();
  if (games.length === 0) return <p className="casino-empty">{t('casino_no_games')}</p>;
  return (
    <ul className="casino-grid" aria-label={label}>
      {games.map((g) => (
        <GameTile key={g.id} game={g} />
      ))}
    </ul>
  );
}

import { memo, useMemo } from 'react';
import { Link } from 'react-router';
import type { LiveGameSummary, LiveState } from '@sb/contracts';
import { useLngHref } from '../../../../lib/use-lng';
import { cellsOf, type ListColumn } from '../../lib/grouping';
import { outcomeShortKey, paramText } from '../../lib/format';
import { gameName } from '../../lib/url';
import { useLineT } from '../../lib/use-line';
import { OddButton } from '../../components/odd-button';
import { marketFilterOf } from '../lib/betting-state';
import { liveGamePath } from '../lib/live-url';
import { useMultiLive } from '../lib/multi-live';
import { rowMarkets } from '../lib/overlay';
import { sameRowGame } from '../lib/row-equality';
import { useLiveRowClock, useLiveRowGame } from '../lib/use-live-rows';
import { LiveClock, Scoreboard } from './scoreboard';

interface RowProps {
  /** The game as the list had it (the loader's before the topic answers); the row follows its own. */
  game: LiveGameSummary;
  columns: readonly ListColumn[];
  wide: boolean;
  /** §3 filtered markets, the spec's comma list ('' shows all). */
  filteredMarkets: string;
}

/** The row's clock: it follows the topic every second without rendering the row. */
function RowClock({ gameId, fallback }: { gameId: number; fallback: LiveState }) {
  const clock = useLiveRowClock(gameId);
  return <LiveClock state={clock ?? fallback} />;
}

/**
 * One game in play: its scoreboard, the main prices (they flash on a move and lock while
 * suspended), "+N markets" to its page, and "add to multi-live". It follows its own game in the
 * `live` topic: another game's move does not render it.
 */
function LiveGameRowView({ game: listed, columns, wide, filteredMarkets }: RowProps) {
  const t = useLineT();
  const href = useLngHref();
  const [multi, toggleMulti] = useMultiLive();
  const game = useLiveRowGame(listed);
  const markets = useMemo(() => rowMarkets(game, marketFilterOf({ filteredMarkets })), [game, filteredMarkets]);
  const link = href(liveGamePath(game));
  const inMulti = multi.includes(game.id);
  const shown = markets.reduce((n, m) => n + m.outcomes.length, 0);
  const more = Math.max(0, game.marketsCount - shown);
  return (
    <li className={`live-row${wide ? ' live-row--wide' : ''}`} data-testid="live-game" data-game-id={game.id}>
      <Link className="live-row__board" to={link} aria-label={gameName(game)}>
        {game.live ? (
          <Scoreboard
            game={game}
            state={game.live}
            wide={wide}
            clock={<RowClock gameId={game.id} fallback={game.live} />}
          />
        ) : (
          <span className="live-row__name">{gameName(game)}</span>
        )}
      </Link>
      <div className="game-row__odds">
        {columns.map((col) => {
          const { market, typeIds } = cellsOf(markets, col);
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
      <div className="live-row__tools">
        {more > 0 ? (
          <Link className="game-row__more" to={link} aria-label={t('line_more_markets', { n: String(more) })}>
            +{more}
          </Link>
        ) : null}
        <button
          type="button"
          className={`live-row__multi${inMulti ? ' live-row__multi--on' : ''}`}
          aria-pressed={inMulti}
          data-testid="multi-toggle"
          onClick={() => toggleMulti(game.id)}
        >
          {t(inMulti ? 'live_multi_remove' : 'live_multi_add')}
        </button>
      </div>
    </li>
  );
}

/** A list that renders again (a game joined) passes the same props to the rows that did not change. */
const sameRowProps = (a: RowProps, b: RowProps): boolean =>
  a.columns === b.columns &&
  a.wide === b.wide &&
  a.filteredMarkets === b.filteredMarkets &&
  sameRowGame(a.game, b.game);

export const LiveGameRow = memo(LiveGameRowView, sameRowProps);

import { Link, useLocation } from 'react-router';
import type { GameSummary } from '@sb/contracts';
import { APP_VIEW_TYPE } from '@sb/preferences';
import { usePreferences } from '../../../app/app-context';
import { listColumns, sortGames } from '../lib/grouping';
import { useLineT } from '../lib/use-line';
import { GameRow } from './game-row';

interface Props {
  games: readonly GameSummary[];
  /** Pagination of the API answer; absent for a fixed list (home top events). */
  page?: { page: number; pageSize: number; total: number };
  /** Link of each game; defaults to its line-tree page. */
  hrefOf?: (g: GameSummary) => string;
  testId?: string;
}

/** A list of games with the column headers of the player's view (European or Asian). */
export function GamesList({ games, page, hrefOf, testId = 'games-list' }: Props) {
  const [prefs] = usePreferences();
  const t = useLineT();
  const { pathname, search } = useLocation();
  const asian = prefs.appViewType === APP_VIEW_TYPE.asian;
  const columns = listColumns(games, asian);
  const sorted = sortGames(games, prefs.flags.bestMatchesOnTop);
  if (games.length === 0) return <p className="line-empty">{t('line_no_games')}</p>;
  const pages = page ? Math.ceil(page.total / page.pageSize) : 1;
  const pageHref = (n: number) => {
    const q = new URLSearchParams(search);
    if (n === 1) q.delete('page');
    else q.set('page', String(n));
    const s = q.toString();
    return `${pathname}${s ? `?${s}` : ''}`;
  };
  return (
    <div className={`games${prefs.flags.compactView ? ' games--compact' : ''}${asian ? ' games--asian' : ''}`}>
      <div className="games__head" aria-hidden="true">
        <span />
        <span />
        <div className="game-row__odds">
          {columns.map((c) => (
            <div key={c.groupId} className={`game-row__col game-row__col--${c.typeIds.length}`}>
              <span className="games__group">{t(`market_group_${c.groupId}`)}</span>
            </div>
          ))}
        </div>
        <span />
      </div>
      <ul className="games__list" data-testid={testId}>
        {sorted.map((g) => (
          <GameRow key={g.id} game={g} columns={columns} href={hrefOf?.(g)} />
        ))}
      </ul>
      {page && pages > 1 ? (
        <nav className="pager" aria-label={t('line_pages')}>
          {page.page > 1 ? (
            <Link to={pageHref(page.page - 1)} rel="prev">
              {t('line_prev_page')}
            </Link>
          ) : null}
          <span>{t('line_page_of', { page: String(page.page), pages: String(pages) })}</span>
          {page.page < pages ? (
            <Link to={pageHref(page.page + 1)} rel="next" data-testid="show-more">
              {t('line_next_page')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

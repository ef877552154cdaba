import { Link, useLocation } from 'react-router';
import type { GameSummary } from '@sb/contracts';
import { APP_VIEW_TYPE } from '@sb/preferences';
import { usePreferences } from '../../../lib/app-context';
import { listColumns, splitBestMatches } from '../lib/grouping';
import { marketGroupKey } from '../lib/market-names';
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

/**
 * A list of games with the column headers of the player's view (European or Asian). With "best
 * matches on top" (spec §3 flag, on by default) the best matches come first under their own label,
 * then a separator and the rest by date (issue 13 bug 6: an unlabelled reorder looked unsorted).
 */
export function GamesList({ games, page, hrefOf, testId = 'games-list' }: Props) {
  const [prefs] = usePreferences();
  const t = useLineT();
  const { pathname, search } = useLocation();
  const asian = prefs.appViewType === APP_VIEW_TYPE.asian;
  const columns = listColumns(games, asian);
  const { best, rest } = splitBestMatches(games, prefs.flags.bestMatchesOnTop);
  // A list of best matches only (top events) is one part by date: a label would say nothing.
  const labelled = best.length > 0 && rest.length > 0;
  const row = (g: GameSummary) => <GameRow key={g.id} game={g} columns={columns} href={hrefOf?.(g)} />;
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
    <div
      className={`games${prefs.flags.compactView ? ' games--compact' : ''}${asian ? ' games--asian' : ''}`}
      data-testid={testId}
    >
      <div className="games__head" aria-hidden="true">
        <span />
        <span />
        <div className="game-row__odds">
          {columns.map((c) => (
            <div key={c.groupId} className={`game-row__col game-row__col--${c.typeIds.length}`}>
              <span className="games__group">{t(marketGroupKey(c.groupId, prefs.marketsNameType))}</span>
            </div>
          ))}
        </div>
        <span />
      </div>
      {labelled ? (
        <>
          <h3 className="games__part" id={`${testId}-best`} data-testid="best-matches-label">
            {t('linenav_best_matches')}
          </h3>
          <ul className="games__list" data-part="best" aria-labelledby={`${testId}-best`}>
            {best.map(row)}
          </ul>
          <h3 className="games__part games__part--rest" id={`${testId}-rest`} data-testid="by-date-label">
            {t('linenav_by_date')}
          </h3>
          <ul className="games__list" data-part="rest" aria-labelledby={`${testId}-rest`}>
            {rest.map(row)}
          </ul>
        </>
      ) : (
        <ul className="games__list">{[...best, ...rest].map(row)}</ul>
      )}
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

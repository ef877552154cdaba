import type { LiveGameSummary } from '@sb/contracts';
import { APP_VIEW_TYPE } from '@sb/preferences';
import { Link } from 'react-router';
import { usePreferences } from '../../../../lib/app-context';
import { useLngHref } from '../../../../lib/use-lng';
import { listColumns, type ListColumn } from '../../lib/grouping';
import { useLineT } from '../../lib/use-line';
import { groupLive } from '../lib/overlay';
import { liveChampPath } from '../lib/live-url';
import type { BettingState } from '../lib/betting-state';
import { marketFilterOf, normalizeMarketList } from '../lib/betting-state';
import { LiveGameRow } from './live-game-row';

/** The same columns are the same array: the rows (memo) do not render when the list does. */
const columnSets = new Map<string, readonly ListColumn[]>();
function stableColumns(columns: readonly ListColumn[]): readonly ListColumn[] {
  const key = columns.map((c) => `${c.groupId}:${c.typeIds.join('.')}`).join('|');
  let held = columnSets.get(key);
  if (!held) {
    held = columns;
    columnSets.set(key, held);
  }
  return held;
}

/**
 * Games in play by sport then championship (§3 group by categories), or one list by kick-off
 * when the player turned grouping off. The list renders when its games come or go; each row
 * follows its own game (live-game-row.tsx).
 */
export function LiveList({
  games,
  sportOrder,
  state,
}: {
  games: readonly LiveGameSummary[];
  sportOrder: readonly number[];
  state: BettingState;
}) {
  const t = useLineT();
  const href = useLngHref();
  const [prefs] = usePreferences();
  const filteredMarkets = normalizeMarketList(state.filteredMarkets);
  const groups = marketFilterOf({ filteredMarkets });
  const columns = stableColumns(
    listColumns(
      games.map((g) => (groups ? { mainMarkets: g.mainMarkets.filter((m) => groups.has(m.groupId)) } : g)),
      prefs.appViewType === APP_VIEW_TYPE.asian,
    ),
  );
  if (games.length === 0)
    return (
      <p className="line-empty" data-testid="live-empty">
        {t('live_no_games')}
      </p>
    );
  const rows = (list: readonly LiveGameSummary[]) => (
    <ul className="live-rows">
      {list.map((g) => (
        <LiveGameRow
          key={g.id}
          game={g}
          columns={columns}
          wide={state.wideScoreboard}
          filteredMarkets={filteredMarkets}
        />
      ))}
    </ul>
  );
  if (!state.groupByCategories)
    return (
      <div className="live-list" data-testid="live-list">
        {rows(games)}
      </div>
    );
  return (
    <div className="live-list" data-testid="live-list">
      {groupLive(games, sportOrder).map((s) => (
        <section key={s.sportId} className="live-sport" aria-labelledby={`live-sport-${s.sportId}`}>
          <h2 id={`live-sport-${s.sportId}`} className="live-sport__title">
            {t(`sport_${s.sportId}`)} <span className="count">{s.count}</span>
          </h2>
          {s.champs.map((c) => (
            <div key={c.champId} className="live-champ">
              <h3 className="live-champ__title">
                <Link to={href(liveChampPath(s.sportId, c.champId, c.champName))}>{c.champName}</Link>
              </h3>
              {rows(c.games)}
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}

import { useLoaderData } from 'react-router';
import type { LiveGameDetail, LiveGameSummary } from '@sb/contracts';
import { useLineT } from '../../lib/use-line';
import { LiveSportMenu } from '../components/live-blocks';
import { LiveGameView } from '../components/live-game-view';
import { LiveList } from '../components/live-list';
import { useBettingState } from '../lib/betting-state';
import { useMultiLive } from '../lib/multi-live';
import { liveCounts } from '../lib/overlay';
import type { MultiData } from '../loaders';
import { useLiveListGames } from './live-section';

/** A list game as a board's start: its main markets until the game topic lists them all. */
const detailOf = (g: LiveGameSummary): LiveGameDetail => ({ ...g, markets: g.mainMarkets });

/**
 * `multi` (spec §2): the games the player chose, side by side, each following its own game topic;
 * the choice is remembered on this device. Under them the live list to add more.
 */
export default function MultiPage() {
  const d = useLoaderData<MultiData>();
  const t = useLineT();
  const [ids, toggle] = useMultiLive();
  const [state] = useBettingState();
  const all = useLiveListGames(d.all);
  const byId = new Map(all.map((g) => [g.id, g]));
  return (
    <div className="live-page" data-testid="live-page" data-route-id="multi">
      <aside className="live-page__side">
        <LiveSportMenu sports={d.sports} counts={liveCounts(all)} active={null} />
      </aside>
      <div className="live-page__main">
        <h1>{t('live_multi_title')}</h1>
        {ids.length === 0 ? (
          <p className="notice" data-testid="multi-empty">
            {t('live_multi_empty')}
          </p>
        ) : (
          <div className="multi-grid" data-testid="multi-grid">
            {ids.map((id) => {
              const g = byId.get(id);
              return (
                <div key={id} className="multi-grid__cell" data-testid="multi-board" data-game-id={id}>
                  <button
                    type="button"
                    className="multi-grid__remove"
                    data-testid="multi-remove"
                    onClick={() => toggle(id)}
                  >
                    {t('live_multi_remove')}
                  </button>
                  {g ? (
                    <LiveGameView game={detailOf(g)} compact />
                  ) : (
                    <p className="line-empty">{t('live_multi_gone')}</p>
                  )}
                </div>
              );
            })}
          </div>
        )}
        <LiveList games={all} sportOrder={d.sports.map((s) => s.id)} state={state} />
      </div>
    </div>
  );
}

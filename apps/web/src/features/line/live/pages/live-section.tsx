import type { LiveGameSummary, Sport } from '@sb/contracts';
import { usePreferences } from '../../../../lib/app-context';
import { useLiveTopic } from '../../../../lib/live-socket';
import { LineCrumbs } from '../../components/line-crumbs';
import { useGameVideos } from '../../lib/use-game-videos';
import { useLineT } from '../../lib/use-line';
import { gameName } from '../../lib/url';
import { BettingToolbar } from '../components/betting-toolbar';
import { LiveAccumulator, LiveSportMenu, UpcomingEvents } from '../components/live-blocks';
import { LiveGameView } from '../components/live-game-view';
import { LiveList } from '../components/live-list';
import { filterGames, useBettingState } from '../lib/betting-state';
import { liveCounts, liveGamesOf } from '../lib/overlay';
import { liveChampPath, liveGamePath, liveSportPath, LIVE_ROOT } from '../lib/live-url';
import { useLiveListShape, useLiveListStatus } from '../lib/use-live-rows';
import { useResyncOnReturn } from '../lib/use-resync';
import type { LiveData } from '../loaders';

/** The games in play, following the `live` topic once it answers (every change renders). */
export function useLiveGames(ssr: readonly LiveGameSummary[]): readonly LiveGameSummary[] {
  const topic = useLiveTopic('live');
  useResyncOnReturn(topic.status);
  return liveGamesOf(ssr, topic.data);
}

/**
 * The games in play for a list page's layout: it renders when games come, go or regroup; the rows
 * follow their own game (use-live-rows.ts).
 */
export function useLiveListGames(ssr: readonly LiveGameSummary[]): readonly LiveGameSummary[] {
  useResyncOnReturn(useLiveListStatus());
  return useLiveListShape(ssr);
}

/**
 * The live section (`{pageType}/live/...`): the menu of sports in play, the §3 toolbar, the live
 * list (a sport's, a championship's) or one game; server-rendered from the catalog, then in place.
 */
export function LiveSection({ data, sports }: { data: LiveData; sports: readonly Sport[] }) {
  const t = useLineT();
  const [prefs] = usePreferences();
  const [state] = useBettingState();
  const all = useLiveListGames(data.all);
  const counts = liveCounts(all);
  const sportId = data.view === 'game' ? data.game.sportId : data.sportId;
  const menu = <LiveSportMenu sports={sports} counts={counts} active={sportId} />;
  const scoped =
    data.view === 'game'
      ? []
      : all.filter(
          (g) =>
            (data.sportId === null || g.sportId === data.sportId) &&
            (data.champId === null || g.champId === data.champId),
        );
  // §3 only with videos: the media call says which game has a stream (none without a provider).
  const hasVideo = useGameVideos(
    scoped.map((g) => g.id),
    state.onlyWithVideos && data.view !== 'game',
  );
  if (data.view === 'game') {
    const g = data.game;
    const crumbs = [
      { key: 'live_title', path: LIVE_ROOT },
      { key: `sport_${g.sportId}`, path: liveSportPath(g.sportId) },
      { name: data.champ.name, path: liveChampPath(g.sportId, g.champId, data.champ.name) },
      { name: gameName(g), path: liveGamePath(g) },
    ];
    return (
      <div className="live-page" data-testid="live-page">
        <aside className="live-page__side">{menu}</aside>
        <div className="live-page__main">
          <LineCrumbs steps={crumbs} />
          <LiveGameView key={g.id} game={g} />
        </div>
      </div>
    );
  }
  const games = filterGames(scoped, state, hasVideo);
  const champName = data.champId === null ? null : (scoped.find((g) => g.champId === data.champId)?.champName ?? null);
  const title = champName ?? (data.sportId !== null ? t(`sport_${data.sportId}`) : t('live_title'));
  return (
    <div className="live-page" data-testid="live-page">
      <aside className="live-page__side">{menu}</aside>
      <div className="live-page__main">
        <h1>
          {title} <span className="live-badge">{t('live_badge')}</span>
        </h1>
        <BettingToolbar />
        {prefs.flags.accumulatorOfDayLive ? <LiveAccumulator games={games} /> : null}
        <LiveList games={games} sportOrder={sports.map((s) => s.id)} state={state} />
        {state.upcomingEvents ? <UpcomingEvents games={data.upcoming} /> : null}
      </div>
    </div>
  );
}

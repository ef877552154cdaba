import type { LiveGameDetail } from '@sb/contracts';
import { GAME_STATUS_ID } from '@sb/contracts/line-ids';
import { usePreferences } from '../../../../lib/app-context';
import { useLiveTopic } from '../../../../lib/live-socket';
import { MarketsView } from '../../components/markets-view';
import { gameName } from '../../lib/url';
import { useLineT } from '../../lib/use-line';
import { MediaPanel } from '../../../../components/media/media-panel';
import { useLngHref } from '../../../../lib/use-lng';
import { liveGamePath } from '../lib/live-url';
import { overlayGame } from '../lib/overlay';
import { useResyncOnReturn } from '../lib/use-resync';
import { IncidentsFeed } from './live-blocks';
import { Scoreboard } from './scoreboard';

/**
 * A game in play: scoreboard with period scores and statistics, the match tracker (unless the
 * player turned the game zone off, §3 flag), the incidents, and every live market — all following
 * the `game:N` topic in place. The media panel floats the tracker on scroll (§3 video moves on scroll). A finished game says so with its final score.
 */
export function LiveGameView({ game: ssrGame, compact = false }: { game: LiveGameDetail; compact?: boolean }) {
  const t = useLineT();
  const [prefs] = usePreferences();
  const href = useLngHref();
  const topic = useLiveTopic(`game:${ssrGame.id}`);
  useResyncOnReturn(topic.status);
  const game = overlayGame(ssrGame, topic.data);
  const state = game.live;
  const finished = game.statusId === GAME_STATUS_ID.finished;
  const teams: [string, string] = [game.team1.name, game.team2?.name ?? ''];
  return (
    <article
      className={`live-game${compact ? ' live-game--compact' : ''}`}
      data-testid="live-game-view"
      data-game-id={game.id}
      data-live-status={topic.status}
    >
      <h1 className="live-game__title">{gameName(game)}</h1>
      {finished ? (
        <p className="notice" data-testid="live-finished">
          {t('live_game_finished', { score: game.score ? `${game.score.home}:${game.score.away}` : '—' })}
        </p>
      ) : null}
      {state ? <Scoreboard game={game} state={state} wide stats /> : <p className="notice">{t('live_not_started')}</p>}
      {!prefs.flags.gameZoneOff && !compact ? (
        <div className="live-game__tracker" data-testid="tracker-slot">
          <MediaPanel
            game={{
              id: game.id,
              sportId: game.sportId,
              team1: teams[0],
              team2: teams[1],
              link: href(liveGamePath(game)),
            }}
            state={state}
          />
        </div>
      ) : null}
      {finished ? null : <MarketsView game={game} />}
      {!compact && state ? (
        <section className="live-game__incidents" aria-labelledby={`inc-${game.id}`}>
          <h2 id={`inc-${game.id}`}>{t('live_incidents')}</h2>
          <IncidentsFeed incidents={state.incidents} teams={teams} />
        </section>
      ) : null}
    </article>
  );
}

import { useEffect, useRef, useState } from 'react';
import type { LiveState } from '@sb/contracts';
import { useApp, usePreferences } from '../../lib/app-context';
import { useTranslation } from '../../lib/i18n';
import { MatchTracker } from './match-tracker';
import { MEDIA_TYPES, type MediaType } from './media-rules';
import { mediaStore, useMediaState, type MediaStore } from './media-store';
import { fetchMediaResource, fetchVideoToken, keepVideoToken, type MediaResource } from './video-token';

export interface MediaGame {
  id: number;
  sportId: number;
  team1: string;
  team2: string;
  /** The game page (spec §3 Media entity gameLink). */
  link: string;
}

interface Props {
  game: MediaGame;
  state: LiveState | null;
  store?: MediaStore;
  /** Injected media call (tests); the browser's fetch by default. */
  loadMedia?: (gameId: number) => Promise<MediaResource | null>;
}

/** Visible while its placeholder is on screen; used to float the tracker when it scrolls away. */
function useOnScreen(ref: React.RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return undefined;
    const io = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? true));
    io.observe(el);
    return () => io.disconnect();
  }, [ref]);
  return visible;
}

/**
 * The media of a live game (spec §3 Media, §4 Media rule): the match tracker as a media entity
 * (its zoneId) shown in the board, side, overview or fullscreen; it floats when scrolled away if
 * the §3 "video moves on scroll" flag is on; leaving the page clears it (auto-clearable). A video
 * is offered only when the media call names a stream (a provider is configured) and only to a
 * logged-in player, whose video token is refreshed every 10 minutes (§9).
 */
export function MediaPanel({ game, state, store = mediaStore, loadMedia = fetchMediaResource }: Props) {
  const { t } = useTranslation();
  const { initial } = useApp();
  const [prefs] = usePreferences();
  const media = useMediaState(store);
  const [resource, setResource] = useState<MediaResource | null>(null);
  const placeholder = useRef<HTMLDivElement>(null);
  const onScreen = useOnScreen(placeholder);
  const zoneId = state?.zoneId ?? resource?.zoneId ?? null;
  const floating = prefs.flags.videoMovesOnScroll;
  const authenticated = initial.user !== null;

  useEffect(() => {
    let live = true;
    void loadMedia(game.id).then((r) => {
      if (live) setResource(r);
    });
    return () => {
      live = false;
    };
  }, [game.id, loadMedia]);

  // §4: restored when empty, then this game's tracker is selected (replacing a restored one).
  useEffect(() => {
    if (!zoneId) return undefined;
    store.restore();
    const had = store.getState().mediaEntities.find((e) => e.id === zoneId);
    store.select({
      type: had?.type ?? 'board',
      gameId: game.id,
      sportId: game.sportId,
      videoId: null,
      zoneId,
      title: `${game.team1} — ${game.team2}`,
      gameLink: game.link,
      isFloating: floating,
    });
    return () => store.clear();
  }, [zoneId, game.id, game.sportId, game.team1, game.team2, game.link, floating, store]);

  const streamUrl = resource?.videoId && resource.streamUrl ? resource.streamUrl : null;
  useEffect(() => {
    if (!streamUrl) return undefined;
    return keepVideoToken({
      authenticated,
      fetchToken: fetchVideoToken,
      onToken: (tok) => store.setUserVideoToken(tok),
    });
  }, [streamUrl, authenticated, store]);

  const entity = zoneId ? media.mediaEntities.find((e) => e.id === zoneId) : undefined;
  const type: MediaType = entity?.type ?? 'board';
  const setType = (next: MediaType) => {
    if (!entity) return;
    const { id: _id, ...rest } = entity;
    void _id;
    store.select({ ...rest, type: next });
    store.setTargetScreen(next);
  };
  useEffect(() => {
    if (type !== 'fullscreen') return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setType('board');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });
  const tracker = (
    <MatchTracker
      gameId={game.id}
      state={state}
      sportId={game.sportId}
      team1={game.team1}
      team2={game.team2}
      variant={type}
    />
  );
  const isFloating = floating && !onScreen && type !== 'fullscreen';
  return (
    <section
      className={`media-panel media-panel--${type}${isFloating ? ' media-panel--floating' : ''}`}
      aria-label={t('tracker_title')}
      data-media-type={type}
    >
      {zoneId ? (
        <div className="media-panel__views" role="group" aria-label={t('media_views_label')}>
          {MEDIA_TYPES.map((v) => (
            <button key={v} type="button" className="chip" aria-pressed={v === type} onClick={() => setType(v)}>
              {t(`media_view_${v}`)}
            </button>
          ))}
        </div>
      ) : null}
      <div ref={placeholder}>
        {type === 'fullscreen' ? (
          <div className="media-fullscreen" role="dialog" aria-modal="true" aria-label={t('tracker_title')}>
            <button type="button" className="chip" onClick={() => setType('board')}>
              {t('media_close')}
            </button>
            {tracker}
          </div>
        ) : (
          tracker
        )}
      </div>
      {streamUrl ? (
        authenticated && media.userVideoToken ? (
          <video
            className="media-video"
            src={`${streamUrl}${streamUrl.includes('?') ? '&' : '?'}token=${encodeURIComponent(media.userVideoToken)}`}
            controls
            autoPlay
            muted
            playsInline
            aria-label={t('media_video_title')}
          />
        ) : authenticated ? null : (
          <p className="cyber-empty">{t('media_video_login')}</p>
        )
      ) : null}
    </section>
  );
}

import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { LiveTopic } from '@sb/contracts';
import { LiveConnection, type LiveTopicView } from './live-connection';
import { pauseWhenHidden } from './visibility';

let shared: LiveConnection | null = null;

/**
 * A hidden page runs no animation frames: followers then hear of changes after this long at the
 * latest (background timers are throttled to about a second anyway).
 */
const FRAME_FALLBACK_MS = 250;

/** Runs `flush` on the next animation frame (or after FRAME_FALLBACK_MS when frames do not come). */
function nextFrame(flush: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    flush();
  };
  window.requestAnimationFrame(run);
  window.setTimeout(run, FRAME_FALLBACK_MS);
}

/** The tab's one live connection (created on first use in the browser; null on the server). */
export function liveConnection(): LiveConnection | null {
  if (typeof window === 'undefined' || typeof WebSocket === 'undefined') return null;
  if (!shared) {
    const conn = new LiveConnection({
      url: () => `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}/ws`,
      batch: nextFrame,
    });
    pauseWhenHidden(conn, {
      timers: {
        now: () => Date.now(),
        setTimeout: (fn, ms) => window.setTimeout(fn, ms),
        clearTimeout: (h) => window.clearTimeout(h as number),
      },
      isHidden: () => document.visibilityState === 'hidden',
      onVisibility: (listener) => {
        document.addEventListener('visibilitychange', listener);
        return () => document.removeEventListener('visibilitychange', listener);
      },
    });
    shared = conn;
  }
  return shared;
}

/** Tests render pages over a connection of their own (a fake socket); the app uses the tab's. */
const LiveConnectionContext = createContext<LiveConnection | null | undefined>(undefined);
export const LiveConnectionProvider = LiveConnectionContext.Provider;

function useConnection(): LiveConnection | null {
  const provided = useContext(LiveConnectionContext);
  return provided === undefined ? liveConnection() : provided;
}

const IDLE: LiveTopicView = { data: null, status: 'idle' };

/**
 * Follows a `/ws` live topic while the component is mounted and gives what `select` picks of its
 * view. The component renders again only when the pick changes by `isEqual` (a list row picks its
 * own game: another game's price move does not render it). `select` and `isEqual` must keep their
 * identity between renders (module functions or useCallback). `null` follows nothing. Server
 * render and hydration: the pick of the idle view.
 */
export function useLiveSelect<T>(
  topic: LiveTopic | null,
  select: (view: LiveTopicView) => T,
  isEqual: (a: T, b: T) => boolean,
): T {
  const conn = useConnection();
  const subscribe = useCallback(
    (onChange: () => void) => (conn && topic ? conn.follow(topic, onChange) : () => undefined),
    [conn, topic],
  );
  const picks = useMemo(() => {
    let last: { view: LiveTopicView; value: T } | null = null;
    const pick = (view: LiveTopicView): T => {
      if (last?.view === view) return last.value;
      const value = select(view);
      last = { view, value: last && isEqual(last.value, value) ? last.value : value };
      return last.value;
    };
    return { client: () => pick(conn && topic ? conn.view(topic) : IDLE), server: () => pick(IDLE) };
  }, [conn, topic, select, isEqual]);
  return useSyncExternalStore(subscribe, picks.client, picks.server);
}

const wholeView = (view: LiveTopicView): LiveTopicView => view;
const sameView = (a: LiveTopicView, b: LiveTopicView): boolean => a === b;

/**
 * Follows a `/ws` live topic while the component is mounted: `data` is the merged document
 * (games by id, outcomes by id, the game's state), `status` says whether it is live, resyncing,
 * paused (hidden page), offline or refused. `null` follows nothing. Server render: idle, no data.
 */
export function useLiveTopic(topic: LiveTopic | null): LiveTopicView {
  return useLiveSelect(topic, wholeView, sameView);
}

/**
 * Spec §4 remote view loading, as a pure reducer the shell's loader drives:
 * - states not-exist, loading, ready, error;
 * - allowed changes: not-exist → loading | ready; error → loading | not-exist;
 *   loading → error | ready | not-exist; ready → not-exist;
 * - an entry returns to not-exist when nothing uses it (release);
 * - on error it retries with doubling delay from 1000 ms, up to 3 retries, then stops;
 * - a reload request is throttled to once per second;
 * - reaching ready clears the retry info.
 * An event that would make a change the spec does not allow leaves the entry as it is.
 */
export type ViewState = 'not-exist' | 'loading' | 'ready' | 'error';

export const RETRY_BASE_MS = 1000;
export const MAX_RETRIES = 3;
export const RELOAD_THROTTLE_MS = 1000;

export const ALLOWED: Readonly<Record<ViewState, readonly ViewState[]>> = {
  'not-exist': ['loading', 'ready'],
  error: ['loading', 'not-exist'],
  loading: ['error', 'ready', 'not-exist'],
  ready: ['not-exist'],
};

export interface ViewEntry {
  state: ViewState;
  /** Automatic retries made since the last success or manual reload. */
  retries: number;
  /** When the next automatic retry is due (ms), or null when none is planned. */
  retryAt: number | null;
  /** When the last manual reload was accepted (ms). */
  lastReloadAt: number | null;
}

export type ViewEvent =
  | { type: 'load' }
  | { type: 'loaded' }
  | { type: 'failed'; now: number }
  | { type: 'retry'; now: number }
  | { type: 'reload'; now: number }
  | { type: 'release' };

export const INITIAL_ENTRY: ViewEntry = { state: 'not-exist', retries: 0, retryAt: null, lastReloadAt: null };

/** The wait before automatic retry n (0-based): 1000, 2000, 4000 ms. */
export const retryDelay = (n: number) => RETRY_BASE_MS * 2 ** n;

const canGo = (from: ViewState, to: ViewState) => ALLOWED[from].includes(to);

export function nextEntry(entry: ViewEntry, event: ViewEvent): ViewEntry {
  const go = (to: ViewState, patch: Partial<ViewEntry> = {}): ViewEntry =>
    canGo(entry.state, to) ? { ...entry, ...patch, state: to } : entry;
  switch (event.type) {
    case 'load':
      return entry.state === 'not-exist' ? go('loading') : entry;
    case 'loaded':
      return go('ready', { retries: 0, retryAt: null });
    case 'failed': {
      if (entry.state !== 'loading') return entry;
      const more = entry.retries < MAX_RETRIES;
      return go('error', { retryAt: more ? event.now + retryDelay(entry.retries) : null });
    }
    case 'retry':
      // Only the planned retry, when it is due.
      if (entry.state !== 'error' || entry.retryAt === null || event.now < entry.retryAt) return entry;
      return go('loading', { retries: entry.retries + 1, retryAt: null });
    case 'reload': {
      if (entry.state !== 'error') return entry;
      if (entry.lastReloadAt !== null && event.now - entry.lastReloadAt < RELOAD_THROTTLE_MS) return entry;
      // A reload the player asked for starts a fresh series of retries.
      return go('loading', { retries: 0, retryAt: null, lastReloadAt: event.now });
    }
    case 'release':
      return go('not-exist', { retries: 0, retryAt: null });
  }
}

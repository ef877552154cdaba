import type { LiveTimers } from './live-connection';

/** Spec §4 Timers (and §9): updates pause 30 s after the page is hidden (features/session/timers.ts). */
export const LIVE_HIDDEN_PAUSE_MS = 30_000;

/**
 * Pauses the live connection 30 s after the page is hidden and resumes it (fresh snapshots of every
 * followed topic: the forced update) as soon as the page is visible again. Returns the unwatch.
 */
export function pauseWhenHidden(
  target: { setPaused(paused: boolean): void },
  deps: { timers: LiveTimers; isHidden: () => boolean; onVisibility: (listener: () => void) => () => void },
): () => void {
  let timer: unknown = null;
  const clear = () => {
    if (timer !== null) deps.timers.clearTimeout(timer);
    timer = null;
  };
  const check = () => {
    if (deps.isHidden()) {
      if (timer === null) {
        timer = deps.timers.setTimeout(() => {
          timer = null;
          target.setPaused(true);
        }, LIVE_HIDDEN_PAUSE_MS);
      }
      return;
    }
    clear();
    target.setPaused(false);
  };
  const off = deps.onVisibility(check);
  check();
  return () => {
    clear();
    off();
  };
}

import { useEffect } from 'react';
import { useRevalidator } from 'react-router';

/** Spec §9: prices of the pre-match line move once per price tick (packages/feed PRICE_TICK_MS). */
export const LINE_PRICE_TICK_MS = 60_000;
/** Spec §4 Timers / §9: the auto-refresh timer pauses 30000 ms after the page is hidden. */
export const LINE_REFRESH_PAUSE_MS = 30_000;
/** A small delay after the tick boundary so the server has moved to the new tick. */
export const LINE_REFRESH_JITTER_MS = 1_500;

export interface RefreshClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface RefreshDeps {
  clock: RefreshClock;
  isHidden: () => boolean;
  onVisibility: (listener: () => void) => () => void;
  /** Extra delay after each tick boundary, in [0, LINE_REFRESH_JITTER_MS). */
  jitter: () => number;
}

/** Milliseconds from `now` to the next price-tick boundary plus `jitter` (never 0). */
export function delayToNextTick(now: number, jitter: number, tickMs = LINE_PRICE_TICK_MS): number {
  const rest = tickMs - (now % tickMs);
  return rest + jitter;
}

/**
 * Spec §4 Timers: calls `refresh` just after every price tick; 30 s after the page is hidden the
 * timer pauses; when the page shows again it forces an update at once and restarts. Returns a stop.
 */
export function lineAutoRefresh(refresh: () => void, deps: RefreshDeps): () => void {
  const { clock } = deps;
  let timer: unknown = null;
  let pauseTimer: unknown = null;
  let paused = false;
  const clear = (h: unknown) => {
    if (h !== null) clock.clearTimeout(h);
  };
  const schedule = () => {
    clear(timer);
    timer = clock.setTimeout(
      () => {
        timer = null;
        refresh();
        schedule();
      },
      delayToNextTick(clock.now(), deps.jitter()),
    );
  };
  const onChange = () => {
    if (deps.isHidden()) {
      if (paused || pauseTimer !== null) return;
      pauseTimer = clock.setTimeout(() => {
        pauseTimer = null;
        paused = true;
        clear(timer);
        timer = null;
      }, LINE_REFRESH_PAUSE_MS);
      return;
    }
    clear(pauseTimer);
    pauseTimer = null;
    if (paused) {
      paused = false;
      refresh();
      schedule();
    }
  };
  const unsubscribe = deps.onVisibility(onChange);
  schedule();
  if (deps.isHidden()) onChange();
  return () => {
    unsubscribe();
    clear(timer);
    clear(pauseTimer);
    timer = null;
    pauseTimer = null;
  };
}

const browserDeps = (): RefreshDeps => ({
  clock: {
    now: () => Date.now(),
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (h) => window.clearTimeout(h as number),
  },
  isHidden: () => document.visibilityState === 'hidden',
  onVisibility: (listener) => {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
  jitter: () => Math.floor(Math.random() * LINE_REFRESH_JITTER_MS),
});

/**
 * Pre-match line pages update in place: the route's loader runs again after each price tick, so
 * changed prices, suspended outcomes and games that kicked off show without navigation.
 */
export function useLineAutoRefresh(enabled = true): void {
  const { revalidate } = useRevalidator();
  useEffect(
    () => (enabled ? lineAutoRefresh(() => void revalidate(), browserDeps()) : undefined),
    [enabled, revalidate],
  );
}

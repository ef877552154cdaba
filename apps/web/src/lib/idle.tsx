import { Suspense, useEffect, useState, type ReactNode } from 'react';

/** Spec §9: idle prefetch timeout 2000 ms (the longest an idle-time start may wait). */
export const IDLE_PREFETCH_TIMEOUT_MS = 2000;

/** The part of `window` idle scheduling needs (injected in tests). */
export interface IdleHost {
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

/**
 * Resolves when the browser is next idle, or after `timeoutMs` at the latest (spec §9). Engines
 * without requestIdleCallback (Safari) wait for the next task instead: the caller's work still
 * runs after the current one (hydration), not inside it.
 */
export function whenIdle(host: IdleHost = window, timeoutMs = IDLE_PREFETCH_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    if (typeof host.requestIdleCallback === 'function')
      host.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else host.setTimeout(() => resolve(), 0);
  });
}

/** False on the server, while hydrating and until the browser has been idle once after mounting. */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let live = true;
    void whenIdle().then(() => {
      if (live) setIdle(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return idle;
}

/**
 * Mounts parts nobody sees at first paint (keepers, modal hosts, overlays) once the browser is
 * idle after hydration: their code (and what it pulls in, e.g. the API contracts) is fetched and
 * evaluated then, not in the tasks that make the page interactive (issue 13: total blocking time).
 */
export function IdleOnly({ children }: { children: ReactNode }) {
  // A boundary of its own: a chunk still loading must not suspend the page around it.
  return useIdle() ? <Suspense fallback={null}>{children}</Suspense> : null;
}

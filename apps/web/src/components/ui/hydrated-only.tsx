import { Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';

const subscribe = () => () => {};

/** False on the server and while hydrating, true afterwards (and at once on client navigation). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Renders a lazily loaded part only after hydration. The server and the hydrating client both
 * render the fallback, so a chunk not yet loaded never makes hydration suspend or mismatch.
 */
export function HydratedOnly({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const hydrated = useHydrated();
  return hydrated ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}

/**
 * Marks the document once hydration has finished and the parts behind useHydrated have mounted
 * (`<html data-hydrated="1">`). Rendered last in the shell, so its effect runs after theirs (the
 * recharge route guard's blocker, for one): what a browser test waits for before it navigates.
 */
export function HydrationMarker() {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) document.documentElement.dataset.hydrated = '1';
  }, [hydrated]);
  return null;
}

import { lazy, type ComponentType } from 'react';
import { reloadAfterChunkError } from './chunk-reload';

/**
 * React.lazy whose failed chunk load (a deploy replaced the hashed file) reloads the page, at
 * most once a minute (spec §8); a second failure is left to the error page.
 */
export function lazyWithReload<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    load().catch((err: unknown) => {
      if (typeof window !== 'undefined') {
        reloadAfterChunkError({
          now: Date.now,
          storage: (() => {
            try {
              return window.sessionStorage;
            } catch {
              return null;
            }
          })(),
          reload: () => window.location.reload(),
        });
      }
      throw err;
    }),
  );
}

import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  RouterProvider,
  UNSAFE_ErrorResponseImpl as ErrorResponseImpl,
  type RouteObject,
} from 'react-router';
import { AppProviders, createQueryClient } from './app/app';
import { INITIAL_STATE_ELEMENT_ID, type InitialState } from './lib/initial-state';
import { routes, setBrowserRuleContext } from './app/routes';
import { createPreferencesStore } from './lib/preferences-store';
import { createI18n } from './lib/i18n';
import type { HydrationData } from './entry-server';

interface Boot {
  initial: InitialState;
  hydration: HydrationData;
}

function readBoot(): Boot {
  const el = document.getElementById(INITIAL_STATE_ELEMENT_ID);
  return JSON.parse(el?.textContent ?? '{}') as Boot;
}

function deserializeErrors(errors: HydrationData['errors']): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [id, e] of Object.entries(errors)) {
    out[id] =
      e.__type === 'RouteErrorResponse'
        ? new ErrorResponseImpl(e.status, e.statusText, null)
        : new Error('server error');
  }
  return out;
}

const { initial, hydration } = readBoot();
setBrowserRuleContext({
  config: initial.config,
  authenticated: initial.authenticated,
  production: initial.production,
  player: initial.player,
});
/**
 * Routes with `lazy` code (the home and line pages) were rendered by the server with their
 * component: load those chunks before hydrating, so the first client render matches the server's
 * HTML. The matched routes are the ones the server loaded data (or an error) for: walking the
 * tree for those ids replaces a matchRoutes() call, which with this many routes (optional segments
 * multiply them) compiles hundreds of patterns on the start-up path; the router does that once.
 */
async function resolveLazyMatches(): Promise<void> {
  const matched = new Set([...Object.keys(hydration.loaderData), ...Object.keys(hydration.errors ?? {})]);
  const lazy: RouteObject[] = [];
  const walk = (list: RouteObject[]) => {
    for (const route of list) {
      if (route.id !== undefined && matched.has(route.id) && typeof route.lazy === 'function') lazy.push(route);
      if (route.children) walk(route.children);
    }
  };
  walk(routes);
  await Promise.all(
    lazy.map(async (route) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}
await resolveLazyMatches();

const router = createBrowserRouter(routes, {
  hydrationData: { loaderData: hydration.loaderData, errors: deserializeErrors(hydration.errors) },
});

/**
 * Hydration as a transition: React then hydrates in slices of a few milliseconds, yielding to the
 * browser between them (a default-priority hydration is one long task that blocks input for as
 * long as the whole page takes). Issue 13: total blocking time on a mid-range phone.
 */
startTransition(() => {
  hydrateRoot(
    document.getElementById('root') as HTMLElement,
    <StrictMode>
      <AppProviders
        initial={initial}
        preferences={createPreferencesStore(initial.prefs, true)}
        i18n={createI18n(initial.lng, initial.dictionary)}
        queryClient={createQueryClient()}
      >
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});

/** Service worker registration waits this long after load (then for an idle moment). */
const SW_REGISTER_DELAY_MS = 3000;

if ('serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/pwa-sw.js', { scope: '/' });
  // Installing precaches the whole build: keep it out of the page's start-up, a few seconds
  // after load when the browser is idle.
  const later = () =>
    setTimeout(
      () => ('requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 2000 }) : register()),
      SW_REGISTER_DELAY_MS,
    );
  // The top-level await above may let `load` fire before this line runs: then schedule at once.
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

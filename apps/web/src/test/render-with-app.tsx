import { act, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, vi } from 'vitest';
import type { Dictionary } from '@sb/i18n';
import { loadDictionary } from '@sb/i18n/load';
import { DEFAULT_PREFERENCES } from '@sb/preferences';
import { TOKEN_PATH } from '../lib/api-client';
import { AppProvider } from '../lib/app-context';
import { createI18n, I18nProvider } from '../lib/i18n';
import type { InitialState } from '../lib/initial-state';
import { createPreferencesStore, type PreferencesStore } from '../lib/preferences-store';

/**
 * The render harness of the web's component and page tests: a page in the app's providers (query
 * client without retries, app context, English dictionary, a memory router at a URL) over a fake
 * server that answers fetch by method and URL and records every call. Mounted pages are unmounted
 * and globals (fetch…) restored after each test, as testing-library's cleanup does.
 */

// React warns about updates outside act() unless it knows it runs under a test.
Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

export const dictionary: Dictionary = await loadDictionary('en');

/** The logged-in player of the page tests. */
export const PLAYER: { id: number; login: string } = { id: 100_001, login: 'p100001' };

export interface Call {
  url: string;
  method: string;
  /** The JSON body sent, null without one. */
  body: unknown;
}

/** A body sent as JSON with status 200, or a Response (a fresh copy each call). */
export type Reply = Response | object | string | number | boolean | null;
/** A reply, or a function of the call giving one (state of the test's fake server lives there). */
export type Answer = Reply | ((call: Call) => Reply);
/**
 * `'GET /web-api/bonuses/rewards'` matches that path with any query string; a key with a query
 * (`'GET /web-api/bonuses/free-spins?gameId=x'`) matches only that exact URL.
 */
export type Routes = Record<string, Answer>;

const ROUTE_KEY = /^(GET|POST|PUT|PATCH|DELETE) \/\S*$/;

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API's error body (spec §8 errors list). */
export const apiError = (status: number, code: string, title = 'main_error'): Response =>
  json({ errors: [{ status: String(status), code, title }] }, status);

const isFunction = (a: Answer): a is (call: Call) => Reply => typeof a === 'function';

function matches(key: string, call: Call): boolean {
  const space = key.indexOf(' ');
  const path = key.slice(space + 1);
  if (key.slice(0, space) !== call.method) return false;
  return path.includes('?') ? call.url === path : call.url.split('?')[0] === path;
}

/**
 * Stubs fetch with a fake server: the first route whose key matches answers, the bearer token
 * (spec §7 gettoken) is answered unless a route overrides it, anything else gets `fallback` (by
 * default the API's 404). Every call, the token's included, is recorded in the returned list.
 */
export function fakeServer(routes: Routes, fallback?: (call: Call) => Reply): Call[] {
  const table: [string, Answer][] = Object.entries({ [`GET ${TOKEN_PATH}`]: { token: 'bearer' }, ...routes });
  const wrong = table.find(([key]) => !ROUTE_KEY.test(key));
  if (wrong) throw new Error(`route key "${wrong[0]}" is not "METHOD /path"`);
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
      const call: Call = { url, method: init?.method ?? 'GET', body };
      calls.push(call);
      const answer = table.find(([key]) => matches(key, call))?.[1];
      const reply =
        answer === undefined
          ? (fallback ?? (() => apiError(404, 'not_found', 'error_404_title')))(call)
          : isFunction(answer)
            ? answer(call)
            : answer;
      return reply instanceof Response ? reply.clone() : json(reply);
    }),
  );
  return calls;
}

export interface ProviderOptions {
  /** The router's URL (default /en). */
  path?: string;
  /** The logged-in user (e.g. PLAYER); null or absent: a visitor. */
  user?: InitialState['user'];
  /** The preferences store the page reads and writes (default: a fresh one with the defaults). */
  preferences?: PreferencesStore;
  /** Any other field of the server's initial state (origin, config…). */
  initial?: Partial<InitialState>;
}

/**
 * The providers a page renders in: a query client without retries, the app context with the
 * server's initial state (English, UTC clock at 0), the English dictionary, a memory router.
 * Also for server-rendered (renderToStaticMarkup) tests.
 */
export function AppProviders({
  children,
  path = '/en',
  user = null,
  preferences,
  initial,
}: ProviderOptions & { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  const [store] = useState(() => preferences ?? createPreferencesStore(structuredClone(DEFAULT_PREFERENCES), false));
  const state: InitialState = {
    lng: 'en',
    dir: 'ltr',
    config: null,
    languages: ['en'],
    defaultLanguage: 'en',
    prefs: store.get(),
    dictionary,
    production: false,
    origin: 'http://localhost',
    mobileForced: false,
    breakpoint: null,
    authenticated: user !== null,
    user,
    socialProviders: [],
    player: null,
    nowMs: 0,
    seoOverride: null,
    ...initial,
  };
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AppProvider initial={state} preferences={store}>
          <I18nProvider i18n={createI18n('en', dictionary)}>{children}</I18nProvider>
        </AppProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

export interface AppOptions extends ProviderOptions {
  routes?: Routes;
  /** The answer to calls no route matches (default: the API's 404). */
  fallback?: (call: Call) => Reply;
}

export interface AppView {
  container: HTMLDivElement;
  /** The calls the page made so far (read after waiting). */
  calls: Call[];
  /** Unmounts now (to render again within a test); cleanup does it otherwise. */
  unmount: () => void;
}

const mounted = new Set<() => void>();

/** Renders `ui` (jsdom) in the app's providers at `path`, over a fake server answering `routes`. */
export function renderWithApp(ui: ReactNode, { routes = {}, fallback, ...providers }: AppOptions = {}): AppView {
  const calls = fakeServer(routes, fallback);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<AppProviders {...providers}>{ui}</AppProviders>));
  const unmount = () => {
    if (!mounted.delete(unmount)) return;
    act(() => root.unmount());
    container.remove();
  };
  mounted.add(unmount);
  return { container, calls, unmount };
}

afterEach(() => {
  for (const unmount of [...mounted]) unmount();
  vi.unstubAllGlobals();
});

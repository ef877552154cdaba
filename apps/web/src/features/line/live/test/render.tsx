import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Dictionary } from '@sb/i18n';
import { loadDictionary } from '@sb/i18n/load';
import { DEFAULT_PREFERENCES } from '@sb/preferences';
import { AppProvider } from '../../../../lib/app-context';
import { createI18n, I18nProvider } from '../../../../lib/i18n';
import type { InitialState } from '../../../../lib/initial-state';
import { LiveConnectionProvider, type LiveConnection } from '../../../../lib/live-socket';
import { createPreferencesStore } from '../../../../lib/preferences-store';

export const dictionary: Dictionary = await loadDictionary('en');

const initial: InitialState = {
  lng: 'en',
  dir: 'ltr',
  config: null,
  languages: ['en'],
  defaultLanguage: 'en',
  prefs: DEFAULT_PREFERENCES,
  dictionary,
  production: false,
  origin: 'http://localhost',
  mobileForced: false,
  breakpoint: null,
  authenticated: false,
  user: null,
  socialProviders: [],
  player: null,
  nowMs: 0,
  seoOverride: null,
};

/** The providers a live page renders in, over a live connection of the test's (null: none, as on the server). */
export function Providers({ children, conn }: { children: ReactNode; conn: LiveConnection | null }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <AppProvider initial={initial} preferences={createPreferencesStore(structuredClone(DEFAULT_PREFERENCES), false)}>
        <I18nProvider i18n={createI18n('en', dictionary)}>
          <LiveConnectionProvider value={conn}>
            <MemoryRouter initialEntries={['/en/home/live']}>{children}</MemoryRouter>
          </LiveConnectionProvider>
        </I18nProvider>
      </AppProvider>
    </QueryClientProvider>
  );
}

/** The server's HTML of a node (no live connection). */
export const renderHtml = (node: ReactNode): string => renderToString(<Providers conn={null}>{node}</Providers>);

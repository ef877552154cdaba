import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Dictionary } from '@sb/i18n';
import { loadDictionary } from '@sb/i18n/load';
import { DEFAULT_PREFERENCES } from '@sb/preferences';
import { AppProvider } from '../../../lib/app-context';
import { createI18n, I18nProvider } from '../../../lib/i18n';
import type { InitialState } from '../../../lib/initial-state';
import { createPreferencesStore } from '../../../lib/preferences-store';
import { NOW } from './fixtures';

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
  nowMs: NOW,
  seoOverride: null,
};

/**
 * The providers a scheduled page renders in (the app's, with the English dictionary and UTC
 * clock); `url` null leaves the router to the test (a data router of its own).
 */
export function Providers({ children, url = '/en/tvgames' }: { children: ReactNode; url?: string | null }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <AppProvider initial={initial} preferences={createPreferencesStore(structuredClone(DEFAULT_PREFERENCES), false)}>
        <I18nProvider i18n={createI18n('en', dictionary)}>
          {url === null ? children : <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>}
        </I18nProvider>
      </AppProvider>
    </QueryClientProvider>
  );
}

/** The server's HTML of a node (the first paint). */
export const renderHtml = (node: ReactNode, url?: string): string =>
  renderToStaticMarkup(<Providers url={url}>{node}</Providers>);

// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadDictionary } from '@sb/i18n/load';
import type { Dictionary } from '@sb/i18n';
import { DEFAULT_PREFERENCES } from '@sb/preferences';
import { AppProvider } from '../../lib/app-context';
import { createI18n, I18nProvider } from '../../lib/i18n';
import type { InitialState } from '../../lib/initial-state';
import { createPreferencesStore } from '../../lib/preferences-store';
import PasswordResetPage from './password-reset-page';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

let dictionary: Dictionary;
let container: HTMLDivElement;
let root: Root;

beforeAll(async () => {
  dictionary = await loadDictionary('en');
});
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function render(url: string): void {
  const initial: InitialState = {
    lng: 'en',
    dir: 'ltr',
    config: null,
    languages: ['en'],
    defaultLanguage: 'en',
    prefs: structuredClone(DEFAULT_PREFERENCES),
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
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <AppProvider initial={initial} preferences={createPreferencesStore(initial.prefs, false)}>
            <I18nProvider i18n={createI18n('en', dictionary)}>
              <PasswordResetPage />
            </I18nProvider>
          </AppProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
}

const inputs = () => [...container.querySelectorAll('input')].map((i) => i.name);

describe('spec §2 user/passwordreset', () => {
  it('§2 opened with a recovery request id it starts at the code step', () => {
    render('/en/user/passwordreset?request=AbCdEfGhIjKlMnOpQrStUv');
    expect(container.querySelector('h1')?.textContent).toBe(dictionary.page_user_passwordreset);
    expect(inputs()).toContain('code');
    expect(inputs()).not.toContain('login');
  });

  it('§2 without one (or with a malformed one) it is the whole lost-password flow, from the login', () => {
    render('/en/user/passwordreset');
    expect(inputs()).toContain('login');
    act(() => root.unmount());
    root = createRoot(container);
    render('/en/user/passwordreset?request=%3Cscript%3E');
    expect(inputs()).toContain('login');
  });
});

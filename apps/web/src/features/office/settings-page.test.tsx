// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDictionary } from '@sb/i18n/load';
import type { Dictionary } from '@sb/i18n';
import { DEFAULT_PREFERENCES } from '@sb/preferences';
import type { PersonalDataAnswer } from '@sb/contracts';
import { AppProvider } from '../../lib/app-context';
import { createI18n, I18nProvider } from '../../lib/i18n';
import type { InitialState } from '../../lib/initial-state';
import { createPreferencesStore } from '../../lib/preferences-store';
import { PersonalDataForm } from './components/personal-data-form';
import SettingsPage from './settings-page';

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
  vi.unstubAllGlobals();
});

function render(node: React.ReactNode): void {
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
    authenticated: true,
    user: { id: 100_001, login: 'p100001' },
    socialProviders: [],
    player: null,
    nowMs: 0,
    seoOverride: null,
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/en/office/settings']}>
          <AppProvider initial={initial} preferences={createPreferencesStore(initial.prefs, false)}>
            <I18nProvider i18n={createI18n('en', dictionary)}>{node}</I18nProvider>
          </AppProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
}

const answer: PersonalDataAnswer = {
  data: {
    surname: 'Test',
    name: 'Anna',
    middle_name: null,
    date_birthday: '1990-05-17',
    birth_place: null,
    country_code: 'pt',
    region: null,
    city: null,
    registration_address: null,
    postcode: null,
    passport_series: null,
    passport: null,
    passport_date: null,
    passport_issuer: null,
    inn: null,
    document_type_id: null,
  },
  account: { login: 'p100001', email: 'anna@example.com', phone: null },
  profile_filled: false,
  contacts_filled: false,
};

function type(name: string, value: string): void {
  const el = container.querySelector(`input[name="${name}"]`);
  if (!(el instanceof HTMLInputElement)) throw new Error(`no input ${name}`);
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('issue 17 office/settings, spec §8 settings errors', () => {
  it('a failed load shows main_query_error and a retry', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } })),
    );
    render(<SettingsPage />);
    await act(() => vi.waitFor(() => expect(container.textContent).toContain(dictionary.main_query_error)));
    expect(container.querySelector('[role="alert"] button')?.textContent).toBe(dictionary.office_retry);
  });

  it('the form shows at most 3 problems by priority, the count of the rest, each field marked; nothing is sent', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    render(<PersonalDataForm answer={answer} minAge={18} countries={[]} />);
    type('name', 'Anna3');
    type('city', '%%');
    type('postcode', '!');
    type('passport', 'x');
    const form = container.querySelector('form');
    act(() => form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));
    const items = [...container.querySelectorAll('[data-testid="office-errors"] li')].map((li) => li.textContent);
    expect(items).toEqual([
      dictionary.office_invalid_name,
      dictionary.office_invalid_city,
      dictionary.office_invalid_postcode,
    ]);
    expect(container.querySelector('[data-testid="office-errors"] p')?.textContent).toBe('and 1 more to correct');
    expect(container.querySelector('input[name="passport"]')?.getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });
});

// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadDictionary } from '@sb/i18n/load';
import type { Dictionary } from '@sb/i18n';
import { DEFAULT_PREFERENCES, PREFERENCE_FLAGS } from '@sb/preferences';
import { AppProvider } from '../../lib/app-context';
import { createI18n, I18nProvider } from '../../lib/i18n';
import type { InitialState } from '../../lib/initial-state';
import { createPreferencesStore, type PreferencesStore } from '../../lib/preferences-store';
import { SettingsPanel } from './settings-panel';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

let dictionary: Dictionary;
let container: HTMLDivElement;
let root: Root;
let store: PreferencesStore;

beforeAll(async () => {
  dictionary = await loadDictionary('en');
});

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  store = createPreferencesStore(structuredClone(DEFAULT_PREFERENCES), false);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function renderPanel(): void {
  const initial: InitialState = {
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
    authenticated: false,
    user: null,
    socialProviders: [],
    player: null,
    nowMs: 0,
    seoOverride: null,
  };
  act(() =>
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/en/']}>
          <AppProvider initial={initial} preferences={store}>
            <I18nProvider i18n={createI18n('en', dictionary)}>
              <SettingsPanel onClose={() => undefined} />
            </I18nProvider>
          </AppProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
}

const selectNamed = (name: string): HTMLSelectElement => {
  const el = container.querySelector(`select[name="${name}"]`);
  if (!(el instanceof HTMLSelectElement)) throw new Error(`no select ${name}`);
  return el;
};

function choose(name: string, value: string): void {
  const el = selectNamed(name);
  act(() => {
    el.value = value;
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('spec §3 Global preferences in the settings panel', () => {
  it('coefIndicationType: arrow and colour, colour only, none; choosing one stores it', () => {
    renderPanel();
    const options = [...selectNamed('coefIndicationType').options].map((o) => [o.value, o.text]);
    expect(options).toEqual([
      ['0', 'Arrow and colour'],
      ['1', 'Colour only'],
      ['2', 'None'],
    ]);
    choose('coefIndicationType', '1');
    expect(store.get().coefIndicationType).toBe(1);
    choose('coefIndicationType', '2');
    expect(store.get().coefIndicationType).toBe(2);
    expect(selectNamed('coefIndicationType').value).toBe('2');
  });

  it('marketsNameType: full or short; choosing one stores it', () => {
    renderPanel();
    expect([...selectNamed('marketsNameType').options].map((o) => o.text)).toEqual(['Full', 'Short']);
    choose('marketsNameType', '1');
    expect(store.get().marketsNameType).toBe(1);
    choose('marketsNameType', '0');
    expect(store.get().marketsNameType).toBe(0);
  });

  it('every 0/1 flag is still listed and toggles its preference', () => {
    renderPanel();
    for (const flag of PREFERENCE_FLAGS) {
      const box = container.querySelector(`input[type="checkbox"][name="${flag}"]`);
      expect(box, flag).toBeInstanceOf(HTMLInputElement);
    }
    const light = container.querySelector<HTMLInputElement>('input[name="lightVersion"]');
    act(() => light?.click());
    expect(store.get().flags.lightVersion).toBe(true);
  });
});

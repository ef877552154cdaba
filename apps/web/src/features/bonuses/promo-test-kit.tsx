import { act, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { BonusDefinitionView, BonusOffer, PlayerBonusView } from '@sb/contracts';
import type { Dictionary } from '@sb/i18n';
import { DEFAULT_PREFERENCES } from '@sb/preferences';
import { AppProvider } from '../../lib/app-context';
import { createI18n, I18nProvider } from '../../lib/i18n';
import type { InitialState } from '../../lib/initial-state';
import { createPreferencesStore } from '../../lib/preferences-store';

/** Test kit of the promotion pages' vitest tests (issue 16): a page at a URL, a fake server. */
export function renderAt(
  root: Root,
  dictionary: Dictionary,
  o: { path: string; url: string; page: ReactNode; user: boolean },
): void {
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
    authenticated: o.user,
    user: o.user ? { id: 100_001, login: 'p100001' } : null,
    socialProviders: [],
    player: null,
    nowMs: 0,
    seoOverride: null,
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[o.url]}>
          <AppProvider initial={initial} preferences={createPreferencesStore(initial.prefs, false)}>
            <I18nProvider i18n={createI18n('en', dictionary)}>
              <Routes>
                <Route path={o.path} element={o.page} />
              </Routes>
            </I18nProvider>
          </AppProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const apiError = (status: number, code: string, title = 'main_error') =>
  json({ errors: [{ status: String(status), code, title }] }, status);

export interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** A fake server: `answer` maps a call to its response (undefined: 404); every call is recorded. */
export function fakeServer(answer: (c: Call) => Response | undefined): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.includes('gettoken')) return json({ token: 'bearer' });
      const call = { url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : null };
      calls.push(call);
      return answer(call) ?? apiError(404, 'not_found', 'error_404_title');
    }),
  );
  return calls;
}

export const offer = (o: Partial<BonusOffer> & { id: number }): BonusOffer => ({
  name: `Offer ${o.id}`,
  kind: 'first_deposit',
  product: 'sport',
  percent: 100,
  capMinor: '10000',
  fixedAmountMinor: null,
  wageringMultiplier: 5,
  minOdds: 1.5,
  validityDays: 30,
  maxConversionMinor: null,
  ...o,
});

export const terms = (o: BonusOffer, extra: Partial<BonusDefinitionView> = {}): BonusDefinitionView => ({
  ...o,
  gameWeights: {},
  defaultWeight: 100,
  eligibility: { countries: [], currencies: [], newPlayersOnly: false, verifiedOnly: false },
  active: true,
  ...extra,
});

export const playerBonus = (o: Partial<PlayerBonusView> & { id: number }): PlayerBonusView => ({
  definitionId: 1,
  name: `Bonus ${o.id}`,
  kind: 'no_deposit',
  product: 'casino',
  source: 'promo',
  amountMinor: '500',
  currency: 'EUR',
  accountId: 9,
  wageringRequiredMinor: '2500',
  wageringProgressMinor: '0',
  progressPercent: 0,
  status: 'active',
  grantedAt: '2026-11-24T10:00:00.000Z',
  expiresAt: '2026-12-01T10:00:00.000Z',
  ...o,
});

/**
 * Waits for a check to pass, letting React and the fake server run between tries (an act scope
 * around a whole wait would hold React's renders back until it ends).
 */
export async function until(check: () => void, tries = 200): Promise<void> {
  for (let i = 0; ; i++) {
    await act(() => new Promise((r) => setTimeout(r, 20)));
    try {
      check();
      return;
    } catch (err) {
      if (i >= tries) throw err;
    }
  }
}

// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDictionary } from '@sb/i18n/load';
import type { Dictionary } from '@sb/i18n';
import { DEFAULT_PREFERENCES } from '@sb/preferences';
import type { VipCashbackAnswer } from '@sb/contracts';
import { AppProvider } from '../../lib/app-context';
import { createI18n, I18nProvider } from '../../lib/i18n';
import type { InitialState } from '../../lib/initial-state';
import { createPreferencesStore } from '../../lib/preferences-store';
import PremiumCashbackPage from './premium-cashback-page';
import VipCashbackPage from './vip-cashback-page';

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
        <MemoryRouter initialEntries={['/en/office/casino/vipcashback']}>
          <AppProvider initial={initial} preferences={createPreferencesStore(initial.prefs, false)}>
            <I18nProvider i18n={createI18n('en', dictionary)}>{node}</I18nProvider>
          </AppProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    ),
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const rates = (f: (i: number) => number) =>
  (['bronze', 'silver', 'gold', 'platinum'] as const).map((level, i) => ({
    level,
    percent: f(i),
    capMinor: String(10_000 * (i + 1)),
  }));
const answer = (level: VipCashbackAnswer['level'], extra: Partial<VipCashbackAnswer> = {}): VipCashbackAnswer => ({
  currency: 'EUR',
  level,
  earnedInPeriod: 600,
  lastPeriod: {
    start: '2026-11-16T00:00:00.000Z',
    end: '2026-11-23T00:00:00.000Z',
    level: 'silver',
    vipPaidMinor: '1250',
    premiumPaidMinor: '0',
  },
  programmes: [{ id: 7, name: 'Casino VIP cashback', rates: rates((i) => [10, 12.5, 15, 20][i] ?? 0) }],
  premium: {
    qualifies: level === 'gold' || level === 'platinum',
    minLevel: 'gold',
    pointsNeeded: level === 'gold' || level === 'platinum' ? 0 : 1_900,
    rates: rates((i) => [5, 8][i - 2] ?? 0).slice(2),
  },
  ...extra,
});
const serve = (body: VipCashbackAnswer) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => json(url.includes('gettoken') ? { token: 'bearer' } : body)),
  );
const row = (level: string) => container.querySelector(`[data-testid="rate-${level}"]`);

describe('issue 16 cashback by VIP level: office/casino/vipcashback and premiumcashback pages', () => {
  it('the VIP page shows the level, every level rate with the player row highlighted, and last week payment', async () => {
    serve(answer('silver'));
    render(<VipCashbackPage />);
    await act(() => vi.waitFor(() => expect(row('silver')).not.toBeNull()));
    expect(container.querySelector('[data-testid="vip-level"]')?.textContent).toContain('Silver');
    expect(row('silver')?.getAttribute('aria-current')).toBe('true');
    expect(row('silver')?.className).toContain('vip-cashback__mine');
    expect(row('gold')?.getAttribute('aria-current')).toBeNull();
    expect(row('gold')?.textContent).toContain('15 %');
    expect(row('platinum')?.textContent).toContain('400.00 EUR');
    expect(container.querySelector('caption')?.textContent).toBe('Casino VIP cashback');
    expect(container.querySelector('[data-testid="last-payment"]')?.textContent).toContain('12.50 EUR');
  });

  it('without a casino cashback programme the VIP page says so and links to the promotions', async () => {
    serve(answer('bronze', { programmes: [] }));
    render(<VipCashbackPage />);
    await act(() => vi.waitFor(() => expect(container.textContent).toContain(dictionary.vipcb_none)));
    expect(container.querySelector('a[href="/en/bonuses"]')?.textContent).toBe(dictionary.vipcb_see_promotions);
  });

  it('the premium page tells a Silver player what is needed, and a Platinum player that they qualify', async () => {
    serve(answer('silver'));
    render(<PremiumCashbackPage />);
    await act(() => vi.waitFor(() => expect(container.querySelector('[data-testid="premium-status"]')).not.toBeNull()));
    expect(container.querySelector('[data-testid="premium-status"]')?.textContent).toContain('1900');
    expect(container.querySelector('[data-testid="premium-status"]')?.textContent).toContain('Gold');
    expect(row('bronze')).toBeNull();
    expect(row('gold')?.getAttribute('aria-current')).toBeNull();
    act(() => root.unmount());
    root = createRoot(container);
    serve(
      answer('platinum', {
        lastPeriod: { ...answer('platinum').lastPeriod, level: 'platinum', premiumPaidMinor: '800' },
      }),
    );
    render(<PremiumCashbackPage />);
    await act(() =>
      vi.waitFor(() =>
        expect(container.querySelector('[data-testid="premium-status"]')?.textContent).toBe(
          dictionary.premcb_qualifies,
        ),
      ),
    );
    expect(row('platinum')?.getAttribute('aria-current')).toBe('true');
    expect(row('platinum')?.textContent).toContain('8 %');
    expect(container.querySelector('[data-testid="last-payment"]')?.textContent).toContain('8.00 EUR');
  });
});

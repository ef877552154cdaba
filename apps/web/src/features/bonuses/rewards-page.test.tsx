// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDictionary } from '@sb/i18n/load';
import type { Dictionary } from '@sb/i18n';
import { DEFAULT_PREFERENCES } from '@sb/preferences';
import type { PointsAnswer, RewardsAnswer } from '@sb/contracts';
import { AppProvider } from '../../lib/app-context';
import { createI18n, I18nProvider } from '../../lib/i18n';
import type { InitialState } from '../../lib/initial-state';
import { createPreferencesStore } from '../../lib/preferences-store';
import PointsPage from './points-page';
import RewardsPage from './rewards-page';

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
        <MemoryRouter initialEntries={['/en/office/rewards']}>
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

const reward = (id: string, price: number, affordable: boolean) => ({
  id,
  price,
  kind: 'free_bet' as const,
  product: 'sport' as const,
  amountMinor: '500',
  currency: 'EUR',
  wageringMultiplier: 1,
  validityDays: 30,
  freeSpins: null,
  affordable,
});
const shop: RewardsAnswer = {
  balance: 600,
  rewards: [reward('free-bet-5', 500, true), reward('free-bet-10', 950, false)],
};

describe('issue 16 office/rewards and points pages', () => {
  it('the shop shows the balance, enables only affordable rewards and redeems with an idempotency key', async () => {
    const calls: { url: string; method: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.includes('gettoken')) return json({ token: 'bearer' });
        calls.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : null });
        if (init?.method === 'POST')
          return json({ errors: [{ status: '409', code: 'insufficient_points', title: 'main_error' }] }, 409);
        return json(shop);
      }),
    );
    render(<RewardsPage />);
    await act(() => vi.waitFor(() => expect(container.textContent).toContain(dictionary.loyalty_reward_free_bet_5)));
    expect(container.querySelector('[data-testid="rewards-balance"]')?.textContent).toBe('600');
    const button = (id: string) => container.querySelector(`[data-testid="reward-${id}"] button`) as HTMLButtonElement;
    expect(button('free-bet-5').disabled).toBe(false);
    expect(button('free-bet-10').disabled).toBe(true);
    act(() => button('free-bet-5').click());
    await act(() =>
      vi.waitFor(() => expect(container.textContent).toContain(dictionary.loyalty_error_insufficient_points)),
    );
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toContain('/web-api/bonuses/rewards/free-bet-5/redeem');
    expect(post?.body).toMatchObject({ idempotencyKey: expect.stringMatching(/^reward-/) });
  });

  it('issue 16: a free-spins reward shows its spins, stake and wagering on the winnings; redeemed, it links to the slot', async () => {
    const spins: RewardsAnswer = {
      balance: 300,
      rewards: [
        {
          ...reward('free-spins-10', 250, true),
          kind: 'free_spins',
          product: 'casino',
          amountMinor: '20',
          wageringMultiplier: 5,
          validityDays: 7,
          freeSpins: { count: 10, gameId: 'fruit-fiesta' },
        },
      ],
    };
    const granted = {
      id: 7,
      definitionId: 3,
      gameId: 'fruit-fiesta',
      currency: 'EUR',
      spinStakeMinor: '20',
      spinsTotal: 10,
      spinsLeft: 10,
      winningsMinor: '0',
      status: 'active',
      expiresAt: '2026-12-01T10:00:00.000Z',
      playerBonusId: null,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.includes('gettoken')) return json({ token: 'bearer' });
        if (init?.method === 'POST') return json({ balance: 50, bonus: null, freeSpins: granted });
        return json(spins);
      }),
    );
    render(<RewardsPage />);
    await act(() => vi.waitFor(() => expect(container.textContent).toContain(dictionary.loyalty_reward_free_spins_10)));
    const card = container.querySelector('[data-testid="reward-free-spins-10"]');
    expect(card?.textContent).toContain('10 spins at 0.20 EUR each');
    expect(card?.textContent).toContain('wager 5 × the winnings');
    act(() => (card?.querySelector('button') as HTMLButtonElement).click());
    await act(() => vi.waitFor(() => expect(container.querySelector('a[href*="slots/game"]')).not.toBeNull()));
    expect(container.querySelector('a[href*="slots/game"]')?.getAttribute('href')).toBe(
      '/en/slots/game/fruit-fiesta/fruit-fiesta',
    );
    expect(container.textContent).toContain('10 free spins are waiting for you');
  });

  it('the points page shows the balance, the level and its progress bar', async () => {
    const points: PointsAnswer = {
      balance: 123,
      earnedInPeriod: 750,
      periodDays: 90,
      level: 'silver',
      next: 'gold',
      toNext: 1750,
      progressPercent: 12,
      levels: [
        { id: 'bronze', minPoints: 0 },
        { id: 'silver', minPoints: 500 },
        { id: 'gold', minPoints: 2500 },
        { id: 'platinum', minPoints: 10000 },
      ],
      history: [{ kind: 'sport', points: 123, rewardId: null, at: '2026-11-24T10:00:00.000Z' }],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => json(url.includes('gettoken') ? { token: 'bearer' } : points)),
    );
    render(<PointsPage />);
    await act(() => vi.waitFor(() => expect(container.querySelector('[data-testid="points-balance"]')).not.toBeNull()));
    expect(container.querySelector('[data-testid="points-balance"]')?.textContent).toBe('123');
    expect(container.querySelector('[data-testid="points-level"]')?.textContent).toBe(dictionary.loyalty_level_silver);
    expect(container.querySelector('progress')?.getAttribute('value')).toBe('12');
    expect(container.querySelector('[data-testid="points-history"]')?.textContent).toContain('+123');
  });
});

// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDictionary } from '@sb/i18n/load';
import type { Dictionary } from '@sb/i18n';
import { DEFAULT_PREFERENCES } from '@sb/preferences';
import type { CasinoGame, FreeSpinsAnswer } from '@sb/contracts';
import { AppProvider } from '../../../lib/app-context';
import { createI18n, I18nProvider } from '../../../lib/i18n';
import type { InitialState } from '../../../lib/initial-state';
import { createPreferencesStore } from '../../../lib/preferences-store';
import { FreeSpinsPanel } from './free-spins-panel';

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
        <MemoryRouter initialEntries={['/en/slots/game/test-slot/test-slot']}>
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

const game = { id: 'fruit-fiesta', name: 'Fruit Fiesta' } as CasinoGame;
const spins = (left: number, won: string): FreeSpinsAnswer => ({
  freeSpins:
    left === 0
      ? []
      : [
          {
            id: 7,
            definitionId: 3,
            gameId: 'fruit-fiesta',
            currency: 'EUR',
            spinStakeMinor: '20',
            spinsTotal: 3,
            spinsLeft: left,
            winningsMinor: won,
            status: 'active',
            expiresAt: '2026-11-27T10:00:00.000Z',
            playerBonusId: null,
          },
        ],
});
const round = {
  id: '7d7b3c1e-0b7a-4a55-9a43-2f1f8d0f0c01',
  gameId: 'fruit-fiesta',
  mode: 'real',
  status: 'settled',
  currency: 'EUR',
  stakeMinor: '20',
  totalStakeMinor: '0',
  multiplier: 20_000,
  payoutMinor: '40',
  params: {},
  result: {},
  serverSeedHash: 'h',
  clientSeed: 'c',
  nonce: 1,
  createdAt: '2026-11-24T10:00:00.000Z',
  settledAt: '2026-11-24T10:00:00.000Z',
  freeSpin: true,
};

describe('issue 16 free spins on the slot page', () => {
  it('shows "N free spins" and a button that plays one (POST …/free-spins/{id}/spin), then the spins left and the win', async () => {
    let left = 3;
    const posts: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.includes('gettoken')) return json({ token: 'bearer' });
        if (init?.method === 'POST') {
          posts.push(url);
          left -= 1;
          return json({ round, balanceMinor: null, playMoney: false, serverSeed: null, replay: false });
        }
        expect(url).toContain('/web-api/bonuses/free-spins?gameId=fruit-fiesta');
        return json(spins(left, left === 3 ? '0' : '40'));
      }),
    );
    render(<FreeSpinsPanel game={game} />);
    const tr = (key: string, vars: Record<string, string | number>) =>
      Object.entries(vars).reduce(
        (s, [k, v]) => s.replaceAll(`{{${k}}}`, String(v)),
        (dictionary as unknown as Record<string, string>)[key] ?? key,
      );
    await act(() =>
      vi.waitFor(() => expect(container.textContent).toContain(tr('casino_free_spins_left', { count: 3 }))),
    );
    const button = container.querySelector('[data-testid="casino-free-spin"]') as HTMLButtonElement;
    expect(button.textContent).toBe(dictionary.casino_free_spin_play);
    act(() => button.click());
    await act(() =>
      vi.waitFor(() => expect(container.textContent).toContain(tr('casino_free_spins_left', { count: 2 }))),
    );
    expect(posts).toEqual([expect.stringContaining('/web-api/casino/free-spins/7/spin')]);
    expect(container.querySelector('[data-testid="casino-free-spin-outcome"]')?.textContent).toBe(
      tr('casino_free_spin_won', { payout: '0.40', currency: 'EUR' }),
    );
  });

  it('shows nothing to a player without free spins on this slot', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => json(url.includes('gettoken') ? { token: 'bearer' } : spins(0, '0'))),
    );
    render(<FreeSpinsPanel game={game} />);
    await act(() => vi.waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled()));
    expect(container.querySelector('[data-testid="casino-free-spins"]')).toBeNull();
  });
});

// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, useNavigate } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDictionary } from '@sb/i18n/load';
import type { Dictionary } from '@sb/i18n';
import { DEFAULT_PREFERENCES } from '@sb/preferences';
import type { BringFriendAnswer } from '@sb/contracts';
import { AppProvider } from '../../lib/app-context';
import { createI18n, I18nProvider } from '../../lib/i18n';
import type { InitialState } from '../../lib/initial-state';
import { createPreferencesStore } from '../../lib/preferences-store';
import BringFriendPage from './bringfriend-page';
import BonusPartnerPage from './bonus-partner-page';
import { ReferralTagKeeper } from './referral-tag-keeper';

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

function render(node: React.ReactNode, authenticated = true, path = '/en/office/bringfriend'): void {
  const initial: InitialState = {
    lng: 'en',
    dir: 'ltr',
    config: null,
    languages: ['en'],
    defaultLanguage: 'en',
    prefs: structuredClone(DEFAULT_PREFERENCES),
    dictionary,
    production: false,
    origin: 'https://bet.example',
    mobileForced: false,
    breakpoint: null,
    authenticated,
    user: authenticated ? { id: 42, login: 'p42' } : null,
    socialProviders: [],
    player: null,
    nowMs: 0,
    seoOverride: null,
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
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

const answer: BringFriendAnswer = {
  refId: 42,
  terms: {
    currency: 'EUR',
    qualifyingDepositMinor: '1000',
    rewardMinor: '1000',
    wageringMultiplier: 5,
    minOdds: 1.5,
    validityDays: 30,
  },
  totals: { invited: 2, deposited: 1, qualified: 1, rewardsMinor: '1000' },
  friends: [
    {
      name: 'An***a',
      registeredAt: '2026-11-24T10:00:00.000Z',
      status: 'qualified',
      qualifiedAt: '2026-11-24T11:00:00.000Z',
      rewardMinor: '1000',
      rewardCurrency: 'EUR',
    },
    {
      name: '12***9',
      registeredAt: '2026-11-23T10:00:00.000Z',
      status: 'registered',
      qualifiedAt: null,
      rewardMinor: null,
      rewardCurrency: null,
    },
  ],
};

describe('issue 16 office/bringfriend and bonus-partner pages', () => {
  it('bringfriend: the personal link with bf_id, the terms, each friend’s progress and reward, the totals', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => json(url.includes('gettoken') ? { token: 'bearer' } : answer)),
    );
    render(<BringFriendPage />);
    await act(() => vi.waitFor(() => expect(container.textContent).toContain('An***a')));
    expect((container.querySelector('[data-testid="referral-link"]') as HTMLInputElement).value).toBe(
      'https://bet.example/?bf_id=42',
    );
    expect(container.querySelector('[data-testid="referral-terms"]')?.textContent).toContain('10.00 EUR');
    const rows = [...container.querySelectorAll('[data-testid="referral-friend"]')];
    expect(rows.map((r) => r.getAttribute('data-status'))).toEqual(['qualified', 'registered']);
    expect(rows[0]?.textContent).toContain(dictionary.referral_status_qualified);
    expect(rows[0]?.textContent).toContain('10.00 EUR');
    expect(container.querySelector('[data-testid="referral-stat-qualified"]')?.textContent).toBe('1');
  });

  it('bonus-partner: the programme and amounts for everyone; a logged-out visitor is asked to log in, no call', async () => {
    const fetch = vi.fn(async () => json(answer));
    vi.stubGlobal('fetch', fetch);
    render(<BonusPartnerPage />, false, '/en/bonus-partner');
    expect(container.textContent).toContain(dictionary.partner_step_reward);
    expect(container.querySelector('[data-testid="partner-amounts"]')?.textContent).toContain('1000.00 RUB');
    expect(container.textContent).toContain(dictionary.partner_login);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('spec §4 referral-tag step on client navigation: a tagged query is posted once; other queries are not', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        posted.push(JSON.parse(String(init?.body)));
        return json({ cookies: ['bf_id'] });
      }),
    );
    let go: ((to: string) => void) | undefined;
    function Nav() {
      const navigate = useNavigate();
      go = (to) => void navigate(to);
      return <ReferralTagKeeper />;
    }
    render(<Nav />, false, '/en?bf_id=5');
    // The page load's query is the server's (the SSR handler set its cookies).
    expect(posted).toEqual([]);
    await act(async () => go?.('/en/slots?page=2'));
    await act(async () => go?.('/en/slots?bf_id=7'));
    await act(() => vi.waitFor(() => expect(posted).toEqual([{ search: '?bf_id=7' }])));
  });
});

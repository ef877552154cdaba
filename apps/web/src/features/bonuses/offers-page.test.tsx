// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDictionary } from '@sb/i18n/load';
import type { Dictionary } from '@sb/i18n';
import OffersPage from './offers-page';
import { apiError, fakeServer, json, offer, renderAt, terms, until } from './promo-test-kit';

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

const sport = offer({ id: 3, name: 'Welcome sport', maxConversionMinor: '50000' });
const casino = offer({
  id: 4,
  name: 'Casino spins',
  kind: 'no_deposit',
  product: 'casino',
  fixedAmountMinor: '1000',
  capMinor: null,
  minOdds: null,
  wageringMultiplier: 8,
  validityDays: 7,
});
const casinoTerms = terms(casino, {
  gameWeights: { roulette: 10, slots: 100 },
  defaultWeight: 50,
  eligibility: { countries: ['DE'], currencies: ['EUR'], newPlayersOnly: true, verifiedOnly: false },
});
const waitText = (text: string) => until(() => expect(container.textContent).toContain(text));
const page = { path: '/en/bonuses-offers', url: '/en/bonuses-offers', page: <OffersPage /> };
const detail = (url: string, user = false) =>
  renderAt(root, dictionary, { path: '/en/bonus-offer/:id/:section?', url, page: <OffersPage />, user });

function server(extra?: (url: string, method: string) => Response | undefined) {
  return fakeServer(({ url, method }) => {
    const more = extra?.(url, method);
    if (more) return more;
    if (url.endsWith('/web-api/bonuses/promotions')) return json({ promotions: [sport, casino] });
    if (url.endsWith('/web-api/bonuses/promotions/3')) return json(terms(sport));
    if (url.endsWith('/web-api/bonuses/promotions/4')) return json(casinoTerms);
    return undefined;
  });
}

describe('issue 16 spec §2 offer variant: bonuses-offers and bonus-offer/{id}/{section}', () => {
  it('a guest sees every offer as a card (what you get, product, wagering ≤ 10 ×, expiry, max conversion, eligibility) and a log-in/registration call to action', async () => {
    server();
    renderAt(root, dictionary, { ...page, user: false });
    await waitText('Casino spins');
    const card = container.querySelector('[data-testid="offer-4"]');
    await until(() => expect(card?.textContent).toContain('Players in DE'));
    expect(card?.textContent).toContain('You get 10.00');
    expect(card?.textContent).toContain(dictionary.bonus_product_casino);
    expect(card?.textContent).toContain('8 × the bonus (at most 10 ×)');
    expect(card?.textContent).toContain('7 days after it is granted');
    expect(card?.textContent).toContain('Accounts in EUR');
    expect(card?.textContent).toContain(dictionary.promo_elig_new);
    expect(container.querySelector('[data-testid="offer-3"]')?.textContent).toContain(
      'You get 100% of your deposit, up to 100.00',
    );
    expect(container.querySelector('[data-testid="offer-3"]')?.textContent).toContain('500.00');
    const cta = container.querySelector('[data-testid="promo-guest-cta"]');
    expect(cta?.querySelector('a[href^="/en/registration?return_url="]')).not.toBeNull();
    expect(cta?.querySelector('a[href^="/en/login"]')).not.toBeNull();
  });

  it('no offers: the empty state leads to the promo page', async () => {
    fakeServer(({ url }) => (url.endsWith('/promotions') ? json({ promotions: [] }) : undefined));
    renderAt(root, dictionary, { ...page, user: false });
    await waitText(dictionary.promo_offers_none);
    expect(container.querySelector('[data-testid="offers-none"] a')?.getAttribute('href')).toBe('/en/promo');
  });

  it('a player chooses a first-deposit offer (spec §3 bonus types: first_deposit_bonus_type 1 for sport)', async () => {
    let choice = 2;
    const calls = server((url, method) => {
      if (url.endsWith('/web-api/bonuses/offers'))
        return json({ choice, hasDeposit: false, offers: [sport], firstDepositBonus: null });
      if (method === 'POST' && url.includes('/office/settings/save-one')) {
        choice = 1;
        return json({ success: true });
      }
      return undefined;
    });
    renderAt(root, dictionary, { ...page, user: true });
    await waitText(dictionary.promo_claim_choose);
    const button = container.querySelector('[data-testid="offer-3"] button') as HTMLButtonElement;
    act(() => button.click());
    await waitText(dictionary.promo_claim_chosen);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ id: 'first_deposit_bonus_type', value: 1 });
    expect(container.querySelector('[data-testid="offer-3"] a[href="/en/office/recharge"]')).not.toBeNull();
  });

  it('the rules section states the grant, the wagering, the conversion and the expiry', async () => {
    server();
    detail('/en/bonus-offer/3/rules');
    await waitText(dictionary.promo_section_rules);
    const rules = container.querySelector('[data-testid="offer-rules"]')?.textContent ?? '';
    expect(rules).toContain('stake 5 × the bonus');
    expect(rules).toContain('at most 500.00');
    expect(rules).toContain('30 days');
    expect(container.querySelector('h1')?.textContent).toBe('Welcome sport');
    expect(container.querySelector('nav a[aria-current="page"]')?.getAttribute('href')).toBe('/en/bonus-offer/3/rules');
  });

  it('the games section lists each game or category weight, the default and bingo (casino), the minimum odds (sport)', async () => {
    server();
    detail('/en/bonus-offer/4/games');
    await waitText(dictionary.promo_games_caption);
    const rows = [...container.querySelectorAll('[data-testid="offer-games"] tbody tr')].map((r) => r.textContent);
    expect(rows).toEqual([
      'roulette10% of the stake',
      'slots100% of the stake',
      `${dictionary.promo_games_default}50% of the stake`,
    ]);
    expect(container.textContent).toContain(dictionary.promo_games_bingo);
    act(() => root.unmount());
    root = createRoot(container);
    detail('/en/bonus-offer/3/games');
    await waitText('lowest odds are 1.5 or more');
  });

  it('an unknown or ended offer, a malformed id or section is the 404 page, not a heading', async () => {
    server((url) =>
      url.endsWith('/promotions/9') ? apiError(404, 'promotion_not_found', 'error_404_title') : undefined,
    );
    detail('/en/bonus-offer/9');
    await until(() => expect(container.querySelector('[data-testid="page-404"]')).not.toBeNull());
    expect(container.querySelector('a[href="/en/bonuses-offers"]')).not.toBeNull();
    act(() => root.unmount());
    root = createRoot(container);
    detail('/en/bonus-offer/x1');
    expect(container.querySelector('[data-testid="page-404"]')).not.toBeNull();
    act(() => root.unmount());
    root = createRoot(container);
    detail('/en/bonus-offer/3/prizes');
    expect(container.querySelector('[data-testid="page-404"]')).not.toBeNull();
    act(() => root.unmount());
    root = createRoot(container);
    detail('/en/bonus-offer/2147483648');
    expect(container.querySelector('[data-testid="page-404"]')).not.toBeNull();
  });
});

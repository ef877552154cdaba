// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDictionary } from '@sb/i18n/load';
import type { Dictionary } from '@sb/i18n';
import LandingPage from './landing-page';
import PromoPage from './promo-page';
import ThankYouPage, { bonusFor } from './thankyou-page';
import { apiError, fakeServer, json, offer, playerBonus, renderAt, terms, until } from './promo-test-kit';

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

const waitText = (text: string) => until(() => expect(container.textContent).toContain(text));
const wait404 = () => until(() => expect(container.querySelector('[data-testid="page-404"]')).not.toBeNull());
const freeSpins = offer({
  id: 7,
  name: 'Summer casino',
  kind: 'no_deposit',
  product: 'casino',
  fixedAmountMinor: '2000',
});
const landing = {
  landingId: 'landing-summer',
  code: 'SUMMER',
  promotion: terms(freeSpins, { gameWeights: { slots: 100 } }),
};
const atLanding = (url: string, user = false) =>
  renderAt(root, dictionary, { path: '/en/landing-page/:landingId', url, page: <LandingPage />, user });
const atPromo = (user: boolean, url = '/en/promo') =>
  renderAt(root, dictionary, { path: '/en/promo', url, page: <PromoPage />, user });
const atThankyou = (url: string, user = true) =>
  renderAt(root, dictionary, { path: '/en/thankyou/:page?', url, page: <ThankYouPage />, user });

describe('issue 16 spec §2 landing-page/{landingId}', () => {
  it("shows the operator's text, the code, the offer and a registration call to action carrying the code", async () => {
    const calls = fakeServer(({ url }) => {
      if (url.includes('/landings/landing-summer')) return json(landing);
      if (url.includes('/content/v1/seo/landing-summer'))
        return json({ content: { style: 'plain', content: '## Summer\n\nPlay **all summer** long.' } });
      return undefined;
    });
    atLanding('/en/landing-page/landing-summer');
    await waitText('Summer casino');
    await until(() => expect(container.querySelector('[data-testid="landing-text"]')).not.toBeNull());
    expect(container.querySelector('[data-testid="landing-code"]')?.textContent).toBe('SUMMER');
    expect(container.querySelector('[data-testid="landing-text"] strong')?.textContent).toBe('all summer');
    const register = container.querySelector('[data-testid="landing-register"]');
    expect(register?.getAttribute('href')).toBe(
      '/en/registration?promocode=SUMMER&return_url=%2Fen%2Fthankyou%2Fregistration',
    );
    expect(container.textContent).toContain('You get 20.00');
    expect(container.querySelector('[data-testid="offer-games"]')?.textContent).toContain('slots');
    expect(calls.some((c) => c.url.includes('seo/landing-summer?lng=en'))).toBe(true);
  });

  it('a logged-in player is sent to redeem the code on the promo page', async () => {
    fakeServer(({ url }) => (url.includes('/landings/') ? json(landing) : json({ content: null })));
    atLanding('/en/landing-page/landing-summer', true);
    await waitText('Redeem SUMMER');
    expect(container.querySelector('a[href="/en/promo?code=SUMMER"]')).not.toBeNull();
  });

  it('an unknown landing is the 404 page', async () => {
    fakeServer(({ url }) =>
      url.includes('/landings/') ? apiError(404, 'landing_not_found', 'error_404_title') : json({ content: null }),
    );
    atLanding('/en/landing-page/landing-nosuch');
    await wait404();
    expect(container.textContent).toContain(dictionary.error_404_title);
  });
});

describe('issue 16 spec §2 promo', () => {
  const promotions = () => json({ promotions: [freeSpins] });

  it('a player redeems a code and sees the bonus; the code is sent upper- or lower-case as typed', async () => {
    const calls = fakeServer(({ url, method }) => {
      if (method === 'POST' && url.endsWith('/promo-codes/redeem'))
        return json(playerBonus({ id: 5, name: 'Summer casino', amountMinor: '2000' }));
      return url.endsWith('/promotions') ? promotions() : undefined;
    });
    atPromo(true, '/en/promo?code=summer');
    await waitText('Summer casino');
    const input = container.querySelector('input[name="code"]') as HTMLInputElement;
    expect(input.value).toBe('summer');
    act(() => (container.querySelector('button[type="submit"]') as HTMLButtonElement).click());
    await waitText('20.00 EUR is on your bonus account');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ code: 'summer' });
    expect(container.querySelector('[data-testid="promo-redeemed"] a')?.getAttribute('href')).toBe(
      '/en/office/bonuses/wager',
    );
  });

  it('spec §8 errors: a malformed code is refused without a call; used, unknown and 429 promo_code_attempts show their own text', async () => {
    let next = apiError(409, 'promo_code_used');
    const calls = fakeServer(({ url, method }) =>
      method === 'POST' ? next : url.endsWith('/promotions') ? promotions() : undefined,
    );
    atPromo(true);
    const input = () => container.querySelector('input[name="code"]') as HTMLInputElement;
    const submit = () => act(() => (container.querySelector('button[type="submit"]') as HTMLButtonElement).click());
    const type = (value: string) =>
      act(() => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input(), value);
        input().dispatchEvent(new Event('input', { bubbles: true }));
      });
    type('a b');
    submit();
    await waitText(dictionary.promo_redeem_invalid);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    type('USED1');
    submit();
    await waitText(dictionary.bonus_reason_promo_code_used);
    next = apiError(404, 'promo_code_not_found');
    type('NOSUCH');
    submit();
    await waitText(dictionary.bonus_reason_promo_code_not_found);
    next = apiError(429, 'promo_code_attempts');
    type('GUESS1');
    submit();
    await waitText(dictionary.bonus_reason_promo_code_attempts);
  });

  it('a guest gets the log-in/registration call to action and still sees the current promotions', async () => {
    fakeServer(({ url }) => (url.endsWith('/promotions') ? promotions() : undefined));
    atPromo(false);
    await waitText('Summer casino');
    expect(container.querySelector('form')).toBeNull();
    expect(container.querySelector('[data-testid="promo-guest-cta"]')?.textContent).toContain(dictionary.promo_guest);
  });
});

describe('issue 16 spec §2 thankyou/{page?}', () => {
  it('after registration: what happened, no bonus yet, the next steps', async () => {
    fakeServer(({ url }) => (url.endsWith('/web-api/bonuses') ? json({ bonuses: [] }) : undefined));
    atThankyou('/en/thankyou/registration');
    await waitText(dictionary.thankyou_no_bonus_registration);
    expect(container.querySelector('h1')?.textContent).toBe(dictionary.thankyou_registration_title);
    const next = [...container.querySelectorAll('[data-testid="thankyou-next"] a')].map((a) => a.getAttribute('href'));
    expect(next).toEqual(['/en/office/recharge', '/en/slots', '/en/line', '/en/office/bonuses/wager']);
  });

  it('after a deposit: the first-deposit bonus granted with its wagering', async () => {
    const bonuses = [
      playerBonus({ id: 1, name: 'Old promo', grantedAt: '2026-11-20T10:00:00.000Z' }),
      playerBonus({ id: 2, name: 'Welcome 100 %', source: 'first_deposit', amountMinor: '5000' }),
    ];
    fakeServer(({ url }) => (url.endsWith('/web-api/bonuses') ? json({ bonuses }) : undefined));
    atThankyou('/en/thankyou/deposit');
    await waitText('Welcome 100 %');
    expect(container.querySelector('[data-testid="thankyou-bonus"]')?.textContent).not.toContain('Old promo');
  });

  it('the bonus reported: first-deposit after a deposit, else the newest', () => {
    const a = playerBonus({ id: 1, source: 'promo', grantedAt: '2026-11-24T09:00:00.000Z' });
    const b = playerBonus({ id: 2, source: 'first_deposit', grantedAt: '2026-11-23T09:00:00.000Z' });
    expect(bonusFor('deposit', [a, b])?.id).toBe(2);
    expect(bonusFor('registration', [b, a])?.id).toBe(1);
    expect(bonusFor('deposit', [a])).toBeUndefined();
  });

  it('an unknown thank-you page is the 404 page; a guest is asked to log in', async () => {
    const calls = fakeServer(() => undefined);
    atThankyou('/en/thankyou/lottery');
    await wait404();
    expect(calls).toEqual([]);
    act(() => root.unmount());
    root = createRoot(container);
    atThankyou('/en/thankyou', false);
    await waitText(dictionary.thankyou_guest);
  });
});

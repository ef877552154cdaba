import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '@sb/contracts';
import { parseLandingId } from '../features/tournaments/landing-page';
import { casinoLandingId, checkRoute, type RuleContext } from './route-rules';
import { ROUTE_TABLE } from './route-table';

const config = {
  isRegistrationAllowed: true,
  isVipDomain: false,
  isIdentificationEnabled: true,
  availableRoutes: [38, 47],
  promoBonusToOffer: false,
  isSlotFirstDepositRedirect: true,
  isPaymentPageAuthRequired: false,
} as SiteConfig;
const ctx = (over: Partial<SiteConfig> = {}, rest: Partial<RuleContext> = {}): RuleContext => ({
  config: { ...config, ...over },
  authenticated: false,
  production: false,
  player: null,
  ...rest,
});
const ok = { kind: 'ok' };
const nf = { kind: 'notFound' };

describe('spec §5 validation rules of routes', () => {
  it('numeric ids on print-coupon must be digits', () => {
    expect(checkRoute('digits', { couponId: '0042' }, ctx(), 'en')).toEqual(ok);
    for (const bad of ['', '12a', '-1', '1.5', '١٢'])
      expect(checkRoute('digits', { couponId: bad }, ctx(), 'en')).toEqual(nf);
  });

  it('landing ids must start with landing-', () => {
    expect(checkRoute('landing', { landingId: 'landing-1' }, ctx(), 'en')).toEqual(ok);
    expect(checkRoute('landing', { landingId: 'xlanding-1' }, ctx(), 'en')).toEqual(nf);
    expect(checkRoute('landing', { landingId: 'landing-' }, ctx(), 'en')).toEqual(nf);
  });

  it('the registration route requires isRegistrationAllowed and is hidden on VIP domains', () => {
    expect(checkRoute('registration', {}, ctx(), 'en')).toEqual(ok);
    expect(checkRoute('registration', {}, ctx({ isRegistrationAllowed: false }), 'en')).toEqual(nf);
    expect(checkRoute('registration', {}, ctx({ isVipDomain: true }), 'en')).toEqual(nf);
    expect(checkRoute('registration', {}, { ...ctx(), config: null }, 'en')).toEqual(nf);
  });

  it('the identification route requires the identification flag', () => {
    expect(checkRoute('identification', {}, ctx({ isIdentificationEnabled: false }), 'en')).toEqual(nf);
  });

  it('the rules page gives 404 if availableRoutes lacks entry 47', () => {
    expect(checkRoute('rules', {}, ctx(), 'en')).toEqual(ok);
    expect(checkRoute('rules', {}, ctx({ availableRoutes: [38] }), 'en')).toEqual(nf);
  });

  it('the payment information page requires an authenticated user if the site config requires it', () => {
    const c = ctx({ isPaymentPageAuthRequired: true });
    expect(checkRoute('paymentInfo', {}, c, 'en')).toEqual(nf);
    expect(checkRoute('paymentInfo', {}, { ...c, authenticated: true }, 'en')).toEqual(ok);
  });

  it('issue 16: the games entrance and games landings name a bonus game of spec §2 (else 404)', () => {
    expect(checkRoute('bonusGameRoute', { gameRoute: 'fortuna' }, ctx(), 'en')).toEqual(ok);
    expect(checkRoute('bonusGameRoute', { gameRoute: 'roulette' }, ctx(), 'en')).toEqual(nf);
    expect(checkRoute('bonusGameLanding', { landingRoute: 'dragon-bonus' }, ctx(), 'en')).toEqual(ok);
    expect(checkRoute('bonusGameLanding', { landingRoute: 'x' }, ctx(), 'en')).toEqual(nf);
  });

  it('issue 16 bonus/casino/landing/{landingId}: a malformed id is 404, as the landing page parses it', () => {
    const good = ['tournament-12', 'offer-3', 'offer-2147483647'];
    const bad = [
      '',
      'x',
      'promo-1',
      'tournament-',
      'tournament-0',
      'offer-01',
      'offer-2147483648',
      'Offer-1',
      'offer-1/',
    ];
    for (const id of good) expect(checkRoute('casinoLanding', { landingId: id }, ctx(), 'en')).toEqual(ok);
    for (const id of [...bad, undefined])
      expect(checkRoute('casinoLanding', { landingId: id }, ctx(), 'en')).toEqual(nf);
    // The rule and the page agree: every id the rule lets through names a landing, and no other.
    for (const id of [...good, ...bad]) expect(parseLandingId(id) !== null).toBe(casinoLandingId(id));
    expect(ROUTE_TABLE.find((r) => r.id === 'bonus_casino_landing')?.rule).toBe('casinoLanding');
  });

  it('the debugger page is non-production only', () => {
    expect(checkRoute('debugger', {}, ctx({}, { production: true }), 'en')).toEqual(nf);
    expect(checkRoute('debugger', {}, ctx(), 'en')).toEqual(ok);
  });

  it('spec §2 bonus/slot_first_deposit → 301 casino/slot-first-deposit when enabled', () => {
    expect(checkRoute('bonusVariant', { id: 'slot_first_deposit' }, ctx(), 'de')).toEqual({
      kind: 'redirect',
      to: '/de/casino/slot-first-deposit',
      status: 301,
    });
  });

  it('spec §2 bonus and offer variants switch by promoBonusToOffer', () => {
    expect(checkRoute('bonusVariant', {}, ctx({ promoBonusToOffer: true }), 'en')).toMatchObject({
      to: '/en/bonuses-offers',
    });
    expect(checkRoute('offerVariant', { id: '7', section: 'rules' }, ctx(), 'en')).toMatchObject({
      to: '/en/bonus/7/rules',
    });
    expect(checkRoute('offerVariant', { id: '7', section: 'games' }, ctx({ promoBonusToOffer: true }), 'en')).toEqual(
      ok,
    );
  });

  it('spec §2 betting: section is line or live', () => {
    expect(checkRoute('betting', { pageType: 'home', section: 'live' }, ctx(), 'en')).toEqual(ok);
    expect(checkRoute('betting', { pageType: 'home', section: 'prematch' }, ctx(), 'en')).toEqual(nf);
    expect(checkRoute('betting', { pageType: 'user', section: 'line' }, ctx(), 'en')).toEqual(nf);
  });
});

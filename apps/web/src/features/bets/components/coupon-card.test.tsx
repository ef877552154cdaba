import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CouponLeg, CouponView } from '@sb/contracts';
import { loadDictionary } from '@sb/i18n/load';
import { DEFAULT_PREFERENCES, MARKETS_NAME_TYPE, type Preferences } from '@sb/preferences';
import { AppProvider } from '../../../lib/app-context';
import { createI18n, I18nProvider } from '../../../lib/i18n';
import type { InitialState } from '../../../lib/initial-state';
import { createPreferencesStore } from '../../../lib/preferences-store';
import { moneyOf } from '../lib/money';
import { CouponCard } from './coupon-card';

const dictionaries = { en: await loadDictionary('en'), de: await loadDictionary('de') };

const initialOf = (lng: 'en' | 'de', prefs: Preferences): InitialState => ({
  lng,
  dir: 'ltr',
  config: null,
  languages: ['en', 'de'],
  defaultLanguage: 'en',
  prefs,
  dictionary: dictionaries[lng],
  production: false,
  origin: 'http://localhost',
  mobileForced: false,
  breakpoint: null,
  authenticated: true,
  user: null,
  socialProviders: [],
  player: null,
  nowMs: 0,
  seoOverride: null,
});

const leg = (index: number, over: Partial<CouponLeg>): CouponLeg => ({
  index,
  outcomeId: `${10 + index}_1_`,
  gameId: 10 + index,
  sportId: 1,
  champId: 5,
  groupId: 1,
  typeId: 1,
  param: null,
  kind: 1,
  coef: 2.1,
  blockId: null,
  isBanker: false,
  isLobby: false,
  amount: null,
  statusId: -1,
  isLive: false,
  names: { champName: 'Premier League', team1: 'Reds', team2: 'Blues', title: null, startAt: 0 },
  ...over,
});

const coupon = (legs: CouponLeg[]): CouponView => ({
  id: '42',
  typeId: 2,
  accountId: 1,
  currency: 'EUR',
  amount: '100',
  systemValue: null,
  changeCoefAction: 1,
  isVipBet: false,
  coef: 4.2,
  bonusCoef: null,
  hyperBonusPercent: null,
  possibleHyperBonus: null,
  possibleWin: '420',
  possibleWinMin: null,
  maxPayout: '100000',
  status: 'settled',
  statusId: 1,
  payout: '420',
  cashedOut: '0',
  hyperBonus: '0',
  placedAt: 0,
  settledAt: 1,
  legs,
});

function render(view: CouponView, lng: 'en' | 'de' = 'en', prefs: Preferences = DEFAULT_PREFERENCES) {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <AppProvider initial={initialOf(lng, prefs)} preferences={createPreferencesStore(prefs, false)}>
        <I18nProvider i18n={createI18n(lng, dictionaries[lng])}>
          <MemoryRouter initialEntries={[`/${lng}/office/history`]}>
            <CouponCard coupon={view} withCashout={false} />
          </MemoryRouter>
        </I18nProvider>
      </AppProvider>
    </QueryClientProvider>,
  );
}

const legsOf = (html: string) => html.split('data-testid="bet-leg"').slice(1);

describe('issue 14 bet history: live legs marked, every leg says what was picked', () => {
  const view = coupon([
    leg(0, { isLive: true, typeId: 9, param: 2.5, outcomeId: '10_9_2.5' }),
    leg(1, { isLive: false, typeId: 1 }),
  ]);

  it('§4 "a bet is live": only the leg placed live carries the Live marker', () => {
    const [live, prematch] = legsOf(render(view));
    expect(live).toContain('data-live="true"');
    expect(live).toContain('data-testid="bet-leg-live">Live<');
    expect(prematch).toContain('data-live="false"');
    expect(prematch).not.toContain('bet-leg-live');
  });

  it('the pick is named from the line dictionary (total over its line, home win)', () => {
    const [live, prematch] = legsOf(render(view));
    expect(live).toContain('data-testid="bet-leg-pick">Over 2.5<');
    expect(prematch).toContain('data-testid="bet-leg-pick">Home win<');
  });

  it('§3 marketsNameType short shows the coupon code, and the marker is translated', () => {
    const short = legsOf(render(view, 'en', { ...DEFAULT_PREFERENCES, marketsNameType: MARKETS_NAME_TYPE.short }));
    expect(short[1]).toContain('data-testid="bet-leg-pick">1<');
    const [liveDe] = legsOf(render(view, 'de'));
    expect(liveDe).toContain(`data-testid="bet-leg-live">${dictionaries.de['bets_leg_live'] ?? 'missing'}<`);
  });
});

describe('issue 16 bet history: the coupon boost of a promo code is shown', () => {
  const boostOf = (html: string) => /data-testid="bet-card-promo-boost">([^<]*)</.exec(html)?.[1] ?? null;
  const boosted = (over: Partial<CouponView>): CouponView => ({
    ...coupon([leg(0, { statusId: 1 }), leg(1, { statusId: 1 })]),
    promoBoostPercent: 10,
    promoBoost: '32',
    ...over,
  });

  it('settled and won: the boost paid with its percentage, next to the hyper bonus', () => {
    const html = render(boosted({ hyperBonusPercent: 5, hyperBonus: '16' }));
    expect(html).toContain('Promo boost paid (+10 %)');
    expect(boostOf(html)).toBe(moneyOf('32', 'EUR', undefined));
    expect(html).toContain('data-testid="bet-card-hyper-bonus"');
  });

  it('open: the percentage the promo code adds (the amount is known only at settlement)', () => {
    const html = render(boosted({ status: 'open', statusId: -1, payout: '0', promoBoost: '0', settledAt: null }));
    expect(boostOf(html)).toBe('+10 % promo boost');
  });

  it('lost (nothing paid): the percentage only; translated in German', () => {
    const lost = boosted({ statusId: 0, payout: '0', promoBoost: '0' });
    expect(boostOf(render(lost))).toBe('+10 % promo boost');
    const de = dictionaries.de['coupon_promo_boost'] ?? 'missing';
    expect(boostOf(render(lost, 'de'))).toBe(de.replace('{{percent}}', '10'));
  });

  it('a coupon without a promo code shows no boost row (also when the API omits the fields)', () => {
    expect(boostOf(render(coupon([leg(0, {})])))).toBeNull();
    expect(boostOf(render(boosted({ promoBoostPercent: null, promoBoost: '0' })))).toBeNull();
  });
});

import { HYPER_BONUS_DEFAULTS, LIVE_BETTING_DEFAULTS, MAIN_VIP_DOMAIN_OFF, type ConfigGroups } from '@sb/contracts';

/**
 * The config a fresh install starts with (seeded once; operators change it through the admin API
 * or `npm run config`). Values named by the spec carry the spec's value.
 */
export const DEFAULT_CONFIG: ConfigGroups = {
  site: {
    isRegistrationAllowed: true,
    isVipDomain: false,
    isAutoLogoffEnable: false,
    autoLogoffInactiveMinutes: 30,
    minAge: 18,
    companyName: 'Nordbet',
    isOneTapAuthEnabled: false,
    show_one_click: true,
    // 38: quick coupon route condition (§4); 47: the rules page (§5).
    availableRoutes: [38, 47],
    isIdentificationEnabled: true,
    promoBonusToOffer: false,
    isSlotFirstDepositRedirect: true,
    isPaymentPageAuthRequired: false,
    // Off until an operator turns them on for a market that needs them (docs/config.md).
    isAgeConfirmationEnabled: false,
    isWelcomeModalEnabled: false,
    registrationReminder: { delay: 60, interval: 24 * 60 },
    firstDepositModalVariant: 1,
  },
  languages: {
    allowed: ['ru', 'en', 'de', 'es', 'pt', 'tr', 'uk', 'ar'],
    // Spec §9: default language Russian.
    default: 'ru',
    hiddenForUnauthorized: [],
  },
  currencies: [
    { iso: 'RUB', symbol: '₽', exponent: 2 },
    { iso: 'USD', symbol: '$', exponent: 2 },
    { iso: 'EUR', symbol: '€', exponent: 2 },
    { iso: 'GBP', symbol: '£', exponent: 2 },
    { iso: 'UAH', symbol: '₴', exponent: 2 },
    { iso: 'TRY', symbol: '₺', exponent: 2 },
    { iso: 'BRL', symbol: 'R$', exponent: 2 },
    { iso: 'KZT', symbol: '₸', exponent: 2 },
  ],
  coefFormats: { allowed: [0, 1, 2, 4, 5, 6, 14, 15, 16], default: 0 },
  couponAmountSteps: {
    // Spec §9: fallback currency RUB; USD step 2.5 initial 5; RUB step 100 initial 150 (minor units).
    fallbackCurrency: 'RUB',
    steps: {
      USD: { step: 250, initial: 500 },
      RUB: { step: 10_000, initial: 15_000 },
      EUR: { step: 250, initial: 500 },
      GBP: { step: 200, initial: 500 },
      UAH: { step: 10_000, initial: 20_000 },
      TRY: { step: 5_000, initial: 10_000 },
      BRL: { step: 1_000, initial: 2_500 },
      KZT: { step: 50_000, initial: 100_000 },
    },
  },
  payments: {
    withdrawalRequiresVerification: false,
    rechargeModalEnabled: false,
    methods: [
      {
        id: 'sandbox-card',
        name: 'Card (sandbox)',
        directions: ['deposit', 'withdrawal'],
        countries: [],
        limits: {
          RUB: { min: 10_000, max: 60_000_000 },
          USD: { min: 100, max: 1_000_000 },
          EUR: { min: 100, max: 1_000_000 },
          GBP: { min: 100, max: 1_000_000 },
          UAH: { min: 5_000, max: 30_000_000 },
          TRY: { min: 5_000, max: 30_000_000 },
          BRL: { min: 1_000, max: 5_000_000 },
          KZT: { min: 50_000, max: 500_000_000 },
        },
      },
      {
        id: 'sandbox-wallet',
        name: 'E-wallet (sandbox)',
        directions: ['deposit'],
        countries: ['ru', 'kz', 'ua', 'tr'],
        limits: {
          RUB: { min: 5_000, max: 15_000_000 },
          KZT: { min: 20_000, max: 100_000_000 },
          UAH: { min: 2_000, max: 5_000_000 },
          TRY: { min: 2_000, max: 5_000_000 },
        },
      },
    ],
  },
  responsible: {
    questionnaireEnabled: true,
    selfExcludeReasonsEnabled: true,
    deleteMode: 0,
    rejectDropsTypes: [20, 21, 22, 1, 2, 3, 10, 11, 12, 31],
  },
  betting: {
    isVipBetEnabled: true,
    isBonusExpressEnabled: true,
    maxAmountCouponTypes: [0, 1, 2],
    cashoutMarginThousandths: 50,
    antiExpressMarginThousandths: 158,
    bookingTtlHours: 72,
    limits: {
      RUB: { min: 1_000, max: 50_000_000, maxPayout: 1_000_000_000 },
      USD: { min: 50, max: 500_000, maxPayout: 10_000_000 },
      EUR: { min: 50, max: 500_000, maxPayout: 10_000_000 },
      GBP: { min: 50, max: 500_000, maxPayout: 10_000_000 },
      UAH: { min: 500, max: 20_000_000, maxPayout: 400_000_000 },
      TRY: { min: 500, max: 20_000_000, maxPayout: 400_000_000 },
      BRL: { min: 200, max: 2_500_000, maxPayout: 50_000_000 },
      KZT: { min: 10_000, max: 250_000_000, maxPayout: 5_000_000_000 },
    },
    // Issue 14: live acceptance delay and live stake limits per sport (docs/betting.md Live).
    live: LIVE_BETTING_DEFAULTS,
    // Issue 16: hyper bonus on expresses — table 4 legs 5 % … 20 legs 50 %, legs ≥ 1.20, cap per
    // currency (docs/betting.md Hyper bonus, docs/config.md).
    hyperBonus: HYPER_BONUS_DEFAULTS,
  },
  terms: { version: 1, updatedAt: '2026-01-01T00:00:00.000Z', confirmationEnabled: true },
  geo: {
    // Spec §9: fallback geo country code 'ru'.
    fallbackCountry: 'ru',
    countries: {
      ru: { id: 1, currency: 'RUB', is12h: false },
      us: { id: 2, currency: 'USD', is12h: true },
      gb: { id: 3, currency: 'GBP', is12h: false },
      de: { id: 4, currency: 'EUR', is12h: false },
      es: { id: 5, currency: 'EUR', is12h: false },
      pt: { id: 6, currency: 'EUR', is12h: false },
      br: { id: 7, currency: 'BRL', is12h: false },
      tr: { id: 8, currency: 'TRY', is12h: false },
      ua: { id: 9, currency: 'UAH', is12h: false },
      kz: { id: 10, currency: 'KZT', is12h: false },
      ae: { id: 11, currency: 'USD', is12h: true },
      in: { id: 12, currency: 'USD', is12h: true },
      ca: { id: 13, currency: 'USD', is12h: true },
      au: { id: 14, currency: 'USD', is12h: true },
    },
  },
  // Off until an operator schedules it (docs/config.md, spec §3 Maintenance config).
  maintenance: {
    started_at: null,
    ended_at: null,
    notify_started_at: null,
    notify_ended_at: null,
    isActive: false,
    web_state: false,
  },
  redirects: { rules: [] },
  // Spec §4 reason 17: Internet Explorer cannot run the site, so it gets the block-ie page.
  blocks: {
    rules: [
      { id: 'ie', countries: [], cidrs: [], userAgents: ['MSIE ', 'Trident/'], templateTypeId: 17, guestsOnly: false },
    ],
    geoOffToken: null,
    mainVipDomain: MAIN_VIP_DOMAIN_OFF,
  },
};

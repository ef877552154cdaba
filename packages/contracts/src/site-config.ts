import { z } from 'zod';
import { blocksGroupSchema } from './blocks';
import { maintenanceGroupSchema } from './maintenance';
import { redirectsGroupSchema } from './redirects';

/** Spec §3 Site config flags, exactly the spec's names. */
export const siteFlagsSchema = z.object({
  isRegistrationAllowed: z.boolean(),
  isVipDomain: z.boolean(),
  isAutoLogoffEnable: z.boolean(),
  autoLogoffInactiveMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
  minAge: z.number().int().min(16).max(25),
  companyName: z.string().min(1).max(100),
  isOneTapAuthEnabled: z.boolean(),
  show_one_click: z.boolean(),
  /** Ids of routes that are switched on for this site; e.g. 47 is the rules page (§5). */
  availableRoutes: z.array(z.number().int().min(0).max(10_000)).max(1000),
  // Flags the spec's rules depend on without naming them in §3 (docs/config.md).
  isIdentificationEnabled: z.boolean(),
  promoBonusToOffer: z.boolean(),
  isSlotFirstDepositRedirect: z.boolean(),
  isPaymentPageAuthRequired: z.boolean(),
  /** Spec §4 Age confirmation: shown when on (with minAge) and not confirmed in the last 3 days. */
  isAgeConfirmationEnabled: z.boolean(),
  /** Spec §3 Registration reminder config: delay (seconds) before it shows, interval (minutes; 0 never again). */
  registrationReminder: z.object({
    delay: z.number().int().min(0).max(3600),
    interval: z.number().int().min(0).max(525_600),
  }),
  /** Spec §4 Welcome and first-deposit modals: an operator switch for the welcome campaign. */
  isWelcomeModalEnabled: z.boolean(),
  /** Spec §4: the first-deposit bonus modal has two variants. */
  firstDepositModalVariant: z.union([z.literal(1), z.literal(2)]),
});
export type SiteFlags = z.infer<typeof siteFlagsSchema>;

const languageCode = z.string().regex(/^[a-z]{2}$/, 'two lowercase letters');

export const languagesGroupSchema = z.object({
  allowed: z.array(languageCode).min(1),
  default: languageCode,
  hiddenForUnauthorized: z.array(languageCode),
});
export type LanguagesGroup = z.infer<typeof languagesGroupSchema>;

export const currencySchema = z.object({
  iso: z.string().regex(/^[A-Z]{3}$/),
  symbol: z.string().min(1).max(8),
  /** Minor-unit exponent (2 for cents); money is integer minor units everywhere. */
  exponent: z.number().int().min(0).max(8),
});
export type Currency = z.infer<typeof currencySchema>;
export const currenciesGroupSchema = z.array(currencySchema).min(1);

export const coefFormatsGroupSchema = z.object({
  allowed: z.array(z.number().int()).min(1),
  default: z.number().int(),
});

/** Spec §9 Coupon: default amount step and initial bet per currency, in minor units. */
export const couponAmountStepsGroupSchema = z.object({
  fallbackCurrency: z.string().regex(/^[A-Z]{3}$/),
  steps: z.record(
    z.string().regex(/^[A-Z]{3}$/),
    z.object({ step: z.number().int().positive(), initial: z.number().int().positive() }),
  ),
});

export const geoCountrySchema = z.object({
  id: z.number().int().positive(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** Spec §9: the 12-hour clock is set by cookie or geo config. */
  is12h: z.boolean(),
});
export const geoGroupSchema = z.object({
  /** Spec §9 Fallback geo country code 'ru'. */
  fallbackCountry: z.string().regex(/^[a-z]{2}$/),
  countries: z.record(z.string().regex(/^[a-z]{2}$/), geoCountrySchema),
});

/** Spec §4 Terms change: the current terms version; players confirm each new version. */
export const termsGroupSchema = z.object({
  version: z.number().int().min(1),
  updatedAt: z.iso.datetime(),
  confirmationEnabled: z.boolean(),
});

const iso = z.string().regex(/^[A-Z]{3}$/);
/** Payment methods offered per country and currency, with limits in minor units. */
export const paymentsGroupSchema = z.object({
  withdrawalRequiresVerification: z.boolean(),
  /** Spec §4 route guard: navigation to recharge opens the recharge modal instead, when on. */
  rechargeModalEnabled: z.boolean(),
  methods: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9_-]{2,32}$/),
        name: z.string().min(1).max(60),
        directions: z.array(z.enum(['deposit', 'withdrawal'])).min(1),
        /** Empty means every country. */
        countries: z.array(z.string().regex(/^[a-z]{2}$/)),
        limits: z.record(iso, z.object({ min: z.number().int().positive(), max: z.number().int().positive() })),
      }),
    )
    .max(100),
});

/** Responsible-gaming switches (spec §7 limit-service notes: feature flag, mode flag). */
export const responsibleGroupSchema = z.object({
  /** Loosening a limit first asks the questionnaire (POST testanswers). */
  questionnaireEnabled: z.boolean(),
  /** GET reasons/selfexclude answers only when this feature flag is on. */
  selfExcludeReasonsEnabled: z.boolean(),
  /** DELETE limit is used when the mode flag is not 1 (mode 1 saves 999999999 instead). */
  deleteMode: z.number().int().min(0).max(9),
  /** Limit types whose pending changes the client drops from its list on reject (spec §4). */
  rejectDropsTypes: z.array(z.number().int()),
});

const sportKey = z.string().regex(/^\d+$/);
/**
 * Issue 14, live betting (docs/betting.md Live): the acceptance delay per sport and the live stake
 * limits per sport, as a percentage of the currency's max stake and max payout. Sports not listed
 * take the defaults.
 */
export const liveBettingSchema = z.object({
  delayMsDefault: z.number().int().min(0).max(30_000),
  delayMsBySport: z.record(sportKey, z.number().int().min(0).max(30_000)),
  limitPercentDefault: z.number().int().min(1).max(100),
  limitPercentBySport: z.record(sportKey, z.number().int().min(1).max(100)),
});
export type LiveBettingConfig = z.infer<typeof liveBettingSchema>;
export const LIVE_BETTING_DEFAULTS: LiveBettingConfig = {
  delayMsDefault: 5_000,
  delayMsBySport: { '1': 5_000, '2': 5_000, '3': 4_000, '4': 3_000, '6': 3_000, '10': 3_000 },
  limitPercentDefault: 50,
  limitPercentBySport: { '1': 50, '4': 30, '10': 20, '40': 20, '41': 20, '42': 20 },
};

/**
 * Issue 16, hyper bonus (docs/betting.md "Hyper bonus", docs/config.md): an express of at least
 * `minLegs` selections (spec §3 minHyperBonusBetLimit), each at or above `minLegCoef` thousandths,
 * has its net winnings raised by the percentage of the last step whose `legs` it reaches, capped
 * per coupon at `maxLimit` of its currency (§3 maxHyperBonusLimit, minor units; a currency not
 * listed takes the coupon fallback currency's). Steps: legs strictly rising, percent never falling.
 */
export const hyperBonusSchema = z
  .object({
    enabled: z.boolean(),
    minLegs: z.number().int().min(2).max(30),
    minLegCoef: z.number().int().min(1001).max(100_000),
    steps: z
      .array(z.object({ legs: z.number().int().min(2).max(30), percent: z.number().int().min(1).max(1000) }))
      .min(1)
      .max(30)
      .refine(
        (steps) =>
          steps.every((st, i) => {
            const prev = steps[i - 1];
            return prev === undefined || (st.legs > prev.legs && st.percent >= prev.percent);
          }),
        'steps: legs strictly rising, percent never falling',
      ),
    maxLimit: z.record(iso, z.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
  })
  .refine((h) => (h.steps[0]?.legs ?? 0) >= h.minLegs, 'the first step starts at minLegs or later');
export type HyperBonusConfig = z.infer<typeof hyperBonusSchema>;
/**
 * 1xBet-style table: 4 selections 5 %, growing to 50 % from 20 selections; every leg at least 1.20.
 * Each step is above the §5 bonus coefficient's n % so that, on a long or high-odds express, the
 * hyper bonus can be the larger gain (only one of them is ever applied, docs/betting.md).
 */
export const HYPER_BONUS_DEFAULTS: HyperBonusConfig = {
  enabled: true,
  minLegs: 4,
  minLegCoef: 1200,
  steps: [
    { legs: 4, percent: 5 },
    { legs: 5, percent: 7 },
    { legs: 6, percent: 9 },
    { legs: 7, percent: 11 },
    { legs: 8, percent: 13 },
    { legs: 9, percent: 15 },
    { legs: 10, percent: 18 },
    { legs: 12, percent: 25 },
    { legs: 15, percent: 35 },
    { legs: 20, percent: 50 },
  ],
  maxLimit: {
    RUB: 10_000_000,
    USD: 100_000,
    EUR: 100_000,
    GBP: 100_000,
    UAH: 4_000_000,
    TRY: 4_000_000,
    BRL: 500_000,
    KZT: 50_000_000,
  },
};

/** Betting rules the spec leaves to the operator (§5 VIP bet, bonus express, max amount; stakes). */
export const bettingGroupSchema = z.object({
  /** §5 VIP bet: the site option. */
  isVipBetEnabled: z.boolean(),
  /** §5 Bonus bet on an express: the site option. */
  isBonusExpressEnabled: z.boolean(),
  /** §5 Max amount applies only to these coupon types (never to the bonus account). */
  maxAmountCouponTypes: z.array(z.number().int().min(0).max(9)),
  /** Cash-out margin in thousandths of the fair value (50 = 5 %). */
  cashoutMarginThousandths: z.number().int().min(0).max(500),
  /** Anti-express quote margin in thousandths. */
  antiExpressMarginThousandths: z.number().int().min(0).max(1000),
  /** How long a booking code can be loaded. */
  bookingTtlHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30),
  /** Stake limits and max payout per currency, minor units; the fallback is couponAmountSteps' fallback. */
  limits: z.record(
    iso,
    z.object({
      min: z.number().int().positive(),
      max: z.number().int().positive(),
      maxPayout: z.number().int().positive(),
    }),
  ),
  /** Issue 14: live acceptance delay and live limits per sport (a stored group without it takes the defaults). */
  live: liveBettingSchema.default(LIVE_BETTING_DEFAULTS),
  /** Issue 16: hyper bonus on expresses (a stored group without it takes the defaults). */
  hyperBonus: hyperBonusSchema.default(HYPER_BONUS_DEFAULTS),
});

/** The groups an operator may change, each with its own schema. */
export const CONFIG_GROUP_SCHEMAS = {
  site: siteFlagsSchema,
  languages: languagesGroupSchema,
  currencies: currenciesGroupSchema,
  coefFormats: coefFormatsGroupSchema,
  couponAmountSteps: couponAmountStepsGroupSchema,
  geo: geoGroupSchema,
  terms: termsGroupSchema,
  payments: paymentsGroupSchema,
  responsible: responsibleGroupSchema,
  betting: bettingGroupSchema,
  /** Spec §3 Maintenance config (public: pages and the client read it). */
  maintenance: maintenanceGroupSchema,
  /** Redirect and block rules: private (PRIVATE_CONFIG_GROUPS), applied by the server. */
  redirects: redirectsGroupSchema,
  blocks: blocksGroupSchema,
} as const;
export type ConfigGroupName = keyof typeof CONFIG_GROUP_SCHEMAS;
export const CONFIG_GROUP_NAMES = Object.keys(CONFIG_GROUP_SCHEMAS) as ConfigGroupName[];
/** Groups only the server and operators read: GET config/group/get refuses them. */
export const PRIVATE_CONFIG_GROUPS: ReadonlySet<string> = new Set(['redirects', 'blocks']);
export type ConfigGroups = { [K in ConfigGroupName]: z.infer<(typeof CONFIG_GROUP_SCHEMAS)[K]> };

/** Answer of GET /bff-api/config/all.json. */
export const siteConfigSchema = siteFlagsSchema.extend({
  geoCountryId: z.number().int(),
  geoCurrency: z.string(),
  geoCountryCode: z.string(),
  is12h: z.boolean(),
  lang: z.string(),
  languages: languagesGroupSchema,
  currencies: currenciesGroupSchema,
  coefFormats: coefFormatsGroupSchema,
  couponAmountSteps: couponAmountStepsGroupSchema,
  /** From the payments group: spec §4 recharge-modal route guard (docs/wallet.md). */
  rechargeModalEnabled: z.boolean(),
  /** Issue 11 §1: payments are simulated (sandbox provider): every page says the money is play money. */
  paymentsDemo: z.boolean(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const configAllQuerySchema = z.object({
  lang: languageCode.optional(),
});

export const configGroupQuerySchema = z.object({
  groups: z
    .string()
    .max(500)
    .regex(/^[A-Za-z0-9_,-]+$/, 'comma-separated group names'),
  lang: languageCode.optional(),
});

export const configGroupAnswerSchema = z.object({
  lang: z.string(),
  /** Seconds this answer may be cached: random in [600, 900] (spec §9 Config cache). */
  cacheTime: z.number().int(),
  groups: z.record(z.string(), z.unknown()),
});

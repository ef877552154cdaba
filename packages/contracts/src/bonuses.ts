import { z } from 'zod';
import { rowIdSchema } from './ids';
import { positiveMinorInputSchema } from './wallet';

/**
 * Issue 16 bonuses API (apps/server modules/bonuses): operators define bonuses and promo codes
 * (admin API); players list their bonuses with wagering progress and redeem promo codes. The
 * fairness rules (10 × wagering cap, one product per incentive) are @sb/bonus's validateDefinition:
 * the input takes a list of products so that a mixed incentive is refused with its own code.
 * Money: `…Minor` exact minor units in a digit string.
 */

export const BONUS_KIND_VALUES = [
  'first_deposit',
  'reload',
  'free_bet',
  'no_deposit',
  'cashback',
  'free_spins',
] as const;
export const PLAYER_BONUS_STATUSES = ['active', 'completed', 'expired', 'forfeited'] as const;

const percentSchema = z.number().min(0).max(100);

/** POST /admin-api/bonuses/definitions. */
export const bonusDefinitionInputSchema = z.object({
  name: z.string().trim().min(1).max(120),
  kind: z.enum(BONUS_KIND_VALUES),
  products: z.array(z.string().max(20)).max(8),
  percent: z.number().min(0).max(1000).default(0),
  cap: positiveMinorInputSchema.nullable().default(null),
  fixedAmount: positiveMinorInputSchema.nullable().default(null),
  wageringMultiplier: z.number().min(0).max(1000),
  minOdds: z.number().min(0).max(10_000).nullable().default(null),
  gameWeights: z.record(z.string().max(64), percentSchema).default({}),
  defaultWeight: percentSchema.default(100),
  eligibility: z
    .object({
      countries: z.array(z.string().regex(/^[A-Z]{2}$/)).max(300),
      currencies: z.array(z.string().regex(/^[A-Z]{3}$/)).max(300),
      newPlayersOnly: z.boolean(),
      verifiedOnly: z.boolean(),
    })
    .default({ countries: [], currencies: [], newPlayersOnly: false, verifiedOnly: false }),
  validityDays: z.number().int().min(1).max(366),
  maxConversion: positiveMinorInputSchema.nullable().default(null),
  /** Kind free_spins: how many spins on which studio slot (the spin stake is fixedAmount). */
  freeSpins: z
    .object({ count: z.number().int().min(1).max(500), gameId: z.string().trim().min(1).max(64) })
    .nullable()
    .default(null),
});
export type BonusDefinitionInput = z.infer<typeof bonusDefinitionInputSchema>;

export const bonusDefinitionViewSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(BONUS_KIND_VALUES),
  product: z.enum(['sport', 'casino']),
  percent: z.number(),
  capMinor: z.string().nullable(),
  fixedAmountMinor: z.string().nullable(),
  wageringMultiplier: z.number(),
  minOdds: z.number().nullable(),
  gameWeights: z.record(z.string(), z.number()),
  defaultWeight: z.number(),
  eligibility: z.object({
    countries: z.array(z.string()),
    currencies: z.array(z.string()),
    newPlayersOnly: z.boolean(),
    verifiedOnly: z.boolean(),
  }),
  validityDays: z.number(),
  maxConversionMinor: z.string().nullable(),
  active: z.boolean(),
  freeSpins: z.object({ count: z.number(), gameId: z.string() }).nullable().optional(),
});
export type BonusDefinitionView = z.infer<typeof bonusDefinitionViewSchema>;
export const bonusDefinitionsAnswerSchema = z.object({ definitions: z.array(bonusDefinitionViewSchema) });

/** A promo code: letters, digits, dash and underscore; matched case-insensitively. */
export const promoCodeTextSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,32}$/)
  .transform((c) => c.toUpperCase());

/** POST /admin-api/bonuses/promo-codes; usesLeft null: unlimited (still once per player). */
export const promoCodeInputSchema = z.object({
  code: promoCodeTextSchema,
  definitionId: rowIdSchema,
  usesLeft: z.number().int().min(1).max(10_000_000).nullable().default(null),
});
export const promoCodeViewSchema = z.object({
  id: z.number(),
  code: z.string(),
  definitionId: z.number(),
  usesLeft: z.number().nullable(),
});

/** POST /web-api/bonuses/promo-codes/redeem. */
export const redeemPromoBodySchema = z.object({ code: promoCodeTextSchema });

/** One bonus the player holds (office/bonuses/deposit, office/bonuses/wager). */
export const playerBonusViewSchema = z.object({
  id: z.number(),
  definitionId: z.number(),
  name: z.string(),
  kind: z.enum(BONUS_KIND_VALUES),
  product: z.enum(['sport', 'casino']),
  source: z.string(),
  amountMinor: z.string(),
  currency: z.string(),
  accountId: z.number(),
  wageringRequiredMinor: z.string(),
  wageringProgressMinor: z.string(),
  progressPercent: z.number(),
  status: z.enum(PLAYER_BONUS_STATUSES),
  grantedAt: z.string(),
  expiresAt: z.string(),
});
export type PlayerBonusView = z.infer<typeof playerBonusViewSchema>;
export const playerBonusesAnswerSchema = z.object({ bonuses: z.array(playerBonusViewSchema) });

/** Issue 16 player paths (office bonus pages, promotions). */
export const BONUSES_PATH = '/web-api/bonuses';
export const BONUS_OFFERS_PATH = '/web-api/bonuses/offers';
export const PROMOTIONS_PATH = '/web-api/bonuses/promotions';
export const PROMO_CHECK_PATH = '/web-api/bonuses/promo-codes/check';
export const PROMO_REDEEM_PATH = '/web-api/bonuses/promo-codes/redeem';

/** What a player is told about an active bonus definition (an offer, a promotion): its terms, no internals. */
export const bonusOfferSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(BONUS_KIND_VALUES),
  product: z.enum(['sport', 'casino']),
  percent: z.number(),
  capMinor: z.string().nullable(),
  fixedAmountMinor: z.string().nullable(),
  wageringMultiplier: z.number(),
  minOdds: z.number().nullable(),
  validityDays: z.number(),
  maxConversionMinor: z.string().nullable(),
});
export type BonusOffer = z.infer<typeof bonusOfferSchema>;

/** GET /web-api/bonuses/offers: the first-deposit choice (spec §3 bonus types 0/1/2) and its offers. */
export const bonusOffersAnswerSchema = z.object({
  choice: z.number().int().min(0).max(2),
  hasDeposit: z.boolean(),
  offers: z.array(bonusOfferSchema),
  firstDepositBonus: playerBonusViewSchema.nullable(),
});
export type BonusOffersAnswer = z.infer<typeof bonusOffersAnswerSchema>;

/** GET /web-api/bonuses/promotions (public): the active promotions. */
export const promotionsAnswerSchema = z.object({ promotions: z.array(bonusOfferSchema) });

/** POST /web-api/bonuses/promo-codes/check: what a code grants and whether this player may redeem it. */
export const promoCheckAnswerSchema = z.object({
  code: z.string(),
  offer: bonusOfferSchema,
  redeemable: z.boolean(),
  /** Why not (promo_code_used, promo_code_exhausted, promo_code_not_redeemable, an eligibility code). */
  reason: z.string().nullable(),
});
export type PromoCheckAnswer = z.infer<typeof promoCheckAnswerSchema>;

export const CASHBACK_PATH = '/web-api/bonuses/cashback';

/** GET /web-api/bonuses/cashback: each cashback programme's current period for the player, and past payments. */
export const cashbackAnswerSchema = z.object({
  currency: z.string(),
  period: z.object({ start: z.string(), end: z.string() }),
  programmes: z.array(
    z.object({
      offer: bonusOfferSchema,
      stakesMinor: z.string(),
      winsMinor: z.string(),
      bonusesMinor: z.string(),
      netLossMinor: z.string(),
      /** What this period would pay if it ended now (0 on a net win). */
      expectedMinor: z.string(),
    }),
  ),
  payments: z.array(
    z.object({ amountMinor: z.string(), currency: z.string(), at: z.string(), periodStart: z.string() }),
  ),
});
export type CashbackAnswer = z.infer<typeof cashbackAnswerSchema>;

/** Issue 16 promotion pages (public): one active promotion's full terms, bonus-offer/{id}/{rules|games}. */
export const promotionTermsPath = (id: number) => `/web-api/bonuses/promotions/${id}`;

/** Issue 16 promotion pages (public): landing-page/{landingId}, a promo code's campaign landing. */
export const landingPath = (landingId: string) => `/web-api/bonuses/landings/${encodeURIComponent(landingId)}`;
export const landingAnswerSchema = z.object({
  landingId: z.string(),
  /** The promo code the registration call to action carries. */
  code: z.string(),
  promotion: bonusDefinitionViewSchema,
});
export type LandingAnswer = z.infer<typeof landingAnswerSchema>;

/**
 * Issue 16 free spins a player holds: N spins at a fixed stake on one studio slot until the expiry;
 * the winnings of all spins become a casino bonus (wagering ≤ 10 × the winnings).
 */
export const FREE_SPINS_STATUSES = ['active', 'finished', 'expired'] as const;
export const freeSpinsViewSchema = z.object({
  id: z.number(),
  definitionId: z.number(),
  gameId: z.string(),
  currency: z.string(),
  spinStakeMinor: z.string(),
  spinsTotal: z.number(),
  spinsLeft: z.number(),
  winningsMinor: z.string(),
  status: z.enum(FREE_SPINS_STATUSES),
  expiresAt: z.string(),
  /** The casino bonus the winnings became (once the spins are over). */
  playerBonusId: z.number().nullable(),
});
export type FreeSpinsView = z.infer<typeof freeSpinsViewSchema>;
export const freeSpinsAnswerSchema = z.object({ freeSpins: z.array(freeSpinsViewSchema) });
export type FreeSpinsAnswer = z.infer<typeof freeSpinsAnswerSchema>;
/** GET: the player's active free spins (optional ?gameId=). */
export const FREE_SPINS_PATH = '/web-api/bonuses/free-spins';
export const freeSpinsQuerySchema = z.object({ gameId: z.string().trim().min(1).max(64).optional() });
/** POST /admin-api/bonuses/free-spins/grant: an operator grants a free-spins definition to a player. */
export const freeSpinsGrantBodySchema = z.object({ userId: rowIdSchema, definitionId: rowIdSchema });

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

export const BONUS_KIND_VALUES = ['first_deposit', 'reload', 'free_bet', 'no_deposit', 'cashback'] as const;
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

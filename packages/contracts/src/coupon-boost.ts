import { z } from 'zod';
import { promoCodeTextSchema } from './bonuses';
import { positiveMinorInputSchema } from './wallet';

/**
 * Issue 16 coupon boost: a promo code entered on a sport coupon (POST /bets-api/v1/coupons
 * `promoCode`) adds P % to the coupon's net winnings, up to a cap, paid by settlement when the
 * coupon wins. Sport only; once per player. Operators create them at
 * POST /admin-api/bonuses/coupon-boosts.
 */
export const COUPON_BOOSTS_ADMIN_PATH = '/admin-api/bonuses/coupon-boosts';

export const couponBoostInputSchema = z.object({
  code: promoCodeTextSchema,
  name: z.string().trim().min(1).max(120),
  /** P: whole percent of the net winnings, 1..100. */
  percent: z.number().int().min(1).max(100),
  /** The most one coupon's boost pays (minor units, > 0). */
  capMinor: positiveMinorInputSchema,
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** Every selection's odds at least this (decimal; null: any). */
  minOdds: z.number().min(1).max(1000).nullable().default(null),
  /** Allowed coupon types (spec §3 typeId 0..9); empty: every type. */
  couponTypes: z.array(z.number().int().min(0).max(9)).max(10).default([]),
  /** The code is refused on coupons placed at or after this instant (ISO date-time). */
  expiresAt: z.iso.datetime({ offset: true }),
});
export type CouponBoostInput = z.infer<typeof couponBoostInputSchema>;

export const couponBoostViewSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  percent: z.number(),
  capMinor: z.string(),
  currency: z.string(),
  minOdds: z.number().nullable(),
  couponTypes: z.array(z.number()),
  expiresAt: z.string(),
});
export type CouponBoostView = z.infer<typeof couponBoostViewSchema>;
export const couponBoostsAnswerSchema = z.object({ boosts: z.array(couponBoostViewSchema) });

/** POST (body { code }): what a boost code adds to a coupon, and whether this player may use it. */
export const COUPON_BOOST_CHECK_PATH = '/web-api/bonuses/coupon-boosts/check';
export const couponBoostCheckAnswerSchema = z.object({
  boost: couponBoostViewSchema,
  usable: z.boolean(),
  /** Why not: promo_code_used or promo_code_expired. */
  reason: z.string().nullable(),
});
export type CouponBoostCheckAnswer = z.infer<typeof couponBoostCheckAnswerSchema>;

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import {
  apiErrorSchema,
  COUPON_BOOST_CHECK_PATH,
  COUPON_BOOSTS_ADMIN_PATH,
  couponBoostCheckAnswerSchema,
  couponBoostInputSchema,
  couponBoostsAnswerSchema,
  couponBoostViewSchema,
  redeemPromoBodySchema,
  type CouponBoostCheckAnswer,
  type CouponBoostInput,
  type CouponBoostView,
} from '@sb/contracts';
import type { Db } from '../../db/client';
import { promoBoostCodes, promoBoostUses, promoCodes } from '../../db/schema';
import { DomainError } from '../../http/errors';
import { principal } from '../identity';

/**
 * Issue 16 coupon boost, the bonuses side: operators create boost codes (admin API), a player asks
 * what a code would add to a coupon, and the betting module reads a code's terms through
 * `couponBoostPort` at placement (the placement statement itself reserves the use).
 */
type BoostRow = typeof promoBoostCodes.$inferSelect;

/** A boost code's terms as the betting module takes them (BettingDeps.couponBoost). */
export interface CouponBoostTerms {
  id: number;
  percent: number;
  cap: bigint;
  currency: string;
  /** Thousandths (null: any odds). */
  minOdds: number | null;
  couponTypes: number[];
  expiresAt: Date;
  /** This player placed a coupon with it already. */
  used: boolean;
}

const viewOf = (r: BoostRow): CouponBoostView => ({
  id: r.id,
  code: r.code,
  name: r.name,
  percent: r.percent,
  capMinor: r.cap.toString(),
  currency: r.currency,
  minOdds: r.minOdds === null ? null : r.minOdds / 1000,
  couponTypes: r.couponTypes,
  expiresAt: r.expiresAt.toISOString(),
});

export async function createCouponBoost(db: Db, input: CouponBoostInput): Promise<CouponBoostView> {
  // One text, one meaning: a boost code never shadows a bonus promo code.
  const [clash] = await db.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.code, input.code));
  if (clash) throw new DomainError(409, 'promo_code_exists', 'main_error');
  const [row] = await db
    .insert(promoBoostCodes)
    .values({
      code: input.code,
      name: input.name,
      percent: input.percent,
      cap: input.capMinor,
      currency: input.currency,
      minOdds: input.minOdds === null ? null : Math.round(input.minOdds * 1000),
      couponTypes: [...new Set(input.couponTypes)].sort((a, b) => a - b),
      expiresAt: new Date(input.expiresAt),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new DomainError(409, 'promo_code_exists', 'main_error');
  return viewOf(row);
}

async function boostOf(db: Db, userId: number, code: string): Promise<{ row: BoostRow; used: boolean } | null> {
  const [row] = await db.select().from(promoBoostCodes).where(eq(promoBoostCodes.code, code.trim().toUpperCase()));
  if (!row) return null;
  const [use] = await db
    .select({ id: promoBoostUses.id })
    .from(promoBoostUses)
    .where(and(eq(promoBoostUses.userId, userId), eq(promoBoostUses.boostCodeId, row.id)));
  return { row, used: use !== undefined };
}

export async function couponBoostTerms(db: Db, userId: number, code: string): Promise<CouponBoostTerms | null> {
  const found = await boostOf(db, userId, code);
  if (!found) return null;
  const { id, percent, cap, currency, minOdds, couponTypes, expiresAt } = found.row;
  return { id, percent, cap, currency, minOdds, couponTypes, expiresAt, used: found.used };
}

/** The port as the betting module takes it (BettingDeps.couponBoost). */
export const couponBoostPort = (db: Db) => (userId: number, code: string) => couponBoostTerms(db, userId, code);

async function check(db: Db, userId: number, code: string, now: Date): Promise<CouponBoostCheckAnswer> {
  const found = await boostOf(db, userId, code);
  if (!found) throw new DomainError(404, 'promo_code_unknown', 'bet_error_promo_code_unknown');
  const reason = found.used
    ? 'promo_code_used'
    : now.getTime() >= found.row.expiresAt.getTime()
      ? 'promo_code_expired'
      : null;
  return { boost: viewOf(found.row), usable: reason === null, reason };
}

/** Player: what a boost code adds to a coupon and whether this player may still use it. */
export function couponBoostRoutes(db: Db, now: () => number) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      COUPON_BOOST_CHECK_PATH,
      {
        config: { auth: 'required' },
        schema: {
          tags: ['bonuses'],
          body: redeemPromoBodySchema,
          response: {
            200: couponBoostCheckAnswerSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            404: apiErrorSchema,
          },
        },
      },
      async (request) => check(db, principal(request).userId, request.body.code, new Date(now())),
    );
  };
}

/** Operators (behind the admin guard): list and create boost codes. */
export function adminCouponBoostRoutes(db: Db) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const admin = { tags: ['admin'], security: [{ bearer: [] }] };
    const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema };
    r.get(
      COUPON_BOOSTS_ADMIN_PATH,
      { schema: { ...admin, response: { 200: couponBoostsAnswerSchema, ...errors } } },
      async () => ({
        boosts: (await db.select().from(promoBoostCodes).orderBy(asc(promoBoostCodes.id))).map(viewOf),
      }),
    );
    r.post(
      COUPON_BOOSTS_ADMIN_PATH,
      { schema: { ...admin, body: couponBoostInputSchema, response: { 200: couponBoostViewSchema, ...errors } } },
      async (request) => createCouponBoost(db, request.body),
    );
  };
}

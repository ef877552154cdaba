import { and, eq } from 'drizzle-orm';
import { eligibilityError } from '@sb/bonus';
import type { FreeSpinsView } from '@sb/contracts';
import type { Db } from '../../db/client';
import { playerFreeSpins } from '../../db/schema';
import { DomainError } from '../../http/errors';
import { playerCountry, playerCurrency, playerVerified } from '../identity';
import { definitionOf } from './definition';
import { freeSpinsView, grantFreeSpinsTx } from './free-spins';
import * as repo from './repository';

/** Whether the player redeemed this free-spins code already (the promo code check). */
export async function freeSpinsRedeemedBy(db: Db, userId: number, promoCodeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: playerFreeSpins.id })
    .from(playerFreeSpins)
    .where(and(eq(playerFreeSpins.userId, userId), eq(playerFreeSpins.promoCodeId, promoCodeId)));
  return !!row;
}

/** The promo code limits shared with check and redeem (service.ts PROMO_ATTEMPTS, PROMO_WINDOW_S). */
export interface PromoLimit {
  attempts: number;
  windowS: number;
}

/**
 * Issue 16: a promo code granting free spins (POST /web-api/bonuses/free-spins/redeem). The same
 * brute-force counter as the promo code check and redemption; once per player (the unique index
 * on the player's spins by code); uses left counted under the code's row lock; the eligibility of
 * the definition. A code of another kind is refused (it is redeemed on the promo code page).
 */
export async function redeemFreeSpinsCode(
  db: Db,
  p: { userId: number; code: string; now: number; limit: PromoLimit },
): Promise<FreeSpinsView> {
  if ((await repo.hitCounter(db, `promo:${p.userId}`, p.limit.windowS, p.now)) > p.limit.attempts)
    throw new DomainError(429, 'promo_code_attempts', 'main_error');
  const currency = await playerCurrency(db, p.userId);
  if (currency === undefined) throw new DomainError(401, 'unauthorized', 'main_error');
  const profile = {
    country: (await playerCountry(db, p.userId)) ?? null,
    currency,
    isNew: !(await repo.hasCompletedDeposit(db, p.userId)),
    verified: await playerVerified(db, p.userId),
  };
  return db.transaction(async (tx) => {
    const promo = await repo.lockPromoCode(tx, p.code);
    const row = promo ? await repo.findDefinition(tx, promo.definitionId) : undefined;
    if (!promo || !row?.active) throw new DomainError(404, 'promo_code_not_found', 'main_error');
    if (row.kind !== 'free_spins') throw new DomainError(400, 'promo_code_not_free_spins', 'main_error');
    const [used] = await tx
      .select({ id: playerFreeSpins.id })
      .from(playerFreeSpins)
      .where(and(eq(playerFreeSpins.userId, p.userId), eq(playerFreeSpins.promoCodeId, promo.id)));
    if (used) throw new DomainError(409, 'promo_code_used', 'main_error');
    if (promo.usesLeft !== null && promo.usesLeft <= 0)
      throw new DomainError(400, 'promo_code_exhausted', 'main_error');
    const notEligible = eligibilityError(definitionOf(row).eligibility, profile);
    if (notEligible) throw new DomainError(400, notEligible, 'main_error');
    const granted = await grantFreeSpinsTx(tx, {
      userId: p.userId,
      definitionId: row.id,
      source: 'promo',
      promoCodeId: promo.id,
      at: p.now,
    });
    // A concurrent redemption by the same player took the unique slot first.
    if (!granted) throw new DomainError(409, 'promo_code_used', 'main_error');
    await repo.useOnce(tx, promo.id);
    return freeSpinsView(granted);
  });
}

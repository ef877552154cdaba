import type { BonusDefinitionView, LandingAnswer } from '@sb/contracts';
import type { Db } from '../../db/client';
import { DomainError } from '../../http/errors';
import * as repo from './repository';
import { definitionView } from './offers';

/** Issue 16 promotion pages: a visitor may look up this many landings per address per window. */
export const LANDING_LOOKUPS = 60;
export const LANDING_WINDOW_S = 600;

/** Spec §2: a landing id starts with `landing-`; the rest is the campaign's promo code. */
export const LANDING_ID = /^landing-([A-Za-z0-9_-]{3,32})$/;

/**
 * bonus-offer/{id}/{rules|games}: one active promotion's full terms — what counts towards the
 * wagering (game and category weights, minimum odds) and who may take it. An inactive or unknown
 * id is a 404 (`promotion_not_found`), never the terms of a retired offer.
 */
export async function promotionTerms(db: Db, id: number): Promise<BonusDefinitionView> {
  const row = await repo.findDefinition(db, id);
  if (!row?.active) throw new DomainError(404, 'promotion_not_found', 'error_404_title');
  return definitionView(row);
}

/**
 * landing-page/{landingId}: the campaign landing of a promo code (`landing-summer` → code SUMMER)
 * whose promotion is active and which has uses left. Public, so each address may look up only
 * {@link LANDING_LOOKUPS} landings per window (429 `landing_attempts`), counted before the lookup:
 * the page cannot serve to guess codes faster than the office's promo code check.
 */
export async function landing(db: Db, landingId: string, client: string, nowMs: number): Promise<LandingAnswer> {
  const match = LANDING_ID.exec(landingId);
  if (!match?.[1]) throw new DomainError(404, 'landing_not_found', 'error_404_title');
  if ((await repo.hitCounter(db, `landing:${client}`, LANDING_WINDOW_S, nowMs)) > LANDING_LOOKUPS)
    throw new DomainError(429, 'landing_attempts', 'main_error');
  const promo = await repo.promoCodeByCode(db, match[1].toUpperCase());
  const row = promo ? await repo.findDefinition(db, promo.definitionId) : undefined;
  if (!promo || !row?.active || (promo.usesLeft !== null && promo.usesLeft <= 0))
    throw new DomainError(404, 'landing_not_found', 'error_404_title');
  return { landingId, code: promo.code, promotion: definitionView(row) };
}

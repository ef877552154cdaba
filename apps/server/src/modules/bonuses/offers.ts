import type { BonusKind, BonusProduct } from '@sb/bonus';
import type { BonusDefinitionView, BonusOffer } from '@sb/contracts';
import type { DefinitionRow } from './repository';

const minor = (v: bigint | null): string | null => (v === null ? null : v.toString());

/** Issue 16: the terms a player reads of a definition (an offer, a promotion, a promo code's grant). */
export function offerOf(row: DefinitionRow): BonusOffer {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as BonusKind,
    product: row.product as BonusProduct,
    percent: row.percent,
    capMinor: minor(row.cap),
    fixedAmountMinor: minor(row.fixedAmount),
    wageringMultiplier: row.wageringMultiplier,
    minOdds: row.minOdds,
    validityDays: row.validityDays,
    maxConversionMinor: minor(row.maxConversion),
  };
}

/** Spec §3 bonus types: the first-deposit choice's product (0 refuses bonuses). */
export const productOfChoice = (choice: number): BonusProduct | null =>
  choice === 1 ? 'sport' : choice === 2 ? 'casino' : null;

/** Issue 16: a definition as operators see it, and as the public promotion pages show its full terms. */
export function definitionView(row: DefinitionRow): BonusDefinitionView {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as BonusKind,
    product: row.product as BonusProduct,
    percent: row.percent,
    capMinor: minor(row.cap),
    fixedAmountMinor: minor(row.fixedAmount),
    wageringMultiplier: row.wageringMultiplier,
    minOdds: row.minOdds,
    gameWeights: row.gameWeights,
    defaultWeight: row.defaultWeight,
    eligibility: {
      countries: row.countries,
      currencies: row.currencies,
      newPlayersOnly: row.newPlayersOnly,
      verifiedOnly: row.verifiedOnly,
    },
    validityDays: row.validityDays,
    maxConversionMinor: minor(row.maxConversion),
    active: row.active,
    freeSpins:
      row.freeSpinsCount !== null && row.freeSpinsGameId !== null
        ? { count: row.freeSpinsCount, gameId: row.freeSpinsGameId }
        : null,
  };
}

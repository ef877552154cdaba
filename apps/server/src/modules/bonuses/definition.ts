import type { BonusDefinition, BonusKind } from '@sb/bonus';
import type { DefinitionRow } from './repository';

/** The engine's rules as @sb/bonus sees a stored definition. */
export function definitionOf(row: DefinitionRow): BonusDefinition {
  return {
    kind: row.kind as BonusKind,
    products: [row.product],
    percent: row.percent,
    cap: row.cap,
    fixedAmount: row.fixedAmount,
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
    maxConversion: row.maxConversion,
    freeSpins:
      row.freeSpinsCount !== null && row.freeSpinsGameId !== null
        ? { count: row.freeSpinsCount, gameId: row.freeSpinsGameId }
        : null,
  };
}

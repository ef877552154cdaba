import type { Outcome } from '@sb/contracts';
import { MARKETS_NAME_TYPE, type MarketsNameType } from '@sb/preferences';
import { outcomeLabelKey, outcomeShortKey } from './format';

/**
 * Spec §3 marketsNameType: market and outcome names in full ("Home win", "Match result") or short,
 * the coupon-style codes ("1", "1X2", "O 2.5"). A list row always uses the short outcome codes (its
 * columns are narrow); the player's choice decides the game page and the list's column headers.
 */
export function marketGroupKey(groupId: number, nameType: MarketsNameType): string {
  return nameType === MARKETS_NAME_TYPE.short ? `market_group_short_${groupId}` : `market_group_${groupId}`;
}

export function outcomeKey(outcome: Pick<Outcome, 'typeId' | 'param'>, nameType: MarketsNameType): string {
  // "Any other score" has no code: it keeps its words in both forms.
  const full = outcomeLabelKey(outcome);
  if (nameType !== MARKETS_NAME_TYPE.short || full === 'outcome_13_other') return full;
  return outcomeShortKey(outcome.typeId);
}

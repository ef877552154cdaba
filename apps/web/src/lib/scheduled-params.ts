import { SCHEDULED_OUTCOME_TYPE as T } from '@sb/contracts/scheduled-ids';

const SUITS = ['♣', '♦', '♥', '♠'] as const;

/**
 * Issue 19: the `{{param}}` of a scheduled game's outcome as a player reads it — a suit's symbol,
 * a wheel sector's numbers, the21's "line (hand)" from its 100·hand + line encoding — or null
 * when the param shows as it is (balls, pockets, other lines).
 */
export function scheduledParamText(typeId: number, param: number | null): string | null {
  if (param === null) return null;
  switch (typeId) {
    case T.cardSuit:
      return SUITS[param] ?? null;
    case T.sector:
      // Dozens 1–12, 13–24, 25–36 are sectors 1–3; the zero is sector 4.
      return param >= 4 ? '0' : `${(param - 1) * 12 + 1}–${param * 12}`;
    case T.totalOver:
    case T.totalUnder:
      if (param < 100) return null;
      return `${Math.round((param % 100) * 10) / 10} (#${Math.floor(param / 100)})`;
    default:
      return null;
  }
}

/** Outcome types whose outcome is a competitor (runners, forecasts): their name is the label. */
export const NAMED_OUTCOME_TYPES: ReadonlySet<number> = new Set([25, 350, 351]);

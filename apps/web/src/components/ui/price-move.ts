import { COEF_INDICATION_TYPE, type CoefIndicationType } from '@sb/preferences';

/** Which way a price went since it was last shown. */
export type PriceMove = 'up' | 'down' | null;

/** How long a moved price stays marked (also --odds-flash in tokens.css). */
export const PRICE_MOVE_HOLD_MS = 3000;

/** The move from one shown price to the next; no move when either is unknown or they are equal. */
export function priceMove(previous: number | null | undefined, next: number | null | undefined): PriceMove {
  if (previous == null || next == null || !Number.isFinite(previous) || !Number.isFinite(next)) return null;
  if (next > previous) return 'up';
  if (next < previous) return 'down';
  return null;
}

export interface MoveIndication {
  /** Show the ▲/▼ arrow next to the price. */
  arrow: boolean;
  /** Tint the price green/red. */
  colour: boolean;
}

/**
 * Spec §3 coefIndicationType: 0 shows a moved price with an arrow and colour, 1 with colour only,
 * 2 not at all. A suspended price never shows a move: it cannot be taken anyway.
 */
export function moveIndication(move: PriceMove, type: CoefIndicationType, suspended = false): MoveIndication {
  if (!move || suspended || type === COEF_INDICATION_TYPE.none) return { arrow: false, colour: false };
  return { arrow: type === COEF_INDICATION_TYPE.arrowAndColour, colour: true };
}

import { COEF_INDICATION_TYPE, type CoefIndicationType } from '@sb/preferences';

export interface MoveIndication {
  /** Colour the price (class coupon-leg__odds--up/down). */
  colour: boolean;
  /** Draw the ▲/▼ arrow before it. */
  arrow: boolean;
}

/**
 * Spec §3 coefIndicationType on a coupon leg whose price moved at the last refresh: arrow and
 * colour, colour only, or nothing at all. No move, no indication whatever the preference.
 */
export function moveIndication(move: 'up' | 'down' | null, type: CoefIndicationType): MoveIndication {
  if (move === null || type === COEF_INDICATION_TYPE.none) return { colour: false, arrow: false };
  return { colour: true, arrow: type === COEF_INDICATION_TYPE.arrowAndColour };
}

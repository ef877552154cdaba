/**
 * The wheel of the TV game `wheel` (issue 19): a single-zero wheel, pockets 0–36 in the
 * European order, 0 green and the usual eighteen red pockets (the contract's colour markets
 * red / black / green). A draw item is `[pocket, 0]`.
 */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
];

const RED: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type PocketColour = 'red' | 'black' | 'green';

export function pocketColour(pocket: number): PocketColour {
  if (pocket === 0) return 'green';
  return RED.has(pocket) ? 'red' : 'black';
}

/** Degrees of a pocket's centre, clockwise from the top; null for a pocket not on the wheel. */
export function pocketAngle(pocket: number): number | null {
  const i = WHEEL_ORDER.indexOf(pocket);
  return i < 0 ? null : (i * 360) / WHEEL_ORDER.length;
}

/**
 * The wheel's final rotation (degrees, clockwise) that brings `pocket` under the pointer at the
 * top after `turns` whole turns: the animation ends exactly on the drawn pocket.
 */
export function landingRotation(pocket: number, turns: number): number | null {
  const angle = pocketAngle(pocket);
  return angle === null ? null : turns * 360 + ((360 - angle) % 360);
}

/**
 * Display ids from the spec. Project decision on their meaning:
 * 0 decimal, 1 fractional, 2 American, 4 Hong Kong, 5 Malay, 6 Indonesian;
 * 14, 15, 16 are the Asian-view variants of 4, 5, 6 (same numbers, 3 decimals).
 * 3 and 7–13 are not in the spec and must stay unknown.
 */
export const COEF_VIEW_IDS = [0, 1, 2, 4, 5, 6, 14, 15, 16] as const;

export type CoefViewId = (typeof COEF_VIEW_IDS)[number];

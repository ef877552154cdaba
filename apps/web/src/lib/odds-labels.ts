import type { CoefViewId } from '@sb/odds';

/** Dictionary key of each coefficient display format (spec §3 ids), for every odds-format picker. */
export const ODDS_FORMAT_LABEL = {
  0: 'odds_decimal',
  1: 'odds_fractional',
  2: 'odds_american',
  4: 'odds_hongkong',
  5: 'odds_malay',
  6: 'odds_indo',
  14: 'odds_hongkong_asian',
  15: 'odds_malay_asian',
  16: 'odds_indo_asian',
} as const satisfies Record<CoefViewId, string>;

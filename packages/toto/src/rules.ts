import type { TotoRules } from './types';

/**
 * The site's toto (issue 19): 15 football matches, 85 % of the stakes form the pool (15 %
 * commission), shared by seven tiers 15 … 9 correct. Shares are of the pool:
 *
 * | correct | 15 (jackpot) | 14 | 13 | 12 | 11 | 10 | 9 |
 * | share   | 30 %         | 20 % | 15 % | 12 % | 10 % | 8 % | 5 % |
 *
 * A combination costs 0.10 or a multiple of it up to 100.00; a coupon buys at most 1 296
 * combinations (e.g. four events with all three picks and four with two: 3⁴ · 2⁴).
 */
export const TOTO_15: TotoRules = {
  id: 'toto-15',
  events: 15,
  unit: 10n,
  maxStakePerCombination: 10_000n,
  maxCombinations: 1_296,
  poolShareBp: 8_500,
  tiers: [
    { hits: 15, shareBp: 3_000, jackpot: true },
    { hits: 14, shareBp: 2_000, jackpot: false },
    { hits: 13, shareBp: 1_500, jackpot: false },
    { hits: 12, shareBp: 1_200, jackpot: false },
    { hits: 11, shareBp: 1_000, jackpot: false },
    { hits: 10, shareBp: 800, jackpot: false },
    { hits: 9, shareBp: 500, jackpot: false },
  ],
};

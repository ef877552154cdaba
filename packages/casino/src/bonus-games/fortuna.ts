import { at } from '../util';
import { cellTiers, parseNoChoice } from './choice';
import type { BonusGameDef, Prize } from './types';

/**
 * Fortuna wheel: twelve equal segments, one float picks the segment under the pointer
 * (⌊float · 12⌋). Every segment pays a casino bonus, so every spin wins something. Amounts in euro
 * cents, clockwise from the pointer.
 */
export const FORTUNA_SEGMENTS = [50, 100, 50, 200, 50, 500, 50, 100, 200, 50, 100, 1000] as const;

const prizeOf = (cents: number): { id: string; prize: Prize } => ({
  id: `bonus-${cents}`,
  prize: { kind: 'bonus', amount: cents },
});

export const fortuna: BonusGameDef<null> = {
  id: 'fortuna',
  choice: 'none',
  terms: { product: 'casino', bonusKind: 'no_deposit', wageringMultiplier: 3, validityDays: 7 },
  tiers: cellTiers(FORTUNA_SEGMENTS.map(prizeOf)),
  rules:
    'Spin the wheel: twelve equal segments, each a casino bonus from 0.50 to 10.00 EUR (wager 3 × the bonus ' +
    'within 7 days). Every spin wins.',
  parseChoice: parseNoChoice,
  defaultChoice: null,
  play(_choice, ints) {
    const segment = ints.int(FORTUNA_SEGMENTS.length);
    return { tier: prizeOf(at(FORTUNA_SEGMENTS, segment)).id, board: { segment, segments: [...FORTUNA_SEGMENTS] } };
  },
};

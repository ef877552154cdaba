import type { Parsed } from '../types';
import { fail, isRecord, ok } from '../util';
import { frac, type Fraction } from './fraction';
import type { Prize, PrizeKind, PrizeTier } from './types';

/** Helpers the six games share: choices, tiers and the prize of a tier. */

/** A game without a decision takes no choice (absent, null or {}). */
export function parseNoChoice(raw: unknown): Parsed<null> {
  if (raw === undefined || raw === null || (isRecord(raw) && Object.keys(raw).length === 0)) return ok(null);
  return fail('bonus_game.choice');
}

/** A list of exactly `length` whole numbers in [min, max], or undefined. */
export function intList(raw: unknown, length: number, min: number, max: number): number[] | undefined {
  if (!Array.isArray(raw) || raw.length !== length) return undefined;
  const out: number[] = [];
  for (const v of raw) {
    if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) return undefined;
    out.push(v);
  }
  return out;
}

export const tier = (id: string, kind: PrizeKind, amount: number, probability: Fraction): PrizeTier => ({
  id,
  prize: { kind, amount },
  probability,
});

/** Tiers of equally likely cells (a wheel's segments, a chest's cells): probability = cells / total. */
export function cellTiers(cells: readonly { id: string; prize: Prize }[]): PrizeTier[] {
  const counts = new Map<string, { prize: Prize; n: number }>();
  for (const c of cells) {
    const seen = counts.get(c.id);
    if (seen) seen.n += 1;
    else counts.set(c.id, { prize: c.prize, n: 1 });
  }
  return [...counts].map(([id, { prize, n }]) => ({ id, prize, probability: frac(n, cells.length) }));
}

import { mintMoney, type Money } from './money';

export interface StakeSplit {
  readonly perLine: Money;
  /** perLine × lines: what the coupon actually takes from the balance. */
  readonly taken: Money;
  /** Left with the player: the amount does not divide evenly over the lines. */
  readonly remainder: Money;
}

/**
 * Equal stakes per line (reference: a system's stake / C(n,k) each).
 * Rounded down so no line is staked with money the player did not give; the
 * remainder is never taken. Undefined when a line would get less than one
 * minor unit.
 */
export function splitStake(total: Money, lines: number): StakeSplit | undefined {
  if (!Number.isSafeInteger(lines) || lines < 1) {
    return undefined;
  }
  const count = BigInt(lines);
  const perLine = total / count;
  if (perLine === 0n) {
    return undefined;
  }
  return {
    perLine: mintMoney(perLine),
    taken: mintMoney(perLine * count),
    remainder: mintMoney(total - perLine * count),
  };
}

/**
 * Issue 16 money order (casino): which money a stake comes from and where its win goes back.
 *
 * Real money first, as UK-licensed operators do (UKGC LCCP SR code 5.1.1 guidance on bonus terms:
 * a player's own deposited money is used before bonus money, so it stays withdrawable without
 * bonus conditions): a stake takes the real balance first and only the part the real balance is
 * short of comes from the bonus balance. A win is split back in proportion to the money the stake
 * came from: the real share is rounded down, the fraction of a minor unit stays bonus money, so
 * bonus money never becomes real money except by completing the wagering.
 */

export interface StakeSplit {
  real: bigint;
  bonus: bigint;
}

/** The stake's parts (real first), or null when real and bonus money together do not cover it. */
export function splitStake(stake: bigint, realBalance: bigint, bonusBalance: bigint): StakeSplit | null {
  if (stake <= 0n) return { real: 0n, bonus: 0n };
  const realAvail = realBalance > 0n ? realBalance : 0n;
  const bonusAvail = bonusBalance > 0n ? bonusBalance : 0n;
  const real = stake < realAvail ? stake : realAvail;
  const bonus = stake - real;
  return bonus > bonusAvail ? null : { real, bonus };
}

/**
 * A win split by the round's staked parts: real = ⌊win × real staked / total staked⌋, the rest is
 * bonus money. A round staked only with real money wins only real money, and only bonus money
 * wins only bonus money.
 */
export function splitWin(win: bigint, staked: StakeSplit): StakeSplit {
  const total = staked.real + staked.bonus;
  if (win <= 0n) return { real: 0n, bonus: 0n };
  if (total <= 0n || staked.bonus <= 0n) return { real: win, bonus: 0n };
  const real = (win * staked.real) / total;
  return { real, bonus: win - real };
}

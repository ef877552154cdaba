import { inArray, and, eq, lt, sql } from 'drizzle-orm';
import { splitStake, splitWin, type StakeSplit } from '@sb/bonus';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema';
import type { Tx } from '../ledger';

/**
 * Issue 16 money order in the casino: a studio round of a player holding an active casino bonus
 * stakes real money first, then bonus money (the bonus account, type 4) for the part the real
 * balance is short of; its win goes back in proportion to the money staked (`@sb/bonus`
 * splitStake, splitWin). The bonuses module answers which bonus account may be staked and where
 * a bonus share of a win goes (a port set by the app: the casino does not read bonus rules).
 */
export interface CasinoBonusPort {
  /** The bonus account whose money this player may stake in the casino now, or null (none, or not casino money). */
  purse(tx: Tx, userId: number, currency: string): Promise<number | null>;
  /**
   * Where the bonus share of a win goes: `bonus` (a casino bonus is active on the account: it
   * keeps wagering), `real` (the bonus completed meanwhile: its money is real now), `house`
   * (it expired or was forfeited: its money is gone).
   */
  winTarget(tx: Tx, bonusAccountId: number): Promise<'bonus' | 'real' | 'house'>;
}

let port: CasinoBonusPort | null = null;
export const setCasinoBonusPort = (p: CasinoBonusPort | null): void => {
  port = p;
};

/** Locks both accounts (id order, as the ledger does) and answers the split, or null when short. */
export async function stakeSplit(
  tx: Tx,
  userId: number,
  account: { id: number; currency: string },
  amount: bigint,
): Promise<{ split: StakeSplit; bonusAccountId: number } | null> {
  if (!port) return null;
  const bonusAccountId = await port.purse(tx, userId, account.currency);
  if (bonusAccountId === null) return null;
  const rows = await tx
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [account.id, bonusAccountId]))
    .orderBy(ledgerAccounts.id)
    .for('update');
  const real = rows.find((r) => r.id === account.id)?.balance ?? 0n;
  const bonus = rows.find((r) => r.id === bonusAccountId)?.balance ?? 0n;
  // Real money covers it: the plain real stake (no bonus posting).
  if (real >= amount) return null;
  const split = splitStake(amount, real, bonus);
  return split && split.bonus > 0n ? { split, bonusAccountId } : null;
}

/**
 * What the round staked from each account, from its stake transfers' entries (keys given: the
 * round's steps), real being the round's account: the base of the win's split.
 */
export async function stakedParts(
  tx: Tx,
  realAccountId: number,
  keys: readonly string[],
): Promise<{ split: StakeSplit; bonusAccountId: number } | null> {
  const rows = await tx
    .select({ accountId: ledgerEntries.accountId, staked: sql<string>`sum(-${ledgerEntries.amount})` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.txnId))
    .where(and(inArray(ledgerTransactions.idempotencyKey, [...keys]), lt(ledgerEntries.amount, 0n)))
    .groupBy(ledgerEntries.accountId);
  const bonusRow = rows.find((r) => r.accountId !== realAccountId);
  if (!bonusRow) return null;
  const real = BigInt(rows.find((r) => r.accountId === realAccountId)?.staked ?? '0');
  return { split: { real, bonus: BigInt(bonusRow.staked) }, bonusAccountId: bonusRow.accountId };
}

/** The win's postings from the house: real share to the round's account, bonus share where the port says. */
export async function winPostings(
  tx: Tx,
  p: { house: number; realAccountId: number; bonusAccountId: number; staked: StakeSplit; win: bigint },
) {
  const share = splitWin(p.win, p.staked);
  const target = port ? await port.winTarget(tx, p.bonusAccountId) : 'house';
  const toReal = share.real + (target === 'real' ? share.bonus : 0n);
  const toBonus = target === 'bonus' ? share.bonus : 0n;
  const paid = toReal + toBonus;
  const postings = [{ accountId: p.house, amount: -paid }];
  if (toReal > 0n) postings.push({ accountId: p.realAccountId, amount: toReal });
  if (toBonus > 0n) postings.push({ accountId: p.bonusAccountId, amount: toBonus });
  return { postings: paid > 0n ? postings : [], share, target };
}

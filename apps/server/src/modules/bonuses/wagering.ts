import { applyStake, conversionAmount, isComplete, type QualifyingStake } from '@sb/bonus';
import { houseAccount, transfer, type Tx } from '../ledger';
import * as repo from './repository';
import { definitionOf } from './definition';

/** The house side of bonus money: grants come from it, expiries and amounts over the cap go back. */
export const HOUSE_BONUSES = 'house:bonuses';

/**
 * The part of the bonus account that is this bonus's: the whole balance (winnings included) when
 * it is the account's only active bonus, else at most the amount it granted.
 */
async function share(tx: Tx, bonus: repo.PlayerBonusRow): Promise<bigint> {
  const balance = await repo.accountBalance(tx, bonus.accountId);
  if ((await repo.otherActiveOnAccount(tx, bonus.accountId, bonus.id)) === 0) return balance;
  return balance < bonus.amount ? balance : bonus.amount;
}

/** Moves the bonus's share out of the bonus account: up to the max conversion to main, the rest to the house. */
async function close(tx: Tx, row: { bonus: repo.PlayerBonusRow; definition: repo.DefinitionRow }, status: string) {
  const { bonus, definition } = row;
  const money = await share(tx, bonus);
  const converted = status === 'completed' ? conversionAmount(definitionOf(definition), money) : 0n;
  const removed = money - converted;
  // One posting per account (the ledger's rule): the whole share leaves the bonus account.
  const postings = [{ accountId: bonus.accountId, amount: -money }];
  if (converted > 0n) {
    const main = await repo.mainAccount(tx, bonus.userId, bonus.currency);
    if (main === undefined) throw new Error('main account missing');
    postings.push({ accountId: main, amount: converted });
  }
  if (removed > 0n)
    postings.push({ accountId: await houseAccount(tx, HOUSE_BONUSES, bonus.currency), amount: removed });
  if (money > 0n)
    await transfer(tx, {
      idempotencyKey: `bonus:${status}:${bonus.id}`,
      kind: status === 'completed' ? 'bonus_conversion' : 'bonus_removal',
      postings,
      meta: { playerBonusId: bonus.id, converted: converted.toString(), removed: removed.toString() },
    });
  await repo.updatePlayerBonus(tx, bonus.id, { status });
  return converted;
}

/**
 * Issue 16 wagering, inside the caller's transaction (so a settled bet or spin counts exactly
 * once, with the caller's own exactly-once rule): the stake moves the progress of the player's
 * active bonuses of its product, oldest first; a bonus whose requirement is met converts to the
 * main account (held to its max conversion; the rest goes back to the house). Answers the
 * amount converted.
 */
export async function recordStakeTx(tx: Tx, userId: number, stake: QualifyingStake): Promise<bigint> {
  let converted = 0n;
  for (const row of await repo.lockActiveBonuses(tx, userId, stake.product)) {
    const rules = definitionOf(row.definition);
    const w = applyStake(rules, { required: row.bonus.wageringRequired, progress: row.bonus.wageringProgress }, stake);
    if (w.progress !== row.bonus.wageringProgress)
      await repo.updatePlayerBonus(tx, row.bonus.id, { wageringProgress: w.progress });
    if (isComplete(w))
      converted += await close(
        tx,
        { bonus: { ...row.bonus, wageringProgress: w.progress }, definition: row.definition },
        'completed',
      );
  }
  return converted;
}

/** Expires every active bonus whose time has come: its money leaves the bonus account. Answers how many. */
export async function expireDueTx(tx: Tx, nowMs: number): Promise<number> {
  const due = await repo.lockDueBonuses(tx, new Date(nowMs));
  for (const row of due) await close(tx, row, 'expired');
  return due.length;
}

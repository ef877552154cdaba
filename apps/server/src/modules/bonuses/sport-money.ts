import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bonusDefinitions, playerBonuses } from '../../db/schema';

/**
 * Issue 16 no product mixing, the sport side (the casino side is casino-money.ts): the money on a
 * bonus account is attributed to the bonuses active on it. When every active bonus there is a
 * casino bonus, the money is casino bonus money and no sport bet may stake it. An account with an
 * active sport bonus (or none active) is left to the betting module's usual checks.
 */
export async function sportBonusAllowed(db: Db, accountId: number): Promise<boolean> {
  const rows = await db
    .select({ status: playerBonuses.status, product: bonusDefinitions.product })
    .from(playerBonuses)
    .innerJoin(bonusDefinitions, eq(bonusDefinitions.id, playerBonuses.definitionId))
    .where(eq(playerBonuses.accountId, accountId));
  const active = rows.filter((r) => r.status === 'active');
  return active.length === 0 || active.some((r) => r.product === 'sport');
}

/** The port as the betting module takes it (BettingDeps.sportBonusAllowed). */
export const sportBonusPort = (db: Db) => (accountId: number) => sportBonusAllowed(db, accountId);

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Issue 12: identity owns its `users` table; an operator's verification verdict (admin API) is
 * written here, not by the wallet's routes. False when there is no such user.
 */
export async function setInternalVerification(db: Db, userId: number, status: 0 | 1): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ internalVerificationStatus: status })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}

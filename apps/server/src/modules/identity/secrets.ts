import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serverSecrets } from '../../db/schema';
import { randomToken } from './crypto';

/**
 * The token-signing key: AUTH_SECRET when set, else one generated on first start and stored so
 * every node (and every restart) signs and verifies with the same key.
 */
export async function loadSigningKey(db: Db, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  await db
    .insert(serverSecrets)
    .values({ name: 'auth', value: randomToken(48) })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'auth'));
  if (!row) throw new Error('auth secret missing');
  return row.value;
}

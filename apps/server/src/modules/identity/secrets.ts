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
  return storedSecret(db, 'auth');
}

/** The server_secret row of the outcome secret (tests write it before the app starts to fix their results). */
export const OUTCOME_SECRET_NAME = 'outcomes';

/**
 * Issue 25 item 2: the secret every outcome is drawn from (sports results and live incidents,
 * the scheduled games' and shared casino rounds' day chains). Generated at first start and kept
 * in the database, so every node draws the same results; never sent out. Its own row, not derived
 * from AUTH_SECRET: an operator may set, share or rotate that one, and a shared or documented
 * token key must not make results predictable (nor may rotating it change published chains).
 */
export async function loadOutcomeSecret(db: Db, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  return storedSecret(db, OUTCOME_SECRET_NAME);
}

/** A row generated once (the first node to start wins the insert; every node reads it back). */
async function storedSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomToken(48) })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`${name} secret missing`);
  return row.value;
}

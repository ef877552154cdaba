import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { casinoSeamlessNonces } from '../../db/schema';
import { SEAMLESS_MAX_SKEW_MS } from './seamless-wallet';

/**
 * Issue 25 §7, replay refusal: a signed request is accepted once. Its nonce (signed with it) is
 * claimed in the database, so every node agrees; a second claim of the same provider's nonce is
 * a replay. A nonce need only be kept while its timestamp could still pass the window check
 * (at most 2 × SEAMLESS_MAX_SKEW_MS after it was first seen); older rows are deleted as new
 * ones come, so the table holds about one window of requests.
 *
 * Why nonces and not only transaction ids: a captured balance call has no transaction id, and a
 * provider's legitimate retry of a debit is a new request (new nonce, same transaction id) that
 * must reach the idempotent money path, while the same bytes sent twice must not.
 */
export const NONCE_KEEP_MS = 2 * SEAMLESS_MAX_SKEW_MS + 60_000;

export async function claimNonce(db: Db, provider: string, nonce: string, nowMs: number): Promise<boolean> {
  await db.delete(casinoSeamlessNonces).where(lt(casinoSeamlessNonces.seenAt, new Date(nowMs - NONCE_KEEP_MS)));
  const claimed = await db
    .insert(casinoSeamlessNonces)
    .values({ provider, nonce, seenAt: new Date(nowMs) })
    .onConflictDoNothing()
    .returning({ nonce: sql<string>`nonce` });
  return claimed.length === 1;
}

import { eq } from 'drizzle-orm';
import type { ConfigGroups } from '@sb/contracts';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { excludedSql } from '../responsible';

/** The logged-in player as a server-rendered page needs it (SSR `userOf`). */
export interface PageViewer {
  id: number;
  login: string;
  banLevel: number;
  banVersion: number;
  /** Spec §4 Terms change: a newer version waits for the player's confirmation. */
  termsPending: boolean;
  /** A time-out or self-exclusion is in force (play pages redirect to office/responsible). */
  excluded: boolean;
}

/** Spec §4 Terms change: the player has not confirmed the current version while confirmation is on. */
export function termsPending(terms: ConfigGroups['terms'], acceptedTermsVersion: number): boolean {
  return terms.confirmationEnabled && acceptedTermsVersion < terms.version;
}

/**
 * Issue 12: a page render reads the player in ONE statement — the user row and whether a period
 * is in force (computed from the clock, nothing written) — instead of the user row twice, the
 * terms status and a limits read that wrote.
 */
export async function pageViewer(
  db: Db,
  userId: number,
  terms: ConfigGroups['terms'],
  nowMs: number,
): Promise<PageViewer | null> {
  const [u] = await db
    .select({
      id: users.id,
      login: users.login,
      banLevel: users.banLevel,
      banVersion: users.banVersion,
      acceptedTermsVersion: users.acceptedTermsVersion,
      excluded: excludedSql(userId, nowMs).mapWith(Boolean),
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!u) return null;
  const { acceptedTermsVersion, ...rest } = u;
  return { ...rest, termsPending: termsPending(terms, acceptedTermsVersion) };
}

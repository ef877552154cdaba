import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backupCodes, oneTimeCodes, socialIdentities, users } from '../../db/schema';
import { sha256 } from './crypto';

/**
 * Issue 12: the SQL of identity's own tables (users, social identities, backup codes, pending
 * codes). Commands and queries call these with the database or a transaction; nothing else in the
 * module writes Drizzle against these tables.
 */
export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChange = Partial<Omit<NewUser, 'id'>>;
/** The database or a transaction on it. */
export type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export async function userById(db: Tx, userId: number): Promise<UserRow | undefined> {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  return u;
}

export async function userByPhone(db: Tx, phone: string): Promise<UserRow | undefined> {
  const [u] = await db.select().from(users).where(eq(users.phone, phone));
  return u;
}

/** A password login: a login, or an e-mail, or (all digits) a login or an account id. */
export async function userByLogin(db: Tx, login: string): Promise<UserRow | undefined> {
  const [u] = await db
    .select()
    .from(users)
    .where(
      /^\d{1,10}$/.test(login)
        ? or(eq(users.login, login), eq(users.id, Number(login)))
        : or(eq(users.login, login), eq(users.email, login)),
    );
  return u;
}

/** Password recovery: a login, an e-mail or a phone. */
export async function userForRecovery(db: Tx, value: string, phone: string | null): Promise<UserRow | undefined> {
  const [u] = await db
    .select()
    .from(users)
    .where(or(eq(users.login, value), eq(users.email, value), phone ? eq(users.phone, phone) : undefined));
  return u;
}

export async function loginTaken(db: Tx, login: string): Promise<boolean> {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.login, login));
  return taken !== undefined;
}

export async function emailOwner(db: Tx, email: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

export async function phoneOwner(db: Tx, phone: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return row?.id ?? null;
}

export async function insertUser(db: Tx, values: NewUser): Promise<{ id: number }> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('insert failed');
  return row;
}

export async function updateUser(db: Tx, userId: number, change: UserChange): Promise<void> {
  await db.update(users).set(change).where(eq(users.id, userId));
}

export async function socialLink(db: Tx, provider: string, subject: string): Promise<number | null> {
  const [link] = await db
    .select()
    .from(socialIdentities)
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)));
  return link?.userId ?? null;
}

export async function insertSocialLink(
  db: Tx,
  link: { provider: string; subject: string; userId: number; email: string | null },
): Promise<void> {
  await db.insert(socialIdentities).values(link);
}

/** The newest unused, unexpired code of a purpose sent to a player. */
export async function pendingCodeId(
  db: Tx,
  userId: number,
  purpose: 'phone_confirm' | 'email_confirm',
  nowMs: number,
): Promise<string | null> {
  const [row] = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, new Date(nowMs)),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return row?.id ?? null;
}

export async function replaceBackupCodes(db: Tx, userId: number, codes: readonly string[]): Promise<void> {
  await db.delete(backupCodes).where(eq(backupCodes.userId, userId));
  await db.insert(backupCodes).values(codes.map((c) => ({ userId, codeHash: sha256(c) })));
}

export async function deleteBackupCodes(db: Tx, userId: number): Promise<void> {
  await db.delete(backupCodes).where(eq(backupCodes.userId, userId));
}

/** Spends a backup code: true when it was one of the player's unused codes. */
export async function spendBackupCode(db: Tx, userId: number, code: string): Promise<boolean> {
  const rows = await db
    .update(backupCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(backupCodes.userId, userId), eq(backupCodes.codeHash, sha256(code.trim())), isNull(backupCodes.usedAt)),
    )
    .returning();
  return rows.length === 1;
}

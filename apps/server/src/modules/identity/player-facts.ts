import { eq } from 'drizzle-orm';
import { isVerified } from '@sb/identity';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { Tx } from '../ledger';

/**
 * Issue 12: what other modules may read of a player's identity row (identity owns `users`).
 * The wallet asks for the currency of the first accounts, the country payment methods are
 * offered in, and whether the player is verified for withdrawals.
 */
type Conn = Db | Tx;

/** The player's registered currency, undefined for no such player. */
export async function playerCurrency(db: Conn, userId: number): Promise<string | undefined> {
  const [u] = await db.select({ currency: users.currency }).from(users).where(eq(users.id, userId));
  return u?.currency;
}

/** Locks the player's row for the rest of the transaction: orders two first-use account creations. */
export async function lockPlayer(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function playerCountry(db: Conn, userId: number): Promise<string | undefined> {
  const [u] = await db.select({ country: users.countryCode }).from(users).where(eq(users.id, userId));
  return u?.country;
}

/** Whether the player passed verification (spec: internal status, not banned); false for no such player. */
export async function playerVerified(db: Conn, userId: number): Promise<boolean> {
  const [u] = await db
    .select({
      internalVerificationStatus: users.internalVerificationStatus,
      userStatusId: users.userStatusId,
      banLevel: users.banLevel,
      banVersion: users.banVersion,
    })
    .from(users)
    .where(eq(users.id, userId));
  return (
    !!u &&
    isVerified({
      internal_verification_status: u.internalVerificationStatus,
      verification_status_group_code: null,
      requested_additional_document: false,
      verification_status: null,
      user_status_id: u.userStatusId,
      ban_level: u.banLevel,
      ban_version: u.banVersion,
    })
  );
}

/** What the office menu and dashboard show of the player (spec §3 office menu user data, §4 statuses). */
export interface PlayerOfficeFacts {
  login: string;
  email: string | null;
  phone: string | null;
  /** YYYY-MM-DD as registration took it. */
  birthDate: string | null;
  name: string | null;
  surname: string | null;
  countryCode: string;
  currency: string;
  banLevel: number;
  banVersion: number;
  userStatusId: number;
  internalVerificationStatus: number;
  /** The bonus chosen at registration (spec §3 bonus types 0 refuse, 1 sport, 2 casino). */
  bonusType: number;
  /** Spec §3 registration types: fast_reg, phone_reg, full_reg, soc_reg. */
  registrationType: string;
}

/** Undefined for no such player. */
export async function playerOfficeFacts(db: Conn, userId: number): Promise<PlayerOfficeFacts | undefined> {
  const [u] = await db
    .select({
      login: users.login,
      email: users.email,
      phone: users.phone,
      birthDate: users.birthDate,
      name: users.name,
      surname: users.surname,
      countryCode: users.countryCode,
      currency: users.currency,
      banLevel: users.banLevel,
      banVersion: users.banVersion,
      userStatusId: users.userStatusId,
      internalVerificationStatus: users.internalVerificationStatus,
      bonusType: users.bonusType,
      registrationType: users.registrationType,
    })
    .from(users)
    .where(eq(users.id, userId));
  return u;
}

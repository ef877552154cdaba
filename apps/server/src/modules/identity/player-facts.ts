import { eq, sql } from 'drizzle-orm';
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

/**
 * This machine's own addresses: every visitor has one when the site runs on a developer's machine
 * (or behind a proxy on the same host without TRUST_PROXY), so sharing it says nothing.
 */
const LOOPBACK_SQL = sql.raw(`'127.0.0.1', '::1', '::ffff:127.0.0.1'`);

/**
 * Issue 25 §9: what two accounts share when one person may run both — an address both were used
 * from (every session: registration and each login) and a device id both logged in with (spec §3
 * Fingerprint record, kept in the audit log).
 */
export async function sharedAccessSignals(db: Conn, a: number, b: number): Promise<{ ip: boolean; device: boolean }> {
  // Written out in SQL: two intersections in one round trip.
  const result = await db.execute(sql`
    select
      exists (select ip from user_session where user_id = ${a} and ip is not null and ip not in (${LOOPBACK_SQL})
              intersect select ip from user_session where user_id = ${b}) as ip,
      exists (select detail ->> 'device' from auth_event
                where user_id = ${a} and type = 'login_success' and detail ->> 'device' is not null
              intersect select detail ->> 'device' from auth_event
                where user_id = ${b} and type = 'login_success') as device`);
  const [row] = (result as unknown as { rows: { ip: boolean; device: boolean }[] }).rows;
  return { ip: row?.ip === true, device: row?.device === true };
}

import { desc, eq, sql } from 'drizzle-orm';
import type { AccountSettingKey, PersonalDataInput } from '@sb/contracts';
import type { Db } from '../../db/client';
import { accountSettings, ideas, personalData } from './schema';

/** The office's own rows: personal data, account settings, shared ideas. */

export type PersonalRow = typeof personalData.$inferSelect;
export type SettingsRow = typeof accountSettings.$inferSelect;

export async function personalRow(db: Db, userId: number): Promise<PersonalRow | undefined> {
  const [row] = await db.select().from(personalData).where(eq(personalData.userId, userId));
  return row;
}

export async function savePersonal(db: Db, userId: number, d: PersonalDataInput, at: Date): Promise<void> {
  const values = {
    surname: d.surname,
    name: d.name,
    middleName: d.middle_name,
    birthDate: d.date_birthday,
    birthPlace: d.birth_place,
    countryCode: d.country_code,
    region: d.region,
    city: d.city,
    registrationAddress: d.registration_address,
    postcode: d.postcode,
    passportSeries: d.passport_series,
    passport: d.passport,
    passportDate: d.passport_date,
    passportIssuer: d.passport_issuer,
    inn: d.inn,
    documentTypeId: d.document_type_id,
    updatedAt: at,
  };
  await db
    .insert(personalData)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: personalData.userId, set: values });
}

export async function settingsRow(db: Db, userId: number): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(accountSettings).where(eq(accountSettings.userId, userId));
  return row;
}

type SettingColumn =
  'enableMailNews' | 'enableMailDeposit' | 'enableMailBets' | 'enableSmsNews' | 'bonusType' | 'firstDepositBonusType';
const COLUMN: Record<AccountSettingKey, SettingColumn> = {
  enable_mail_news: 'enableMailNews',
  enable_mail_deposit: 'enableMailDeposit',
  enable_mail_bets: 'enableMailBets',
  enable_sms_news: 'enableSmsNews',
  bonus_type: 'bonusType',
  first_deposit_bonus_type: 'firstDepositBonusType',
};

/** A setting's value as the API carries it: the flags as 0/1. */
export function settingValue(row: SettingsRow, key: AccountSettingKey): number {
  return Number(row[COLUMN[key]]);
}

/**
 * What a player's row starts with when it is first created: the bonus chosen at registration is
 * both bonus settings (spec §3 account settings keys bonus_type, first_deposit_bonus_type).
 */
export interface SettingsRowStart {
  registrationBonusType: number;
}
const startValues = (start: SettingsRowStart) => ({
  bonusType: start.registrationBonusType,
  firstDepositBonusType: start.registrationBonusType,
});

/** Spec §7 save one setting: one column of the player's row (created on first save). */
export async function saveOneSetting(
  db: Db,
  userId: number,
  key: AccountSettingKey,
  value: number,
  at: Date,
  start: SettingsRowStart,
): Promise<void> {
  const column = COLUMN[key];
  const stored = column === 'bonusType' || column === 'firstDepositBonusType' ? value : value === 1;
  const set = { [column]: stored, updatedAt: at };
  await db
    .insert(accountSettings)
    .values({ userId, ...startValues(start), ...set })
    .onConflictDoUpdate({ target: accountSettings.userId, set });
}

/** Spec §7 save disallowed sports (line, live): both lists, sorted, each id once. */
export async function saveDisallowed(
  db: Db,
  userId: number,
  lists: { line: number[]; live: number[] },
  at: Date,
  start: SettingsRowStart,
): Promise<void> {
  const set = { disallowLineSport: lists.line, disallowLiveSport: lists.live, updatedAt: at };
  await db
    .insert(accountSettings)
    .values({ userId, ...startValues(start), ...set })
    .onConflictDoUpdate({ target: accountSettings.userId, set });
}

/** The sports a player hid (none for a player who never saved the settings). */
export async function disallowedSports(db: Db, userId: number): Promise<{ line: number[]; live: number[] }> {
  const [row] = await db
    .select({ line: accountSettings.disallowLineSport, live: accountSettings.disallowLiveSport })
    .from(accountSettings)
    .where(eq(accountSettings.userId, userId));
  return row ?? { line: [], live: [] };
}

export async function insertIdea(db: Db, userId: number, topic: string, text: string, at: Date) {
  const [row] = await db.insert(ideas).values({ userId, topic, text, createdAt: at }).returning();
  if (!row) throw new Error('idea not stored');
  return row;
}

export async function listIdeas(db: Db, userId: number, limit: number) {
  return db
    .select()
    .from(ideas)
    .where(eq(ideas.userId, userId))
    .orderBy(desc(ideas.createdAt), desc(ideas.id))
    .limit(limit);
}

/** Ideas stored in the last window (a flood guard: a player may not fill the table). */
export async function ideasSince(db: Db, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ideas)
    .where(sql`${ideas.userId} = ${userId} and ${ideas.createdAt} >= ${since}`);
  return row?.n ?? 0;
}

/*
 * Tables of the office module: personal data, account settings, ideas players share.
 * Re-exported by db/schema.ts, which drizzle-kit reads (one migration history).
 */
import { boolean, date, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/schema';

/**
 * Spec §3 Personal data fields a player edits in the office. Name, surname and birth date start
 * from the registration's (identity's row) until the player saves this form; phone, e-mail,
 * login and password stay identity's.
 */
export const personalData = pgTable('office_personal_data', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  surname: text('surname'),
  name: text('name'),
  middleName: text('middle_name'),
  birthDate: date('birth_date'),
  birthPlace: text('birth_place'),
  countryCode: text('country_code'),
  region: text('region'),
  city: text('city'),
  registrationAddress: text('registration_address'),
  postcode: text('postcode'),
  passportSeries: text('passport_series'),
  passport: text('passport'),
  passportDate: date('passport_date'),
  passportIssuer: text('passport_issuer'),
  inn: text('inn'),
  documentTypeId: smallint('document_type_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Spec §3 Account settings keys and the disallowed sports of the user config (sorted id lists). */
export const accountSettings = pgTable('office_account_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  enableMailNews: boolean('enable_mail_news').notNull().default(false),
  enableMailDeposit: boolean('enable_mail_deposit').notNull().default(true),
  enableMailBets: boolean('enable_mail_bets').notNull().default(true),
  enableSmsNews: boolean('enable_sms_news').notNull().default(false),
  bonusType: smallint('bonus_type').notNull().default(0),
  firstDepositBonusType: smallint('first_deposit_bonus_type').notNull().default(0),
  disallowLineSport: integer('disallow_line_sport').array().notNull().default([]),
  disallowLiveSport: integer('disallow_live_sport').array().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Spec §2 office/share-idea: what players suggest, for the operators to read. */
export const ideas = pgTable(
  'office_idea',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    topic: text('topic').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('office_idea_user_idx').on(t.userId, t.createdAt)],
);

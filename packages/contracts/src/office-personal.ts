import { z } from 'zod';

/**
 * Spec §2 office menu "personal data", §3 Personal data fields (name, surname, middle name, birth
 * date and place, region, city, registration address, passport number, series, issue date, type,
 * issuer, tax number, country, pin code, phone, e-mail, login, password) and the §5 profile-filled
 * and contacts-filled rules. Field names follow §3 user_data where it names them (date_birthday,
 * passport, passport_date, document_type_id, inn, registration_address). Phone, e-mail, login and
 * password belong to the account (identity: confirmed by code, changed on office/security), so
 * this page shows them and never saves them.
 */
export const PERSONAL_DATA_PATH = '/web-api/office/personal-data';

/** Document types of `document_type_id`. */
export const DOCUMENT_TYPES = { passport: 1, id_card: 2, driving_licence: 3, residence_permit: 4 } as const;
export const DOCUMENT_TYPE_IDS = Object.values(DOCUMENT_TYPES);

/** The fields a player edits, in form order: the order is also the §8 error priority. */
export const PERSONAL_TEXT_FIELDS = [
  'surname',
  'name',
  'middle_name',
  'date_birthday',
  'birth_place',
  'country_code',
  'region',
  'city',
  'registration_address',
  'postcode',
  'passport_series',
  'passport',
  'passport_date',
  'passport_issuer',
  'inn',
] as const;
export type PersonalTextField = (typeof PERSONAL_TEXT_FIELDS)[number];
export type PersonalField = PersonalTextField | 'document_type_id';
export const PERSONAL_FIELDS: readonly PersonalField[] = [...PERSONAL_TEXT_FIELDS, 'document_type_id'];

const text = z.string().max(300).nullable();
const editable = Object.fromEntries(PERSONAL_TEXT_FIELDS.map((f) => [f, text])) as Record<
  PersonalTextField,
  typeof text
>;

/** POST PERSONAL_DATA_PATH: every editable field; null or '' clears it. */
export const personalDataInputSchema = z.object({
  ...editable,
  document_type_id: z.number().int().nullable(),
});
export type PersonalDataInput = z.infer<typeof personalDataInputSchema>;

/**
 * Issue 25 §6: what verification checked against the player's documents. Once the player is
 * verified these fields are locked: a change goes through support and verification again.
 */
export const VERIFIED_LOCKED_FIELDS: readonly PersonalField[] = [
  'surname',
  'name',
  'middle_name',
  'date_birthday',
  'birth_place',
  'passport_series',
  'passport',
  'passport_date',
  'passport_issuer',
  'inn',
  'document_type_id',
];

/** Locked fields whose value the form changes (compared as stored: normalized). */
export function lockedFieldChanges(saved: PersonalDataInput, next: PersonalDataInput): PersonalField[] {
  return VERIFIED_LOCKED_FIELDS.filter((f) => (saved[f] ?? null) !== (next[f] ?? null));
}

/**
 * POST PERSONAL_DATA_PATH: every editable field and (issue 25 §6) the player's current password:
 * personal data changes only after the password is entered again.
 */
export const personalDataSaveSchema = personalDataInputSchema.extend({ password: z.string().min(1).max(200) });
export type PersonalDataSave = z.infer<typeof personalDataSaveSchema>;

/** GET PERSONAL_DATA_PATH: the saved fields, the account's contacts and the §5 rules' verdicts. */
export const personalDataAnswerSchema = z.object({
  data: personalDataInputSchema,
  account: z.object({
    login: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  profile_filled: z.boolean(),
  contacts_filled: z.boolean(),
  /** Issue 25 §6: the player is verified; `locked_fields` cannot be changed here. */
  verified: z.boolean(),
  locked_fields: z.array(z.enum([...PERSONAL_TEXT_FIELDS, 'document_type_id'])),
});
export type PersonalDataAnswer = z.infer<typeof personalDataAnswerSchema>;

const present = (v: string | number | null | undefined): boolean =>
  v !== null && v !== undefined && String(v).trim() !== '';

/**
 * Spec §5: the profile is filled when birth date, name, surname, passport, passport date and
 * registration address are all present.
 */
export function isProfileFilled(
  d: Pick<
    PersonalDataInput,
    'date_birthday' | 'name' | 'surname' | 'passport' | 'passport_date' | 'registration_address'
  >,
): boolean {
  return [d.date_birthday, d.name, d.surname, d.passport, d.passport_date, d.registration_address].every(present);
}

/** Spec §5: contacts are filled when phone and e-mail both exist. */
export function areContactsFilled(c: { phone: string | null; email: string | null }): boolean {
  return present(c.phone) && present(c.email);
}

export interface FieldProblem {
  field: PersonalField;
  /** Stable machine code, also the dictionary key of the message. */
  code: string;
  /** Spec §8: errors are shown by priority (lower first): the field's place in the form. */
  priority: number;
}

interface Day {
  y: number;
  m: number;
  d: number;
}

function parseDay(s: string): Day | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return null;
  const day = { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) };
  const dt = new Date(Date.UTC(day.y, day.m - 1, day.d));
  if (dt.getUTCFullYear() !== day.y || dt.getUTCMonth() !== day.m - 1 || dt.getUTCDate() !== day.d) return null;
  return day;
}

const dayKey = (d: Day) => d.y * 10_000 + d.m * 100 + d.d;
function years(from: Day, to: Day): number {
  const before = to.m < from.m || (to.m === from.m && to.d < from.d);
  return to.y - from.y - (before ? 1 : 0);
}

/** Letters of any script, with spaces, hyphens, apostrophes and dots between them. */
const NAME = /^\p{L}[\p{L}\p{M} .'’-]*$/u;
/** Place names and addresses: letters, digits and the punctuation addresses use. */
const PLACE = /^[\p{L}\p{M}\d][\p{L}\p{M}\d .,'’/#№()-]*$/u;
const LIMITS: Record<PersonalTextField, { max: number; re: RegExp }> = {
  surname: { max: 50, re: NAME },
  name: { max: 50, re: NAME },
  middle_name: { max: 50, re: NAME },
  date_birthday: { max: 10, re: /^\d{4}-\d{2}-\d{2}$/ },
  birth_place: { max: 100, re: PLACE },
  country_code: { max: 2, re: /^[a-z]{2}$/ },
  region: { max: 100, re: PLACE },
  city: { max: 100, re: PLACE },
  registration_address: { max: 200, re: PLACE },
  postcode: { max: 10, re: /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/ },
  passport_series: { max: 10, re: /^[\p{L}\d]{1,10}$/u },
  passport: { max: 20, re: /^[\p{L}\d][\p{L}\d -]{2,18}[\p{L}\d]$/u },
  passport_date: { max: 10, re: /^\d{4}-\d{2}-\d{2}$/ },
  passport_issuer: { max: 200, re: PLACE },
  inn: { max: 20, re: /^[A-Za-z0-9][A-Za-z0-9-]{3,18}[A-Za-z0-9]$/ },
};

/** The oldest age a birth date may give (the same bound as registration). */
export const MAX_PLAYER_AGE = 120;

/**
 * Every problem of a personal-data form, in priority order. `today` is the caller's clock (UTC
 * day), `minAge` the site's minimum age: a birth date must be a real day giving an age from minAge
 * to MAX_PLAYER_AGE; a document's issue date a real day after the birth date and not in the
 * future; every text field fits its pattern and length; the document type is a known one.
 */
export function personalDataProblems(input: PersonalDataInput, today: Date, minAge: number): FieldProblem[] {
  const out: FieldProblem[] = [];
  const priority = (f: PersonalField) => PERSONAL_FIELDS.indexOf(f);
  const add = (field: PersonalField, code: string) => out.push({ field, code, priority: priority(field) });
  const now: Day = { y: today.getUTCFullYear(), m: today.getUTCMonth() + 1, d: today.getUTCDate() };
  for (const field of PERSONAL_TEXT_FIELDS) {
    const v = input[field]?.trim() ?? '';
    if (v === '') continue;
    const { max, re } = LIMITS[field];
    if (v.length > max) add(field, 'office_field_too_long');
    else if (!re.test(v)) add(field, `office_invalid_${field}`);
  }
  const birth = input.date_birthday ? parseDay(input.date_birthday.trim()) : null;
  if (input.date_birthday?.trim() && !out.some((p) => p.field === 'date_birthday')) {
    if (!birth || dayKey(birth) > dayKey(now)) add('date_birthday', 'office_invalid_date_birthday');
    else if (years(birth, now) < minAge) add('date_birthday', 'office_under_age');
    else if (years(birth, now) > MAX_PLAYER_AGE) add('date_birthday', 'office_invalid_date_birthday');
  }
  if (input.passport_date?.trim() && !out.some((p) => p.field === 'passport_date')) {
    const issued = parseDay(input.passport_date.trim());
    if (!issued || dayKey(issued) > dayKey(now) || (birth && dayKey(issued) <= dayKey(birth)))
      add('passport_date', 'office_invalid_passport_date');
  }
  const type = input.document_type_id;
  if (type !== null && !(DOCUMENT_TYPE_IDS as readonly number[]).includes(type))
    add('document_type_id', 'office_invalid_document_type_id');
  return out.sort((a, b) => a.priority - b.priority);
}

/** The form's values as they are stored: trimmed, '' as null, the country code lower-case. */
export function normalizePersonalData(input: PersonalDataInput): PersonalDataInput {
  const out = { ...input };
  for (const f of PERSONAL_TEXT_FIELDS) {
    const v = input[f]?.trim() ?? '';
    out[f] = v === '' ? null : f === 'country_code' ? v.toLowerCase() : v.replace(/\s+/g, ' ');
  }
  return out;
}

/** A field's problem in an office error answer (spec §8: at most 3 shown, by priority). */
export const officeErrorItemSchema = z.object({
  status: z.string(),
  code: z.string(),
  title: z.string(),
  detail: z.string(),
  field: z.string().optional(),
  priority: z.number().int().optional(),
});
export type OfficeErrorItem = z.infer<typeof officeErrorItemSchema>;
export const officeErrorSchema = z.object({ errors: z.array(officeErrorItemSchema).min(1) });
export type OfficeError = z.infer<typeof officeErrorSchema>;

/** Spec §8: at most 3 errors are shown. */
export const MAX_SHOWN_ERRORS = 3;

import { PERSONAL_FIELDS, PERSONAL_TEXT_FIELDS, type PersonalDataInput, type PersonalField } from '@sb/contracts';

/** The personal-data form as the inputs hold it: every field a string ('' for none). */
export type PersonalDraft = Record<PersonalField, string>;

export function draftOf(data: PersonalDataInput): PersonalDraft {
  const draft = Object.fromEntries(PERSONAL_FIELDS.map((f) => [f, ''])) as PersonalDraft;
  for (const f of PERSONAL_TEXT_FIELDS) draft[f] = data[f] ?? '';
  draft.document_type_id = data.document_type_id === null ? '' : String(data.document_type_id);
  return draft;
}

/** What the save call sends: '' as null, the document type as its number. */
export function inputOf(draft: PersonalDraft): PersonalDataInput {
  const texts = Object.fromEntries(
    PERSONAL_TEXT_FIELDS.map((f) => [f, draft[f].trim() === '' ? null : draft[f]]),
  ) as Record<(typeof PERSONAL_TEXT_FIELDS)[number], string | null>;
  const type = draft.document_type_id.trim();
  return { ...texts, document_type_id: type === '' || !/^\d+$/.test(type) ? null : Number(type) };
}

/** Whether the form differs from what was saved (trimmed: spaces alone are no change). */
export function isDirty(draft: PersonalDraft, saved: PersonalDraft): boolean {
  return PERSONAL_FIELDS.some((f) => draft[f].trim() !== saved[f].trim());
}

/** The form's fields grouped as the page lays them out. */
export const PERSONAL_GROUPS: readonly (readonly PersonalField[])[] = [
  ['surname', 'name', 'middle_name', 'date_birthday', 'birth_place'],
  ['country_code', 'region', 'city', 'registration_address', 'postcode'],
  ['document_type_id', 'passport_series', 'passport', 'passport_date', 'passport_issuer', 'inn'],
];

/** Fields entered as dates (the browser's date picker, YYYY-MM-DD). */
export const DATE_FIELDS: ReadonlySet<PersonalField> = new Set(['date_birthday', 'passport_date']);

/** The latest birth date the site's minimum age allows on `today` (the date picker's max). */
export function latestBirthDate(today: Date, minAge: number): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - minAge, today.getUTCMonth(), today.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

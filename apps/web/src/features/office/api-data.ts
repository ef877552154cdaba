import { queryOptions } from '@tanstack/react-query';
import {
  OFFICE_DISALLOWED_SPORTS_PATH,
  OFFICE_IDEAS_PATH,
  OFFICE_SAVE_SETTING_PATH,
  OFFICE_SETTINGS_PATH,
  PERSONAL_DATA_PATH,
  PHONE_COUNTRIES_PATH,
  disallowedSportsAnswerSchema,
  ideasAnswerSchema,
  ideaViewSchema,
  officeSaveAnswerSchema,
  officeSettingsSchema,
  personalDataAnswerSchema,
  phoneCountriesAnswerSchema,
  type AccountSettingKey,
  type DisallowedSportsBody,
  type NewIdea,
  type PersonalDataSave,
} from '@sb/contracts';
import { getParsed, postParsed } from '../../lib/api-client';

/** Query keys of the office's own data (issue 17): a key factory, never string keys. */
export const officeDataKeys = {
  personal: ['office', 'personal-data'] as const,
  settings: ['office', 'settings'] as const,
  phoneCountries: ['office', 'phone-countries'] as const,
  ideas: ['office', 'ideas'] as const,
};

/** The list of countries and masks changes with a release, not during a visit. */
const PHONE_COUNTRIES_STALE_MS = 60 * 60_000;

export const personalDataQuery = queryOptions({
  queryKey: officeDataKeys.personal,
  queryFn: () => getParsed(personalDataAnswerSchema, PERSONAL_DATA_PATH, { auth: true }),
  retry: false,
});

/** Spec §7 settings data (spec §3 Office settings). */
export const officeSettingsQuery = queryOptions({
  queryKey: officeDataKeys.settings,
  queryFn: () => getParsed(officeSettingsSchema, OFFICE_SETTINGS_PATH, { auth: true }),
  retry: false,
});

/** Spec §7 phone countries and masks (spec §3 Phone country, Phone mask). */
export const phoneCountriesQuery = queryOptions({
  queryKey: officeDataKeys.phoneCountries,
  queryFn: () => getParsed(phoneCountriesAnswerSchema, PHONE_COUNTRIES_PATH),
  staleTime: PHONE_COUNTRIES_STALE_MS,
});

export const ideasQuery = queryOptions({
  queryKey: officeDataKeys.ideas,
  queryFn: () => getParsed(ideasAnswerSchema, OFFICE_IDEAS_PATH, { auth: true }),
  retry: false,
});

/** The office's saves: each answers what the page shows next. */
export const officeDataCalls = {
  /** Issue 25 §6: with the current password entered again. */
  savePersonal: (input: PersonalDataSave) =>
    postParsed(personalDataAnswerSchema, PERSONAL_DATA_PATH, input, { auth: true }),
  /** Spec §7 save one setting (id, value). */
  saveSetting: (id: AccountSettingKey, value: number) =>
    postParsed(officeSaveAnswerSchema, OFFICE_SAVE_SETTING_PATH, { id, value }, { auth: true }),
  /** Spec §7 save disallowed sports (line, live). */
  saveDisallowed: (lists: DisallowedSportsBody) =>
    postParsed(disallowedSportsAnswerSchema, OFFICE_DISALLOWED_SPORTS_PATH, lists, { auth: true }),
  shareIdea: (idea: NewIdea) => postParsed(ideaViewSchema, OFFICE_IDEAS_PATH, idea, { auth: true }),
};

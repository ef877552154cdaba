import { z } from 'zod';

/**
 * Spec §2 office settings (menu: mailing, sports in line and live), §3 Account settings keys and
 * Office settings, §7 office calls "settings data", "save one setting (id, value)" and "save
 * disallowed sports (line, live)". The disallowed sports are also spec §3 user config
 * disallow_line_sport / disallow_live_sport (sorted id lists), and the line lists leave them out.
 */
export const OFFICE_SETTINGS_PATH = '/web-api/office/settings';
export const OFFICE_SAVE_SETTING_PATH = '/web-api/office/settings/save-one';
export const OFFICE_DISALLOWED_SPORTS_PATH = '/web-api/office/settings/disallowed-sports';

/** Spec §3 Account settings keys. */
export const MAILING_SETTING_KEYS = [
  'enable_mail_news',
  'enable_mail_deposit',
  'enable_mail_bets',
  'enable_sms_news',
] as const;
export type MailingSettingKey = (typeof MAILING_SETTING_KEYS)[number];
export const BONUS_SETTING_KEYS = ['bonus_type', 'first_deposit_bonus_type'] as const;
export type BonusSettingKey = (typeof BONUS_SETTING_KEYS)[number];
export const ACCOUNT_SETTING_KEYS = [...MAILING_SETTING_KEYS, ...BONUS_SETTING_KEYS] as const;
export type AccountSettingKey = (typeof ACCOUNT_SETTING_KEYS)[number];

/** Bonus choices (the registration form's): 0 no bonus, 1 sports, 2 casino. */
export const BONUS_TYPE_VALUES = [0, 1, 2] as const;

/**
 * Values a player starts with: transactional mail (deposits, bets) on, marketing (news, SMS news)
 * off until the player opts in.
 */
export const ACCOUNT_SETTING_DEFAULTS: Readonly<Record<AccountSettingKey, number>> = {
  enable_mail_news: 0,
  enable_mail_deposit: 1,
  enable_mail_bets: 1,
  enable_sms_news: 0,
  bonus_type: 0,
  first_deposit_bonus_type: 0,
};

/** The values each key takes: the mailing keys are 0/1 flags, the bonus keys a bonus choice. */
export function settingValueAllowed(key: AccountSettingKey, value: number): boolean {
  if ((MAILING_SETTING_KEYS as readonly string[]).includes(key)) return value === 0 || value === 1;
  return (BONUS_TYPE_VALUES as readonly number[]).includes(value);
}

/** POST OFFICE_SAVE_SETTING_PATH: spec §7 save one setting (id, value). */
export const saveSettingBodySchema = z.object({
  id: z.enum(ACCOUNT_SETTING_KEYS),
  value: z.number().int(),
});
export type SaveSettingBody = z.infer<typeof saveSettingBodySchema>;

/** At most this many sports in one list (the line has far fewer; it bounds the body). */
export const MAX_DISALLOWED_SPORTS = 200;
const sportIds = z.array(z.number().int().min(1).max(2_147_483_647)).max(MAX_DISALLOWED_SPORTS);

/** POST OFFICE_DISALLOWED_SPORTS_PATH: spec §7 save disallowed sports (line, live). */
export const disallowedSportsBodySchema = z.object({ line: sportIds, live: sportIds });
export type DisallowedSportsBody = z.infer<typeof disallowedSportsBodySchema>;

/** The lists as saved (sorted, each id once). */
export const disallowedSportsAnswerSchema = z.object({
  success: z.literal(true),
  lineDisallowSports: z.array(z.number().int()),
  liveDisallowSports: z.array(z.number().int()),
});

/** Spec §3 user config: a disallowed list is sorted, each id once. */
export function sortedSportIds(ids: readonly number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}

const settingSchema = z.object({ id: z.enum(ACCOUNT_SETTING_KEYS), value: z.number().int() });
export type AccountSetting = z.infer<typeof settingSchema>;
const optionSetting = settingSchema.extend({ options: z.array(z.number().int()) });
const sportSchema = z.object({ id: z.number().int(), nameEng: z.string(), slug: z.string() });
export type SettingsSport = z.infer<typeof sportSchema>;

/** GET OFFICE_SETTINGS_PATH: spec §3 Office settings. */
export const officeSettingsSchema = z.object({
  commonSettings: z.array(settingSchema),
  otherSettings: z.array(settingSchema),
  notificationSettings: z.array(settingSchema),
  cashbackSetting: z.null(),
  bonusSetting: optionSetting,
  firstDepositBonusSetting: optionSetting,
  pointsAccumulated: z.number(),
  availableCurrencies: z.array(z.string()),
  sports: z.array(sportSchema),
  lineSports: z.array(sportSchema),
  liveSports: z.array(sportSchema),
  lineDisallowSports: z.array(z.number().int()),
  liveDisallowSports: z.array(z.number().int()),
  showFavoriteTeams: z.boolean(),
  showPromoCodeCheck: z.boolean(),
  showWallets: z.boolean(),
  clubPoints: z.number(),
  showClubPoints: z.boolean(),
  walletAttributes: z.object({ title_translation_key: z.string() }),
  promoSetting: z.null(),
});
export type OfficeSettings = z.infer<typeof officeSettingsSchema>;

/** Spec §8: a save answers its message (a dictionary key); the page falls back to main_save_success. */
export const officeSaveAnswerSchema = z.object({ success: z.literal(true), message: z.string().optional() });
export type OfficeSaveAnswer = z.infer<typeof officeSaveAnswerSchema>;

/**
 * Spec §2 user/stopnewsletter: the unsubscribe link every mailing carries
 * (`/{lng}/user/stopnewsletter?token=…`). The page posts the token: a link scanner that opens
 * the link unsubscribes no one. It switches off the news mailings (enable_mail_news,
 * enable_sms_news); deposit and bet mail stay as the player set them.
 */
export const STOP_NEWSLETTER_PATH = '/web-api/user/stopnewsletter';
export const stopNewsletterBodySchema = z.object({ token: z.string().min(3).max(200) });
export type StopNewsletterBody = z.infer<typeof stopNewsletterBodySchema>;
export const NEWSLETTER_KEYS = ['enable_mail_news', 'enable_sms_news'] as const satisfies readonly AccountSettingKey[];

import {
  ACCOUNT_SETTING_DEFAULTS,
  BONUS_TYPE_VALUES,
  IDEA_TOPICS,
  IDEAS_PER_DAY,
  MAILING_SETTING_KEYS,
  NEWSLETTER_KEYS,
  PERSONAL_FIELDS,
  VERIFIED_LOCKED_FIELDS,
  areContactsFilled,
  isProfileFilled,
  lockedFieldChanges,
  normalizePersonalData,
  personalDataProblems,
  settingValueAllowed,
  sortedSportIds,
  type AccountSettingKey,
  type DisallowedSportsBody,
  type IdeaView,
  type MailingSettingKey,
  type NewIdea,
  type OfficeSettings,
  type PersonalDataAnswer,
  type PersonalDataInput,
  type PersonalDataSave,
  type PersonalField,
  type SettingsSport,
} from '@sb/contracts';
import type { Db } from '../../db/client';
import { DomainError } from '../../http/errors';
import type { ConfigService } from '../config';
import { playerOfficeFacts, playerVerified, type PlayerOfficeFacts } from '../identity';
import { officeConfigFlags } from './config-flags';
import { officeValidationError } from './errors';
import { playerOfNewsletterToken } from './newsletter';
import * as repo from './repository';

export interface OfficeDataDeps {
  db: Db;
  config: ConfigService;
  /** The sports of the line (modules/line owns them): the settings' sports lists. */
  sports: () => readonly SettingsSport[];
  now: () => number;
  /** The server's signing key: unsubscribe links (spec §2 user/stopnewsletter). */
  key: string;
  /**
   * Issue 25 §6: identity's check of the password entered again (its attempt limits, captcha and
   * 429 included); throws 400 wrong_password.
   */
  confirmPassword: (userId: number, password: string, meta: ReauthMeta) => Promise<void>;
}

/** What the password check needs to know of the request (identity's attempt gate). */
export interface ReauthMeta {
  ip: string;
  userAgent: string | undefined;
  captchaToken: string | undefined;
}

const DAY_MS = 86_400_000;

/** Issue 25 §6: a verified field the form changed (its message says to contact support). */
const lockedProblem = (field: PersonalField) => ({
  field,
  code: 'office_verified_locked',
  priority: PERSONAL_FIELDS.indexOf(field),
});

/** Personal data as stored, or (never saved) as registration left it in identity's row. */
export function personalOf(row: repo.PersonalRow | undefined, p: PlayerOfficeFacts): PersonalDataInput {
  return {
    surname: row ? row.surname : p.surname,
    name: row ? row.name : p.name,
    middle_name: row?.middleName ?? null,
    date_birthday: row ? row.birthDate : p.birthDate,
    birth_place: row?.birthPlace ?? null,
    country_code: row ? row.countryCode : p.countryCode.toLowerCase(),
    region: row?.region ?? null,
    city: row?.city ?? null,
    registration_address: row?.registrationAddress ?? null,
    postcode: row?.postcode ?? null,
    passport_series: row?.passportSeries ?? null,
    passport: row?.passport ?? null,
    passport_date: row?.passportDate ?? null,
    passport_issuer: row?.passportIssuer ?? null,
    inn: row?.inn ?? null,
    document_type_id: row?.documentTypeId ?? null,
  };
}

/**
 * The office's own data (issue 17): personal data with the §5 rules, the §3 account settings and
 * disallowed sports (§7 settings data, save one setting, save disallowed sports), shared ideas.
 */
/** A setting's value before the player's row exists: the registration bonus for the bonus keys (§3). */
export function settingStartValue(key: AccountSettingKey, start: repo.SettingsRowStart): number {
  return key === 'bonus_type' || key === 'first_deposit_bonus_type'
    ? start.registrationBonusType
    : ACCOUNT_SETTING_DEFAULTS[key];
}

export class OfficeDataService {
  constructor(private readonly deps: OfficeDataDeps) {}

  private async player(userId: number): Promise<PlayerOfficeFacts> {
    const p = await playerOfficeFacts(this.deps.db, userId);
    if (!p) throw new DomainError(401, 'unauthorized', 'main_error');
    return p;
  }

  async personalData(userId: number): Promise<PersonalDataAnswer> {
    const [p, row, verified] = await Promise.all([
      this.player(userId),
      repo.personalRow(this.deps.db, userId),
      playerVerified(this.deps.db, userId),
    ]);
    const data = personalOf(row, p);
    const account = { login: p.login, email: p.email, phone: p.phone };
    return {
      data,
      account,
      profile_filled: isProfileFilled(data),
      contacts_filled: areContactsFilled(account),
      verified,
      locked_fields: verified ? [...VERIFIED_LOCKED_FIELDS] : [],
    };
  }

  /**
   * Every field is checked (§3 rules of personal-data problems); all problems answer at once.
   * Issue 25 §6: only with the password entered again, and a verified player's locked fields
   * (what verification checked) keep their values: a change is refused field by field with
   * `office_verified_locked`, and the player goes through support and verification again.
   */
  async savePersonalData(userId: number, input: PersonalDataSave, meta: ReauthMeta): Promise<PersonalDataAnswer> {
    const { password, ...fields } = input;
    const p = await this.player(userId);
    const data = normalizePersonalData(fields);
    const { site } = await this.deps.config.groups();
    const problems = personalDataProblems(data, new Date(this.deps.now()), site.minAge);
    if (await playerVerified(this.deps.db, userId)) {
      const saved = personalOf(await repo.personalRow(this.deps.db, userId), p);
      const locked = lockedFieldChanges(normalizePersonalData(saved), data);
      problems.push(...locked.map((field) => lockedProblem(field)));
    }
    if (problems.length > 0) throw officeValidationError(problems.sort((a, b) => a.priority - b.priority));
    // After the form's own checks: a form with mistakes does not spend a password attempt.
    await this.deps.confirmPassword(userId, password, meta);
    await repo.savePersonal(this.deps.db, userId, data, new Date(this.deps.now()));
    return this.personalData(userId);
  }

  async settings(userId: number): Promise<OfficeSettings> {
    const p = await this.player(userId);
    const [row, groups] = await Promise.all([repo.settingsRow(this.deps.db, userId), this.deps.config.groups()]);
    const value = (key: AccountSettingKey) =>
      row ? repo.settingValue(row, key) : settingStartValue(key, { registrationBonusType: p.bonusType });
    const sports = this.deps.sports().map((s) => ({ id: s.id, nameEng: s.nameEng, slug: s.slug }));
    const options = [...BONUS_TYPE_VALUES];
    return {
      commonSettings: [],
      otherSettings: [],
      notificationSettings: MAILING_SETTING_KEYS.map((id) => ({ id, value: value(id) })),
      cashbackSetting: null,
      bonusSetting: { id: 'bonus_type', value: value('bonus_type'), options },
      firstDepositBonusSetting: {
        id: 'first_deposit_bonus_type',
        value: value('first_deposit_bonus_type'),
        options,
      },
      pointsAccumulated: 0,
      availableCurrencies: groups.currencies.map((c) => c.iso),
      sports,
      lineSports: sports,
      liveSports: sports,
      lineDisallowSports: row?.disallowLineSport ?? [],
      liveDisallowSports: row?.disallowLiveSport ?? [],
      showFavoriteTeams: false,
      showPromoCodeCheck: false,
      showWallets: true,
      clubPoints: 0,
      showClubPoints: false,
      walletAttributes: { title_translation_key: 'office_wallets_title' },
      promoSetting: null,
    };
  }

  /** Spec §7 save one setting (id, value): the value must be one the key takes. */
  async saveOneSetting(userId: number, key: AccountSettingKey, value: number): Promise<void> {
    const p = await this.player(userId);
    if (!settingValueAllowed(key, value))
      throw new DomainError(400, 'invalid_setting_value', 'office_invalid_setting_value', `${key} cannot be ${value}`);
    const start = { registrationBonusType: p.bonusType };
    await repo.saveOneSetting(this.deps.db, userId, key, value, new Date(this.deps.now()), start);
  }

  /** Spec §7 save disallowed sports: both lists, sorted (§3), only sports the line knows. */
  async saveDisallowedSports(userId: number, body: DisallowedSportsBody): Promise<{ line: number[]; live: number[] }> {
    const p = await this.player(userId);
    const known = new Set(this.deps.sports().map((s) => s.id));
    const unknown = [...body.line, ...body.live].filter((id) => !known.has(id));
    if (unknown.length > 0)
      throw new DomainError(400, 'unknown_sport', 'office_unknown_sport', `no sport ${unknown.join(', ')}`);
    const lists = { line: sortedSportIds(body.line), live: sortedSportIds(body.live) };
    const start = { registrationBonusType: p.bonusType };
    await repo.saveDisallowed(this.deps.db, userId, lists, new Date(this.deps.now()), start);
    return lists;
  }

  /** Spec §2 user/stopnewsletter: the news mailings off for the player the token names. */
  async stopNewsletter(token: string): Promise<void> {
    const userId = playerOfNewsletterToken(this.deps.key, token);
    const p = userId === null ? undefined : await playerOfficeFacts(this.deps.db, userId);
    if (userId === null || !p) throw new DomainError(400, 'invalid_token', 'office_unsub_invalid');
    const at = new Date(this.deps.now());
    const start = { registrationBonusType: p.bonusType };
    for (const key of NEWSLETTER_KEYS) await repo.saveOneSetting(this.deps.db, userId, key, 0, at, start);
  }

  /**
   * Spec §3 user config fields the office keeps: disallow_line_sport / disallow_live_sport,
   * user_data (the personal data; passport_end_date is not asked for), and the flags derived from
   * them (isCCLine, isCClive, isDataAfterRegistration: config-flags.ts).
   */
  async userConfigFields(userId: number): Promise<Readonly<Record<string, unknown>>> {
    const [p, row, hidden] = await Promise.all([
      this.player(userId),
      repo.personalRow(this.deps.db, userId),
      this.disallowedSports(userId),
    ]);
    const d = personalOf(row, p);
    return {
      disallow_line_sport: hidden.line,
      disallow_live_sport: hidden.live,
      ...officeConfigFlags({
        registrationType: p.registrationType,
        profileFilled: isProfileFilled(d),
        disallowLine: hidden.line,
        disallowLive: hidden.live,
      }),
      user_data: {
        date_birthday: d.date_birthday,
        document_type_id: d.document_type_id,
        inn: d.inn,
        name: d.name,
        passport: d.passport,
        passport_date: d.passport_date,
        passport_end_date: null,
        registration_address: d.registration_address,
        surname: d.surname,
      },
    };
  }

  /**
   * Whether a mailing of this kind may go to the player (spec §3 account settings keys): what they
   * saved, else the default (transactional mail on, news off). For the e-mail and SMS senders.
   */
  async mailingAllowed(userId: number, key: MailingSettingKey): Promise<boolean> {
    const row = await repo.settingsRow(this.deps.db, userId);
    return (row ? repo.settingValue(row, key) : ACCOUNT_SETTING_DEFAULTS[key]) === 1;
  }

  /** The sports a player hid: what the line lists leave out for them. */
  disallowedSports(userId: number): Promise<{ line: number[]; live: number[] }> {
    return repo.disallowedSports(this.deps.db, userId);
  }

  async ideas(userId: number): Promise<IdeaView[]> {
    const rows = await repo.listIdeas(this.deps.db, userId, 50);
    return rows.map((r) => ({
      id: r.id,
      topic: IDEA_TOPICS.find((t) => t === r.topic) ?? 'other',
      text: r.text,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  async shareIdea(userId: number, idea: NewIdea): Promise<IdeaView> {
    await this.player(userId);
    const now = this.deps.now();
    if ((await repo.ideasSince(this.deps.db, userId, new Date(now - DAY_MS))) >= IDEAS_PER_DAY)
      throw new DomainError(429, 'too_many_ideas', 'office_too_many_ideas');
    const row = await repo.insertIdea(this.deps.db, userId, idea.topic, idea.text, new Date(now));
    return { id: row.id, topic: idea.topic, text: row.text, createdAt: row.createdAt.toISOString() };
  }
}

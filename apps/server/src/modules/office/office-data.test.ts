import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  LINE_API,
  OFFICE_DISALLOWED_SPORTS_PATH,
  OFFICE_IDEAS_PATH,
  OFFICE_SAVE_SETTING_PATH,
  OFFICE_SETTINGS_PATH,
  PERSONAL_DATA_PATH,
  PHONE_COUNTRIES_PATH,
  STOP_NEWSLETTER_PATH,
  champsResponseSchema,
  officeErrorSchema,
  officeSettingsSchema,
  personalDataAnswerSchema,
  phoneCountriesAnswerSchema,
  sportsResponseSchema,
  type PersonalDataInput,
} from '@sb/contracts';
import type { App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { serverSecrets, users } from '../../db/schema';
import { openTestBus, openTestDatabase, startTestApp, testEnv, type TestDatabase } from '../../test/test-app';
import { DEFAULT_CONFIG } from '../config';
import { OfficeDataService } from './data-service';
import { newsletterToken, unsubscribeUrl } from './newsletter';

let tdb: TestDatabase;
let bus: EventBus;
let app: App;
let ip = 0;
/** 2026-11-21 10:00 UTC: every date rule below reads this clock. */
const clock = Date.UTC(2026, 10, 21, 10, 0, 0);

beforeAll(async () => {
  tdb = await openTestDatabase();
  bus = await openTestBus();
  app = await startTestApp(tdb.database, bus, testEnv(), () => clock);
});
afterAll(async () => {
  await app.app.close();
  await bus.close();
  await tdb.dispose();
});
beforeEach(async () => {
  for (const [name, value] of Object.entries(DEFAULT_CONFIG)) await app.config.setGroup(name, value, 'test-reset');
});

async function player() {
  const remoteAddress = `10.94.${Math.floor(++ip / 250)}.${ip % 250}`;
  const reg = await app.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress,
    headers: { 'x-requested-with': 'x' },
    payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
  });
  const sid = reg.cookies.find((c) => c.name === 'sid')?.value;
  if (!sid) throw new Error(reg.body);
  const headers = { cookie: `sid=${sid}`, 'x-requested-with': 'XMLHttpRequest', 'x-language': 'en' };
  const { user_id: userId, password = '' } = reg.json<{ user_id: number; password?: string }>();
  return {
    userId,
    get: (url: string) => app.app.inject({ url, headers }),
    // Issue 25 §6: personal data is saved with the password entered again, as the form sends it.
    post: (url: string, payload: object) =>
      app.app.inject({
        method: 'POST',
        url,
        headers,
        payload: url === PERSONAL_DATA_PATH ? { password, ...payload } : payload,
      }),
  };
}

const empty: PersonalDataInput = {
  surname: null,
  name: null,
  middle_name: null,
  date_birthday: null,
  birth_place: null,
  country_code: null,
  region: null,
  city: null,
  registration_address: null,
  postcode: null,
  passport_series: null,
  passport: null,
  passport_date: null,
  passport_issuer: null,
  inn: null,
  document_type_id: null,
};
const full: PersonalDataInput = {
  ...empty,
  surname: 'Silva',
  name: 'Ana',
  middle_name: 'Maria',
  date_birthday: '1990-04-12',
  birth_place: 'Porto',
  country_code: 'PT',
  region: 'Norte',
  city: 'Porto',
  registration_address: 'Rua das Flores 12, 2º',
  postcode: '4050-262',
  passport_series: 'CA',
  passport: '12345678',
  passport_date: '2020-01-15',
  passport_issuer: 'Lisbon civil registry',
  inn: '123456789',
  document_type_id: 1,
};

describe('issue 17 personal data (spec §3 fields, §5 rules)', () => {
  it('guests get 401 on every office data call', async () => {
    for (const url of [PERSONAL_DATA_PATH, OFFICE_SETTINGS_PATH, OFFICE_IDEAS_PATH])
      expect((await app.app.inject({ url })).statusCode).toBe(401);
  });

  it('starts from what registration stored, and saves every field (trimmed, country lower-case)', async () => {
    const p = await player();
    await tdb.database.db
      .update(users)
      .set({ name: 'Ana', surname: 'Silva', birthDate: '1990-04-12' })
      .where(eq(users.id, p.userId));
    const first = personalDataAnswerSchema.parse((await p.get(PERSONAL_DATA_PATH)).json());
    expect(first.data).toMatchObject({ name: 'Ana', surname: 'Silva', date_birthday: '1990-04-12' });
    const saved = await p.post(PERSONAL_DATA_PATH, { ...full, city: '  Porto  ' });
    expect(saved.statusCode).toBe(200);
    const body = personalDataAnswerSchema.parse(saved.json());
    expect(body.data).toEqual({ ...full, country_code: 'pt' });
    expect(personalDataAnswerSchema.parse((await p.get(PERSONAL_DATA_PATH)).json()).data.city).toBe('Porto');
    // Spec §3 user config user_data, and the office menu's name, follow what was saved.
    const config = (await p.get('/web-api/user/config')).json<{ result: Record<string, unknown> }>().result;
    expect(config['user_data']).toEqual({
      date_birthday: '1990-04-12',
      document_type_id: 1,
      inn: '123456789',
      name: 'Ana',
      passport: '12345678',
      passport_date: '2020-01-15',
      passport_end_date: null,
      registration_address: 'Rua das Flores 12, 2º',
      surname: 'Silva',
    });
    await p.post(PERSONAL_DATA_PATH, { ...full, name: 'Anabela' });
    expect((await p.get('/web-api/office/menu')).json<{ user: { name: string } }>().user.name).toBe('Anabela Silva');
  });

  it('validates every field: each problem answered with its field, in priority order', async () => {
    const p = await player();
    const res = await p.post(PERSONAL_DATA_PATH, {
      ...full,
      name: 'Ana3',
      surname: '<b>',
      city: '%%',
      postcode: '!',
      passport: 'x',
      inn: '1',
      country_code: 'portugal',
      document_type_id: 9,
    });
    expect(res.statusCode).toBe(400);
    const errors = officeErrorSchema.parse(res.json()).errors;
    expect(errors.map((e) => e.field)).toEqual([
      'surname',
      'name',
      'country_code',
      'city',
      'postcode',
      'passport',
      'inn',
      'document_type_id',
    ]);
    expect(errors.map((e) => e.priority)).toEqual([...errors.map((e) => e.priority ?? -1)].sort((a, b) => a - b));
    expect(errors[0]).toMatchObject({ code: 'office_invalid_surname', title: 'office_invalid_surname' });
  });

  it('birth date: a real day, at least the site minimum age (clock-driven), not over 120', async () => {
    const p = await player();
    const code = async (date_birthday: string) =>
      officeErrorSchema.parse((await p.post(PERSONAL_DATA_PATH, { ...empty, date_birthday })).json()).errors[0]?.code;
    // 18 on 2026-11-22: one day short on the test clock.
    expect(await code('2008-11-22')).toBe('office_under_age');
    expect((await p.post(PERSONAL_DATA_PATH, { ...empty, date_birthday: '2008-11-21' })).statusCode).toBe(200);
    expect(await code('2001-02-29')).toBe('office_invalid_date_birthday');
    expect(await code('1890-01-01')).toBe('office_invalid_date_birthday');
    expect(await code('2030-01-01')).toBe('office_invalid_date_birthday');
    await app.config.setGroup('site', { ...DEFAULT_CONFIG.site, minAge: 21 }, 't');
    expect(await code('2006-01-01')).toBe('office_under_age');
  });

  it('document issue date: after the birth date and not in the future', async () => {
    const p = await player();
    const problem = async (passport_date: string) =>
      (await p.post(PERSONAL_DATA_PATH, { ...full, passport_date })).statusCode;
    expect(await problem('1989-01-01')).toBe(400);
    expect(await problem('2026-11-22')).toBe(400);
    expect(await problem('2026-11-21')).toBe(200);
  });

  it('spec §5 profile filled: birth date, name, surname, passport, passport date and registration address', async () => {
    const p = await player();
    const filled = async (d: PersonalDataInput) =>
      personalDataAnswerSchema.parse((await p.post(PERSONAL_DATA_PATH, d)).json()).profile_filled;
    expect(await filled(full)).toBe(true);
    for (const missing of [
      'date_birthday',
      'name',
      'surname',
      'passport',
      'passport_date',
      'registration_address',
    ] as const)
      expect(await filled({ ...full, [missing]: '' }), missing).toBe(false);
    // Fields outside the rule do not count.
    expect(await filled({ ...full, city: null, inn: null, middle_name: null })).toBe(true);
  });

  it('spec §5 contacts filled: phone and e-mail both exist', async () => {
    const p = await player();
    const contacts = async () => personalDataAnswerSchema.parse((await p.get(PERSONAL_DATA_PATH)).json());
    expect((await contacts()).contacts_filled).toBe(false);
    await tdb.database.db
      .update(users)
      .set({ email: `p${p.userId}@example.com` })
      .where(eq(users.id, p.userId));
    expect((await contacts()).contacts_filled).toBe(false);
    await tdb.database.db
      .update(users)
      .set({ phone: `3519${p.userId}` })
      .where(eq(users.id, p.userId));
    const both = await contacts();
    expect(both.contacts_filled).toBe(true);
    expect(both.account.phone).toBe(`3519${p.userId}`);
  });
});

describe('issue 17 settings (spec §3 account settings keys, §7 settings data and save one setting)', () => {
  it('settings data: the mailing keys with their defaults, the bonus choices, the line sports', async () => {
    const p = await player();
    const s = officeSettingsSchema.parse((await p.get(OFFICE_SETTINGS_PATH)).json());
    expect(s.notificationSettings).toEqual([
      { id: 'enable_mail_news', value: 0 },
      { id: 'enable_mail_deposit', value: 1 },
      { id: 'enable_mail_bets', value: 1 },
      { id: 'enable_sms_news', value: 0 },
    ]);
    expect(s.bonusSetting).toEqual({ id: 'bonus_type', value: 0, options: [0, 1, 2] });
    expect(s.firstDepositBonusSetting.id).toBe('first_deposit_bonus_type');
    expect(s.sports.length).toBeGreaterThan(3);
    expect(s.lineDisallowSports).toEqual([]);
    expect(s.showWallets).toBe(true);
  });

  it('save one setting (id, value): stored, answered with main_save_success; a value the key does not take is 400', async () => {
    const p = await player();
    const ok = await p.post(OFFICE_SAVE_SETTING_PATH, { id: 'enable_mail_news', value: 1 });
    expect(ok.json()).toEqual({ success: true, message: 'main_save_success' });
    await p.post(OFFICE_SAVE_SETTING_PATH, { id: 'first_deposit_bonus_type', value: 2 });
    const s = officeSettingsSchema.parse((await p.get(OFFICE_SETTINGS_PATH)).json());
    expect(s.notificationSettings[0]).toEqual({ id: 'enable_mail_news', value: 1 });
    expect(s.notificationSettings[1]).toEqual({ id: 'enable_mail_deposit', value: 1 });
    expect(s.firstDepositBonusSetting.value).toBe(2);
    const bad = await p.post(OFFICE_SAVE_SETTING_PATH, { id: 'enable_sms_news', value: 2 });
    expect(bad.statusCode).toBe(400);
    expect(officeErrorSchema.parse(bad.json()).errors[0]?.code).toBe('invalid_setting_value');
    expect((await p.post(OFFICE_SAVE_SETTING_PATH, { id: 'bonus_type', value: 3 })).statusCode).toBe(400);
    expect((await p.post(OFFICE_SAVE_SETTING_PATH, { id: 'no_such_key', value: 1 })).statusCode).toBe(400);
  });

  it('mailingAllowed: the senders ask before a mailing (defaults, then what the player saved)', async () => {
    const p = await player();
    const data = new OfficeDataService({
      db: tdb.database.db,
      config: app.config,
      sports: () => [],
      now: () => clock,
      key: 'k',
      confirmPassword: async () => {},
    });
    expect(await data.mailingAllowed(p.userId, 'enable_mail_news')).toBe(false);
    expect(await data.mailingAllowed(p.userId, 'enable_mail_bets')).toBe(true);
    await p.post(OFFICE_SAVE_SETTING_PATH, { id: 'enable_mail_bets', value: 0 });
    await p.post(OFFICE_SAVE_SETTING_PATH, { id: 'enable_mail_news', value: 1 });
    expect(await data.mailingAllowed(p.userId, 'enable_mail_news')).toBe(true);
    expect(await data.mailingAllowed(p.userId, 'enable_mail_bets')).toBe(false);
  });
});

describe('issue 17 disallowed sports (spec §7 save disallowed sports, §3 user config)', () => {
  it('saved sorted and once each, in the user config, and only for sports the line knows', async () => {
    const p = await player();
    const sports = officeSettingsSchema.parse((await p.get(OFFICE_SETTINGS_PATH)).json()).sports.map((s) => s.id);
    const [a = 0, b = 0] = sports;
    const res = await p.post(OFFICE_DISALLOWED_SPORTS_PATH, { line: [b, a, b], live: [a] });
    expect(res.json()).toEqual({
      success: true,
      lineDisallowSports: [a, b].sort((x, y) => x - y),
      liveDisallowSports: [a],
    });
    const config = (await p.get('/web-api/user/config')).json<{ result: Record<string, unknown> }>().result;
    expect(config['disallow_line_sport']).toEqual([a, b].sort((x, y) => x - y));
    expect(config['disallow_live_sport']).toEqual([a]);
    const unknown = await p.post(OFFICE_DISALLOWED_SPORTS_PATH, { line: [987_654], live: [] });
    expect(unknown.statusCode).toBe(400);
    expect(officeErrorSchema.parse(unknown.json()).errors[0]?.code).toBe('unknown_sport');
  });

  it('the line sports and champs lists leave a hidden sport out for that player only', async () => {
    const p = await player();
    const all = sportsResponseSchema.parse((await app.app.inject({ url: `${LINE_API}/sports` })).json()).sports;
    const hidden = all[0]?.id ?? 0;
    await p.post(OFFICE_DISALLOWED_SPORTS_PATH, { line: [hidden], live: [] });
    const mine = await p.get(`${LINE_API}/sports`);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(sportsResponseSchema.parse(mine.json()).sports.map((s) => s.id)).toEqual(
      all.map((s) => s.id).filter((id) => id !== hidden),
    );
    const champs = champsResponseSchema.parse((await p.get(`${LINE_API}/champs`)).json()).champs;
    expect(champs.length).toBeGreaterThan(0);
    expect(champs.some((c) => c.sportId === hidden)).toBe(false);
    const guest = await app.app.inject({ url: `${LINE_API}/sports` });
    expect(guest.headers['cache-control']).toMatch(/^public/);
    expect(sportsResponseSchema.parse(guest.json()).sports.map((s) => s.id)).toContain(hidden);
    // Showing it again puts it back.
    await p.post(OFFICE_DISALLOWED_SPORTS_PATH, { line: [], live: [] });
    expect(sportsResponseSchema.parse((await p.get(`${LINE_API}/sports`)).json()).sports).toHaveLength(all.length);
  });
});

describe('issue 17 phone countries and masks (spec §3, §7)', () => {
  it('every country has one mask with Min ≤ Max and digit placeholders for Max digits', async () => {
    const res = await app.app.inject({ url: PHONE_COUNTRIES_PATH });
    const { countries, masks } = phoneCountriesAnswerSchema.parse(res.json());
    expect(countries.length).toBeGreaterThan(10);
    for (const c of countries) {
      const m = masks.filter((x) => x.CountryId === c.id);
      expect(m, c.name).toHaveLength(1);
      expect(m[0]?.Min).toBeLessThanOrEqual(m[0]?.Max ?? 0);
    }
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('issue 17 office/share-idea', () => {
  it('stores an idea, lists the player’s own, and refuses a flood (5 a day) with 429', async () => {
    const p = await player();
    const other = await player();
    const res = await p.post(OFFICE_IDEAS_PATH, { topic: 'sports', text: 'Please add darts to the line.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ topic: 'sports', text: 'Please add darts to the line.' });
    expect((await p.post(OFFICE_IDEAS_PATH, { topic: 'sports', text: 'short' })).statusCode).toBe(400);
    expect((await p.post(OFFICE_IDEAS_PATH, { topic: 'nope', text: 'A long enough idea text' })).statusCode).toBe(400);
    expect((await other.get(OFFICE_IDEAS_PATH)).json()).toEqual({ ideas: [] });
    for (let i = 0; i < 4; i++)
      expect((await p.post(OFFICE_IDEAS_PATH, { topic: 'other', text: `Idea number ${i} for you` })).statusCode).toBe(
        200,
      );
    expect((await p.post(OFFICE_IDEAS_PATH, { topic: 'other', text: 'One idea too many today' })).statusCode).toBe(429);
    expect((await p.get(OFFICE_IDEAS_PATH)).json<{ ideas: unknown[] }>().ideas).toHaveLength(5);
  });
});

describe('issue 17 user/stopnewsletter (spec §2): the unsubscribe link of every mailing', () => {
  const key = async () => {
    const [row] = await tdb.database.db.select().from(serverSecrets).where(eq(serverSecrets.name, 'auth'));
    if (!row) throw new Error('no signing key');
    return row.value;
  };
  const unsubscribe = (token: string) =>
    app.app.inject({
      method: 'POST',
      url: STOP_NEWSLETTER_PATH,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { token },
    });
  const newsOf = async (p: Awaited<ReturnType<typeof player>>) =>
    officeSettingsSchema.parse((await p.get(OFFICE_SETTINGS_PATH)).json()).notificationSettings;

  it('a signed token switches the news mailings off without logging in; deposit and bet mail stay', async () => {
    const p = await player();
    await p.post(OFFICE_SAVE_SETTING_PATH, { id: 'enable_mail_news', value: 1 });
    await p.post(OFFICE_SAVE_SETTING_PATH, { id: 'enable_sms_news', value: 1 });
    const res = await unsubscribe(newsletterToken(await key(), p.userId));
    expect(res.json()).toEqual({ success: true, message: 'office_unsubscribed' });
    expect(await newsOf(p)).toEqual([
      { id: 'enable_mail_news', value: 0 },
      { id: 'enable_mail_deposit', value: 1 },
      { id: 'enable_mail_bets', value: 1 },
      { id: 'enable_sms_news', value: 0 },
    ]);
  });

  it("a forged, altered or another key's token is 400 invalid_token and changes nothing", async () => {
    const p = await player();
    const other = await player();
    await p.post(OFFICE_SAVE_SETTING_PATH, { id: 'enable_mail_news', value: 1 });
    const good = newsletterToken(await key(), other.userId);
    const forged = `${p.userId}.${good.split('.')[1] ?? ''}`;
    for (const token of [forged, newsletterToken('another-key', p.userId), 'nonsense', `${p.userId}.`]) {
      const res = await unsubscribe(token);
      expect(res.statusCode, token).toBe(400);
      expect(res.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('invalid_token');
    }
    expect((await newsOf(p))[0]).toEqual({ id: 'enable_mail_news', value: 1 });
  });

  it('the link names the page in the player language, with the token', () => {
    expect(unsubscribeUrl('https://bet.example/', 'pt', 'k', 100_001)).toBe(
      `https://bet.example/pt/user/stopnewsletter?token=${encodeURIComponent(newsletterToken('k', 100_001))}`,
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  LINE_API,
  OFFICE_DISALLOWED_SPORTS_PATH,
  PERSONAL_DATA_PATH,
  officeMenuAnswerSchema,
  verificationAnswerSchema,
  type PersonalDataInput,
} from '@sb/contracts';
import { ADMIN, XRW, useTestApp } from '../../test/test-app';
import { officeConfigFlags, SHORT_REGISTRATION_TYPES } from './config-flags';

/** 2026-11-24 10:00 UTC: the personal-data date rules read this clock. */
const NOW = Date.UTC(2026, 10, 24, 10, 0, 0);
const node = useTestApp({ now: () => NOW });
let ip = 0;

type Payload = Record<string, unknown>;
async function register(payload: Payload) {
  const remoteAddress = `10.97.${Math.floor(++ip / 250)}.${ip % 250}`;
  const reg = await node.app.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress,
    headers: XRW,
    payload: { currency: 'EUR', bonusType: 0, termsAccepted: true, ...payload },
  });
  const sid = reg.cookies.find((c) => c.name === 'sid')?.value;
  if (!sid) throw new Error(reg.body);
  const headers = { ...XRW, cookie: `sid=${sid}`, 'x-language': 'en' };
  const answer = reg.json<{ user_id: number; password?: string }>();
  return {
    userId: answer.user_id,
    // Issue 25 §6: personal data is saved with the password (one-click registration answers it).
    password: answer.password ?? String(payload['password'] ?? ''),
    get: (url: string) => node.app.app.inject({ url, headers }),
    post: (url: string, payload: object) => node.app.app.inject({ method: 'POST', url, headers, payload }),
  };
}
type Player = Awaited<ReturnType<typeof register>>;
const oneClick = () => register({ type: 'one_click' });
const config = async (p: Player) =>
  (await p.get('/web-api/user/config')).json<{ result: Record<string, unknown> }>().result;
const admin = (url: string, payload: object) => node.app.app.inject({ method: 'POST', url, headers: ADMIN, payload });

const full: PersonalDataInput = {
  surname: 'Silva',
  name: 'Ana',
  middle_name: null,
  date_birthday: '1990-04-12',
  birth_place: null,
  country_code: 'PT',
  region: null,
  city: 'Porto',
  registration_address: 'Rua das Flores 12',
  postcode: null,
  passport_series: null,
  passport: '12345678',
  passport_date: '2020-01-15',
  passport_issuer: null,
  inn: null,
  document_type_id: 1,
};

describe('§3 User config isCCLine, isCClive, isDataAfterRegistration (office config-flags.ts)', () => {
  it('§3 isCCLine / isCClive: true exactly when the player hid sports from that section', () => {
    const base = { registrationType: 'full_reg', profileFilled: true };
    expect(officeConfigFlags({ ...base, disallowLine: [], disallowLive: [] })).toMatchObject({
      isCCLine: false,
      isCClive: false,
    });
    expect(officeConfigFlags({ ...base, disallowLine: [1], disallowLive: [] })).toMatchObject({
      isCCLine: true,
      isCClive: false,
    });
    expect(officeConfigFlags({ ...base, disallowLine: [], disallowLive: [3, 4] })).toMatchObject({
      isCCLine: false,
      isCClive: true,
    });
  });

  it('§3 isDataAfterRegistration: a one-click, phone or social registration until the §5 profile is filled', () => {
    const flags = (registrationType: string, profileFilled: boolean) =>
      officeConfigFlags({ registrationType, profileFilled, disallowLine: [], disallowLive: [] })
        .isDataAfterRegistration;
    for (const t of SHORT_REGISTRATION_TYPES) {
      expect(flags(t, false), t).toBe(true);
      expect(flags(t, true), t).toBe(false);
    }
    expect(flags('full_reg', false)).toBe(false);
  });

  it('§3 isCCLine / isCClive follow the saved hidden sports, and a custom line is a private answer', async () => {
    const p = await oneClick();
    expect(await config(p)).toMatchObject({ isCCLine: false, isCClive: false });
    const shared = await p.get(`${LINE_API}/sports`);
    expect(shared.headers['cache-control']).not.toContain('private');
    const sport = shared.json<{ sports: { id: number }[] }>().sports[0]?.id ?? 1;
    expect((await p.post(OFFICE_DISALLOWED_SPORTS_PATH, { line: [sport], live: [] })).statusCode).toBe(200);
    expect(await config(p)).toMatchObject({ isCCLine: true, isCClive: false, disallow_line_sport: [sport] });
    const own = await p.get(`${LINE_API}/sports`);
    expect(own.headers['cache-control']).toContain('private');
    expect(own.json<{ sports: { id: number }[] }>().sports.map((s) => s.id)).not.toContain(sport);
    await p.post(OFFICE_DISALLOWED_SPORTS_PATH, { line: [], live: [sport] });
    expect(await config(p)).toMatchObject({ isCCLine: false, isCClive: true });
  });

  it('§3 isDataAfterRegistration: asked after one click (settings badged in the office menu), not after full registration', async () => {
    const p = await oneClick();
    expect((await config(p)).isDataAfterRegistration).toBe(true);
    const badge = async () =>
      officeMenuAnswerSchema
        .parse((await p.get('/web-api/office/menu')).json())
        .groups.flatMap((g) => g.items)
        .find((i) => i.id === 'settings')?.badge;
    expect(await badge()).toEqual({ kind: 'attention' });
    expect((await p.post(PERSONAL_DATA_PATH, { ...full, password: p.password })).statusCode).toBe(200);
    expect((await config(p)).isDataAfterRegistration).toBe(false);
    expect(await badge()).toBeUndefined();

    const f = await register({
      type: 'full',
      email: `full${ip}@example.com`,
      password: 'Str0ng-pass!',
      name: 'Rui',
      surname: 'Costa',
      birthDate: '1988-02-03',
    });
    expect((await config(f)).isDataAfterRegistration).toBe(false);
  });
});

describe('§3 User config isRequiredTransfer (the §4 HRK account conversion)', () => {
  it('§3 isRequiredTransfer: true while a legacy HRK account holds money, false once converted', async () => {
    const p = await oneClick();
    expect((await config(p)).isRequiredTransfer).toBe(false);
    const opened = await admin('/admin-api/wallet/legacy-hrk-account', {
      userId: p.userId,
      type: 'currency',
      balanceMinor: '7535',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect((await config(p)).isRequiredTransfer).toBe(true);
    expect((await p.post('/web-api/wallet/conversion-offer/accept', {})).statusCode).toBe(200);
    expect((await config(p)).isRequiredTransfer).toBe(false);
  });
});

describe('§3 User config is_identification_bonus (verification identification-bonus.ts)', () => {
  it('§3 is_identification_bonus: answered in the user config and on office/verification from the real definitions', async () => {
    const p = await oneClick();
    const verification = async () => verificationAnswerSchema.parse((await p.get('/web-api/verification')).json());
    expect((await config(p)).is_identification_bonus).toBe(false);
    expect((await verification()).identificationBonus).toBe(false);
    const created = await admin('/admin-api/bonuses/definitions', {
      name: 'Verified welcome',
      kind: 'no_deposit',
      products: ['casino'],
      fixedAmount: '500',
      wageringMultiplier: 5,
      validityDays: 7,
      eligibility: { countries: [], currencies: ['EUR'], newPlayersOnly: false, verifiedOnly: true },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect((await config(p)).is_identification_bonus).toBe(true);
    expect((await verification()).identificationBonus).toBe(true);
  });
});

describe('§3 User config should_sync_protection_methods', () => {
  it('§3 should_sync_protection_methods: false at login, true once a protection method changed in the session', async () => {
    const p = await oneClick();
    expect((await config(p)).should_sync_protection_methods).toBe(false);
    const set = await p.post('/web-api/user/security-question', { question: 'First pet?', answer: 'Rex' });
    expect(set.statusCode, set.body).toBe(200);
    const cfg = await config(p);
    expect(cfg.should_sync_protection_methods).toBe(true);
    expect(cfg.is_active_secure_question).toBe(true);
  });
});

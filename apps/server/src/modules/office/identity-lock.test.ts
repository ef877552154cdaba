import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  PERSONAL_DATA_PATH,
  VERIFIED_LOCKED_FIELDS,
  officeErrorSchema,
  personalDataAnswerSchema,
  type PersonalDataInput,
} from '@sb/contracts';
import { users } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { setInternalVerification } from '../identity';

/** Issue 25 §6: verified identity is locked; personal data and a bound phone change only with the password. */
const clock = Date.UTC(2026, 11, 2, 9, 0, 0);
const node = useTestApp({ now: () => clock });
let ip = 0;

async function player() {
  const remoteAddress = `10.96.${Math.floor(++ip / 250)}.${ip % 250}`;
  const reg = await node.app.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress,
    headers: { 'x-requested-with': 'x' },
    payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
  });
  const sid = reg.cookies.find((c) => c.name === 'sid')?.value;
  if (!sid) throw new Error(reg.body);
  const { user_id: userId, password = '' } = reg.json<{ user_id: number; password?: string }>();
  const headers = { cookie: `sid=${sid}`, 'x-requested-with': 'XMLHttpRequest' };
  return {
    userId,
    password,
    get: (url: string) => node.app.app.inject({ url, remoteAddress, headers }),
    post: (url: string, payload: object) =>
      node.app.app.inject({ method: 'POST', url, remoteAddress, headers, payload }),
  };
}

const data: PersonalDataInput = {
  surname: 'Silva',
  name: 'Ana',
  middle_name: null,
  date_birthday: '1990-04-12',
  birth_place: 'Porto',
  country_code: 'pt',
  region: null,
  city: 'Porto',
  registration_address: 'Rua das Flores 12',
  postcode: null,
  passport_series: 'CA',
  passport: '12345678',
  passport_date: '2020-01-15',
  passport_issuer: 'Lisbon civil registry',
  inn: null,
  document_type_id: 1,
};
const codes = (res: { json: () => unknown }) => officeErrorSchema.parse(res.json()).errors.map((e) => e.code);
const saved = async (p: Awaited<ReturnType<typeof player>>) =>
  personalDataAnswerSchema.parse((await p.get(PERSONAL_DATA_PATH)).json());

describe('issue 25 §6: personal data is saved only with the password entered again', () => {
  it('without the password: 400, nothing saved; a wrong password: 400 wrong_password, nothing saved; the right one saves', async () => {
    const p = await player();
    const before = await saved(p);
    expect((await p.post(PERSONAL_DATA_PATH, data)).statusCode).toBe(400);
    const wrong = await p.post(PERSONAL_DATA_PATH, { ...data, password: 'Not-my-password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(codes(wrong)).toEqual(['wrong_password']);
    expect((await saved(p)).data).toEqual(before.data);
    const ok = await p.post(PERSONAL_DATA_PATH, { ...data, password: p.password });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(personalDataAnswerSchema.parse(ok.json()).data.surname).toBe('Silva');
  });

  it('wrong passwords count with the other password checks: from the 4th try a captcha (100) is asked', async () => {
    const p = await player();
    for (let i = 0; i < 3; i++)
      expect(codes(await p.post(PERSONAL_DATA_PATH, { ...data, password: `Wrong-${i}-pass` }))).toEqual([
        'wrong_password',
      ]);
    expect(codes(await p.post(PERSONAL_DATA_PATH, { ...data, password: p.password }))).toEqual(['100']);
  });
});

describe('issue 25 §6: a verified player’s identity fields are locked', () => {
  it('the answer names the locked fields; changing one is refused field by field (office_verified_locked); the rest still saves', async () => {
    const p = await player();
    expect((await p.post(PERSONAL_DATA_PATH, { ...data, password: p.password })).statusCode).toBe(200);
    expect(await saved(p)).toMatchObject({ verified: false, locked_fields: [] });
    await setInternalVerification(node.tdb.database.db, p.userId, 1);
    expect(await saved(p)).toMatchObject({ verified: true, locked_fields: [...VERIFIED_LOCKED_FIELDS] });

    const changed = await p.post(PERSONAL_DATA_PATH, {
      ...data,
      name: 'Someone',
      date_birthday: '1980-01-01',
      passport: '99999999',
      password: p.password,
    });
    expect(changed.statusCode).toBe(400);
    const errors = officeErrorSchema.parse(changed.json()).errors;
    expect(errors.map((e) => [e.field, e.code])).toEqual([
      ['name', 'office_verified_locked'],
      ['date_birthday', 'office_verified_locked'],
      ['passport', 'office_verified_locked'],
    ]);
    expect((await saved(p)).data).toMatchObject({ name: 'Ana', date_birthday: '1990-04-12', passport: '12345678' });

    // Clearing a locked field is a change too.
    expect(codes(await p.post(PERSONAL_DATA_PATH, { ...data, surname: null, password: p.password }))).toEqual([
      'office_verified_locked',
    ]);
    // The same identity with another address (spacing as typed) goes through, and the player stays verified.
    const moved = await p.post(PERSONAL_DATA_PATH, { ...data, name: ' Ana ', city: 'Braga', password: p.password });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(personalDataAnswerSchema.parse(moved.json())).toMatchObject({ verified: true, data: { city: 'Braga' } });
  });
});

describe('issue 25 §6: replacing a confirmed phone needs the password', () => {
  it('a first phone binds without it; a confirmed one is replaced only with the right password', async () => {
    const p = await player();
    expect((await p.post('/web-api/user/phone/bind', { phone: '+351912345601' })).statusCode).toBe(200);
    await node.tdb.database.db.update(users).set({ phoneVerified: true }).where(eq(users.id, p.userId));

    const bare = await p.post('/web-api/user/phone/bind', { phone: '+351912345602' });
    expect([bare.statusCode, codes(bare)]).toEqual([400, ['password_required']]);
    const wrong = await p.post('/web-api/user/phone/bind', { phone: '+351912345602', password: 'Not-it-123' });
    expect(codes(wrong)).toEqual(['wrong_password']);
    const [row] = await node.tdb.database.db.select().from(users).where(eq(users.id, p.userId));
    expect(row).toMatchObject({ phone: '351912345601', phoneVerified: true });

    const ok = await p.post('/web-api/user/phone/bind', { phone: '+351912345602', password: p.password });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { loginBody, twoStepBody } from './login';

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

describe('spec §3 auth forms and §7 auth calls: logins and passwords are encoded', () => {
  it('login_password sends uLogin and uPassword as base64 of UTF-8, and save for remember me', () => {
    expect(
      loginBody({ form: 'login_password', login: ' anna@example.com ', password: 'Пароль123', remember: true }),
    ).toEqual({
      form: 'login_password',
      uLogin: b64('anna@example.com'),
      uPassword: b64('Пароль123'),
      save: true,
    });
  });

  it('phone_password sends phone_number and the country code as digits (spec §3 masks write them for display only) and the encoded password', () => {
    expect(
      loginBody({
        form: 'phone_password',
        countryCode: '+7',
        phone: '912 000 11 22',
        password: 'Phone1234',
        remember: false,
      }),
    ).toEqual({
      form: 'phone_password',
      phone_number: '9120001122',
      country_code: '7',
      uPassword: b64('Phone1234'),
      save: false,
    });
    expect(
      loginBody({ form: 'phone_password', countryCode: '', phone: '79120001122', password: 'x', remember: false }),
    ).not.toHaveProperty('country_code');
  });
});

describe('spec §7 two-step and social two-step (issue 11 §9: social login does not skip two-factor)', () => {
  it('sends the ticket and the code after a password; the code alone after a social login', () => {
    expect(twoStepBody('t.k', ' 123456 ')).toEqual({ ticket: 't.k', code: '123456' });
    expect(twoStepBody(null, '123456')).toEqual({ code: '123456' });
  });
});

import { loginAnswerSchema, requestIdAnswerSchema, userIdAnswerSchema, type LoginAnswer } from '@sb/contracts';
import { postParsed } from '../../../lib/api-client';
import { base64Utf8 } from '../../../lib/base64';

/** Spec §3 Auth form forms (sms and social are not offered by this site yet). */
export type PasswordForm = 'login_password' | 'phone_password';

export type AuthAnswer = LoginAnswer;

export type LoginInput =
  | { form: 'login_password'; login: string; password: string; remember: boolean }
  | { form: 'phone_password'; countryCode: string; phone: string; password: string; remember: boolean };

/** Spec §7 auth calls: logins and passwords are sent encoded (base64 of UTF-8). */
export function loginBody(input: LoginInput): Record<string, unknown> {
  if (input.form === 'login_password') {
    return {
      form: input.form,
      uLogin: base64Utf8(input.login.trim()),
      uPassword: base64Utf8(input.password),
      save: input.remember,
    };
  }
  const countryCode = input.countryCode.replace(/\D/g, '');
  return {
    form: input.form,
    phone_number: input.phone.replace(/\D/g, ''),
    ...(countryCode ? { country_code: countryCode } : {}),
    uPassword: base64Utf8(input.password),
    save: input.remember,
  };
}

export const login = (input: LoginInput) =>
  postParsed(loginAnswerSchema, '/web-api/user/auth', loginBody(input), { fingerprint: true });

/** Spec §3 form login_password_two_step_code and §7 two-step: the two-step ticket and the code. */
export function twoStepBody(ticket: string | null, code: string): Record<string, string> {
  // Spec §7 social two-step: the code alone (after a social login the ticket is in its cookie).
  return ticket === null ? { code: code.trim() } : { ticket, code: code.trim() };
}

/** The authenticator code after the password (or a social login: ticket null). */
export const loginTwoStep = (ticket: string | null, code: string) =>
  postParsed(userIdAnswerSchema, '/web-api/user/auth/two-step', twoStepBody(ticket, code), { fingerprint: true });

/** Spec §7 send sms (phone-number, phone-code; captcha header when asked) and §3 form `sms`. */
export const sendLoginSms = (countryCode: string, phone: string) => {
  const code = countryCode.replace(/\D/g, '');
  return postParsed(
    requestIdAnswerSchema,
    '/web-api/user/sms/send',
    { 'phone-number': phone.replace(/\D/g, ''), ...(code ? { 'phone-code': code } : {}) },
    { fingerprint: true },
  );
};

export const loginWithSms = (requestId: string, smsCode: string, remember: boolean) =>
  postParsed(
    loginAnswerSchema,
    '/web-api/user/auth',
    { form: 'sms', requestId, sms_code: smsCode.trim(), save: remember },
    { fingerprint: true },
  );

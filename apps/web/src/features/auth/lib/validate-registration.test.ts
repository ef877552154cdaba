import { describe, expect, it } from 'vitest';
import { passwordProblem } from '../../../lib/password-rules';
import { registrationRequest, validateRegistration, type RegistrationDraft } from './validate-registration';

const rules = { minAge: 18, today: { y: 2026, m: 6, d: 15 } };
const draft = (over: Partial<RegistrationDraft> = {}): RegistrationDraft => ({
  flow: 'full',
  currency: 'EUR',
  bonusType: 1,
  promoCode: '',
  terms: true,
  phone: '',
  password: 'Secret123',
  email: 'anna@example.com',
  name: 'Anna',
  surname: 'Ivanova',
  birthDate: '1990-05-17',
  ...over,
});

describe('spec §3 registration flows: client-side checks', () => {
  it('a complete full registration passes', () => {
    expect(validateRegistration(draft(), rules)).toEqual({});
  });

  it('config minAge: a birthday today counts, one day short does not', () => {
    expect(validateRegistration(draft({ birthDate: '2008-06-15' }), rules)).toEqual({});
    expect(validateRegistration(draft({ birthDate: '2008-06-16' }), rules).birthDate).toBe('auth_under_age');
    expect(validateRegistration(draft({ birthDate: '2008-06-16' }), { ...rules, minAge: 17 })).toEqual({});
    expect(validateRegistration(draft({ birthDate: '1990-02-30' }), rules).birthDate).toBe('auth_invalid_birth_date');
  });

  it('terms are required in every flow; one_click needs nothing else', () => {
    const oneClick = draft({ flow: 'one_click', password: '', email: '', name: '', surname: '', birthDate: '' });
    expect(validateRegistration(oneClick, rules)).toEqual({});
    expect(validateRegistration({ ...oneClick, terms: false }, rules)).toEqual({ terms: 'reg_terms_required' });
  });

  it('phone flow: phone (7–15 digits in any spelling) and password', () => {
    const phone = draft({ flow: 'phone', phone: '+7 (912) 000-11-22', email: '' });
    expect(validateRegistration(phone, rules)).toEqual({});
    expect(validateRegistration({ ...phone, phone: 'call me' }, rules).phone).toBe('auth_invalid_phone');
    expect(validateRegistration({ ...phone, password: 'lettersonly' }, rules).password).toBe(
      'auth_password_too_simple',
    );
  });

  it('names the field problems of a full registration', () => {
    expect(
      validateRegistration(draft({ email: 'nope', name: ' ', password: 'short1', promoCode: 'bad code!' }), rules),
    ).toEqual({
      email: 'auth_email_invalid',
      name: 'auth_field_required',
      password: 'auth_password_too_short',
      promoCode: 'reg_promo_invalid',
    });
  });

  it('password rule mirrors the server: 8–128, letters and digits', () => {
    expect(passwordProblem('Secret123')).toBeNull();
    expect(passwordProblem('Sec1')).toBe('auth_password_too_short');
    expect(passwordProblem('12345678')).toBe('auth_password_too_simple');
    expect(passwordProblem('x1'.repeat(65))).toBe('auth_password_too_long');
  });

  it('builds the request of each flow with termsAccepted and the optional promo code', () => {
    expect(registrationRequest(draft({ flow: 'one_click', promoCode: ' WELCOME ' }))).toEqual({
      type: 'one_click',
      currency: 'EUR',
      bonusType: 1,
      promoCode: 'WELCOME',
      termsAccepted: true,
    });
    expect(registrationRequest(draft({ flow: 'phone', phone: ' 79120001122 ' }))).toEqual({
      type: 'phone',
      phone: '79120001122',
      password: 'Secret123',
      currency: 'EUR',
      bonusType: 1,
      termsAccepted: true,
    });
    expect(registrationRequest(draft({ email: ' anna@example.com ' }))).toMatchObject({
      type: 'full',
      email: 'anna@example.com',
      birthDate: '1990-05-17',
    });
  });
});

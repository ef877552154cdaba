import { ageOn, parseIsoDate } from '@sb/identity';
import type { MessageKey } from '@sb/i18n';
import type { BonusType, RegistrationFlow, RegistrationRequest } from '../api/register';
import { passwordProblem } from '../../../lib/password-rules';
import { fullProblem, phoneProblemKey } from '../../../lib/phone-input';

export interface RegistrationDraft {
  flow: RegistrationFlow;
  currency: string;
  bonusType: BonusType;
  promoCode: string;
  terms: boolean;
  phone: string;
  password: string;
  email: string;
  name: string;
  surname: string;
  birthDate: string;
}

export type DraftField = Exclude<keyof RegistrationDraft, 'flow' | 'bonusType'>;
export type FieldErrors = Partial<Record<DraftField, MessageKey>>;

export interface RegistrationRules {
  /** Site config minAge (spec §3). */
  minAge: number;
  today: { y: number; m: number; d: number };
}

const NAME_MAX = 80;
const PROMO = /^[A-Za-z0-9_-]{0,40}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Like the server: digits only after dropping spaces, brackets, '+' and '-', 7–15 of them. */
const PHONE = /^\d{7,15}$/;

const blank = (s: string) => s.trim() === '';

/** The checks the browser can make before sending; the same problems the server would name. */
export function validateRegistration(d: RegistrationDraft, rules: RegistrationRules): FieldErrors {
  const e: FieldErrors = {};
  if (blank(d.currency)) e.currency = 'auth_field_required';
  if (!PROMO.test(d.promoCode.trim())) e.promoCode = 'reg_promo_invalid';
  if (!d.terms) e.terms = 'reg_terms_required';
  if (d.flow === 'one_click') return e;
  const pw = blank(d.password) ? 'auth_field_required' : passwordProblem(d.password);
  if (pw) e.password = pw;
  if (d.flow === 'phone') {
    if (blank(d.phone)) e.phone = 'auth_field_required';
    else if (!PHONE.test(d.phone.replace(/[\s()+-]/g, ''))) e.phone = 'auth_invalid_phone';
    else {
      // Spec §3: a number of a listed country must fit its mask.
      const problem = fullProblem(d.phone);
      if (problem) e.phone = phoneProblemKey(problem);
    }
    return e;
  }
  if (blank(d.email)) e.email = 'auth_field_required';
  else if (!EMAIL.test(d.email.trim()) || d.email.length > 254) e.email = 'auth_email_invalid';
  if (blank(d.name)) e.name = 'auth_field_required';
  else if (d.name.trim().length > NAME_MAX) e.name = 'auth_too_long';
  if (blank(d.surname)) e.surname = 'auth_field_required';
  else if (d.surname.trim().length > NAME_MAX) e.surname = 'auth_too_long';
  const birth = parseIsoDate(d.birthDate);
  if (blank(d.birthDate)) e.birthDate = 'auth_field_required';
  else if (!birth || ageOn(birth, rules.today) > 120 || ageOn(birth, rules.today) < 0)
    e.birthDate = 'auth_invalid_birth_date';
  else if (ageOn(birth, rules.today) < rules.minAge) e.birthDate = 'auth_under_age';
  return e;
}

export function registrationRequest(d: RegistrationDraft): RegistrationRequest {
  const common = {
    currency: d.currency,
    bonusType: d.bonusType,
    termsAccepted: true as const,
    ...(d.promoCode.trim() ? { promoCode: d.promoCode.trim() } : {}),
  };
  switch (d.flow) {
    case 'one_click':
      return { type: 'one_click', ...common };
    case 'phone':
      return { type: 'phone', phone: d.phone.trim(), password: d.password, ...common };
    case 'full':
      return {
        type: 'full',
        email: d.email.trim(),
        password: d.password,
        name: d.name.trim(),
        surname: d.surname.trim(),
        birthDate: d.birthDate,
        ...common,
      };
  }
}

export function todayOf(nowMs: number): RegistrationRules['today'] {
  const now = new Date(nowMs);
  return { y: now.getFullYear(), m: now.getMonth() + 1, d: now.getDate() };
}

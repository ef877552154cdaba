import { registrationAnswerSchema, type RegistrationAnswer } from '@sb/contracts';
import { postParsed } from '../../../lib/api-client';

/** Spec §3 registration flows this site offers (social is not built yet). */
export type RegistrationFlow = 'one_click' | 'phone' | 'full';
/** Spec §3 Bonus types: 0 refuse bonuses, 1 sport bonus, 2 casino bonus. */
export type BonusType = 0 | 1 | 2;
export const BONUS_TYPES: readonly BonusType[] = [1, 2, 0];

interface Common {
  currency: string;
  bonusType: BonusType;
  promoCode?: string;
  termsAccepted: true;
}

export type RegistrationRequest =
  | ({ type: 'one_click' } & Common)
  | ({ type: 'phone'; phone: string; password: string } & Common)
  | ({ type: 'full'; email: string; password: string; name: string; surname: string; birthDate: string } & Common);

/** One-click answers the generated password, once; the session cookie is set (logged in). */
export type { RegistrationAnswer };

export const register = (body: RegistrationRequest) =>
  postParsed(registrationAnswerSchema, '/web-api/user/registration', body, { fingerprint: true });

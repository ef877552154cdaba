import type { Db } from '../../db/client';
import type { ConfigService } from '../config';
import type { AttemptGate } from './attempt-gate';
import type { OneTimeCodes } from './one-time-codes';

export const REGISTRATIONS_PER_IP_HOUR = 10;
export const RECOVERY_PER_IP_HOUR = 10;
export const SMS_PER_IP_HOUR = 10;
export const SMS_PER_PHONE_HOUR = 5;
export const RESET_TTL_MS = 15 * 60_000;
export const BACKUP_CODE_COUNT = 8;

export interface RequestMeta {
  ip: string;
  userAgent: string | undefined;
  captchaToken: string | undefined;
  /** Device id from a valid fingerprint token (spec §3 Fingerprint record), if the client sent one. */
  deviceId?: string | null;
  /** The site language of the page that made the request (codes are sent in it). */
  lang?: string;
  /** The site's origin as the request reached it (links in messages). */
  origin?: string;
}

export type Registration =
  | {
      type: 'one_click';
      currency: string;
      bonusType: 0 | 1 | 2;
      promoCode?: string | undefined;
      countryCode?: string | undefined;
    }
  | {
      type: 'phone';
      phone: string;
      password: string;
      currency: string;
      bonusType: 0 | 1 | 2;
      promoCode?: string | undefined;
      countryCode?: string | undefined;
    }
  | {
      type: 'full';
      email: string;
      password: string;
      name: string;
      surname: string;
      birthDate: string;
      currency: string;
      bonusType: 0 | 1 | 2;
      promoCode?: string | undefined;
      countryCode?: string | undefined;
    };

export type LoginResult =
  | { kind: 'session'; userId: number; secret: string; expiresAt: Date; remember: boolean }
  | { kind: 'two_step'; ticket: string };

/** Phones are stored as digits only (E.164 without '+'), so one number has one spelling. */
export function normalizePhone(raw: string): string | null {
  const digits = raw.replace(/[\s()+-]/g, '');
  return /^\d{7,15}$/.test(digits) ? digits : null;
}

/** What identity's commands and queries work with (issue 12: named commands over one context). */
export interface IdentityContext {
  db: Db;
  config: ConfigService;
  key: string;
  now: () => number;
  attempts: AttemptGate;
  codes: OneTimeCodes;
}

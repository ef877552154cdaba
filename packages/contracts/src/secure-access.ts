import { z } from 'zod';

/**
 * Issue 17: spec §7 auth call "by token: method_id, token, sign, lng", the secure-data call with
 * its grant cookie (§7; §9 "secure grant cookie lasts 30 min") and "get rights".
 */
export const LOGIN_BY_TOKEN_PATH = '/web-api/user/auth/token';
export const LOGIN_TOKEN_ISSUE_PATH = '/web-api/user/auth/token/issue';
export const SECURE_DATA_PATH = '/web-api/user/secure-data';
export const SECURE_DATA_GRANT_PATH = '/web-api/user/secure-data/grant';
export const USER_RIGHTS_PATH = '/web-api/user/rights';

export const loginByTokenBodySchema = z.object({
  method_id: z.coerce.number().int().min(0).max(1000),
  token: z.string().min(1).max(2048),
  sign: z.string().min(1).max(200),
  lng: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional(),
});
export type LoginByTokenBody = z.infer<typeof loginByTokenBodySchema>;

export const loginTokenAnswerSchema = z.object({
  method_id: z.number().int(),
  token: z.string(),
  sign: z.string(),
  /** Epoch ms: the token is spent on first use or dead after this (60 s). */
  expiresAt: z.number(),
});
export type LoginTokenAnswer = z.infer<typeof loginTokenAnswerSchema>;

export const secureDataGrantBodySchema = z.object({ password: z.string().min(1).max(128) });
export const secureDataGrantAnswerSchema = z.object({ expiresAt: z.number() });
export const secureDataAnswerSchema = z.object({
  login: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  security_question: z.string().nullable(),
  grantExpiresAt: z.string(),
});
export type SecureDataAnswer = z.infer<typeof secureDataAnswerSchema>;

/** What the player may do now (ban level §4, time-out / self-exclusion, verification). */
export const userRightsSchema = z.object({
  user_id: z.number().int(),
  rights: z.object({
    bet: z.boolean(),
    casino: z.boolean(),
    deposit: z.boolean(),
    withdraw: z.boolean(),
    office: z.boolean(),
    support: z.boolean(),
  }),
  /** The office sections the player can open (contracts OFFICE_SECTIONS ids). */
  sections: z.array(z.string()),
  banned: z.boolean(),
  excluded: z.boolean(),
  verified: z.boolean(),
});
export type UserRights = z.infer<typeof userRightsSchema>;

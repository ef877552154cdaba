import { z } from 'zod';
import { safeText } from './safe-text';

/**
 * The identity API (spec §2 registration, §3 auth and user config, §4 activation, §7 calls,
 * §8 captcha): request bodies and answers. The server's route schemas and the web's API callers
 * both import these, so an answer the server sends is the shape the web parses.
 */

const str = (max: number) => z.string().min(1).max(max);

const BASE64_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 (standard or URL-safe alphabet, padding optional) to UTF-8 text, as Node's Buffer reads it. */
export function decodeBase64Utf8(value: string): string {
  const bytes: number[] = [];
  let bits = 0;
  let acc = 0;
  for (const ch of value) {
    if (ch === '=') break;
    const digit = ch === '-' ? 62 : ch === '_' ? 63 : BASE64_DIGITS.indexOf(ch);
    if (digit < 0) continue;
    acc = ((acc << 6) | digit) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((acc >> bits) & 0xff);
    }
  }
  return new TextDecoder('utf-8').decode(new Uint8Array(bytes));
}

/** Spec §7: logins and passwords are sent encoded (base64 of UTF-8). */
export const encodedText = (max: number) =>
  z
    .string()
    .min(1)
    .max(Math.ceil((max * 4) / 3) + 4)
    .regex(/^[A-Za-z0-9+/_-]+={0,2}$/, 'base64')
    .transform(decodeBase64Utf8)
    // Issue 11 §2: what the base64 decodes to is checked for control characters (NUL) too.
    .pipe(safeText().min(1).max(max));

export const okAnswerSchema = z.object({ success: z.literal(true) });
export type OkAnswer = z.infer<typeof okAnswerSchema>;

// ── registration (spec §2) ──
const bonusType = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const registrationCommon = {
  currency: z.string().regex(/^[A-Z]{3}$/),
  bonusType,
  promoCode: z
    .string()
    .max(40)
    .regex(/^[A-Za-z0-9_-]*$/)
    .optional(),
  countryCode: z
    .string()
    .regex(/^[a-zA-Z]{2}$/)
    .optional(),
  termsAccepted: z.literal(true),
};
export const registrationBodySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('one_click'), ...registrationCommon }),
  z.object({ type: z.literal('phone'), phone: str(32), password: str(128), ...registrationCommon }),
  z.object({
    type: z.literal('full'),
    email: z.email().max(254),
    password: str(128),
    name: str(80),
    surname: str(80),
    birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    ...registrationCommon,
  }),
]);
export type RegistrationBody = z.input<typeof registrationBodySchema>;
export const registrationAnswerSchema = z.object({
  user_id: z.number(),
  login: z.string(),
  password: z.string().optional(),
});
export type RegistrationAnswer = z.infer<typeof registrationAnswerSchema>;

// ── login (spec §3 auth forms) ──
export const loginBodySchema = z.discriminatedUnion('form', [
  z.object({
    form: z.literal('login_password'),
    uLogin: encodedText(254),
    uPassword: encodedText(128),
    save: z.boolean().default(false),
  }),
  z.object({
    form: z.literal('phone_password'),
    phone_number: str(32),
    country_code: z
      .string()
      .regex(/^\d{1,4}$/)
      .optional(),
    uPassword: encodedText(128),
    save: z.boolean().default(false),
  }),
  z.object({
    form: z.literal('sms'),
    requestId: str(64),
    sms_code: z.string().regex(/^\d{4,8}$/),
    save: z.boolean().default(false),
  }),
]);
export type LoginBody = z.input<typeof loginBodySchema>;
export const userIdAnswerSchema = z.object({ user_id: z.number() });
export type UserIdAnswer = z.infer<typeof userIdAnswerSchema>;
export const twoStepRequiredSchema = z.object({ two_step_required: z.literal(true), ticket: z.string() });
export const loginAnswerSchema = z.union([userIdAnswerSchema, twoStepRequiredSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

export const fingerprintBodySchema = z.object({
  componentsData: z
    .record(z.string().max(40), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
    .refine((o) => Object.keys(o).length <= 40, 'at most 40 components'),
});
export const fingerprintAnswerSchema = z.object({
  token: z.string(),
  expiresAt: z.number(),
  data: z.object({ deviceId: z.string() }),
});
export type FingerprintAnswer = z.infer<typeof fingerprintAnswerSchema>;

export const smsSendBodySchema = z.object({
  'phone-number': str(32),
  'phone-code': z
    .string()
    .regex(/^\d{1,4}$/)
    .optional(),
});
export const requestIdAnswerSchema = z.object({ requestId: z.string() });
export type RequestIdAnswer = z.infer<typeof requestIdAnswerSchema>;

export const twoStepBodySchema = z.object({ ticket: str(2048).optional(), code: str(20) });

// ── tokens and session (spec §7) ──
export const tokenQuerySchema = z.object({ force_refresh: z.enum(['true', 'false']).optional() });
export const tokenAnswerSchema = z.object({ token: z.string(), expires_in: z.number() });
export type TokenAnswer = z.infer<typeof tokenAnswerSchema>;

// ── account (spec §3 User config) ──
export const userConfigAnswerSchema = z.object({ result: z.record(z.string(), z.unknown()) });
/** The fields of spec §3 User config the web reads (the server answers more; they are kept). */
export const userConfigSchema = z.looseObject({
  user_id: z.number(),
  user_name: z.string(),
  user_email: z.string().nullable(),
  phone_number: z.string().nullable(),
  user_country_code: z.string(),
  /** Spec §4 activation type: 0 none, 1 e-mail only, 2 phone and e-mail, 3 phone only. */
  activation_type: z.number(),
  user_hide_balance: z.boolean(),
  protection_level: z.number(),
  ban_level: z.number(),
  ban_version: z.number(),
  user_status_id: z.number(),
  currency: z.string(),
  /** Spec §3: sports the player hid from the line (sorted ids); absent means none. */
  disallow_line_sport: z.array(z.number()).optional(),
  /** Spec §3: sports the player hid from live (sorted ids); absent means none. */
  disallow_live_sport: z.array(z.number()).optional(),
  /** Spec §3 isCCLine / isCClive: the player's line (live) is custom — sports are hidden there. */
  isCCLine: z.boolean().optional(),
  isCClive: z.boolean().optional(),
});
export type UserConfig = z.infer<typeof userConfigSchema>;
export const userConfigResultSchema = z.object({ result: userConfigSchema });

export const sessionViewSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type SessionView = z.infer<typeof sessionViewSchema>;
export const sessionsAnswerSchema = z.object({ sessions: z.array(sessionViewSchema) });
export const sessionIdParamsSchema = z.object({ id: str(100) });

// ── captcha (spec §7 Captcha calls, §8 failure shape) ──
export const captchaImageAnswerSchema = z.object({ id: z.string(), image: z.string(), expires_at: z.number() });
export type CaptchaImageAnswer = z.infer<typeof captchaImageAnswerSchema>;
export const captchaValidateBodySchema = z.object({ id: str(64), captcha: str(16) });
export const captchaValidateAnswerSchema = z.object({
  type: z.number(),
  time: z.number(),
  error_message: z.string().nullable(),
  token: z.string().nullable(),
});
export type CaptchaValidateAnswer = z.infer<typeof captchaValidateAnswerSchema>;
export const captchaTimeAnswerSchema = z.object({ time: z.number() });

// ── password recovery ──
export const recoveryRequestBodySchema = z.object({ login: str(254) });
export const recoveryCodeBodySchema = z.object({ requestId: str(64), code: str(12) });
export const recoveryCodeAnswerSchema = z.object({ resetToken: z.string() });
export type RecoveryCodeAnswer = z.infer<typeof recoveryCodeAnswerSchema>;
export const recoverySaveBodySchema = z.object({ resetToken: str(2048), password: str(128) });

// ── security ──
export const securityAnswerSchema = z.object({
  protection_level: z.number(),
  status: z.enum(['bad', 'normal', 'good', 'full']).nullable(),
  protection_methods: z.record(z.string(), z.boolean()),
});
export type SecurityAnswer = z.infer<typeof securityAnswerSchema>;
export const passwordChangeBodySchema = z.object({ oldPassword: str(128), newPassword: str(128) });
export const securityQuestionBodySchema = z.object({ question: str(200), answer: z.string().min(2).max(100) });
export const emailAuthBodySchema = z.object({ enabled: z.boolean() });
/** Issue 25 §6: replacing a confirmed phone needs the password again (a first phone does not). */
export const phoneBindBodySchema = z.object({ phone: str(32), password: str(200).optional() });
/** Spec §4 activation: confirming a phone or an e-mail with the code sent to it. */
export const confirmCodeBodySchema = z.object({ requestId: str(64).optional(), code: str(12) });

// ── terms (spec §7 agreement-rules) ──
export const termsStatusAnswerSchema = z.object({ result: z.boolean(), updatedAt: z.string(), version: z.number() });
export type TermsStatusAnswer = z.infer<typeof termsStatusAnswerSchema>;
export const termsConfirmBodySchema = z.object({ version: z.number().int().min(1) });

// ── two-factor ──
export const twoFactorSetupAnswerSchema = z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() });
export type TwoFactorSetupAnswer = z.infer<typeof twoFactorSetupAnswerSchema>;
export const twoFactorEnableBodySchema = z.object({ code: str(12) });
export const twoFactorEnableAnswerSchema = z.object({ backupCodes: z.array(z.string()) });
export type TwoFactorEnableAnswer = z.infer<typeof twoFactorEnableAnswerSchema>;
export const twoFactorDisableBodySchema = z.object({ code: str(20) });

// ── outside production: the answer of a captcha challenge for browser tests ──
export const devCaptchaParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const devCaptchaAnswerSchema = z.object({ answer: z.string() });

// ── embedded mailbox (non-production) ──
export const outboxAnswerSchema = z.object({
  messages: z.array(
    z.object({
      id: z.number(),
      channel: z.string(),
      recipient: z.string(),
      subject: z.string(),
      body: z.string(),
      createdAt: z.string(),
    }),
  ),
});

// ── social (spec §3 social login, OpenID Connect code flow; Google one-tap) ──
export const socialProviderParamsSchema = z.object({ provider: z.string().max(32) });
export const socialStartQuerySchema = z.object({
  lng: z
    .string()
    .regex(/^[a-z]{2}$/)
    .default('en'),
  return_url: z.string().max(500).optional(),
});
export const socialCallbackQuerySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});
export const socialClientAnswerSchema = z.object({ clientId: z.string() });
export const oneTapBodySchema = z.object({
  credential: z.string().min(20).max(8192),
  language: z.string().regex(/^[a-z]{2}$/),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  countryId: z
    .string()
    .regex(/^\d{1,6}$/)
    .optional(),
});
export const oneTapAnswerSchema = z.object({
  redirectUrl: z.string(),
  two_step_required: z.literal(true).optional(),
  ticket: z.string().optional(),
});
export type OneTapAnswer = z.infer<typeof oneTapAnswerSchema>;

// --- Issue 17 QR authorization ----------------------------------------------------------------

const qrToken = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'a QR token');
/** POST /web-api/user/qr/start: the device that wants in. */
export const qrStartBodySchema = z.object({ lng: z.string().regex(/^[a-z]{2}$/) });
export const qrStartAnswerSchema = z.object({
  requestId: qrToken,
  secret: qrToken,
  /** The confirm page a logged-in device opens (the QR code holds it). */
  url: z.string(),
  /** The QR code of `url`, as SVG. */
  svg: z.string(),
  expiresAt: z.string(),
});
export type QrStartAnswer = z.infer<typeof qrStartAnswerSchema>;
/** POST /web-api/user/qr/poll: approved once (the answer sets the session cookies), else waiting. */
export const qrPollBodySchema = z.object({ requestId: qrToken, secret: qrToken });
export const qrPollAnswerSchema = z.object({ status: z.enum(['pending', 'approved', 'used', 'expired']) });
/** GET /web-api/user/qr/describe?code=, POST /web-api/user/qr/approve: the logged-in device. */
export const qrCodeSchema = z.object({ code: qrToken });
export const qrDescribeAnswerSchema = z.object({ ip: z.string(), userAgent: z.string(), createdAt: z.string() });

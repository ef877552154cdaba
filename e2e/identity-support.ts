import { createHmac, randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_TOKEN, BASE_URL } from './support';

/** Every state-changing API call needs it (the CSRF guard). */
export const XHR = { 'X-Requested-With': 'XMLHttpRequest' } as const;

/** Spec §7: logins and passwords travel as base64 of their UTF-8 bytes. */
export const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

const unique = () => `${Date.now().toString(36)}${randomInt(1_000_000).toString(36)}`;
export const uniqueEmail = (tag: string) => `e2e-${tag}-${unique()}@example.com`;
/** A Russian mobile number (country code 7), digits only: 79 and nine random digits. */
export const uniquePhone = () => `79${String(randomInt(1_000_000_000)).padStart(9, '0')}`;

export interface Account {
  userId: number;
  login: string;
  email: string;
  password: string;
}

/**
 * The test server sits behind a pretend load balancer (TRUST_PROXY): each player a test registers
 * through the API comes from an address of its own, so the 10-per-IP-hour registration limit
 * (modules/identity REGISTRATIONS_PER_IP_HOUR) does not depend on how many tests the suite has.
 */
let playerAddress = 0;
const playerIp = () => {
  playerAddress++;
  return `10.${(process.pid >> 8) & 255}.${(playerAddress >> 8) & 255}.${playerAddress & 255}`;
};

/** Full registration through the API: the request context keeps the session cookie (logged in). */
export async function registerFull(request: APIRequestContext, tag: string): Promise<Account> {
  const email = uniqueEmail(tag);
  const password = 'Secret123';
  const res = await request.post('/web-api/user/registration', {
    headers: { ...XHR, 'X-Forwarded-For': playerIp() },
    data: {
      type: 'full',
      email,
      password,
      name: 'Anna',
      surname: 'Test',
      birthDate: '1990-05-17',
      currency: 'EUR',
      bonusType: 1,
      termsAccepted: true,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { user_id: number; login: string };
  return { userId: body.user_id, login: body.login, email, password };
}

export async function registerPhone(
  request: APIRequestContext,
): Promise<{ phone: string; password: string; login: string }> {
  const phone = uniquePhone();
  const password = 'Phone1234';
  const res = await request.post('/web-api/user/registration', {
    headers: { ...XHR, 'X-Forwarded-For': playerIp() },
    data: { type: 'phone', phone: `+${phone}`, password, currency: 'RUB', bonusType: 0, termsAccepted: true },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { phone, password, login: ((await res.json()) as { login: string }).login };
}

function base32Decode(s: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of s.replace(/=+$/, '').toUpperCase()) {
    const idx = alphabet.indexOf(ch);
    if (idx < 0) throw new Error(`not base32: ${ch}`);
    value = (value << 5) | idx;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 6238 TOTP (RFC 4226 HOTP): HMAC-SHA-1, 30 s steps, 6 digits — what an authenticator app shows. */
export function totp(secretB32: string, nowMs = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(nowMs / 1000 / 30)));
  const mac = createHmac('sha1', base32Decode(secretB32)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** A six-digit code that is not the current one (nor its neighbours, which the server accepts). */
export function wrongTotp(secretB32: string): string {
  const valid = new Set([-30_000, 0, 30_000].map((d) => totp(secretB32, Date.now() + d)));
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

/** Turns two-factor on through the API for the account whose session the context holds. */
export async function enableTwoFactor(request: APIRequestContext): Promise<string> {
  const setup = await request.post('/web-api/user/2fa/setup', { headers: XHR });
  expect(setup.status()).toBe(200);
  const { secret } = (await setup.json()) as { secret: string };
  const enable = await request.post('/web-api/user/2fa/enable', { headers: XHR, data: { code: totp(secret) } });
  expect(enable.status(), await enable.text()).toBe(200);
  return secret;
}

/**
 * The captcha picture does not say its answer (issue 11 §5: glyph outlines, no text), so the test
 * asks the operator endpoint that exists only outside production, with the admin token.
 */
export async function solveCaptcha(request: APIRequestContext, captchaId: string): Promise<string> {
  const res = await request.get(`/admin-api/dev/captcha/${encodeURIComponent(captchaId)}`, {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { answer: string }).answer;
}

/** The id of the next challenge the page loads (the captcha dialog's update call). */
export function nextCaptchaId(page: Page): Promise<string> {
  return page
    .waitForResponse((r) => r.url().endsWith('/web-api/captcha/update') && r.status() === 200)
    .then(async (r) => ((await r.json()) as { id: string }).id);
}

interface OutboxMessage {
  channel: string;
  recipient: string;
  subject: string;
  body: string;
}

/**
 * The six-digit code of the newest message to `recipient` in the non-production outbox. Read with
 * Node's own fetch, not a Playwright request context: the outbox answers this machine only and
 * never a request that came through a proxy (issue 25 §10), and the test runner gives every
 * context it makes (even a new one) the test's X-Forwarded-For (a client address).
 */
export async function codeSentTo(_caller: APIRequestContext, recipient: string, subject: RegExp): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await fetch(`${BASE_URL}/web-api/dev/outbox`);
      const { messages } = (await res.json()) as { messages?: OutboxMessage[] };
      const m = (messages ?? []).find((x) => x.recipient === recipient && subject.test(x.subject));
      code = /\b(\d{6})\b/.exec(m?.body ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code ?? '';
}

/**
 * Login failures count per IP in fixed 15-minute windows (the server's captcha rule). A test that
 * counts on them waits while the current window is about to end.
 */
export const FAILURE_WINDOW_MS = 15 * 60_000;
export function msLeftInFailureWindow(nowMs = Date.now()): number {
  return FAILURE_WINDOW_MS - (nowMs % FAILURE_WINDOW_MS);
}

import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema';
import { captchaText, drawCaptcha } from './captcha-image';
import { randomToken, sha256 } from './crypto';
import { spendOnce } from './markers';
import { signToken, verifyToken } from './signed-token';

/** Spec §8: HTTP 400 with error code 100, 111, 112 or 113 asks the client for a captcha. */
export const CAPTCHA_CODES = { required: '100', wrong: '111', expired: '112', used: '113' } as const;
export const CAPTCHA_TTL_MS = 2 * 60_000;
/** A solved captcha is good for one protected request within this time. */
export const CAPTCHA_PASS_TTL_MS = 2 * 60_000;
export const CAPTCHA_HEADER = 'x-captcha-token';

/**
 * Outside production a browser test must solve the challenge it is shown; the picture no longer
 * says its answer, so the answer is handed to this book (see dev-captcha.ts). Production passes
 * none: there the answer exists only hashed.
 */
export interface CaptchaAnswerBook {
  record(id: string, answer: string, expiresAt: number): void;
}

/** A new challenge: the answer is stored hashed (answers are case-insensitive). */
export async function createCaptcha(
  db: Db,
  nowMs: number,
  book?: CaptchaAnswerBook,
): Promise<{ id: string; svg: string; expiresAt: number }> {
  const text = captchaText();
  const id = randomToken(16);
  const expiresAt = nowMs + CAPTCHA_TTL_MS;
  await db.insert(captchas).values({ id, answerHash: sha256(text), expiresAt: new Date(expiresAt) });
  book?.record(id, text, expiresAt);
  return { id, svg: drawCaptcha(text), expiresAt };
}

export type CaptchaCheck =
  { ok: true; token: string } | { ok: false; code: (typeof CAPTCHA_CODES)[keyof typeof CAPTCHA_CODES] };

/** Validates an answer once (right or wrong, the challenge is spent) and issues a captcha pass. */
export async function validateCaptcha(
  db: Db,
  key: string,
  id: string,
  answer: string,
  nowMs: number,
): Promise<CaptchaCheck> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: sql`now()` })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt)))
    .returning();
  if (!row) {
    const [existing] = await db.select().from(captchas).where(eq(captchas.id, id));
    return { ok: false, code: existing ? CAPTCHA_CODES.used : CAPTCHA_CODES.wrong };
  }
  if (row.expiresAt.getTime() <= nowMs) return { ok: false, code: CAPTCHA_CODES.expired };
  if (row.answerHash !== sha256(answer.trim().toUpperCase())) return { ok: false, code: CAPTCHA_CODES.wrong };
  return {
    ok: true,
    token: signToken(key, { kind: 'captcha', sub: id, exp: nowMs + CAPTCHA_PASS_TTL_MS, jti: randomToken(8) }),
  };
}

/** A captcha pass is good once: the challenge id is remembered as spent by a marker row. */
export async function consumeCaptchaPass(
  db: Db,
  key: string,
  token: string | undefined,
  nowMs: number,
): Promise<boolean> {
  if (!token) return false;
  const p = verifyToken(key, token, 'captcha', nowMs);
  if (!p) return false;
  return spendOnce(db, 'pass', p.sub, p.exp, nowMs);
}

/** Housekeeping: challenges are useless after they expire. */
export async function purgeCaptchas(db: Db, nowMs: number): Promise<void> {
  await db.delete(captchas).where(gt(sql`${new Date(nowMs)}::timestamptz`, captchas.expiresAt));
}

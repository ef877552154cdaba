import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema';
import { randomToken, sha256 } from './crypto';
import { signToken, verifyToken } from './signed-token';

/** Spec §8: HTTP 400 with error code 100, 111, 112 or 113 asks the client for a captcha. */
export const CAPTCHA_CODES = { required: '100', wrong: '111', expired: '112', used: '113' } as const;
export const CAPTCHA_TTL_MS = 2 * 60_000;
/** A solved captcha is good for one protected request within this time. */
export const CAPTCHA_PASS_TTL_MS = 2 * 60_000;
export const CAPTCHA_HEADER = 'x-captcha-token';

const GLYPHS = 'ACDEFHJKMNPRTUVWXY345679';

/**
 * An SVG challenge drawn without fonts an OCR would know: each character is placed, rotated and
 * skewed on its own over noise lines. Answers are case-insensitive and stored hashed.
 */
function drawSvg(text: string): string {
  const w = 160;
  const h = 56;
  const parts: string[] = [];
  for (let i = 0; i < 6; i++) {
    parts.push(
      `<path d="M${randomInt(w)} ${randomInt(h)} Q${randomInt(w)} ${randomInt(h)} ${randomInt(w)} ${randomInt(h)}" stroke="hsl(${randomInt(360)},60%,45%)" stroke-width="${1 + randomInt(2)}" fill="none"/>`,
    );
  }
  [...text].forEach((ch, i) => {
    const x = 18 + i * 26 + randomInt(6);
    const y = 36 + randomInt(10);
    const rot = randomInt(50) - 25;
    const skew = randomInt(30) - 15;
    parts.push(
      `<text x="${x}" y="${y}" transform="rotate(${rot} ${x} ${y}) skewX(${skew})" font-family="monospace" font-size="${26 + randomInt(8)}" font-weight="700" fill="hsl(${randomInt(360)},55%,35%)">${ch}</text>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><rect width="100%" height="100%" fill="#f1f4f8"/>${parts.join('')}</svg>`;
}

export async function createCaptcha(db: Db, nowMs: number): Promise<{ id: string; svg: string; expiresAt: number }> {
  let text = '';
  for (let i = 0; i < 5; i++) text += GLYPHS[randomInt(GLYPHS.length)];
  const id = randomToken(16);
  const expiresAt = nowMs + CAPTCHA_TTL_MS;
  await db.insert(captchas).values({ id, answerHash: sha256(text), expiresAt: new Date(expiresAt) });
  return { id, svg: drawSvg(text), expiresAt };
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
  const marker = `pass:${p.sub}`;
  const inserted = await db
    .insert(captchas)
    .values({ id: marker, answerHash: '-', expiresAt: new Date(p.exp), usedAt: new Date(nowMs) })
    .onConflictDoNothing()
    .returning();
  return inserted.length === 1;
}

/** Housekeeping: challenges are useless after they expire. */
export async function purgeCaptchas(db: Db, nowMs: number): Promise<void> {
  await db.delete(captchas).where(gt(sql`${new Date(nowMs)}::timestamptz`, captchas.expiresAt));
}

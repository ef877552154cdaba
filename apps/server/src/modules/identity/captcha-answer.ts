import type { Db } from '../../db/client';
import { audit } from './audit';
import { FAILURE_WINDOW_S } from './attempt-gate';
import type { Principal } from './auth';
import { validateCaptcha } from './captcha';
import { clear, hit } from './rate-limit';
import { revokeSession } from './sessions';

/**
 * Spec §8 captcha failure: `type` 0 solved, 1 wrong (try a new picture), 2 wrong and the player
 * is logged out (the client's isLogoutUser). A logged-in caller that keeps failing is a script
 * driving a stolen session: after this many wrong answers in the 15-minute window the session ends.
 */
export const CAPTCHA_FAILURES_BEFORE_LOGOUT = 5;

export const CAPTCHA_TYPE = { solved: 0, wrong: 1, logout: 2 } as const;

export interface CaptchaAnswer {
  type: (typeof CAPTCHA_TYPE)[keyof typeof CAPTCHA_TYPE];
  time: number;
  error_message: string | null;
  token: string | null;
}

export async function answerCaptcha(
  db: Db,
  key: string,
  caller: { principal: Principal | null; ip: string },
  challenge: { id: string; answer: string },
  nowMs: number,
): Promise<CaptchaAnswer> {
  const counter = caller.principal ? `captcha:fail:sid:${caller.principal.sessionId}` : `captcha:fail:ip:${caller.ip}`;
  const result = await validateCaptcha(db, key, challenge.id, challenge.answer, nowMs);
  if (result.ok) {
    await clear(db, counter);
    return { type: CAPTCHA_TYPE.solved, time: nowMs, error_message: null, token: result.token };
  }
  const failures = await hit(db, counter, FAILURE_WINDOW_S, nowMs);
  const logout = caller.principal !== null && failures >= CAPTCHA_FAILURES_BEFORE_LOGOUT;
  await audit(db, 'captcha_failure', caller.principal?.userId ?? null, caller.ip, {
    code: result.code,
    failures,
    logout,
  });
  if (logout && caller.principal) await revokeSession(db, caller.principal.sessionId);
  return {
    type: logout ? CAPTCHA_TYPE.logout : CAPTCHA_TYPE.wrong,
    time: nowMs,
    error_message: `captcha_error_${result.code}`,
    token: null,
  };
}

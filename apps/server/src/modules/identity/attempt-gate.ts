import type { Db } from '../../db/client';
import { audit } from './audit';
import { CAPTCHA_CODES, consumeCaptchaPass } from './captcha';
import { DomainError } from '../../http/errors';
import { tooMany } from './errors';
import { clear, hit, peek } from './rate-limit';

/** Failed attempts for one account or IP before a captcha is required (spec §8 code 100). */
export const CAPTCHA_AFTER_FAILURES = 3;
export const FAILURE_WINDOW_S = 15 * 60;
/** Hard limits: beyond these the answer is 429 whatever the captcha. */
export const LOGIN_ATTEMPTS_PER_IP = 60;
export const LOGIN_FAILURES_PER_ACCOUNT = 20;

/**
 * The login rules for every secret a caller may guess (password at login, one-time and TOTP
 * codes at login, the old password on a change, the TOTP code that turns two-factor off):
 * failures counted per account key and per IP in 15-minute windows; from the 3rd a captcha
 * pass is needed (400 code 100), from the 20th the answer is 429.
 */
export class AttemptGate {
  constructor(
    private readonly db: Db,
    private readonly key: string,
    private readonly now: () => number,
  ) {}

  /**
   * Runs before the secret is checked, so a locked-out attacker learns nothing. The account key
   * counts failures whether or not the account exists.
   */
  async check(accountKey: string, meta: { ip: string; captchaToken: string | undefined }): Promise<void> {
    const now = this.now();
    if ((await hit(this.db, `login:ip:${meta.ip}`, FAILURE_WINDOW_S, now)) > LOGIN_ATTEMPTS_PER_IP) throw tooMany();
    const failures = Math.max(
      await peek(this.db, `fail:acct:${accountKey}`, FAILURE_WINDOW_S, now),
      await peek(this.db, `fail:ip:${meta.ip}`, FAILURE_WINDOW_S, now),
    );
    if (failures >= LOGIN_FAILURES_PER_ACCOUNT) throw tooMany();
    if (failures >= CAPTCHA_AFTER_FAILURES) {
      if (!meta.captchaToken) throw new DomainError(400, CAPTCHA_CODES.required, 'auth_captcha_required');
      if (!(await consumeCaptchaPass(this.db, this.key, meta.captchaToken, now))) {
        throw new DomainError(400, CAPTCHA_CODES.wrong, 'auth_captcha_wrong');
      }
    }
  }

  /** Counts a wrong secret for the account key and (unless `ipToo` is false) the IP, and audits it. */
  async failed(
    accountKey: string,
    userId: number | null,
    meta: { ip: string },
    detail: Record<string, unknown>,
    ipToo = true,
  ): Promise<void> {
    const now = this.now();
    await hit(this.db, `fail:acct:${accountKey}`, FAILURE_WINDOW_S, now);
    if (ipToo) await hit(this.db, `fail:ip:${meta.ip}`, FAILURE_WINDOW_S, now);
    await audit(this.db, 'login_failure', userId, meta.ip, detail);
  }

  /** A right secret forgets the account's failures (the IP's stay). */
  async succeeded(accountKey: string): Promise<void> {
    await clear(this.db, `fail:acct:${accountKey}`);
  }
}

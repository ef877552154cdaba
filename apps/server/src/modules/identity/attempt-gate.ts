import type { Db } from '../../db/client';
import { audit } from './audit';
import { CAPTCHA_CODES, consumeCaptchaPass } from './captcha';
import { DomainError } from '../../http/errors';
import { tooMany } from './errors';
import { clear, hit, peek, unhit } from './rate-limit';

/** Failed attempts for one account or IP before a captcha is required (spec §8 code 100). */
export const CAPTCHA_AFTER_FAILURES = 3;
export const FAILURE_WINDOW_S = 15 * 60;
/** Hard limits: beyond these the answer is 429 whatever the captcha. */
export const LOGIN_ATTEMPTS_PER_IP = 60;
export const LOGIN_FAILURES_PER_ACCOUNT = 20;

/** One admitted attempt: the secret may be checked now; say how it went. */
export interface Attempt {
  /** The secret was wrong: the attempt stays counted; audited. */
  failed(userId: number | null, detail: Record<string, unknown>): Promise<void>;
  /** The secret was right: the account's failures are forgotten, this attempt no longer counts for the IP. */
  succeeded(): Promise<void>;
}

/**
 * The login rules for every secret a caller may guess (password at login, one-time and TOTP
 * codes at login, the old password on a change, the TOTP code that turns two-factor off):
 * failures counted per account key and per IP in 15-minute windows; from the 3rd a captcha
 * pass is needed (400 code 100), from the 20th the answer is 429.
 *
 * Issue 25 §10: the attempt is counted before the secret is checked (one atomic increment in the
 * database that answers the new count, so every node agrees), and taken back only when it turns
 * out right or is refused unchecked. Reading the count first and counting after the check let 30
 * concurrent guesses all read "2 failures" and be checked; now the 4th sees 4 whatever the timing.
 */
export class AttemptGate {
  constructor(
    private readonly db: Db,
    private readonly key: string,
    private readonly now: () => number,
  ) {}

  /**
   * Runs before the secret is checked, so a locked-out attacker learns nothing. The account key
   * counts failures whether or not the account exists. `ipToo: false` for a secret whose guesses
   * are bound to one account already (the two-step ticket): they count for the account only.
   */
  async check(
    accountKey: string,
    meta: { ip: string; captchaToken: string | undefined },
    opts: { ipToo?: boolean } = {},
  ): Promise<Attempt> {
    const now = this.now();
    const ipToo = opts.ipToo ?? true;
    if ((await hit(this.db, `login:ip:${meta.ip}`, FAILURE_WINDOW_S, now)) > LOGIN_ATTEMPTS_PER_IP) throw tooMany();
    const acctKey = `fail:acct:${accountKey}`;
    const ipKey = `fail:ip:${meta.ip}`;
    const acct = await hit(this.db, acctKey, FAILURE_WINDOW_S, now);
    // Not counted for the IP, the IP's failures still gate it (as before issue 25).
    const ip = ipToo
      ? await hit(this.db, ipKey, FAILURE_WINDOW_S, now)
      : (await peek(this.db, ipKey, FAILURE_WINDOW_S, now)) + 1;
    // The failures before this attempt, counting the concurrent attempts that reserved first.
    const failures = Math.max(acct, ip) - 1;
    const release = async () => {
      await unhit(this.db, acctKey, FAILURE_WINDOW_S, now);
      if (ipToo) await unhit(this.db, ipKey, FAILURE_WINDOW_S, now);
    };
    try {
      if (failures >= LOGIN_FAILURES_PER_ACCOUNT) throw tooMany();
      if (failures >= CAPTCHA_AFTER_FAILURES) {
        if (!meta.captchaToken) throw new DomainError(400, CAPTCHA_CODES.required, 'auth_captcha_required');
        if (!(await consumeCaptchaPass(this.db, this.key, meta.captchaToken, now))) {
          throw new DomainError(400, CAPTCHA_CODES.wrong, 'auth_captcha_wrong');
        }
      }
    } catch (err) {
      // Refused unchecked: not a guess, so it does not count (a player asked for a captcha keeps 17 tries).
      await release();
      throw err;
    }
    return {
      failed: (userId, detail) => audit(this.db, 'login_failure', userId, meta.ip, detail),
      succeeded: async () => {
        await clear(this.db, acctKey);
        if (ipToo) await unhit(this.db, ipKey, FAILURE_WINDOW_S, now);
      },
    };
  }
}

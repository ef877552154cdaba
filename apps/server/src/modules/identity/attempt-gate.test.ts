import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { authEvents } from '../../db/schema';
import { CAPTCHA_AFTER_FAILURES } from './attempt-gate';
import { b64, client, registerFull, tdb, useIdentityApp } from './identity-helpers';
import { errorCode } from './test-support';

const clock = Date.UTC(2026, 11, 2, 10, 0, 0);
useIdentityApp(() => clock);

describe('issue 25 §10: the attempt gate counts first, then checks the secret', () => {
  it(`30 concurrent wrong passwords: at most ${CAPTCHA_AFTER_FAILURES} are checked, the rest need a captcha (100)`, async () => {
    const { login, userId } = await registerFull();
    const attacker = client();
    const tries = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        attacker.post('/web-api/user/auth', {
          form: 'login_password',
          uLogin: b64(login),
          uPassword: b64(`Wrong${i}x`),
        }),
      ),
    );
    const codes = tries.map(errorCode);
    // Never more than the limit is checked (the old read-then-count checked 7 on PostgreSQL, 30 on
    // PGlite). Two counters (account and address) are taken back when the other refuses, so under
    // real concurrency (PostgreSQL) fewer may be checked: the attacker meets the captcha sooner.
    const checked = codes.filter((c) => c === 'invalid_credentials').length;
    expect(checked).toBeGreaterThanOrEqual(1);
    expect(checked).toBeLessThanOrEqual(CAPTCHA_AFTER_FAILURES);
    // The rest are refused unchecked: a captcha (100) or, on PostgreSQL, the address's rate limit.
    expect(codes.filter((c) => c === '100').length).toBeGreaterThan(0);
    expect(codes.every((c) => typeof c === 'string' && c.length > 0)).toBe(true);
    // Checked means audited as a failure: the same ones.
    const failures = await tdb.database.db
      .select()
      .from(authEvents)
      .where(and(eq(authEvents.userId, userId), eq(authEvents.type, 'login_failure')));
    expect(failures).toHaveLength(checked);
  });

  it('a right password is not counted as a failure: logins in a row never reach the captcha', async () => {
    const { login, password } = await registerFull();
    const c = client();
    for (let i = 0; i < CAPTCHA_AFTER_FAILURES + 2; i++) {
      const res = await c.post('/web-api/user/auth', {
        form: 'login_password',
        uLogin: b64(login),
        uPassword: b64(password),
      });
      expect(res.statusCode).toBe(200);
    }
  });
});

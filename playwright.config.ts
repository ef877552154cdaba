import { defineConfig } from '@playwright/test';
import { ADMIN_TOKEN, BASE_URL, E2E_FEED_SEED, E2E_OUTCOME_SECRET, E2E_PORT } from './e2e/support';

/** A fresh embedded database per run, so config changes of one run never leak into the next. */
const DATA_DIR = `.tmp/e2e-data-${E2E_PORT}`;

/**
 * Browser tests against the real server and the built client (`npm run build` runs first, in
 * `npm test`; this config never builds). Debian's chromium is used: no browser downloads.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 2,
  // CI retries a failed test once: the list reporter then names it under "flaky" in the summary,
  // and a test that fails twice still fails the run. Every flaky test it names is a bug to fix.
  retries: process.env['CI'] ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  forbidOnly: !!process.env['CI'],
  use: {
    baseURL: BASE_URL,
    // A visitor who already chose functional cookies (issue 18): the consent banner stays out of
    // tests about other things; e2e/platform.spec.ts starts from no choice.
    storageState: {
      cookies: [
        {
          name: 'cookies_agree_type',
          value: 'functional',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    serviceWorkers: 'block',
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'main',
      testIgnore:
        /responsible\.spec\.ts|recharge-modal\.spec\.ts|platform\.spec\.ts|live\.spec\.ts|cyber\.spec\.ts|scheduled-bets\.spec\.ts|tournaments\.spec\.ts/,
    },
    // These tests move the server clock forward (cooling-off, reality check), so they run after
    // everything else has finished.
    { name: 'clock', testMatch: /responsible\.spec\.ts/, dependencies: ['main'] },
    // Switches a site-wide flag (the recharge modal) on and off again: nothing may run beside it.
    { name: 'site-flags', testMatch: /recharge-modal\.spec\.ts/, dependencies: ['clock'] },
    // Switches maintenance on for the whole site (issue 18): last, alone (run it with --no-deps).
    { name: 'platform', testMatch: /platform\.spec\.ts/, dependencies: ['site-flags'] },
    // Issue 14: live betting and esports set the server clock to an hour with games in play
    // (e2e/live-clock.ts), later than any project before them moved it.
    { name: 'live', testMatch: /live\.spec\.ts/, dependencies: ['platform'] },
    // Esports tests set the clock back to 19:00: not beside the live test that moves it past half-time.
    { name: 'cyber', testMatch: /cyber\.spec\.ts/, dependencies: ['live'] },
    // Issue 19: bets on TV-game and virtual-sport rounds move the clock past the rounds' ends.
    { name: 'scheduled', testMatch: /scheduled-bets\.spec\.ts/, dependencies: ['cyber'] },
    // Issue 16: a casino tournament ends by moving the server clock past its end (read from the
    // server, so it follows wherever the projects before left the clock); never beside the main
    // project, whose two-factor tests check TOTP codes at the server's time.
    { name: 'tournaments', testMatch: /tournaments\.spec\.ts/, dependencies: ['scheduled'] },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && node --import tsx apps/server/src/main.ts`,
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    // The server transpiles itself on start (tsx); on a busy 2-core machine that can pass a minute.
    timeout: 180_000,
    // The server logs JSON lines at LOG_LEVEL warn to stdout: a 500 in a browser test shows its
    // cause in the CI output ([WebServer] lines) instead of only "Server error".
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATA_DIR,
      ADMIN_TOKEN,
      FEED_SEED: String(E2E_FEED_SEED),
      OUTCOME_SECRET: E2E_OUTCOME_SECRET,
      // Empty means unset: the server uses embedded PGlite in DATA_DIR.
      DATABASE_URL: '',
      REDIS_URL: '',
      PUBLIC_URL: '',
      // Tests that need their own per-IP rate-limit buckets send X-Forwarded-For.
      TRUST_PROXY: 'true',
    },
  },
});

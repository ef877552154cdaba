import { createHmac } from 'node:crypto';
import { expect, type ConsoleMessage, type Page } from '@playwright/test';
import { createFeed } from '@sb/feed';

/**
 * Port of the server the Playwright config starts for the browser tests (3100; `E2E_PORT` moves
 * it, so a second checkout on the same machine can run its browser tests beside this one).
 */
export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 3100);
/** The browser tests' server prices its line from this seed, so a test can ask the same feed what is open when. */
export const E2E_FEED_SEED = 20_260_101;
/**
 * Issue 25 §2: results and live incidents come from the outcome secret, not the seed. The browser
 * tests' server gets this fixed one (OUTCOME_SECRET), so its timelines are the same on every run
 * and e2eFeed() below answers what the server's feed answers.
 */
export const E2E_OUTCOME_SECRET = 'e2e-outcome-secret-0123456789-abcdefghijklmnop';
/** The same feed as the browser tests' server (app.ts: resultSecret = HMAC(outcome secret, 'feed-results')). */
export function e2eFeed() {
  const resultSecret = createHmac('sha256', E2E_OUTCOME_SECRET).update('feed-results').digest('base64url');
  return createFeed({ seed: E2E_FEED_SEED, resultSecret });
}
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** Bearer token of the admin API of the e2e server (ADMIN_TOKEN needs 24+ characters). */
export const ADMIN_TOKEN = 'e2e-admin-token-0123456789-abcdefghijklmnop';

/** Every language the default site config allows, in its configured order. */
export const LANGUAGES = ['ru', 'en', 'de', 'es', 'pt', 'tr', 'uk', 'ar'] as const;

/** Headers the admin API needs: the bearer token, and X-Requested-With for the CSRF guard. */
export const adminHeaders = {
  Authorization: `Bearer ${ADMIN_TOKEN}`,
  'X-Requested-With': 'XMLHttpRequest',
} as const;

/**
 * Collects console errors and uncaught page errors (React hydration mismatches arrive as console
 * errors), so a test can assert that a whole journey ran clean.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

/** Resolves once React has hydrated the server HTML and the shell's eager hosts have mounted. */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        // Set by the shell's HydrationMarker once hydration is done and its hosts have mounted.
        page.evaluate(() => document.documentElement.dataset.hydrated === '1'),
      // Hydration runs as a transition: on a busy 2-core machine the whole tree can take seconds.
      { timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * A deposit through the sandbox provider, as a player does it: office/recharge → "Go to payment"
 * → the sandbox page's pay button → onpay/success. `page` is on /<lng>/office/recharge; `amount`
 * is typed as the player would ("25.00").
 */
export async function depositBySandbox(page: Page, amount: string): Promise<void> {
  const form = page.getByTestId('deposit-form');
  await form.getByLabel(/^Amount/).fill(amount);
  await form.getByRole('button', { name: 'Go to payment' }).click();
  await page.waitForURL(/\/sandbox-pay\//);
  await page.getByTestId('sandbox-pay').click();
  await page.waitForURL(/\/onpay\/success/);
}

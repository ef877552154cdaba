import { expect, test } from '@playwright/test';
import { BASE_URL, collectPageErrors, waitForHydration } from './support';

/*
 * Issue 18 leftovers: the 500, oldbrowser and internal-vpn pages, the spec §7 app header, the
 * spec §9 app version check and the SEO text under the line page.
 */

test('spec §2 500, oldbrowser and internal-vpn pages: what happened and what to do, in en and ar (RTL)', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(`${BASE_URL}/en/500`);
  await waitForHydration(page);
  const error = page.getByTestId('page-500');
  await expect(error.getByRole('heading', { level: 1 })).toHaveText('Something went wrong on our side');
  await expect(error.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(error.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
  await expect(error.getByRole('link', { name: 'Support contacts' })).toHaveAttribute(
    'href',
    '/en/information/contacts',
  );

  await page.goto(`${BASE_URL}/en/oldbrowser`);
  await waitForHydration(page);
  const old = page.getByTestId('page-oldbrowser');
  await expect(old.getByRole('heading', { level: 1 })).toHaveText('Your browser is out of date');
  await expect(old.getByRole('link', { name: 'Update Google Chrome' })).toHaveAttribute(
    'href',
    'https://www.google.com/chrome/',
  );

  await page.goto(`${BASE_URL}/ar/internal-vpn`);
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('page-internal-vpn').getByRole('heading', { level: 1 })).toHaveText(
    'للشبكة الداخلية فقط',
  );
  expect(errors).toEqual([]);
});

test('spec §7 app header and spec §9 app version check after 60 s: a new build offers a reload', async ({ page }) => {
  await page.clock.install();
  const appHeaders: string[] = [];
  page.on('request', (r) => {
    const value = r.headers()['x-app-version'];
    if (value) appHeaders.push(value);
  });
  // The server now serves another build than the one this tab loaded.
  await page.route('**/bff-api/app/version', (route) =>
    route.fulfill({ json: { version: 'entry-client-next-release' } }),
  );
  await page.goto(`${BASE_URL}/en/information/contacts`);
  // Hydration and the after-hydration notices run on timers too: drive the fake clock until the
  // notification centre is mounted; the minute of the version check counts from then.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(500);
        return page.locator('section.toasts').count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  await expect(page.getByText('A new version of the site is available')).toHaveCount(0);
  await page.clock.runFor(61_000);
  const notice = page.getByTestId('notification').filter({ hasText: 'A new version of the site is available' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();
  // Every API call of the page carried the build it runs.
  expect(appHeaders.length).toBeGreaterThan(0);
  for (const v of appHeaders) expect(v).toMatch(/^entry-client-/);
});

test('spec §9 session and fingerprint delay: the one-off session call leaves once, after the delay, for a visitor too', async ({
  page,
}) => {
  await page.clock.install();
  const sessionCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/web-api/session') sessionCalls.push(r.url());
  });
  await page.goto(`${BASE_URL}/en/information/contacts`);
  // The session keeper mounts with the after-hydration hosts (the notification centre among them).
  await expect
    .poll(
      async () => {
        await page.clock.runFor(500);
        return page.locator('section.toasts').count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  // The keepers mount a moment before the notification centre (its chunk loads while the fake
  // clock runs), so "not before 8 s" cannot be timed here: timers.test.ts holds the 8 s.
  await page.clock.runFor(8_500);
  await expect.poll(() => sessionCalls.length).toBe(1);
  await page.clock.runFor(60_000);
  expect(sessionCalls.length).toBe(1);
});

test('spec §3 SEO state content: the line page shows its SEO text block', async ({ page }) => {
  await page.goto(`${BASE_URL}/en/home/line`);
  await waitForHydration(page);
  await expect(page.getByTestId('seo-text')).toContainText('Sports betting online');
});

test('spec §1/§7 remote views: client navigation to an information page loads it as a remote view', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(`${BASE_URL}/en/information`);
  await waitForHydration(page);
  const viewCall = page.waitForRequest((r) => r.url().endsWith('/bff-api/content/v1/view/en/information/about'));
  await page.getByRole('main').getByRole('link', { name: 'About us', exact: true }).click();
  const request = await viewCall;
  expect(request.headers()['mf-render-mode']).toBe('json');
  expect(request.headers()['mf-api-version']).toBe('v2');
  await expect(page).toHaveURL(`${BASE_URL}/en/information/about`);
  await expect(page.getByTestId('remote-view').getByRole('heading', { level: 1 })).toHaveText('About us');

  // A link inside the view's HTML is a client navigation too: the page is not loaded again.
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
  await page.getByTestId('remote-view').getByRole('link', { name: 'betting rules' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/en/information/rules`);
  await expect(page.getByTestId('rules-nav')).toBeVisible();
  expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(true);
  expect(errors).toEqual([]);
});

test('spec §4/§8 remote views: a view that fails to load shows the §8 texts and a reload button that recovers', async ({
  page,
}) => {
  await page.goto(`${BASE_URL}/en/information`);
  await waitForHydration(page);
  let fail = true;
  await page.route('**/bff-api/content/v1/view/**', (route) =>
    fail
      ? route.fulfill({ status: 503, json: { errors: [{ status: '503', code: 'down', title: 'main_error' }] } })
      : route.fallback(),
  );
  await page.getByRole('main').getByRole('link', { name: 'About us', exact: true }).click();
  const failed = page.getByTestId('remote-view-error');
  await expect(failed).toContainText('This part of the page could not be loaded.');
  const reload = failed.getByRole('button', { name: 'Refresh' });
  await expect(reload).toBeVisible();
  fail = false;
  await reload.click();
  await expect(page.getByTestId('remote-view').getByRole('heading', { level: 1 })).toHaveText('About us');
});

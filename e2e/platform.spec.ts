import { expect, test, type APIRequestContext, type Request } from '@playwright/test';
import { adminHeaders, BASE_URL, waitForHydration } from './support';
import { registerFull } from './identity-support';

/**
 * Issue 18 platform services in the browser: cookie consent gates analytics (spec §5), operators
 * switch maintenance (spec §4), add a redirect (spec §7) and a block rule (spec §4), and the age
 * confirmation and registration reminder overlays (spec §4) follow the site config. Runs in its
 * own project, alone: maintenance is site-wide.
 */
test.describe.configure({ mode: 'serial' });
// Every other spec starts as a visitor who chose functional cookies (playwright.config.ts); these start with no choice.
const NO_CHOICE = { cookies: [], origins: [] };
test.use({ storageState: NO_CHOICE });

const OFF = {
  started_at: null,
  ended_at: null,
  notify_started_at: null,
  notify_ended_at: null,
  isActive: false,
  web_state: false,
};
const setMaintenance = async (request: APIRequestContext, value: object) => {
  const res = await request.put(`${BASE_URL}/admin-api/maintenance`, {
    headers: adminHeaders,
    data: { ...OFF, ...value },
  });
  expect(res.status()).toBe(200);
};

test.afterAll(async ({ request }) => {
  await setMaintenance(request, OFF);
});

test('spec §5: no analytics request before consent; after "accept all" (keyboard) events flow and are stored', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'block', storageState: NO_CHOICE });
  const page = await context.newPage();
  const analytics: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/fatman-api/')) analytics.push(r);
  });
  // Spec §9: on registration pages analytics starts at once, so silence here is the consent's doing.
  await page.goto('/en/registration');
  await waitForHydration(page);
  const banner = page.getByTestId('consent-banner');
  await expect(banner).toBeVisible();
  await page.waitForTimeout(2000);
  expect(analytics).toEqual([]);

  const accept = banner.getByRole('button', { name: 'Accept all' });
  await accept.focus();
  const counted = page.waitForResponse((r) => r.url().endsWith('/fatman-api/counter'));
  const events = page.waitForResponse((r) => r.url().endsWith('/fatman-api/events'));
  await page.keyboard.press('Enter');
  await expect(banner).toHaveCount(0);
  expect(await (await counted).json()).toEqual({ accepted: 1 });
  expect(((await (await events).json()) as { accepted: number }).accepted).toBeGreaterThan(0);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'cookies_agree_type')?.value).toBe('all');

  // Events are stored at the server's time, which the earlier "clock" project moved a day or more
  // ahead of this browser's: the report window reaches far enough ahead to hold them.
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const report = await request.get(`${BASE_URL}/admin-api/analytics/report?from=${day(-1)}&to=${day(7)}`, {
    headers: adminHeaders,
  });
  const body = (await report.json()) as { visits: number; funnel: { step: string; sessions: number }[] };
  expect(body.visits).toBeGreaterThan(0);
  expect(body.funnel.map((f) => f.step)).toEqual(['visit', 'registration', 'deposit']);
  await context.close();
});

test('spec §4 cookie settings: one chosen type, by keyboard; analytics stays off without its consent', async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'block', storageState: NO_CHOICE });
  const page = await context.newPage();
  const analytics: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/fatman-api/')) analytics.push(r.url());
  });
  await page.goto('/en/registration');
  await waitForHydration(page);
  await page.getByTestId('consent-banner').getByRole('button', { name: 'Settings' }).click();
  const dialog = page.getByTestId('consent-settings');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Necessary' })).toBeDisabled();
  await expect(dialog.getByRole('checkbox', { name: 'Necessary' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Functional' }).focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Save my choice' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('consent-banner')).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'cookies_agree_type')?.value).toBe('functional');
  await page.waitForTimeout(1500);
  expect(analytics).toEqual([]);
  await context.close();
});

test('spec §4 maintenance: the notify banner, then an operator switches it on (maintenance layout) and off', async ({
  page,
  request,
  context,
}) => {
  await context.addCookies([{ name: 'cookies_agree_type', value: 'disabled', url: BASE_URL }]);
  const now = Date.now();
  await setMaintenance(request, {
    isActive: true,
    started_at: new Date(now + 3_600_000).toISOString(),
    ended_at: new Date(now + 7_200_000).toISOString(),
    notify_started_at: new Date(now - 60_000).toISOString(),
    notify_ended_at: new Date(now + 7_200_000).toISOString(),
  });
  await page.goto('/en');
  await waitForHydration(page);
  await expect(page.getByTestId('maintenance-notice')).toBeVisible();

  await setMaintenance(request, { isActive: true });
  await page.goto('/en/live');
  await expect(page).toHaveURL(/\/en\/maintenance$/);
  await expect(page.locator('.layout--maintenance')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maintenance');
  // Spec §8: English pages get the English text.
  // The page's chunk and the text's dictionary load after hydration: a busy machine needs longer.
  await expect(page.getByText('The site is under maintenance. We will be back soon.')).toBeVisible({ timeout: 15_000 });

  await setMaintenance(request, OFF);
  await page.goto('/en/maintenance');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('.layout--maintenance')).toHaveCount(0);
});

test('spec §7 redirects: an operator adds a rule; the old path answers 301 to the new one', async ({
  page,
  request,
}) => {
  const rule = { id: 'e2e-old', from: '/e2e-old-news', to: '/news', code: 301, reason: 'news moved' };
  expect(
    (await request.put(`${BASE_URL}/admin-api/redirects/e2e-old`, { headers: adminHeaders, data: rule })).status(),
  ).toBe(200);
  try {
    const res = await request.get(`${BASE_URL}/en/e2e-old-news?from=mail`, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()['location']).toBe('/en/news?from=mail');
    await page.goto('/de/e2e-old-news');
    await expect(page).toHaveURL(/\/de\/news$/);
  } finally {
    await request.delete(`${BASE_URL}/admin-api/redirects/e2e-old`, { headers: adminHeaders });
  }
});

test('spec §4 blocking: a rule by user agent sends that browser to the block-ua page (reason 13)', async ({
  browser,
  request,
}) => {
  const rule = {
    id: 'e2e-ua',
    countries: [],
    cidrs: [],
    userAgents: ['E2EBlockedAgent'],
    templateTypeId: 13,
    guestsOnly: false,
  };
  expect(
    (await request.put(`${BASE_URL}/admin-api/blocks/e2e-ua`, { headers: adminHeaders, data: rule })).status(),
  ).toBe(200);
  const context = await browser.newContext({
    serviceWorkers: 'block',
    storageState: NO_CHOICE,
    userAgent: 'Mozilla/5.0 E2EBlockedAgent/1.0',
  });
  try {
    const page = await context.newPage();
    await page.goto('/en/live');
    await expect(page).toHaveURL(/\/en\/block-ua$/);
    await expect(page.locator('.layout--blocked')).toBeVisible();
    // Spec §4: the verify route stays open.
    await page.goto('/en/user/accountverify');
    await expect(page).toHaveURL(/\/en\/user\/accountverify$/);
  } finally {
    await context.close();
    await request.delete(`${BASE_URL}/admin-api/blocks/e2e-ua`, { headers: adminHeaders });
  }
});

async function siteGroup(request: APIRequestContext): Promise<Record<string, unknown>> {
  const res = await request.get(`${BASE_URL}/admin-api/config/groups`, { headers: adminHeaders });
  expect(res.status()).toBe(200);
  const group = ((await res.json()) as { groups: { name: string; value: Record<string, unknown> }[] }).groups.find(
    (g) => g.name === 'site',
  );
  if (!group) throw new Error('site group missing');
  return group.value;
}

async function setSite(request: APIRequestContext, value: Record<string, unknown>): Promise<void> {
  const res = await request.put(`${BASE_URL}/admin-api/config/groups/site`, { headers: adminHeaders, data: { value } });
  expect(res.status(), await res.text()).toBe(200);
}

test('spec §4 age confirmation (kept 3 days, spec §9) and the registration reminder popup (after its delay, once per interval)', async ({
  page,
  request,
  context,
}) => {
  const original = await siteGroup(request);
  await setSite(request, {
    ...original,
    isAgeConfirmationEnabled: true,
    registrationReminder: { delay: 5, interval: 60 },
  });
  try {
    await context.addCookies([{ name: 'cookies_agree_type', value: 'functional', url: BASE_URL }]);
    await page.clock.install({ time: new Date('2026-11-24T12:00:00Z') });
    await page.goto('/en/information/about');
    // The overlays mount once the browser is idle after hydration: drive the fake clock there.
    const age = page.getByTestId('age-confirmation');
    await expect.poll(async () => (await page.clock.runFor(500), age.isVisible())).toBe(true);
    await expect(age.getByRole('heading')).toHaveText('Are you 18 or older?');
    await age.getByRole('button', { name: 'No' }).click();
    await expect(age.getByRole('alert')).toHaveText('Sorry, you must be at least 18 to use this site.');
    await age.getByRole('button', { name: 'Yes, I am' }).click();
    await expect(age).toHaveCount(0);

    // Spec §4: the reminder comes after its delay (5 s here), for a visitor, with nothing else open.
    const reminder = page.getByTestId('registration-reminder');
    await page.clock.runFor(3000);
    await expect(reminder).toHaveCount(0);
    await page.clock.runFor(3000);
    await expect(reminder).toBeVisible();
    await expect(reminder.getByRole('link', { name: 'Registration' })).toHaveAttribute('href', '/en/registration');
    await reminder.getByRole('button', { name: 'Close' }).click();

    // A day later: the age answer is still kept (3 days), the reminder's hour has passed.
    await page.clock.setSystemTime(new Date('2026-11-25T12:00:00Z'));
    await page.reload();
    await expect.poll(async () => (await page.clock.runFor(1000), reminder.isVisible())).toBe(true);
    await expect(age).toHaveCount(0);

    // Three days after confirming, the question comes back.
    await page.clock.setSystemTime(new Date('2026-11-27T12:05:00Z'));
    await page.reload();
    await expect.poll(async () => (await page.clock.runFor(500), age.isVisible())).toBe(true);
  } finally {
    await setSite(request, original);
  }
});

test('spec §3 auto-logoff: with isAutoLogoffEnable, a player idle for autoLogoffInactiveMinutes is logged out; activity keeps them in', async ({
  page,
  request,
}) => {
  const original = await siteGroup(request);
  await setSite(request, { ...original, isAutoLogoffEnable: true, autoLogoffInactiveMinutes: 1 });
  try {
    await page.context().addCookies([{ name: 'cookies_agree_type', value: 'functional', url: BASE_URL }]);
    await registerFull(page.request, 'autologoff');
    await page.clock.install({ time: new Date('2026-11-24T12:00:00Z') });
    await page.goto('/en/information/about');
    // The session keeper mounts with the after-hydration hosts (the notification centre among them).
    await expect
      .poll(async () => (await page.clock.runFor(500), page.locator('section.toasts').count()), { timeout: 30_000 })
      .toBe(1);
    await page.clock.runFor(40_000);
    await page.keyboard.press('Shift');
    await page.clock.runFor(40_000);
    await expect(page).toHaveURL(/\/en\/information\/about$/);
    await page.clock.runFor(40_000);
    await expect(page).toHaveURL(/\/en\/login\?reason=auto_logoff$/);
    await expect(page.getByTestId('auto-logoff-notice')).toBeVisible();
    const session = await page.request.get('/web-api/session', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    expect(session.status()).toBe(401);
  } finally {
    await setSite(request, original);
  }
});

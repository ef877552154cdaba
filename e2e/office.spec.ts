import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { BASE_URL, collectPageErrors, waitForHydration } from './support';
import { registerFull } from './identity-support';

/*
 * Issue 13 bug 3: the personal office had no menu (/en/office was an empty card; settings,
 * security, history, recharge… reachable only by typing the URL). One player for the file.
 */
test.describe.configure({ mode: 'serial' });

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
let player: StorageState;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { 'X-Forwarded-For': '10.65.13.3' },
  });
  await registerFull(context.request, 'office');
  player = await context.storageState();
  await context.close();
});

async function playerPage(browser: Browser, width: number, height: number): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    storageState: player,
    serviceWorkers: 'block',
    viewport: { width, height },
  });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto('/en/office');
  await waitForHydration(page);
  return { page, errors };
}

/** The dashboard is never an empty card: balances, bets, verification, limits and bonuses. */
async function expectDashboard(page: Page) {
  const dashboard = page.getByTestId('office-dashboard');
  await expect(dashboard.getByRole('heading', { level: 1, name: 'Personal office' })).toBeVisible();
  await expect(page.getByTestId('office-balance')).toContainText('€');
  await expect(page.getByTestId('office-bets')).toContainText('No bets in play');
  await expect(page.getByTestId('office-verification')).toContainText('not verified yet');
  await expect(page.getByTestId('office-limits').getByRole('link', { name: 'Set limits' })).toBeVisible();
  await expect(page.getByTestId('office-bonus')).toContainText('No active bonuses');
  await expect(dashboard).toContainText('Hello, Anna Test');
}

test('issue 13 office at 1366 px: the menu is a sidebar on every office page and reaches settings, security, history and recharge', async ({
  browser,
}) => {
  const { page, errors } = await playerPage(browser, 1366, 900);
  await expectDashboard(page);
  const sidebar = page.getByTestId('office-sidebar');
  await expect(sidebar).toBeVisible();
  // On desktop the dashboard's own copy of the menu (the phone list) is hidden.
  await expect(page.getByTestId('office-dashboard-menu')).toBeHidden();
  for (const group of ['Account', 'Money', 'Bets', 'Bonuses', 'Security', 'Responsible gaming', 'Support'])
    await expect(sidebar.getByRole('list', { name: group, exact: true })).toBeVisible();

  for (const [id, path, heading] of [
    ['settings', 'office/settings', 'Account settings'],
    ['security', 'office/security', 'Security'],
    ['history', 'office/history', 'Bet history'],
    ['recharge', 'office/recharge', 'Deposit'],
  ] as const) {
    await sidebar.getByTestId(`office-menu-${id}`).click();
    await expect(page).toHaveURL(`${BASE_URL}/en/${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The sidebar stays, and marks the open page.
    await expect(sidebar.getByTestId(`office-menu-${id}`)).toHaveAttribute('aria-current', 'page');
  }
  expect(errors).toEqual([]);
  await page.context().close();
});

test('issue 13 office at 390 px: /office is the dashboard with the menu as a list; each page leads back to it', async ({
  browser,
}) => {
  const { page, errors } = await playerPage(browser, 390, 844);
  await expectDashboard(page);
  await expect(page.getByTestId('office-sidebar')).toBeHidden();
  const list = page.getByTestId('office-dashboard-menu');
  await expect(list).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  for (const [id, path, heading] of [
    ['settings', 'office/settings', 'Account settings'],
    ['security', 'office/security', 'Security'],
    ['history', 'office/history', 'Bet history'],
    ['recharge', 'office/recharge', 'Deposit'],
  ] as const) {
    await list.getByTestId(`office-menu-${id}`).click();
    await expect(page).toHaveURL(`${BASE_URL}/en/${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.getByTestId('office-back').click();
    await expect(page).toHaveURL(`${BASE_URL}/en/office`);
    await expect(list).toBeVisible();
  }
  expect(errors).toEqual([]);
  await page.context().close();
});

import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { BASE_URL, adminHeaders, collectPageErrors, waitForHydration } from './support';
import { registerFull } from './identity-support';

/*
 * Spec §4 Account conversion offer (HRK account conversion reminder), issue 17: a player who still
 * holds a legacy HRK account sees the offer on the office dashboard, converts, and the header
 * balance of every open tab changes to euros without a reload (the wallet's balance channel).
 * The HRK account is made as operators make one: the admin API (players cannot open HRK).
 */
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
let player: StorageState;

test.use({ viewport: { width: 1366, height: 900 } });

test.beforeAll(async ({ browser }) => {
  // Its own address: other specs fail logins and register from the default one.
  const context = await browser.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { 'X-Forwarded-For': '10.71.0.1' } });
  const account = await registerFull(context.request, 'office-hrk');
  // 7534.50 HRK, the active account: 1000.00 EUR at the fixed 7.53450.
  const opened = await context.request.post('/admin-api/wallet/legacy-hrk-account', {
    headers: adminHeaders,
    data: { userId: account.userId, type: 'main', balanceMinor: '753450', active: true },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  player = await context.storageState();
  await context.close();
});

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const headerBalance = (page: Page) => page.getByTestId('header-balance-amount');

test('spec §4 Account conversion offer: an HRK holder sees it on the office dashboard, converts, and every tab shows the euro balance without a reload', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: player, serviceWorkers: 'block' });
  const office = await context.newPage();
  const other = await context.newPage();
  const errors = collectPageErrors(office);
  await open(office, '/en/office');
  await open(other, '/en');
  for (const tab of [office, other]) await expect(headerBalance(tab)).toContainText('7534.50');
  // A marker on the window survives only if the tab is never reloaded.
  for (const tab of [office, other]) await tab.evaluate(() => Object.assign(window, { hrkMarker: true }));

  const offer = office.getByTestId('conversion-offer');
  await expect(offer.getByRole('heading', { name: 'Convert your HRK account to EUR' })).toBeVisible();
  await expect(offer).toContainText('7534.50 HRK');
  await expect(offer).toContainText('1000.00 EUR');
  await expect(offer).toContainText('7.53450');

  await offer.getByRole('button', { name: 'Convert to EUR' }).click();
  await expect(offer).toHaveCount(0);
  // This tab, and the other one told over the socket: euros now, never reloaded.
  for (const tab of [office, other]) await expect(headerBalance(tab)).toContainText('1000.00');
  for (const tab of [office, other]) await expect(headerBalance(tab)).toContainText('€');
  for (const tab of [office, other]) expect(await tab.evaluate(() => 'hrkMarker' in window)).toBe(true);
  // The dashboard's balances follow; the offer never returns (shown once per user).
  await expect(office.getByTestId('office-dashboard')).not.toContainText('HRK');
  await open(office, '/en/office');
  await expect(office.getByTestId('office-dashboard')).toBeVisible();
  await expect(office.getByTestId('conversion-offer')).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});

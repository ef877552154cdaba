import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { formatClock } from '@sb/preferences';
import { BASE_URL, adminHeaders, collectPageErrors, waitForHydration } from './support';
import { registerFull } from './identity-support';

/*
 * One player for the whole file: the server allows 10 registrations per IP an hour and
 * identity.spec.ts uses 9. The tests build on each other's money (deposit 25, withdraw, …), so
 * they run in order and stop at the first failure.
 */
test.describe.configure({ mode: 'serial' });

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
let player: StorageState;

interface Payment {
  id: string;
  direction: string;
  amount: string;
  status: string;
  createdAt: string;
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { 'X-Forwarded-For': '10.65.0.1' } });
  await registerFull(context.request, 'wallet');
  player = await context.storageState();
  await context.close();
});

/** A browser context logged in as the file's player (its tabs share the session). */
async function playerContext(browser: Browser, cookies: Record<string, string> = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: player, serviceWorkers: 'block' });
  const extra = Object.entries(cookies).map(([name, value]) => ({ name, value, url: BASE_URL }));
  if (extra.length) await context.addCookies(extra);
  return context;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Money as the site shows it: "25.00 €" (a no-break space before the symbol). */
const money = (amount: string, symbol = '€') =>
  new RegExp(`^${amount.replace('.', '\\.')}\\s${symbol.replace('$', '\\$')}$`);
const headerBalance = (page: Page) => page.getByTestId('header-balance-amount');
/** Console errors other than the browser's note on an answer the test provoked on purpose (HTTP 400). */
const unexpected = (errors: string[]) => errors.filter((e) => !e.includes('status of 400'));

async function history(context: BrowserContext, query: string): Promise<Payment[]> {
  const res = await context.request.get(`/web-api/payments/history?${query}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: Payment[] }).items;
}

test('spec §2 office/recharge → sandbox provider → onpay/success; spec §9 the header balance follows the WebSocket in every open tab without a reload; one payment for a double click', async ({
  browser,
}) => {
  const context = await playerContext(browser);
  const tabA = await context.newPage();
  const tabB = await context.newPage();
  const payer = await context.newPage();
  const errors = collectPageErrors(tabA);
  await open(tabA, '/en');
  await open(tabB, '/en/office/account');
  await expect(headerBalance(tabA)).toHaveText(money('0.00'));
  await expect(headerBalance(tabB)).toHaveText(money('0.00'));
  // A marker on the window survives only if the tab is never reloaded.
  for (const tab of [tabA, tabB]) await tab.evaluate(() => Object.assign(window, { walletMarker: true }));

  await open(payer, '/en/office/recharge');
  const form = payer.getByTestId('deposit-form');
  await expect(form.getByLabel('Payment method')).toHaveValue('sandbox-card');
  // Min and max of the method for the account's currency, in major units, with the step.
  await expect(form.getByText('From 1.00 € to 10000.00 €, in steps of 0.01')).toBeVisible();
  // Amounts are checked before anything is sent (the server's own error titles).
  await form.getByLabel('Amount, EUR').fill('0.5');
  await form.getByRole('button', { name: 'Go to payment' }).click();
  await expect(form.getByRole('alert')).toHaveText('The amount is below the minimum for this method.');
  await form.getByLabel('Amount, EUR').fill('25,00');

  const keys: string[] = [];
  payer.on('request', (r) => {
    if (r.url().endsWith('/web-api/payments/deposits')) keys.push(r.headers()['idempotency-key'] ?? '');
  });
  await form.getByRole('button', { name: 'Go to payment' }).dblclick();
  await payer.waitForURL(/\/sandbox-pay\//);
  expect(keys, 'a double click sends one request, with an Idempotency-Key').toHaveLength(1);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

  await expect(payer.getByRole('heading', { name: 'Pay 25.00 EUR' })).toBeVisible();
  await payer.getByTestId('sandbox-pay').click();
  await payer.waitForURL(/\/en\/onpay\/success\?payment=/);
  await waitForHydration(payer);
  await expect(payer.getByRole('heading', { level: 1 })).toHaveText('Payment successful');
  await expect(payer.getByTestId('onpay-status')).toHaveText('Successful');
  await expect(payer.getByTestId('onpay-amount')).toHaveText(money('25.00'));
  // Issue 16: a completed deposit leads on to its thank-you page.
  await expect(payer.getByTestId('onpay-thankyou')).toHaveAttribute('href', '/en/thankyou/deposit');
  await expect(payer.getByRole('link', { name: 'Transaction history' })).toHaveAttribute(
    'href',
    '/en/office/historypay',
  );
  await expect(headerBalance(payer)).toHaveText(money('25.00'));

  // The other tabs were told over the socket: same balance, never reloaded.
  await expect(headerBalance(tabA)).toHaveText(money('25.00'));
  await expect(headerBalance(tabB)).toHaveText(money('25.00'));
  await expect(tabB.getByTestId('account-EUR-0')).toContainText('25.00');
  for (const tab of [tabA, tabB]) expect(await tab.evaluate(() => 'walletMarker' in window)).toBe(true);

  expect((await history(context, 'type=deposit')).map((p) => [p.amount, p.status])).toEqual([['25.00', 'success']]);
  expect(errors).toEqual([]);
  await context.close();
});

test('spec §2 office/deduce: a withdrawal is reserved and listed as under review, cancelled back to the balance; a second one approved by the operator shows in history', async ({
  browser,
  request,
}) => {
  const context = await playerContext(browser);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await open(page, '/en/office/deduce');
  const form = page.getByTestId('withdrawal-form');
  const pending = page.getByTestId('pending-withdrawals');
  await expect(form.getByTestId('withdrawal-available')).toHaveText('Available: 25.00\u00a0€');
  await expect(pending.getByText('No withdrawals are waiting for review.')).toBeVisible();

  await form.getByLabel('Amount, EUR').fill('10');
  await form.getByRole('button', { name: 'Request the withdrawal' }).click();
  await expect(form.getByText('The withdrawal request has been sent.', { exact: false })).toBeVisible();
  const item = pending.getByTestId('pending-withdrawal');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('10.00');
  await expect(item).toContainText('Under review');
  await expect(headerBalance(page)).toHaveText(money('15.00'));

  await item.getByRole('button', { name: 'Cancel the withdrawal' }).click();
  await expect(
    pending.getByText('The withdrawal has been cancelled and the money returned to the account.'),
  ).toBeVisible();
  await expect(item).toHaveCount(0);
  await expect(headerBalance(page)).toHaveText(money('25.00'));

  // More than the balance: the server's title, in the player's language.
  await form.getByLabel('Amount, EUR').fill('30');
  await form.getByRole('button', { name: 'Request the withdrawal' }).click();
  await expect(form.getByRole('alert')).toHaveText('Not enough money in the account.');

  await form.getByLabel('Amount, EUR').fill('5');
  await form.getByRole('button', { name: 'Request the withdrawal' }).click();
  await expect(item).toHaveCount(1);
  await expect(headerBalance(page)).toHaveText(money('20.00'));
  const [review] = await history(context, 'type=withdrawal&status=review');
  expect(review?.amount).toBe('5.00');
  const approved = await request.post(`/admin-api/withdrawals/${encodeURIComponent(review?.id ?? '')}/approve`, {
    headers: adminHeaders,
  });
  expect(approved.status(), await approved.text()).toBe(200);

  // Issue 13: the office menu (sidebar on desktop) leads to the history.
  await page.getByTestId('office-menu-historypay').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transaction history');
  const rows = page.getByTestId('history-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Withdrawal');
  await expect(rows.nth(0)).toContainText('5.00');
  await expect(rows.nth(0)).toContainText('Successful');
  await expect(rows.nth(1)).toContainText('Cancelled');
  await expect(rows.nth(2)).toContainText('Deposit');
  await expect(headerBalance(page)).toHaveText(money('20.00'));
  expect(unexpected(errors)).toEqual([]);
  await context.close();
});

test('spec §2 office/historypay: filters by type and status kept in the URL, times in the player time zone and 12-hour clock, CSV export of the same filters', async ({
  browser,
}) => {
  // Spec §9 cookie names: tzo (time zone) and is12h.
  const context = await playerContext(browser, { tzo: '5.5', is12h: '1' });
  const page = await context.newPage();
  await open(page, '/en/office/historypay');
  const rows = page.getByTestId('history-row');
  await expect(rows).toHaveCount(3);
  await expect(page.getByText('Transactions found: 3')).toBeVisible();

  const first = rows.nth(0).locator('time');
  const createdAt = (await first.getAttribute('datetime')) ?? '';
  await expect(first).toContainText(formatClock(Date.parse(createdAt), 5.5, true));
  await expect(first).toContainText(/(AM|PM)$/);

  await page.getByLabel('Type', { exact: true }).selectOption('withdrawal');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\/en\/office\/historypay\?type=withdrawal$/);
  await expect(rows).toHaveCount(2);
  await page.getByLabel('Status', { exact: true }).selectOption('success');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/type=withdrawal&status=success$/);
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('history-page')).toHaveText('Page 1 of 1');

  // A period that ended before today finds nothing.
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await page.getByLabel('To', { exact: true }).fill('2020-01-31');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByTestId('history-empty')).toBeVisible();
  await page.goBack();
  await expect(rows).toHaveCount(1);

  const csv = page.getByTestId('history-csv');
  await expect(csv).toHaveAttribute('href', '/web-api/payments/history.csv?type=withdrawal&status=success');
  const downloading = page.waitForEvent('download');
  await csv.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('transactions.csv');
  const lines = (await readFile(await download.path(), 'utf8')).trim().split(/\r\n/);
  expect(lines[0]).toBe('id,created_at,type,method,amount,currency,status');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(/,withdrawal,sandbox-card,5\.00,EUR,success$/);
  await context.close();
});

test('spec §9 account update polling: with the WebSocket down the header still follows a money action (accounts read again)', async ({
  browser,
}) => {
  const context = await playerContext(browser);
  const page = await context.newPage();
  // The socket opens but the server never answers: no hello, no pushed balance.
  await page.routeWebSocket(/\/ws$/, () => undefined);
  await open(page, '/en/office/deduce');
  await expect(headerBalance(page)).toHaveText(money('20.00'));
  const form = page.getByTestId('withdrawal-form');
  await form.getByLabel('Amount, EUR').fill('2');
  const reread = page.waitForRequest((r) => r.url().endsWith('/web-api/user/accounts') && r.method() === 'GET');
  await form.getByRole('button', { name: 'Request the withdrawal' }).click();
  await reread;
  await expect(headerBalance(page)).toHaveText(money('18.00'));
  await page.getByTestId('pending-withdrawal').getByRole('button', { name: 'Cancel the withdrawal' }).click();
  await expect(headerBalance(page)).toHaveText(money('20.00'));
  await context.close();
});

test('spec §7 add currency (polled until it appears), set active account (spec §8 main_account_will_set with the id, not on the bingo route), remove an empty one; spec §4 busy flag per kind', async ({
  browser,
}) => {
  const context = await playerContext(browser);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await open(page, '/en/office/account');
  await expect(page.getByTestId('account-EUR-0')).toContainText('Active');
  await expect(page.getByTestId('account-EUR-4')).toContainText('Bonus account');

  const add = page.getByTestId('add-currency');
  await add.getByLabel('New currency account').selectOption('USD');
  await add.getByRole('button', { name: 'Add the account' }).click();
  await expect(page.getByText('The currency account has been added.')).toBeVisible();
  await expect(add.getByRole('button', { name: 'Add the account' })).toBeEnabled();
  const usd = page.getByTestId('account-USD-9');
  await expect(usd).toContainText('0.00');
  const usdId = (await usd.getAttribute('data-account-id')) ?? '';
  expect(usdId).toMatch(/^\d+$/);
  await expect(usd).toContainText(`No. ${usdId}`);

  await usd.getByRole('button', { name: 'Make active' }).click();
  await expect(page.getByText(`Account ${usdId} will be set as active`)).toBeVisible();
  await expect(usd).toContainText('Active');
  await expect(headerBalance(page)).toHaveText(money('0.00', '$'));

  // The server refuses to remove the active account: its message is shown.
  await usd.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The active account cannot be removed. Make another account active first.',
  );

  // On the bingo route the switch happens without the success message.
  await open(page, '/en/bingo');
  await page.getByTestId('header-balance').click();
  const menu = page.getByTestId('balance-menu');
  await expect(menu.getByRole('button', { name: /USD/ })).toHaveAttribute('aria-pressed', 'true');
  await menu.getByRole('button', { name: /Main account EUR/ }).click();
  await expect(headerBalance(page)).toHaveText(money('20.00'));
  await expect(menu.getByRole('button', { name: /Main account EUR/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/will be set as active/)).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/en/office/deduce');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);

  // From the header menu elsewhere the message names the account.
  await open(page, '/en/office/account');
  await page.getByTestId('header-balance').click();
  await menu.getByRole('button', { name: /USD/ }).click();
  await expect(menu.getByText(`Account ${usdId} will be set as active`)).toBeVisible();
  await expect(headerBalance(page)).toHaveText(money('0.00', '$'));
  await menu.getByRole('button', { name: /Main account EUR/ }).click();
  await expect(headerBalance(page)).toHaveText(money('20.00'));
  await page.keyboard.press('Escape');

  // Empty and inactive: it goes. While it runs, the delete buttons are disabled.
  let finishDelete: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (finishDelete = resolve));
  await page.route(/\/web-api\/user\/accounts\/\d+$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await waitForHydration(page);
  await usd.getByRole('button', { name: 'Remove' }).click();
  await expect(usd.getByRole('button', { name: 'Remove' })).toBeDisabled();
  await expect(usd.getByRole('button', { name: 'Make active' })).toBeEnabled();
  finishDelete();
  await expect(page.getByText('The currency account has been removed.')).toBeVisible();
  await expect(usd).toHaveCount(0);
  expect(unexpected(errors)).toEqual([]);
  await context.close();
});

test('spec §2 office/payment/create-request steps topic → transaction → subtopic, then the request is listed in office/payment/requests', async ({
  browser,
}) => {
  const context = await playerContext(browser);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await open(page, '/en/office/payment/requests');
  await expect(page.getByText('You have no payment requests yet.')).toBeVisible();
  await page.getByRole('link', { name: 'New payment request' }).click();
  await expect(page).toHaveURL(/\/en\/office\/payment\/create-request\/topic$/);

  // A topic about no payment skips the transaction step.
  await page.getByLabel('Other question', { exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/subtopic\?topic=other$/);
  await expect(page.getByText('Step 2 of 2: Question')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();

  await page.getByLabel('Deposit', { exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/transaction\?topic=deposit$/);
  await expect(page.getByText('Step 2 of 3: Transaction')).toBeVisible();
  const deposit = page.getByLabel(/^Deposit 25\.00\s€ · .* · Successful$/);
  await deposit.check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/subtopic\?topic=deposit&payment=dep_/);

  await page.getByLabel('The money has not arrived', { exact: true }).check();
  await page.getByLabel('Message', { exact: true }).fill('too short');
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByRole('alert')).toHaveText('From 10 to 2000 characters.');
  await page.getByLabel('Message', { exact: true }).fill('My deposit of 25 EUR shows as successful; please check it.');
  await page.getByRole('button', { name: 'Send the request' }).click();

  await expect(page).toHaveURL(/\/en\/office\/payment\/requests$/);
  await expect(page.getByText(/^Your request No\. \d+ has been sent\.$/)).toBeVisible();
  const listed = page.getByTestId('support-request');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Deposit: The money has not arrived');
  await expect(listed).toContainText('Open');
  await expect(listed).toContainText('My deposit of 25 EUR shows as successful; please check it.');
  expect(errors).toEqual([]);
  await context.close();
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { adminHeaders, BASE_URL, collectPageErrors, waitForHydration, depositBySandbox } from './support';
import { registerFull } from './identity-support';

/*
 * Issue 19 (lotto): a player funds the account, buys a 6/45 quick-pick ticket in the browser,
 * the draw runs through the admin hook at the draw's own time (a test clock, never a wall-clock
 * wait), and the ticket page shows it settled with its hits and prize; the balance moved by
 * exactly the stake and the prize.
 */
test.describe.configure({ mode: 'serial' });

const LOTTO = '/web-api/lotto';
const DEPOSIT = 2500n;
/** Registrations are limited per client address (10 an hour): this file has its own address. */
const OWN_ADDRESS = { 'X-Forwarded-For': '10.64.19.1' } as const;
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

let player: StorageState;
let ticketPath = '';

/** Minor units as the site writes them ("2500" → "25.00"). */
const major = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;

async function playerPage(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: player, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(path);
  await waitForHydration(page);
  return page;
}

async function expectBalance(page: Page, minor: bigint): Promise<void> {
  await expect(page.getByTestId('header-balance-amount')).toHaveText(
    new RegExp(`^${major(minor).replace('.', '\\.')}\\D`),
  );
}

interface Ticket {
  id: string;
  status: string;
  stakeMinor: string;
  winningsMinor: string;
  draws: { scheduledAt: string; status: string }[];
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL, extraHTTPHeaders: OWN_ADDRESS });
  await registerFull(context.request, 'lotto');
  player = await context.storageState();
  await context.close();
});

test('funding: sandbox deposit of 25.00', async ({ browser }) => {
  const page = await playerPage(browser, '/en/office/recharge');
  await depositBySandbox(page, major(DEPOSIT));
  await page.context().close();
});

test('spec §2 lotto: the catalogue leads to 6/45, where a quick-pick ticket is bought', async ({ browser }) => {
  const page = await playerPage(browser, '/en/lotto');
  const errors = collectPageErrors(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Lotteries' })).toBeVisible();
  await page.locator('[data-lottery="6-45"]').getByRole('link', { name: 'Play' }).click();
  await expect(page).toHaveURL(/\/en\/lotto\/lotto-name\/6-45$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lotto 6/45' })).toBeVisible();
  await expect(page.getByTestId('lotto-buy')).toBeDisabled();
  await page.getByTestId('lotto-quick-pick').click();
  await expect(page.getByRole('group', { name: 'Line 1' }).locator('[aria-pressed="true"]')).toHaveCount(6);
  await expect(page.getByTestId('lotto-price')).toHaveText('Price: 1.00');
  await page.getByTestId('lotto-buy').click();
  await page.getByTestId('lotto-view-ticket').click();
  await expect(page).toHaveURL(/\/en\/lotto\/view\/[0-9a-f-]{36}$/);
  ticketPath = new URL(page.url()).pathname;
  await expect(page.getByTestId('lotto-ticket')).toHaveAttribute('data-ticket-status', 'open');
  await expect(page.getByText('Waiting for draws')).toBeVisible();
  await expectBalance(page, DEPOSIT - 100n);
  expect(errors).toEqual([]);
  await page.context().close();
});

test('the draw runs at its time (admin hook, test clock); the ticket is settled and the prize credited', async ({
  browser,
}) => {
  const page = await playerPage(browser, ticketPath);
  const id = ticketPath.split('/').pop() ?? '';
  const before = (await (await page.request.get(`${LOTTO}/tickets/${id}`)).json()) as { ticket: Ticket };
  const at = before.ticket.draws[0]?.scheduledAt ?? '';
  const run = await page.request.post('/admin-api/lotto/run', { headers: adminHeaders, data: { at } });
  expect(run.status(), await run.text()).toBe(200);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('lotto-ticket')).toHaveAttribute('data-ticket-status', 'settled');
  await expect(page.getByText('Settled', { exact: true })).toBeVisible();
  const after = (await (await page.request.get(`${LOTTO}/tickets/${id}`)).json()) as { ticket: Ticket };
  expect(after.ticket.status).toBe('settled');
  const won = BigInt(after.ticket.winningsMinor);
  await expect(page.getByTestId('lotto-ticket-winnings')).toHaveText(`Winnings: ${major(won)} EUR`);
  await expect(page.getByLabel('Drawn numbers').first().locator('li')).toHaveCount(6);
  await expectBalance(page, DEPOSIT - 100n + won);
  // Running the job again pays nothing twice.
  await page.request.post('/admin-api/lotto/run', { headers: adminHeaders, data: { at } });
  const again = (await (await page.request.get(`${LOTTO}/tickets/${id}`)).json()) as { ticket: Ticket };
  expect(again.ticket.winningsMinor).toBe(after.ticket.winningsMinor);
  // The results archive shows the draw with its verification.
  await page.goto('/en/lotto/results/6-45');
  await waitForHydration(page);
  await page.getByText('Verify this draw').first().click();
  await expect(page.getByText(/^Verified: the seed hashes to the commitment/).first()).toBeVisible();
  await page.context().close();
});

test('issue 19 a11y: no serious or critical WCAG 2.1 AA violations on the lotto pages', async ({ browser }) => {
  // axe over several pages: each analysis takes seconds on a loaded CI machine.
  test.slow();
  for (const path of ['/en/lotto', '/en/lotto/lotto-name/5-36', '/en/lotto/results', ticketPath]) {
    const page = await playerPage(browser, path);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const blocking = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')}`,
      );
    expect(blocking, path).toEqual([]);
    await page.context().close();
  }
});

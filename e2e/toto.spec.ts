import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { adminHeaders, BASE_URL, collectPageErrors, waitForHydration, depositBySandbox } from './support';
import { registerFull } from './identity-support';

/*
 * Issue 19 (toto): a player funds the account, fills a coupon of the next draw in the browser
 * with several predictions on some matches (the page counts the combinations and the stake),
 * buys it, the settlement job runs through the admin hook at the draw's end (a test clock, never
 * a wall-clock wait; the next draw closes a day or more ahead, so no wall-clock window can shut
 * it mid-test), and the coupon page shows it settled; the balance moved by exactly the stake and
 * the prize.
 */
test.describe.configure({ mode: 'serial' });

const TOTO = '/web-api/toto';
const DEPOSIT = 2500n;
/** Registrations are limited per client address (10 an hour): this file has its own address. */
const OWN_ADDRESS = { 'X-Forwarded-For': '10.64.19.2' } as const;
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

let player: StorageState;

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

interface Coupon {
  id: string;
  status: string;
  combinations: number;
  stakeMinor: string;
  prizeMinor: string;
  bestHits: number | null;
  draw: { id: string; status: string; events: { startAt: string }[] };
}

const coupons = async (page: Page) =>
  ((await (await page.request.get(`${TOTO}/coupons`)).json()) as { coupons: Coupon[] }).coupons;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL, extraHTTPHeaders: OWN_ADDRESS });
  await registerFull(context.request, 'toto');
  player = await context.storageState();
  await context.close();
});

test('funding: sandbox deposit of 25.00', async ({ browser }) => {
  const page = await playerPage(browser, '/en/office/recharge');
  await depositBySandbox(page, major(DEPOSIT));
  await page.context().close();
});

test('spec §2 toto/next: a coupon with several predictions counts its combinations and is bought', async ({
  browser,
}) => {
  const page = await playerPage(browser, '/en/toto');
  const errors = collectPageErrors(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Toto: current draw' })).toBeVisible();
  await page.getByRole('link', { name: 'Next draw' }).click();
  await expect(page).toHaveURL(/\/en\/toto\/next$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Toto: next draw' })).toBeVisible();
  await expect(page.getByTestId('toto-buy')).toBeDisabled();
  for (let i = 0; i < 15; i++) await page.getByTestId(`toto-pick-${i}-1`).click();
  await expect(page.getByTestId('toto-combinations')).toHaveText('Combinations: 1');
  // Two picks on the first match and on the second: 2 × 2 = 4 combinations.
  await page.getByTestId('toto-pick-0-X').click();
  await page.getByTestId('toto-pick-1-2').click();
  await expect(page.getByTestId('toto-pick-1-2')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('toto-combinations')).toHaveText('Combinations: 4');
  await page.getByTestId('toto-stake').selectOption({ label: '0.20' });
  await expect(page.getByTestId('toto-total')).toHaveText('Total: 0.80');
  await page.getByTestId('toto-buy').click();
  await expect(page.getByRole('status').filter({ hasText: 'Coupon placed: 0.80.' })).toBeVisible();
  await expectBalance(page, DEPOSIT - 80n);
  const [coupon] = await coupons(page);
  expect(coupon).toMatchObject({ status: 'open', combinations: 4, stakeMinor: '80' });
  await page.getByTestId('toto-my-coupons').click();
  await expect(page).toHaveURL(/\/en\/toto\/coupons$/);
  await expect(page.getByTestId('toto-coupon')).toHaveAttribute('data-coupon-status', 'open');
  expect(errors).toEqual([]);
  await page.context().close();
});

test('the draw is settled at its end (admin hook, test clock); the coupon shows its hits and prize', async ({
  browser,
}) => {
  const page = await playerPage(browser, '/en/toto/coupons');
  const [before] = await coupons(page);
  if (!before) throw new Error('no coupon');
  // A day after the last match starts every result is in.
  const lastStart = Math.max(...before.draw.events.map((e) => Date.parse(e.startAt)));
  const at = new Date(lastStart + 24 * 3_600_000).toISOString();
  const run = await page.request.post('/admin-api/toto/run', { headers: adminHeaders, data: { at } });
  expect(run.status(), await run.text()).toBe(200);
  const [after] = await coupons(page);
  expect(after).toMatchObject({ id: before.id, status: 'settled' });
  expect(after?.bestHits).not.toBeNull();
  const prize = BigInt(after?.prizeMinor ?? '-1');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('toto-coupon')).toHaveAttribute('data-coupon-status', 'settled');
  await expect(page.getByTestId('toto-coupon-prize')).toHaveText(`Prize: ${major(prize)} EUR`);
  await expect(page.getByTestId('toto-coupon-best')).toHaveText(`Best: ${after?.bestHits} of 15 correct`);
  await expectBalance(page, DEPOSIT - 80n + prize);
  // Running the job again pays nothing twice.
  await page.request.post('/admin-api/toto/run', { headers: adminHeaders, data: { at } });
  const [again] = await coupons(page);
  expect(again?.prizeMinor).toBe(after?.prizeMinor);
  // The archive shows the settled draw with its results.
  await page.goto('/en/toto/draws');
  await waitForHydration(page);
  await expect(page.locator(`[data-draw="${before.draw.id}"]`)).toHaveAttribute('data-draw-status', 'settled');
  await page.context().close();
});

test('issue 19 a11y: no serious or critical WCAG 2.1 AA violations on the toto pages', async ({ browser }) => {
  // axe over several pages: each analysis takes seconds on a loaded CI machine.
  test.slow();
  for (const path of ['/en/toto', '/en/toto/next', '/en/toto/coupons', '/en/toto/draws']) {
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

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext } from '@playwright/test';
import { BASE_URL, collectPageErrors, depositBySandbox, waitForHydration } from './support';
import { registerFull } from './identity-support';

/*
 * Issue 15 (casino): the bingo page offers both rooms; in the 90-ball room a funded player buys
 * two cards in one purchase (each a stake) and sees both 3×9 tickets. The purchase is accepted
 * in any draw (there is always an open one), so nothing waits on the wall clock or moves the
 * server's clock: the draw itself is covered by the API tests with an injected clock.
 */
test.describe.configure({ mode: 'serial' });

const CASINO = '/web-api/casino';
/** Registrations are limited per client address (10 an hour): this file has its own address. */
const OWN_ADDRESS = { 'X-Forwarded-For': '10.64.15.90' } as const;
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
let player: StorageState;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL, extraHTTPHeaders: OWN_ADDRESS });
  await registerFull(context.request, 'bingo90');
  player = await context.storageState();
  await context.close();
});

test('issue 15 bingo 90: both rooms on the bingo page; two cards bought in one purchase are shown and cost two stakes', async ({
  browser,
}) => {
  test.slow();
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: player, serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto('/en/office/recharge');
  await waitForHydration(page);
  await depositBySandbox(page, '25.00');

  await page.goto('/en/bingo');
  await waitForHydration(page);
  await expect(page.locator('[data-testid="casino-tile"][data-game-id="bingo-75"]')).toBeVisible();
  const room90 = page.locator('[data-testid="casino-tile"][data-game-id="bingo-90"]');
  await expect(room90).toBeVisible();
  await room90.getByRole('link').click();
  await page.waitForURL(/\/slots\/game\/bingo-90\//);
  await waitForHydration(page);

  await expect(page.getByText(/No video host/)).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Bingo rooms' }).getByRole('link', { name: 'Bingo 90' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('casino-mode-real')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('casino-balance')).toHaveText('25.00');
  await page.getByTestId('casino-stake').fill('1.00');
  await page.getByLabel(/^Cards/).selectOption('2');
  await expect(page.getByTestId('casino-play')).toHaveText('Buy cards: 2');
  await page.getByTestId('casino-play').click();

  const cards = page.getByTestId('casino-bingo-card');
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) {
    await expect(card.getByRole('row')).toHaveCount(3);
    const numbers = (await card.locator('td').allInnerTexts()).filter((x) => x.trim() !== '');
    expect(numbers).toHaveLength(15);
  }
  await expect(page.getByTestId('casino-balance')).toHaveText('23.00');
  const history = await page.request.get(`${CASINO}/history?gameId=bingo-90`);
  expect(history.status()).toBe(200);
  const [ticket] = ((await history.json()) as { rounds: { totalStakeMinor: string; params: unknown }[] }).rounds;
  expect(ticket).toMatchObject({ totalStakeMinor: '200', params: { cards: 2 } });

  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // The other room is one link away.
  await page.getByRole('navigation', { name: 'Bingo rooms' }).getByRole('link', { name: 'Bingo 75' }).click();
  await page.waitForURL(/\/slots\/game\/bingo-75\//);
  await expect(page.getByText(/first line 30 %/)).toBeVisible();
  // The browser asks /en/favicon.ico on the way (a 404 of the site's, not of these pages).
  expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
  await context.close();
});

import { expect, test, type BrowserContext } from '@playwright/test';
import { BASE_URL, collectPageErrors, depositBySandbox, waitForHydration } from './support';
import { registerFull } from './identity-support';

/*
 * Issue 15, provider games: a player funds the account through the sandbox payment, opens the
 * sandbox aggregator from the providers page, launches its coin flip for real money (the game
 * runs in the provider's frame and moves money through the seamless wallet), plays a round and
 * sees the balance move by the round's result in the header and the round in the game's list.
 */
test.describe.configure({ mode: 'serial' });

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
let player: StorageState;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL });
  await registerFull(context.request, 'casino-provider');
  player = await context.storageState();
  await context.close();
});

test('a sandbox provider game: launched from the providers page, a real round moves the balance', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: player, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/en/office/recharge');
  await waitForHydration(page);
  await depositBySandbox(page, '25.00');
  // From here on (the payment sandbox's pages are not this journey's), everything runs clean.
  const errors = collectPageErrors(page);

  await page.goto('/en/providers');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Sandbox Aggregator (test)' }).click();
  await page.waitForURL(/\/providers\/sandbox/);
  const tile = page.locator('[data-testid="casino-tile"][data-game-id="sandbox-coin-flip"]');
  await tile.getByRole('link').click();
  await page.waitForURL(/\/slots\/game\/sandbox-coin-flip\//);
  await waitForHydration(page);
  await expect(page.getByTestId('casino-sandbox-note')).toHaveText('Sandbox provider — test games, not a real studio.');
  await expect(page.getByTestId('account-balance')).toContainText('25.00');

  const frameEl = page.getByTestId('casino-provider-frame');
  await expect(frameEl).toHaveAttribute('data-mode', 'real');
  const game = page.frameLocator('[data-testid="casino-provider-frame"]');
  await expect(game.getByTestId('sandbox-banner')).toHaveText('Sandbox provider — test games, not a real studio');
  await expect(game.getByTestId('sandbox-mode')).toContainText('Real money (EUR)');
  await game.getByTestId('sandbox-stake').fill('1.00');
  await game.getByTestId('sandbox-play-heads').click();
  await expect(game.getByTestId('sandbox-round')).toHaveCount(1);
  // A lost call leaves 24.00; a right one pays 1.96: 25.96.
  const after = (await game.getByTestId('sandbox-balance').textContent())?.trim() ?? '';
  expect(['24.00', '25.96']).toContain(after);
  await expect(game.getByTestId('sandbox-round')).toContainText(after === '24.00' ? 'win 0.00 EUR' : 'win 1.96 EUR');
  await expect(page.getByTestId('account-balance')).toContainText(after);
  expect(errors).toEqual([]);
  await context.close();
});

test('a visitor opens the same game as a demo: play money, no login', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/en/slots/game/sandbox-fruit-slot/sandbox-fruit-slot');
  await waitForHydration(page);
  await expect(page.getByTestId('casino-provider-frame')).toHaveAttribute('data-mode', 'demo');
  const game = page.frameLocator('[data-testid="casino-provider-frame"]');
  await expect(game.getByTestId('sandbox-mode')).toContainText('Demo');
  await game.getByTestId('sandbox-play-spin').click();
  await expect(game.getByTestId('sandbox-round')).toHaveCount(1);
  await context.close();
});

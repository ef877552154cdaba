import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminHeaders, collectPageErrors, waitForHydration } from './support';
import { registerFull, XHR } from './identity-support';

/*
 * Issue 16, spec §2 Games entrance: a player with a ticket granted by an operator (admin API)
 * opens the games entrance, plays the fortuna wheel, sees the prize, and the bonus account moves by
 * exactly that prize (API and the header's balance menu); the ticket is spent.
 */
test.use({ viewport: { width: 1366, height: 900 } });

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** The player's bonus account balance (type 4) through the accounts API, as "12.34". */
async function bonusMoney(request: APIRequestContext): Promise<string> {
  const { token } = (await (
    await request.get('/web-api/user/gettoken?force_refresh=true', { headers: XHR })
  ).json()) as {
    token: string;
  };
  const res = await request.get('/web-api/user/accounts', { headers: { ...XHR, Authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  const { accounts } = (await res.json()) as { accounts: { type: number; money: string }[] };
  return accounts.find((a) => a.type === 4)?.money ?? '0.00';
}

async function grant(request: APIRequestContext, userId: number, count: number) {
  const res = await request.post('/admin-api/bonus-games/tickets', {
    headers: adminHeaders,
    data: { userId, count, idempotencyKey: `e2e-grant-${userId}-${count}`, reason: 'e2e promotion' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('issue 16: a granted ticket plays fortuna from the entrance; the prize lands in the bonus account exactly', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const player = await registerFull(page.request, 'bonusgames');
  await grant(page.request, player.userId, 1);
  const before = await bonusMoney(page.request);

  await open(page, '/en/allgamesentrance');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('bonus-tickets')).toHaveText('Tickets: 1');
  await expect(page.getByTestId('bonus-games-list').locator('li')).toHaveCount(6);
  await page.getByRole('link', { name: 'Play Fortuna wheel' }).click();
  await expect(page).toHaveURL(/\/en\/allgamesentrance\/fortuna$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fortuna wheel' })).toBeVisible();
  await expect(page.getByTestId('bonus-game-prizes')).toContainText('10.00 EUR casino bonus');

  await page.getByRole('button', { name: 'Spin the wheel' }).click();
  const prize = page.getByTestId('bonus-game-prize');
  await expect(prize).toHaveText(/^You won \d+\.\d{2} EUR casino bonus\.$/, { timeout: 15_000 });
  const won = /(\d+\.\d{2}) EUR/.exec((await prize.textContent()) ?? '')?.[1] ?? '';
  await expect(page.getByTestId('bonus-tickets')).toHaveText('Tickets: 0');
  await expect(page.getByRole('button', { name: 'Spin the wheel' })).toBeDisabled();

  // The bonus account moved by exactly the prize (a fresh player's bonus account starts empty).
  const after = await bonusMoney(page.request);
  expect(Math.round(Number(after) * 100) - Math.round(Number(before) * 100)).toBe(Math.round(Number(won) * 100));
  // The header's balance menu shows it too (pushed by the socket, or read again after the round).
  await page.getByTestId('header-balance').click();
  await expect(page.getByTestId('balance-bonus')).toContainText(after);
  await page.keyboard.press('Escape');

  // The round is in the history; its proof waits for the seed to be revealed.
  const history = page.getByTestId('bonus-game-history');
  await expect(history.locator('li')).toHaveCount(1);
  await expect(history).toContainText(`${won} EUR casino bonus`);
  await history.locator('summary').first().click();
  await expect(page.getByTestId('verify-pending')).toBeVisible();
  await page.getByRole('button', { name: 'Reveal the seed and start a new one' }).click();
  await expect(page.getByText('The server seed was revealed; a new one is committed.')).toBeVisible();
  await history.locator('summary').first().click();
  await history.locator('summary').first().click();
  await expect(page.getByTestId('verify-result')).toContainText(
    'Verified: the seed matches its hash and the round recomputes to what was paid.',
  );
  expect(errors).toEqual([]);
});

test('issue 16: axe finds no serious or critical violations on the games entrance and a game page, which fit 390 px', async ({
  page,
}) => {
  test.slow();
  await registerFull(page.request, 'bonusgames-axe');
  for (const path of ['/en/allgamesentrance', '/en/bonusgames/lottery']) {
    await open(page, path);
    await expect(page.getByTestId(path.endsWith('lottery') ? 'bonus-game-prizes' : 'bonus-games-list')).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    const blocking = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(blocking, path).toEqual([]);
    // At 390 px the page fits the screen: nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: path }).toBe(390);
    await page.setViewportSize({ width: 1366, height: 900 });
  }
});

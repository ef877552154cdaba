import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext } from '@playwright/test';
import { BASE_URL, adminHeaders, collectPageErrors, waitForHydration } from './support';
import { registerFull } from './identity-support';

/*
 * Issue 16 free spins: an operator defines 2 free spins on Fruit Fiesta and a promo code; the player
 * redeems it, opens the slot, sees the spins, uses them from the slot page (each costs nothing), and
 * the winnings of both spins become a casino bonus (the rounds say they were free spins).
 */
test.describe.configure({ mode: 'serial' });

const OWN_ADDRESS = { 'X-Forwarded-For': '10.64.16.7' } as const;
const CODE = `FS${Date.UTC(2026, 10, 24).toString(36).toUpperCase()}`;
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
let player: StorageState;

test.use({ viewport: { width: 1366, height: 900 } });

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL, extraHTTPHeaders: OWN_ADDRESS });
  const api = context.request;
  const def = await api.post('/admin-api/bonuses/definitions', {
    headers: adminHeaders,
    data: {
      name: 'E2E free spins',
      kind: 'free_spins',
      products: ['casino'],
      fixedAmount: '10',
      wageringMultiplier: 5,
      validityDays: 3,
      freeSpins: { count: 2, gameId: 'fruit-fiesta' },
    },
  });
  expect(def.status(), await def.text()).toBe(200);
  const code = await api.post('/admin-api/bonuses/promo-codes', {
    headers: adminHeaders,
    data: { code: CODE, definitionId: ((await def.json()) as { id: number }).id },
  });
  expect([200, 409]).toContain(code.status());
  await registerFull(api, 'freespins');
  const redeemed = await api.post('/web-api/bonuses/free-spins/redeem', {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { code: CODE },
  });
  expect(redeemed.status(), await redeemed.text()).toBe(200);
  player = await context.storageState();
  await context.close();
});

test('issue 16 free spins: the slot page shows the spins, plays them for nothing, and the winnings become a casino bonus', async ({
  browser,
}) => {
  test.slow();
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: player, serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto('/en/slots/game/fruit-fiesta/fruit-fiesta');
  await waitForHydration(page);
  await expect(page.getByTestId('casino-game'), errors.join('\n')).toBeVisible({ timeout: 15_000 });
  const panel = page.getByTestId('casino-free-spins');
  await expect(panel.getByRole('heading')).toHaveText('Free spins left: 2');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await panel.getByTestId('casino-free-spin').click();
  await expect(panel.getByRole('heading')).toHaveText('Free spins left: 1');
  await expect(page.getByTestId('casino-free-spin-outcome')).toBeVisible();
  await panel.getByTestId('casino-free-spin').click();
  await expect(panel.getByRole('heading')).toHaveText('Free spins used');
  await expect(panel).toContainText('Your winnings are now a casino bonus');

  const history = await page.request.get('/web-api/casino/history?gameId=fruit-fiesta');
  const rounds = (
    (await history.json()) as { rounds: { freeSpin?: boolean; totalStakeMinor: string; payoutMinor: string }[] }
  ).rounds;
  expect(rounds).toHaveLength(2);
  expect(rounds.every((r) => r.freeSpin === true && r.totalStakeMinor === '0')).toBe(true);
  const won = rounds.reduce((sum, r) => sum + BigInt(r.payoutMinor), 0n);
  const bonuses = (
    (await (await page.request.get('/web-api/bonuses')).json()) as {
      bonuses: { source: string; amountMinor: string; wageringRequiredMinor: string }[];
    }
  ).bonuses.filter((b) => b.source === 'free_spins');
  // The winnings of both spins, whatever the reels showed, are the bonus (none when nothing was won).
  expect(bonuses.map((b) => b.amountMinor)).toEqual(won > 0n ? [won.toString()] : []);
  if (won > 0n) expect(bonuses[0]?.wageringRequiredMinor).toBe((won * 5n).toString());
  expect(errors).toEqual([]);
  await context.close();
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, adminHeaders, collectPageErrors, waitForHydration } from './support';
import { registerFull, type Account } from './identity-support';

/*
 * Issue 16 cashback by VIP level: an operator defines a casino cashback programme (admin API); a new
 * player (Bronze) sees every level's rate with their own row marked, last week's payment, and on
 * the premium page what it takes to qualify. Both pages are axe-clean and fit 390 px.
 */
let player: Account;
const PROGRAMME = 'E2E casino VIP cashback';

test.use({ viewport: { width: 1366, height: 900 }, extraHTTPHeaders: { 'X-Forwarded-For': '10.73.0.1' } });

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: BASE_URL });
  const def = await api.post('/admin-api/bonuses/definitions', {
    headers: adminHeaders,
    data: {
      name: PROGRAMME,
      kind: 'cashback',
      products: ['casino'],
      percent: 10,
      cap: '10000',
      wageringMultiplier: 0,
      validityDays: 7,
    },
  });
  expect(def.status(), await def.text()).toBe(200);
  player = await registerFull(api, 'vipcashback');
  await api.dispose();
});

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

async function blocking(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('issue 16 cashback by VIP level: the rates per level with mine marked, last week, premium needs Gold; axe-clean at 1366 and 390 px', async ({
  page,
}) => {
  test.slow(); // two pages, each analysed by axe, at two widths
  const errors = collectPageErrors(page);
  await open(page, '/en/login');
  const login = page.getByTestId('form-login_password');
  await login.getByLabel('Login', { exact: true }).fill(player.email);
  await login.getByLabel('Password', { exact: true }).fill(player.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/en`);

  await open(page, '/en/office/casino/vipcashback');
  await expect(page.getByTestId('vip-level')).toContainText('Bronze');
  const table = page.getByRole('table', { name: PROGRAMME });
  await expect(table.getByTestId('rate-bronze')).toHaveAttribute('aria-current', 'true');
  await expect(table.getByTestId('rate-platinum')).toContainText('20 %');
  await expect(table.getByTestId('rate-platinum')).toContainText('200.00');
  await expect(page.getByTestId('last-payment')).toContainText('0.00');

  await open(page, '/en/office/casino/premiumcashback');
  await expect(page.getByTestId('premium-status')).toContainText('2500');
  await expect(page.getByTestId('premium-status')).toContainText('Gold');
  await expect(page.getByTestId('rate-gold')).toContainText('5 %');

  for (const path of ['/en/office/casino/vipcashback', '/en/office/casino/premiumcashback']) {
    await page.setViewportSize({ width: 1366, height: 900 });
    await open(page, path);
    await page.waitForLoadState('networkidle');
    expect(await blocking(page), path).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, path);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: `${path} at 390 px` })
      .toBeLessThanOrEqual(390);
  }
  expect(errors).toEqual([]);
});

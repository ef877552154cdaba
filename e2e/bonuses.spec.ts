import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, adminHeaders, collectPageErrors, waitForHydration } from './support';
import { registerFull, type Account } from './identity-support';

/*
 * Issue 16, one journey through the office bonus pages: an operator defines a casino no-deposit
 * bonus and its promo code (admin API); the player checks the code, redeems it, sees the bonus
 * with its wagering progress, and chooses a first-deposit bonus.
 */
let player: Account;
const CODE = `E2E${Date.UTC(2026, 0, 1).toString(36).toUpperCase()}`;

test.use({ viewport: { width: 1366, height: 900 }, extraHTTPHeaders: { 'X-Forwarded-For': '10.71.0.1' } });

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: BASE_URL });
  for (const payload of [
    {
      name: 'E2E welcome sport',
      kind: 'first_deposit',
      products: ['sport'],
      percent: 100,
      cap: '10000',
      wageringMultiplier: 5,
      minOdds: 1.5,
      validityDays: 30,
    },
    {
      name: 'E2E no deposit casino',
      kind: 'no_deposit',
      products: ['casino'],
      fixedAmount: '500',
      wageringMultiplier: 10,
      validityDays: 7,
    },
  ]) {
    const def = await api.post('/admin-api/bonuses/definitions', { headers: adminHeaders, data: payload });
    expect(def.status(), await def.text()).toBe(200);
    if (payload.kind === 'no_deposit') {
      const code = await api.post('/admin-api/bonuses/promo-codes', {
        headers: adminHeaders,
        data: { code: CODE, definitionId: ((await def.json()) as { id: number }).id },
      });
      expect([200, 409]).toContain(code.status());
    }
  }
  player = await registerFull(api, 'bonuses');
  await api.dispose();
});

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test('issue 16: check and redeem a promo code, see the bonus wagering, choose the first-deposit bonus', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await open(page, '/en/login');
  const login = page.getByTestId('form-login_password');
  await login.getByLabel('Login', { exact: true }).fill(player.email);
  await login.getByLabel('Password', { exact: true }).fill(player.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/en`);

  await open(page, '/en/office/promotion');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('promotions-list')).toContainText('E2E no deposit casino');
  await page.getByLabel('Promo code').fill(CODE.toLowerCase());
  await page.getByRole('button', { name: 'Check' }).click();
  const checked = page.getByTestId('promo-check');
  await expect(checked).toContainText('E2E no deposit casino');
  await expect(checked).toContainText('5.00 bonus');
  await checked.getByTestId('promo-redeem').click();
  await expect(page.getByText('Bonus “E2E no deposit casino” added to your bonus account.')).toBeVisible();
  // A second check: the code is used.
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('You have already used this promo code.')).toBeVisible();

  await open(page, '/en/office/bonuses/wager');
  const active = page.getByTestId('bonuses-active');
  await expect(active).toContainText('E2E no deposit casino');
  await expect(active).toContainText('Wagered 0.00 of 50.00');
  await expect(active.getByTestId('bonus-progress')).toHaveAttribute('value', '0');

  await open(page, '/en/office/bonuses/deposit');
  const choice = page.getByTestId('first-deposit-choice');
  await expect(choice).toContainText('E2E welcome sport');
  // Spec §3 bonus types: the setting saved server-side (registration chose 1, sport).
  await expect(choice.getByTestId('first-deposit-choice-1')).toBeChecked();
  await choice.getByTestId('first-deposit-choice-0').check();
  await expect(page.getByText('Saved')).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('first-deposit-choice-0')).toBeChecked();
  await page.getByTestId('first-deposit-choice-1').check();
  await expect(page.getByTestId('first-deposit-choice-1')).toBeChecked();
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('first-deposit-choice-1')).toBeChecked();

  await open(page, '/en/office/casino/vipcashback');
  await expect(page.getByTestId('cashback-payments')).toBeAttached();
  expect(errors).toEqual([]);
});

test('issue 16: the public promotions list and a promotion page show the operators’ offers', async ({ page }) => {
  const errors = collectPageErrors(page);
  await open(page, '/en/bonuses');
  const list = page.getByTestId('public-promotions');
  await expect(list).toContainText('E2E welcome sport');
  await list.getByRole('link', { name: 'E2E welcome sport' }).first().click();
  await expect(page).toHaveURL(/\/en\/promotions\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'E2E welcome sport' })).toBeVisible();
  await expect(page.getByTestId('public-promotions')).toContainText('wager 5 × the bonus');
  await open(page, '/en/promotions/no-such-promo');
  await expect(page.getByText('This promotion is over or does not exist.')).toBeVisible();
  expect(errors).toEqual([]);
});

import { expect, test } from '@playwright/test';
import { BASE_URL, collectPageErrors, waitForHydration } from './support';

/*
 * Issue 18 content: information pages, rules, news and the betting calculator, server-rendered
 * with their text (search engines and readers without JavaScript get the whole page).
 */

test('issue 18 spec §2 Information: an information page is server-rendered with its text in en and ar (RTL)', async ({
  request,
}) => {
  const en = await request.get(`${BASE_URL}/en/information/responsiblegaming`);
  expect(en.status()).toBe(200);
  const enHtml = await en.text();
  expect(enHtml).toContain('<h1>Responsible gaming</h1>');
  expect(enHtml).toContain('Self-exclusion');
  expect(enHtml).toMatch(/<title>Responsible gaming \|/);

  const ar = await request.get(`${BASE_URL}/ar/information/responsiblegaming`);
  expect(ar.status()).toBe(200);
  const arHtml = await ar.text();
  expect(arHtml).toMatch(/<html[^>]*dir="rtl"/);
  expect(arHtml).toContain('<h1>اللعب المسؤول</h1>');
  expect(arHtml).toContain('الاستبعاد الذاتي');

  expect((await request.get(`${BASE_URL}/en/information/no-such-page`)).status()).toBe(404);
});

test('issue 18 spec §2 rules/{ruleGroup}/{chapter?}: from the rules index to a chapter', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(`${BASE_URL}/en/information/rules`);
  await waitForHydration(page);
  await page.getByTestId('rules-nav').getByRole('link', { name: 'Bet types and their settlement' }).click();
  await expect(page).toHaveURL(/\/en\/information\/rules\/sports\/coupon-types$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bet types and their settlement');
  await expect(page.getByRole('heading', { name: 'Anti-express' })).toBeVisible();
  // A chapter lives under its own group only.
  expect((await page.request.get(`${BASE_URL}/en/information/rules/account/coupon-types`)).status()).toBe(404);
  expect(errors).toEqual([]);
});

test('issue 18 spec §2 news/{slug?}: the list, a topic, an article', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(`${BASE_URL}/en/news`);
  await waitForHydration(page);
  await expect(page.getByTestId('news-list').getByRole('listitem')).not.toHaveCount(0);
  await page.getByRole('link', { name: '#cash-out' }).click();
  await expect(page).toHaveURL(/\/en\/news\?tag=cash-out$/);
  await expect(page.getByTestId('news-list').getByRole('listitem')).toHaveCount(1);
  await page.getByRole('link', { name: 'Cash out: take your money before the final whistle' }).click();
  await expect(page).toHaveURL(/\/en\/news\/cash-out-explained$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Cash out: take your money before the final whistle',
  );
  await expect(page).toHaveTitle(/^Cash out: take your money/);
  expect(errors).toEqual([]);
});

test('issue 18 information/betting-calculator: settles an express and a system as the coupon package does', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto(`${BASE_URL}/en/information/betting-calculator`);
  await waitForHydration(page);
  const calc = page.getByTestId('betting-calculator');
  // The starting express: 10 × 1.85 × 2.10 = 38.85.
  await expect(calc.getByTestId('calc-return')).toHaveText('38.85');
  await expect(calc.getByTestId('calc-profit')).toHaveText('28.85');
  await calc.getByTestId('calc-status').nth(1).selectOption({ label: 'Half won, half returned' });
  // 10 × 1.85 × (2.10 + 1) / 2 = 28.675, paid 28.67 (rounded down once).
  await expect(calc.getByTestId('calc-return')).toHaveText('28.67');

  await calc.getByTestId('calc-type').selectOption({ label: 'System' });
  await expect(calc.getByTestId('calc-leg')).toHaveCount(3);
  await calc.getByTestId('calc-status').nth(1).selectOption({ label: 'Won' });
  await calc.getByTestId('calc-odds').nth(2).fill('3.00');
  await calc.getByTestId('calc-status').nth(2).selectOption({ label: 'Lost' });
  await calc.getByTestId('calc-stake').fill('9');
  // 2 of 3: three doubles of 3.00 each; only 1.85 × 2.10 wins: 3 × 3.885 = 11.655 → 11.65.
  await expect(calc.getByTestId('calc-return')).toHaveText('11.65');
  await expect(calc.getByTestId('calc-profit')).toHaveText('2.65');
  expect(errors).toEqual([]);
});

test('issue 18 spec §2 betting-alphabet/{block?}/{category?}/{slug?} and the app pages', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(`${BASE_URL}/en/betting-alphabet`);
  await waitForHydration(page);
  await page.getByTestId('glossary-index').getByRole('link', { name: 'Bet types' }).click();
  await expect(page).toHaveURL(/\/en\/betting-alphabet\/bets\/bet-types$/);
  await page.getByTestId('glossary-index').getByRole('link', { name: 'Anti-express' }).click();
  await expect(page).toHaveURL(/\/en\/betting-alphabet\/bets\/bet-types\/anti-express$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anti-express');
  expect((await page.request.get(`${BASE_URL}/en/betting-alphabet/markets/odds/anti-express`)).status()).toBe(404);

  // Spec §1 PWA: the install button where the browser offers one, else the manual steps.
  await page.goto(`${BASE_URL}/de/mobile`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mobile App');
  await expect(page.getByTestId(/^app-(install|manual)$/)).toBeVisible();
  expect(errors).toEqual([]);
});

import { expect, test } from '@playwright/test';
import { BASE_URL, collectPageErrors, waitForHydration } from './support';

test.describe('spec §2 layouts', () => {
  test('spec §2: platform_type=mobile forces the mobile layout', async ({ page, request }) => {
    const errors = collectPageErrors(page);
    const html = await (await request.get('/en?platform_type=mobile')).text();
    expect(html).toMatch(/<html [^>]*data-platform="mobile"/);

    await page.goto('/en?platform_type=mobile');
    await expect(page.locator('html')).toHaveAttribute('data-platform', 'mobile');
    await expect(page.locator('.layout--mobile')).toHaveCount(1);
    await expect(page.locator('.layout--mobile header')).toBeVisible();
    await waitForHydration(page);
    await expect(page.locator('.layout--mobile')).toHaveCount(1);

    // Without the parameter the desktop layout is used.
    await page.goto('/en');
    await expect(page.locator('html')).not.toHaveAttribute('data-platform', 'mobile');
    await expect(page.locator('.layout--mobile')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('spec §2: the statistics popup uses the headless layout (no header)', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/en/statisticpopup');
    await waitForHydration(page);
    await expect(page.locator('.layout--headless')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText('Statistics');
    await expect(page.locator('header')).toHaveCount(0);
    await expect(page.locator('footer')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('spec §2: the maintenance page uses the maintenance layout', async ({ page }) => {
    const errors = collectPageErrors(page);
    // Spec §4: off maintenance the page sends visitors away; the maintenance cookie switches it on for this browser.
    await page.context().addCookies([{ name: 'maintenance', value: '1', url: BASE_URL }]);
    await page.goto('/en/maintenance');
    await waitForHydration(page);
    await expect(page.locator('.layout--maintenance')).toHaveCount(1);
    await expect(page.locator('h1')).toHaveText('Maintenance');
    await expect(page.locator('header')).toHaveCount(0);
    await expect(page.locator('.layout--maintenance .logo')).not.toBeEmpty();
    expect(errors).toEqual([]);
  });

  test('spec §2: tournament pages (epl) use the themed layout', async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto('/en/epl');
    await waitForHydration(page);
    await expect(page.locator('.layout--themed')).toHaveCount(1);
    // The site header (the themed page has a hero <header> of its own inside main).
    await expect(page.locator('.layout--themed > header.header')).toBeVisible();
    await expect(page.locator('.themed__name')).toHaveText('Premier League');
    expect(errors).toEqual([]);
  });
});

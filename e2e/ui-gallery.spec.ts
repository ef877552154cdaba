import { expect, test } from '@playwright/test';
import { BASE_URL, collectPageErrors, waitForHydration } from './support';

/** Issue 13: the design system documented by example, on the non-production debugger route. */
test('issue 13 UI gallery: tokens and components in both themes; sheet and toast work', async ({ page }, testInfo) => {
  const errors = collectPageErrors(page);
  await page.goto('/en/debugger/ui');
  await waitForHydration(page);
  const gallery = page.getByTestId('ui-gallery');
  await expect(gallery).toBeVisible();
  const light = gallery.locator('[data-theme="light"]');
  const dark = gallery.locator('[data-theme="dark"]');
  await expect(light).toHaveCount(1);
  await expect(dark).toHaveCount(1);
  // Each panel resolves the tokens of its own theme, whatever the page's theme is.
  const bg = (panel: typeof light) => panel.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await bg(light)).toBe('rgb(242, 244, 247)');
  expect(await bg(dark)).toBe('rgb(11, 17, 24)');

  // Odds buttons in every state: a moved price is marked, a suspended one is disabled.
  await expect(light.locator('button.odds-btn[data-move="up"]')).toHaveCount(2);
  await expect(light.locator('button.odds-btn[data-move="down"]')).toHaveCount(2);
  await expect(light.locator('button.odds-btn:disabled')).toHaveCount(3);

  await light.getByRole('button', { name: 'Show a toast' }).click();
  await expect(page.getByTestId('toast')).toHaveText(/Your bet has been accepted/);

  await light.getByRole('button', { name: 'Open a sheet' }).click();
  const sheet = page.locator('dialog.sheet');
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);

  const path = testInfo.outputPath('ui-gallery.png');
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach('ui-gallery', { path, contentType: 'image/png' });
  expect(errors).toEqual([]);
});

test('issue 13 themes: spec §3 appTheme 1 paints the dark palette from the server HTML on, header band and odds included', async ({
  page,
  context,
}, testInfo) => {
  const errors = collectPageErrors(page);
  await context.addCookies([{ name: 'app_theme', value: '1', url: BASE_URL }]);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/en/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await waitForHydration(page);
  const style = (selector: string, prop: 'backgroundColor' | 'color') =>
    page
      .locator(selector)
      .first()
      .evaluate((el, p) => getComputedStyle(el)[p], prop);
  expect(await style('body', 'backgroundColor')).toBe('rgb(11, 17, 24)');
  expect(await style('body', 'color')).toBe('rgb(238, 242, 247)');
  expect(await style('header.header', 'backgroundColor')).toBe('rgb(14, 22, 32)');
  const path = testInfo.outputPath('home-dark-1366.png');
  await page.screenshot({ path });
  await testInfo.attach('home-dark-1366', { path, contentType: 'image/png' });
  expect(errors).toEqual([]);
});

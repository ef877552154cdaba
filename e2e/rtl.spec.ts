import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { collectPageErrors, waitForHydration } from './support';

/**
 * Issue 13 bug 1: in Arabic on a desktop the fixed bet-slip column sat on top of the start of the
 * page (logo, menu, headings) while a 320 px strip on the other side stayed empty. The slip
 * belongs on the inline-end side, with the page's content beside it, never under it.
 */

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box (hidden?)');
  return box;
}

/** Two boxes overlap when they share an area larger than a rounding pixel. */
function overlap(a: Box, b: Box): boolean {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 1 && h > 1;
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

async function open(page: Page, url: string): Promise<string[]> {
  const errors = collectPageErrors(page);
  await page.goto(url);
  await waitForHydration(page);
  return errors;
}

/** For review: kept in the test's output folder and attached to the report. */
async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

for (const lng of ['ar', 'en'] as const) {
  test(`issue 13 bug 1 (RTL): /${lng}/ at 1366 px, the bet slip sits on the inline-end side and covers no content`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const errors = await open(page, `/${lng}/`);
    const dock = page.getByTestId('coupon-dock');
    await expect(dock).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', lng === 'ar' ? 'rtl' : 'ltr');
    const slip = await boxOf(dock);
    const header = await boxOf(page.locator('header.header').first());
    const main = await boxOf(page.locator('main#content'));
    expect(overlap(slip, header), 'slip over the header').toBe(false);
    expect(overlap(slip, main), 'slip over the main content').toBe(false);
    // The logo and the page heading are the start of the page: both in full view.
    await expect(page.locator('header .logo').first()).toBeInViewport({ ratio: 1 });
    // Inline end: the right edge in English, the left edge in Arabic.
    if (lng === 'ar') {
      expect(slip.x).toBeLessThanOrEqual(1);
      expect(main.x).toBeGreaterThanOrEqual(slip.x + slip.width - 1);
    } else {
      expect(slip.x + slip.width).toBeGreaterThanOrEqual(1366 - 1);
      expect(main.x + main.width).toBeLessThanOrEqual(slip.x + 1);
    }
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    // With a selection every row of the slip fits its column (a grid column once grew to its widest
    // row, 345 px in a 287 px slip, and cut the slip off at the screen's inline-end edge).
    await page.locator('[data-testid="odd"]:not([disabled])').first().click();
    await expect(page.getByTestId('coupon-leg')).toHaveCount(1);
    expect(
      await dock.evaluate((d) => d.scrollWidth - d.clientWidth),
      'slip rows wider than the slip',
    ).toBeLessThanOrEqual(0);
    await attachScreenshot(page, testInfo, `${lng}-1366`);
    expect(errors).toEqual([]);
  });
}

test('issue 13 bug 1 (RTL): /ar/ at 390 px, the bet-slip bar covers neither the header nor the last content', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = await open(page, '/ar/');
  const bar = page.getByTestId('coupon-bar');
  await expect(bar).toBeVisible();
  await expect(page.getByTestId('coupon-dock')).toBeHidden();
  expect(overlap(await boxOf(bar), await boxOf(page.locator('header.header').first()))).toBe(false);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await attachScreenshot(page, testInfo, 'ar-390');
  // Scrolled to the end, the page's last content ends where the bar begins.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const barBox = await boxOf(bar);
  const footer = await boxOf(page.locator('footer').last());
  expect(footer.y + footer.height).toBeLessThanOrEqual(barBox.y + 1);
  expect(overlap(barBox, await boxOf(page.locator('main#content')))).toBe(false);
  expect(errors).toEqual([]);
});

import { test } from '@playwright/test';
import { collectPageErrors, waitForHydration } from './support';

for (const p of ['/en', '/en/information/about', '/ar', '/en/no-such-page', '/en/statisticpopup', '/en/maintenance', '/en/epl', '/en?platform_type=mobile', '/en/print-coupon/123']) {
  test(`probe ${p}`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.goto(p);
    await waitForHydration(page);
    await page.waitForTimeout(300);
    console.log(p, page.url(), await page.title(), JSON.stringify(errors));
  });
}

import { expect, test, type Page } from '@playwright/test';
import { formatClock } from '@sb/preferences';
import { BASE_URL, collectPageErrors, waitForHydration } from './support';

const AM_PM = /^\d{1,2}:\d{2} (AM|PM)$/;

async function openSettings(page: Page) {
  await page.getByTestId('settings-button').click();
  const panel = page.getByTestId('settings-panel');
  await expect(panel).toBeVisible();
  return panel;
}

/** The clock shows now (or the minute before, if a minute boundary passed meanwhile). */
function clockCandidates(timeZone: number, is12h: boolean): string[] {
  const now = Date.now();
  return [formatClock(now, timeZone, is12h), formatClock(now - 60_000, timeZone, is12h)];
}

test.describe('spec §3 global preferences', () => {
  test('spec §3/§9: preferences chosen in the settings panel are kept across reloads and rendered by the server', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto('/en');
    await waitForHydration(page);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await expect(html).toHaveAttribute('data-view', 'european');
    await expect(page.getByTestId('clock')).toHaveText(/^\d{2}:\d{2}$/);

    const panel = await openSettings(page);
    await panel.locator('select[name="theme"]').selectOption('1');
    await expect(html).toHaveAttribute('data-theme', 'dark');

    await panel.locator('select[name="timeZone"]').selectOption('5.5');
    await panel.locator('select[name="clock"]').selectOption('1');
    await expect(page.getByTestId('clock')).toHaveText(AM_PM);
    expect(clockCandidates(5.5, true)).toContain(await page.getByTestId('clock').textContent());

    const example = panel.getByTestId('odds-example');
    await expect(example).toHaveText(/2\.50/);
    await panel.locator('select[name="oddsFormat"]').selectOption('2');
    await expect(example).toHaveText(/\+150/);

    await panel.locator('select[name="view"]').selectOption('1');
    await expect(html).toHaveAttribute('data-view', 'asian');

    await page.reload();
    await waitForHydration(page);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await expect(html).toHaveAttribute('data-view', 'asian');
    await expect(page.getByTestId('clock')).toHaveText(AM_PM);
    expect(clockCandidates(5.5, true)).toContain(await page.getByTestId('clock').textContent());

    const again = await openSettings(page);
    await expect(again.locator('select[name="theme"]')).toHaveValue('1');
    await expect(again.locator('select[name="timeZone"]')).toHaveValue('5.5');
    await expect(again.locator('select[name="clock"]')).toHaveValue('1');
    await expect(again.locator('select[name="oddsFormat"]')).toHaveValue('2');
    await expect(again.locator('select[name="view"]')).toHaveValue('1');
    await expect(again.getByTestId('odds-example')).toHaveText(/\+150/);

    // A plain request with the browser's cookies: the server HTML is already dark (no flash).
    const serverHtml = await (await page.request.get('/en')).text();
    expect(serverHtml).toMatch(/<html [^>]*data-theme="dark"/);
    expect(serverHtml).toMatch(/<html [^>]*data-view="asian"/);
    expect(serverHtml).toContain('<meta name="theme-color" content="#0f1620">');
    expect(errors).toEqual([]);
  });

  test('spec §2/§3: switching the language in the settings loads the page in that language and remembers it', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto('/en/information/about');
    await waitForHydration(page);
    const panel = await openSettings(page);
    await expect(panel.locator('select[name="language"]')).toHaveValue('en');
    await panel.locator('select[name="language"]').selectOption('de');
    await expect(page).toHaveURL(`${BASE_URL}/de/information/about`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.locator('h1')).toHaveText('Über uns');

    await page.goto('/');
    await expect(page).toHaveURL(`${BASE_URL}/de`);
    expect(errors).toEqual([]);
  });

  test('spec §9: the 12-hour clock follows the geo config when no cookie is set', async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'X-Country-Code': 'us' } });
    try {
      const page = await context.newPage();
      await page.goto('/en');
      await expect(page.getByTestId('clock')).toHaveText(AM_PM);
    } finally {
      await context.close();
    }
  });
});

import { expect, test, type Page } from '@playwright/test';
import { BASE_URL, collectPageErrors, waitForHydration } from './support';

/** A header section: in the bar, or under "More" when the bar has no room for it (issue 13). */
async function clickSection(page: Page, name: string): Promise<void> {
  const link = page.locator('header nav').getByRole('link', { name, exact: true });
  if (!(await link.isVisible())) await page.getByTestId('header-more').click();
  await link.click();
}

test.describe('spec §2 client navigation', () => {
  test('spec §2: after hydration header links navigate on the client and keep the head up to date', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await page.goto('/en');
    await waitForHydration(page);
    await expect(page.locator('h1')).toHaveText('Sports betting');
    // A marker on window survives only client-side navigation, never a full page load.
    await page.evaluate(() => {
      (window as Window & { __e2eMarker?: number }).__e2eMarker = 1;
    });
    const documentLoads: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documentLoads.push(r.url());
    });

    await clickSection(page, 'Slots');
    await expect(page).toHaveURL(`${BASE_URL}/en/slots`);
    await expect(page.locator('h1')).toHaveText('Slots');
    await expect(page).toHaveTitle(/^Slots \| /);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${BASE_URL}/en/slots`);
    await expect(page.locator('header nav').getByRole('link', { name: 'Slots', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.locator('footer').getByRole('link', { name: 'About us', exact: true }).click();
    await expect(page).toHaveURL(`${BASE_URL}/en/information/about`);
    await expect(page.locator('h1')).toHaveText('About us');
    await expect(page).toHaveTitle(/^About us \| /);

    await page.goBack();
    await expect(page).toHaveURL(`${BASE_URL}/en/slots`);
    await expect(page.locator('h1')).toHaveText('Slots');

    // A client-side 404 shows the same 404 page as the server would.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/en/no-such-page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByTestId('page-404')).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    // And from the 404 page back to a real page: its head again.
    await clickSection(page, 'Toto');
    await expect(page).toHaveURL(`${BASE_URL}/en/toto`);
    await expect(page.locator('h1')).toHaveText(/^Toto/);
    await expect(page).toHaveTitle(/^Toto \| /);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');

    expect(await page.evaluate(() => (window as Window & { __e2eMarker?: number }).__e2eMarker)).toBe(1);
    expect(documentLoads).toEqual([]);
    expect(errors).toEqual([]);
  });
});

import { expect, test } from '@playwright/test';
import { BASE_URL } from './support';

test.describe('spec §2 language segment', () => {
  test('spec §2/§9: without a language segment a fresh visitor is redirected to the default language (Russian)', async ({
    page,
    request,
  }) => {
    const res = await request.get('/', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers()['location']).toBe('/ru');

    await page.goto('/');
    await expect(page).toHaveURL(`${BASE_URL}/ru`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  });

  test('spec §2: without a language segment the visitor is redirected to the stored language', async ({
    page,
    context,
  }) => {
    const res = await page.goto('/de');
    expect(res?.status()).toBe(200);
    // The server remembers the language the visitor last used in the `lng` cookie.
    const lng = (await context.cookies()).find((c) => c.name === 'lng');
    expect(lng?.value).toBe('de');

    await page.goto('/');
    await expect(page).toHaveURL(`${BASE_URL}/de`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    await page.goto('/information/about?utm=1');
    await expect(page).toHaveURL(`${BASE_URL}/de/information/about?utm=1`);
  });

  test('spec §2: an unknown language segment redirects to the same path in the default language', async ({
    page,
    request,
  }) => {
    const res = await request.get('/xx/information/about', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers()['location']).toBe('/ru/information/about');

    // A known language in the wrong case keeps the language, in canonical lower case.
    const upper = await request.get('/EN/information/about', { maxRedirects: 0 });
    expect(upper.headers()['location']).toBe('/en/information/about');

    // The stored language does not matter for an explicit but unknown segment.
    await page.goto('/de');
    const answer = await page.goto('/xx/information/about');
    expect(answer?.status()).toBe(200);
    await expect(page).toHaveURL(`${BASE_URL}/ru/information/about`);
  });

  test('spec §2: RTL languages render <html dir="rtl"> from the first byte', async ({ page, request }) => {
    const html = await (await request.get('/ar')).text();
    expect(html).toContain('<html lang="ar" dir="rtl"');
    const ltr = await (await request.get('/en')).text();
    expect(ltr).toContain('<html lang="en" dir="ltr"');

    await page.goto('/ar');
    const root = page.locator('html');
    await expect(root).toHaveAttribute('lang', 'ar');
    await expect(root).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('header')).toBeVisible();
  });
});

import { expect, test, type APIRequestContext } from '@playwright/test';
import { collectPageErrors, waitForHydration } from './support';

async function statusOf(request: APIRequestContext, path: string): Promise<number> {
  return (await request.get(path, { maxRedirects: 0 })).status();
}

async function expectRedirect(request: APIRequestContext, path: string, location: string): Promise<void> {
  const res = await request.get(path, { maxRedirects: 0 });
  expect([301, 302], `${path} redirects`).toContain(res.status());
  expect(res.headers()['location'], `${path} location`).toBe(location);
}

test.describe('spec §2/§5/§8 unknown pages and route rules', () => {
  test('spec §8: an unknown page answers 404 with the 404 page inside the shell', async ({ page }) => {
    const errors = collectPageErrors(page);
    const res = await page.goto('/en/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page.getByTestId('page-404')).toBeVisible();
    await expect(page.locator('header')).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await expect(page).toHaveTitle(/Page not found/);
    await waitForHydration(page);
    // Still the 404 page after hydration (the client agrees with the server).
    await expect(page.getByTestId('page-404')).toBeVisible();
    // The only error is the browser's note about the 404 document itself.
    expect(errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
  });

  test('spec §5: parameter validation rules (digits, landing-, user sections) give 404', async ({ request }) => {
    expect(await statusOf(request, '/en/print-coupon/abc')).toBe(404);
    expect(await statusOf(request, '/en/print-coupon/123')).toBe(200);
    expect(await statusOf(request, '/en/landing-page/foo')).toBe(404);
    expect(await statusOf(request, '/en/landing-page/landing-x')).toBe(200);
    expect(await statusOf(request, '/en/user/whatever')).toBe(404);
    expect(await statusOf(request, '/en/user/activate')).toBe(200);
    const html = await (await request.get('/en/user/whatever')).text();
    expect(html).toContain('data-testid="page-404"');
    expect(html).toContain('<header');
  });

  test('spec §2: old and special paths redirect to their new place', async ({ page, request }) => {
    await expectRedirect(request, '/en/user/forgotpassword', '/en?showForgotPasswordModal=1');
    await expectRedirect(request, '/en/user/coupon', '/en');
    await expectRedirect(request, '/en/vulkan', '/en/slots/vulkan');
    await expectRedirect(request, '/en/lpage/landing-a', '/en/landing-page/landing-a');

    await page.goto('/en/user/forgotpassword');
    await expect(page).toHaveURL(/\/en\?showForgotPasswordModal=1$/);
    await page.goto('/en/vulkan');
    await expect(page).toHaveURL(/\/en\/slots\/vulkan$/);
    await expect(page.locator('h1')).toHaveText('Slots');
  });

  test('spec §2: platform_type is stripped by redirect on unknown routes, which then give 404', async ({
    page,
    request,
  }) => {
    await expectRedirect(request, '/en/no-such?platform_type=mobile', '/en/no-such');
    const res = await page.goto('/en/no-such?platform_type=mobile');
    expect(res?.status()).toBe(404);
    await expect(page).toHaveURL(/\/en\/no-such$/);
    await expect(page.getByTestId('page-404')).toBeVisible();
  });

  test('spec §7: an unknown API path answers JSON 404, never an HTML page', async ({ request }) => {
    const res = await request.get('/bff-api/nope');
    expect(res.status()).toBe(404);
    expect(res.headers()['content-type']).toContain('application/json');
    const body = (await res.json()) as { errors: { status: string; code: string }[] };
    expect(body.errors[0]).toMatchObject({ status: '404', code: 'not_found' });
  });
});

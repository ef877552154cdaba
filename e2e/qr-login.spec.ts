import { expect, test } from '@playwright/test';
import { BASE_URL, collectPageErrors, waitForHydration } from './support';
import { registerFull } from './identity-support';

/*
 * Issue 17 QR authorization: the login page of a new device shows a QR code; the player's phone,
 * already logged in, opens its link, sees the request and confirms; the new device is logged in.
 */
test('a logged-in phone lets a new browser in by QR code', async ({ browser }) => {
  const phone = await browser.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { 'X-Forwarded-For': '10.67.1.1' } });
  const desktop = await browser.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { 'X-Forwarded-For': '10.67.1.2' } });
  try {
    await registerFull(phone.request, 'qr');
    const page = await desktop.newPage();
    const errors = collectPageErrors(page);
    await page.goto('/en/login');
    await waitForHydration(page);
    await page.getByTestId('toggle-qr-login').click();
    const qr = page.getByTestId('qr-login');
    await expect(qr.getByRole('img', { name: 'Scan with your phone' })).toBeVisible();
    const link = await page.getByTestId('qr-login-url').getAttribute('href');
    expect(link).toMatch(/\/en\/office\/security\?qr=/);

    const phonePage = await phone.newPage();
    await phonePage.goto(new URL(link ?? '', BASE_URL).pathname + new URL(link ?? '', BASE_URL).search);
    const confirm = phonePage.getByTestId('qr-confirm');
    await expect(confirm.getByRole('heading', { name: 'Log in a new device?' })).toBeVisible();
    await expect(confirm).toContainText('address 10.67.1.2');
    await confirm.getByRole('button', { name: 'Yes, log it in' }).click();
    await expect(confirm.getByRole('status')).toHaveText('Done: the device is logged in.');

    // The waiting browser's next poll logs it in and it leaves the login page.
    await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
    const session = await page.request.get('/web-api/session', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    expect(session.status()).toBe(200);
    expect(errors).toEqual([]);
  } finally {
    await phone.close();
    await desktop.close();
  }
});

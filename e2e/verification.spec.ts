import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { adminHeaders, BASE_URL, collectPageErrors, waitForHydration } from './support';
import { registerFull, type Account } from './identity-support';

/*
 * Issue 17 KYC, one journey: a player uploads a PNG passport on office/verification, an operator
 * approves it through the admin API, and the page shows the player verified.
 */
let player: Account;

/** A 1×1 PNG: the server decides the type from these bytes, not from the name. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/** No serious or critical WCAG 2.1 AA violation in the office's page area. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .include('.office__main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);
}

/** Its own address: other specs fail logins on purpose from the default one (login captcha). */
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '10.69.1.1' } });

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: BASE_URL });
  player = await registerFull(api, 'kyc');
  await api.dispose();
});

test('issue 17 KYC: upload a passport, the operator approves it, the page shows verified', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  await page.goto('/en/login');
  await waitForHydration(page);
  const login = page.getByTestId('form-login_password');
  await login.getByLabel('Login', { exact: true }).fill(player.email);
  await login.getByLabel('Password', { exact: true }).fill(player.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/en`);

  await page.goto('/en/office/verification');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();
  const status = page.getByTestId('verification-status');
  await expect(status).toHaveText('Not verified yet');
  await expect(page.getByText('No documents uploaded yet.')).toBeVisible();

  const form = page.getByTestId('verification-upload-form');
  await form.getByLabel('Document type').selectOption({ label: 'Passport or ID card' });
  await form.getByLabel('File').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Upload' }).click();
  await expect(form.getByText('Document uploaded. We will check it soon.')).toBeVisible();
  await expect(status).toHaveText('Documents are being checked');
  const documents = page.getByTestId('verification-documents');
  await expect(documents.getByTestId('verification-document-status')).toHaveText(['Waiting for review']);

  // The operator's side: the admin API lists it and approves it.
  const pending = await request.get(`/admin-api/verification/documents?userId=${player.userId}`, {
    headers: adminHeaders,
  });
  expect(pending.status()).toBe(200);
  const [doc] = ((await pending.json()) as { documents: { id: string; mime: string }[] }).documents;
  expect(doc?.mime).toBe('image/png');
  const approved = await request.post(`/admin-api/verification/documents/${doc?.id ?? ''}/approve`, {
    headers: adminHeaders,
  });
  expect(approved.status()).toBe(200);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('verification-status')).toHaveText('Verified');
  await expect(page.getByTestId('verification-document-status')).toHaveText(['Approved']);
  await expectAccessible(page);
  expect(errors).toEqual([]);
});

test('issue 17 KYC: a requested document opens the verification notice on the deposit page (spec §3)', async ({
  page,
  playwright,
  request,
}) => {
  const api = await playwright.request.newContext({ baseURL: BASE_URL });
  const asked = await registerFull(api, 'kyc-modal');
  await api.dispose();
  const res = await request.post(`/admin-api/verification/users/${asked.userId}/request-document`, {
    headers: adminHeaders,
    data: { type: 'proof_of_address', comment: 'A recent utility bill', days: 7 },
  });
  expect(res.status()).toBe(200);

  await page.goto('/en/login');
  await waitForHydration(page);
  const login = page.getByTestId('form-login_password');
  await login.getByLabel('Login', { exact: true }).fill(asked.email);
  await login.getByLabel('Password', { exact: true }).fill(asked.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/en`);

  await page.goto('/en/office/recharge');
  await waitForHydration(page);
  const modal = page.getByTestId('verification-deposit-modal');
  await expect(modal.getByRole('heading', { name: 'Please verify your account' })).toBeVisible();
  await modal.getByRole('link', { name: 'Go to verification' }).click();
  await expect(page).toHaveURL(`${BASE_URL}/en/office/verification`);
  await expect(page.getByTestId('verification-request')).toContainText('Proof of address');
  await expect(page.getByTestId('verification-request')).toContainText('A recent utility bill');
  await expect(page.getByText('Days left to provide it: 7')).toBeVisible();

  // office/identification (the site config's identification flag is on by default): passport and selfie only.
  await page.goto('/en/office/identification');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Identification' })).toBeVisible();
  await expect(page.getByTestId('verification-upload-form').getByRole('option')).toHaveText([
    'Passport or ID card',
    'Selfie with the document',
  ]);
  await expectAccessible(page);
});

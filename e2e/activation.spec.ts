import { expect, test } from '@playwright/test';
import { waitForHydration } from './support';
import { codeSentTo, registerFull } from './identity-support';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '10.60.0.1' } });

test('spec §2 user/activate (param type): the code from the e-mail confirms the account', async ({ page }) => {
  const account = await registerFull(page.request, 'activate');
  await page.goto('/en/user/activate?type=email');
  await waitForHydration(page);
  const form = page.getByTestId('activate-page');
  await expect(form).toContainText(account.email);
  await form.locator('input[name="code"]').fill('000000');
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  const code = await codeSentTo(page.request, account.email, /E-mail confirmation/);
  await form.locator('input[name="code"]').fill(code);
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('activate-done')).toBeVisible();
  const cfg = (await (await page.request.get('/web-api/user/config')).json()) as {
    result: { activation_type: number };
  };
  expect(cfg.result.activation_type).toBe(1);
});

test('spec §2 user/accountverify asks a visitor to log in first and comes back after', async ({ page }) => {
  await page.goto('/en/user/accountverify?type=email');
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: 'Log in' }).last()).toHaveAttribute(
    'href',
    /return_url=%2Fen%2Fuser%2Faccountverify/,
  );
});

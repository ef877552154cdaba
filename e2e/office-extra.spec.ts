import { expect, test } from '@playwright/test';
import { BASE_URL, collectPageErrors, waitForHydration } from './support';
import { registerFull, XHR } from './identity-support';

/*
 * Issue 17 office transfer history: office/historypay lists every money movement of the player
 * (here a deposit through the sandbox provider), by group.
 */
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '10.69.17.7' } });

test('issue 17 transfer history: every money movement, by group, on office/historypay', async ({ page }) => {
  const api = page.request;
  await registerFull(api, 'transfers');
  const errors = collectPageErrors(page);
  await page.goto(`${BASE_URL}/en/office/historypay`);
  await waitForHydration(page);
  const movements = page.getByTestId('transfer-movements');
  await expect(movements.getByRole('heading', { name: 'All money movements' })).toBeVisible();
  await expect(movements.getByText('No movements yet.')).toBeVisible();

  // A deposit of 12.00 EUR through the sandbox provider, as the hosted page would complete it.
  const accounts = (await (await api.get(`${BASE_URL}/web-api/user/accounts`)).json()) as {
    accounts: { id: number; type: number }[];
  };
  const main = accounts.accounts.find((a) => a.type === 0);
  const start = await api.post(`${BASE_URL}/web-api/payments/deposits`, {
    headers: XHR,
    data: { accountId: main?.id, methodId: 'sandbox-card', amount: 1200, lng: 'en' },
  });
  expect(start.status()).toBe(200);
  const { paymentId, redirectUrl } = (await start.json()) as { paymentId: string; redirectUrl: string };
  const hosted = await (await api.get(`${BASE_URL}${redirectUrl}`)).text();
  const token = /name="token" value="([^"]+)"/.exec(hosted)?.[1] ?? '';
  await api.post(`${BASE_URL}/sandbox-pay/${encodeURIComponent(paymentId)}/complete`, {
    form: { outcome: 'success', lng: 'en', token },
    maxRedirects: 0,
  });

  await page.reload();
  await waitForHydration(page);
  // The deposit is one Payments movement. A first-deposit bonus may come with it (another file of
  // this run, e2e/bonuses.spec.ts, defines one): it is a movement of its own, under Bonuses.
  await expect(movements.getByRole('row').filter({ hasText: 'Payments' })).toHaveCount(1);
  await movements.getByRole('button', { name: 'Bets' }).click();
  await expect(movements.getByText('No movements yet.')).toBeVisible();
  await movements.getByRole('button', { name: 'Payments' }).click();
  await expect(movements.getByRole('row')).toHaveCount(1);
  expect(errors).toEqual([]);
});

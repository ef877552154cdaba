import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminHeaders, collectPageErrors, waitForHydration } from './support';
import { registerFull } from './identity-support';

/*
 * Spec §4 Route guards: "Navigation to the recharge route is cancelled when the recharge modal is
 * enabled, no after-registration redirect exists, and the previous route was not a known named
 * route." The flag is site-wide, so this file runs in a project of its own after every other
 * (playwright.config.ts) and switches the flag back off when it ends.
 */
test.describe.configure({ mode: 'serial' });
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '10.62.0.1' } });

interface PaymentsGroup {
  name: string;
  value: Record<string, unknown>;
}

async function paymentsGroup(request: APIRequestContext): Promise<Record<string, unknown>> {
  const res = await request.get('/admin-api/config/groups', { headers: adminHeaders });
  expect(res.status()).toBe(200);
  const group = ((await res.json()) as { groups: PaymentsGroup[] }).groups.find((g) => g.name === 'payments');
  if (!group) throw new Error('payments group missing');
  return group.value;
}

async function setFlag(request: APIRequestContext, on: boolean): Promise<void> {
  const value = { ...(await paymentsGroup(request)), rechargeModalEnabled: on };
  const res = await request.put('/admin-api/config/groups/payments', { headers: adminHeaders, data: { value } });
  expect(res.status(), await res.text()).toBe(200);
  const config = (await (await request.get('/bff-api/config/all.json?lang=en')).json()) as {
    rechargeModalEnabled: boolean;
  };
  expect(config.rechargeModalEnabled).toBe(on);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const modal = (page: Page) => page.getByTestId('recharge-modal');
const rechargePage = (page: Page) => page.locator('[data-route-id="office_recharge"]');

test.afterAll(async ({ request }) => {
  await setFlag(request, false);
});

test('spec §4 recharge guard: with the modal enabled a direct load or a navigation from an unknown route opens the modal instead; from a named route or with an after-registration redirect the page opens', async ({
  page,
  request,
}) => {
  const errors = collectPageErrors(page);
  await registerFull(page.request, 'recharge-modal');

  // Flag off (the default): the recharge route is an ordinary page, the header links to it.
  await open(page, '/en/office/recharge');
  await expect(rechargePage(page)).toBeVisible();
  await expect(page.getByTestId('header-deposit')).toHaveAttribute('href', '/en/office/recharge');

  await setFlag(request, true);

  // Direct load (no previous route of the app), no return_url/redirect_url/from_url: cancelled —
  // the player lands on the home page with the recharge modal and its deposit form.
  await open(page, '/en/office/recharge');
  await expect(page).toHaveURL(/\/en\?showRechargeModal=1$/);
  await expect(modal(page)).toBeVisible();
  await expect(modal(page).getByTestId('deposit-form').getByLabel('Payment method')).toHaveValue('sandbox-card');
  await modal(page).getByRole('button', { name: 'Close' }).click();
  await expect(modal(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/en$/);

  // Direct load with an after-registration redirect kept: the page opens.
  await open(page, '/en/office/recharge?return_url=%2Fen%2Fcasino');
  await expect(rechargePage(page)).toBeVisible();
  await expect(modal(page)).toHaveCount(0);

  // Client navigation from a known named route (office/account): the page opens.
  await open(page, '/en/office/account');
  // (The office menu's deposit link: the sidebar of every office page since issue 13.)
  await page.getByTestId('office-menu-recharge').click();
  await expect(page).toHaveURL(/\/en\/office\/recharge$/);
  await expect(rechargePage(page)).toBeVisible();
  await expect(modal(page)).toHaveCount(0);

  // The header's deposit entry opens the modal on the page it is on.
  await open(page, '/en/office/account');
  await page.getByTestId('header-deposit').click();
  await expect(modal(page)).toBeVisible();
  await expect(page).toHaveURL(/\/en\/office\/account\?showRechargeModal=1$/);
  await page.keyboard.press('Escape');
  await expect(modal(page)).toHaveCount(0);

  // Client navigation from an unknown route (a 404): the forward button into office/recharge is
  // cancelled — the 404 stays, the modal opens.
  await open(page, '/en/no-such-page-e2e');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    const state = window.history.state as { idx?: number } | null;
    window.history.pushState({ usr: null, key: 'e2e', idx: (state?.idx ?? 0) + 1 }, '', '/en/office/recharge');
    window.history.back();
  });
  await expect(page).toHaveURL(/\/en\/no-such-page-e2e$/);
  // Let the router finish handling the back navigation (its popstate work runs after the URL
  // changes) before going forward: under CI load the forward raced it once and was not blocked.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(() => window.history.forward());
  await expect(modal(page)).toBeVisible();
  await expect(page).toHaveURL(/\/en\/no-such-page-e2e\?showRechargeModal=1$/);
  await expect(rechargePage(page)).toHaveCount(0);

  // Switched back off: a direct load opens the page again.
  await setFlag(request, false);
  await open(page, '/en/office/recharge');
  await expect(rechargePage(page)).toBeVisible();
  // The 404 above is the only console error the journey provokes.
  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
});

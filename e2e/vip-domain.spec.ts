import { expect, test, type BrowserContext } from '@playwright/test';
import { BASE_URL, adminHeaders, waitForHydration } from './support';
import { registerFull } from './identity-support';

/*
 * Spec §6 "VIP main-domain authentication may be required by geo" (§7 block/light with
 * mainVipDomainAuthNeed), issue 17: the operator names the main VIP domain and the countries; a VIP
 * player (here: one with a personal manager) browsing from one of them is told to continue there,
 * on the same page. The rule is put back as it was at the end; it touches no other spec's players
 * (they are not VIP, and none browses from Croatia).
 */
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
let vip: StorageState;
let plain: StorageState;
let blocksBefore: unknown;

const RULE = { url: 'https://vip.example.test', countries: ['hr'], minLevel: 'platinum' };

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { 'X-Forwarded-For': '10.72.0.1' } });
  const api = context.request;
  const before = await api.get('/admin-api/blocks', { headers: adminHeaders });
  expect(before.status()).toBe(200);
  blocksBefore = await before.json();
  const account = await registerFull(api, 'vip-domain');
  const consultant = await api.post('/admin-api/support/consultants', {
    headers: adminHeaders,
    data: { name: 'Vera', languages: ['en'], online: false },
  });
  expect(consultant.status(), await consultant.text()).toBe(201);
  const manager = await api.put(`/admin-api/support/managers/${account.userId}`, {
    headers: adminHeaders,
    data: { consultantId: ((await consultant.json()) as { id: number }).id },
  });
  expect(manager.status(), await manager.text()).toBe(204);
  vip = await context.storageState();
  await context.clearCookies();
  await registerFull(api, 'vip-domain-plain');
  plain = await context.storageState();
  const set = await api.put('/admin-api/config/groups/blocks', {
    headers: adminHeaders,
    data: { value: { ...(blocksBefore as object), mainVipDomain: RULE } },
  });
  expect(set.status(), await set.text()).toBe(200);
  await context.close();
});

test.afterAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: BASE_URL });
  await api.put('/admin-api/config/groups/blocks', { headers: adminHeaders, data: { value: blocksBefore } });
  await api.dispose();
});

test('spec §6 VIP main-domain authentication by geo: a VIP player from a listed country is sent to the same page on the main VIP domain', async ({
  browser,
}) => {
  const fromCroatia = { 'X-Country-Code': 'HR' };
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: vip, extraHTTPHeaders: fromCroatia });
  const page = await context.newPage();
  await page.goto('/en/office/settings');
  await waitForHydration(page);
  const notice = page.getByTestId('vip-domain-notice');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('vip.example.test');
  await expect(page.getByTestId('vip-domain-go')).toHaveAttribute(
    'href',
    'https://vip.example.test/en/office/settings',
  );
  // Escape does not close it: the site is not for this player here.
  await page.keyboard.press('Escape');
  await expect(notice).toBeVisible();
  await context.close();

  // The same player from another country, and a player who is not VIP from Croatia: no notice.
  for (const [state, headers] of [
    [vip, { 'X-Country-Code': 'DE' }],
    [plain, fromCroatia],
  ] as const) {
    const other = await browser.newContext({ baseURL: BASE_URL, storageState: state, extraHTTPHeaders: headers });
    const tab = await other.newPage();
    const asked = tab.waitForResponse((r) => r.url().includes('mainVipDomainAuthNeed=1'));
    await tab.goto('/en/office/settings');
    await waitForHydration(tab);
    expect(((await (await asked).json()) as { mainVipDomainAuthNeed: boolean }).mainVipDomainAuthNeed).toBe(false);
    await expect(tab.getByTestId('vip-domain-notice')).toHaveCount(0);
    await other.close();
  }
});

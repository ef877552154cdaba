import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminHeaders } from './support';

interface SiteConfigAnswer {
  companyName: string;
  availableRoutes: number[];
  isRegistrationAllowed: boolean;
  lang: string;
  languages: { allowed: string[]; default: string };
  coefFormats: { allowed: number[]; default: number };
  geoCurrency: string;
  geoCountryCode: string;
  is12h: boolean;
}

interface StoredGroup {
  name: string;
  value: Record<string, unknown>;
  version: number;
}

async function siteGroup(request: APIRequestContext): Promise<StoredGroup> {
  const res = await request.get('/admin-api/config/groups', { headers: adminHeaders });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { groups: StoredGroup[] };
  const site = body.groups.find((g) => g.name === 'site');
  if (!site) throw new Error('site group missing');
  return site;
}

async function putSite(request: APIRequestContext, value: Record<string, unknown>) {
  return request.put('/admin-api/config/groups/site', { headers: adminHeaders, data: { value } });
}

test.describe('spec §7 site config API', () => {
  test('spec §7: GET /bff-api/config/all.json answers the site config for the language', async ({ request }) => {
    const res = await request.get('/bff-api/config/all.json?lang=en');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/json');
    const config = (await res.json()) as SiteConfigAnswer;
    expect(typeof config.companyName).toBe('string');
    expect(config.companyName.length).toBeGreaterThan(0);
    expect(config.availableRoutes).toEqual(expect.arrayContaining([47]));
    expect(config.isRegistrationAllowed).toBe(true);
    expect(config.lang).toBe('en');
    expect(config.languages.default).toBe('ru');
    expect(config.languages.allowed).toHaveLength(8);
    expect(config.coefFormats.allowed).toContain(2);
    // Spec §9: without a country header the fallback country is 'ru' with its currency.
    expect(config.geoCountryCode).toBe('ru');
    expect(config.geoCurrency).toBe('RUB');
  });

  test('spec §7: the country header picks the geo currency', async ({ request }) => {
    const res = await request.get('/bff-api/config/all.json?lang=en', { headers: { 'X-Country-Code': 'us' } });
    expect(res.status()).toBe(200);
    const config = (await res.json()) as SiteConfigAnswer;
    expect(config.geoCountryCode).toBe('us');
    expect(config.geoCurrency).toBe('USD');
    expect(config.is12h).toBe(true);
  });

  test('spec §7: the admin API changes the config and the next page render shows it', async ({ page, request }) => {
    const before = await siteGroup(request);
    const original = before.value;
    const renamed = `E2E Bet ${Date.now() % 100_000}`;

    // Without a token: refused. Without X-Requested-With: refused by the CSRF guard.
    const anonymous = await request.put('/admin-api/config/groups/site', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { value: { ...original, companyName: renamed } },
    });
    expect(anonymous.status()).toBe(401);
    const wrongToken = await request.put('/admin-api/config/groups/site', {
      headers: { ...adminHeaders, Authorization: 'Bearer not-the-token-but-long-enough-0123' },
      data: { value: { ...original, companyName: renamed } },
    });
    expect(wrongToken.status()).toBe(401);
    const noCsrfHeader = await request.put('/admin-api/config/groups/site', {
      headers: { Authorization: adminHeaders.Authorization },
      data: { value: { ...original, companyName: renamed } },
    });
    expect(noCsrfHeader.status()).toBe(403);
    const invalid = await putSite(request, { ...original, minAge: 'eighteen' });
    expect(invalid.status()).toBe(400);

    try {
      const res = await putSite(request, { ...original, companyName: renamed });
      expect(res.status()).toBe(200);
      const saved = (await res.json()) as StoredGroup;
      expect(saved.value['companyName']).toBe(renamed);
      expect(saved.version).toBeGreaterThan(before.version);

      const config = (await (await request.get('/bff-api/config/all.json?lang=en')).json()) as SiteConfigAnswer;
      expect(config.companyName).toBe(renamed);

      await page.goto('/en');
      await expect(page.locator('header .logo')).toHaveText(renamed);
      await expect(page).toHaveTitle(new RegExp(`\\| ${renamed}$`));
    } finally {
      const restored = await putSite(request, original);
      expect(restored.status()).toBe(200);
    }
  });
});

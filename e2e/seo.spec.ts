import { expect, test } from '@playwright/test';
import { adminHeaders, BASE_URL, LANGUAGES, waitForHydration } from './support';

/** Attribute value of the first tag in `html` that matches `tagPattern`. */
function attrOf(html: string, tagPattern: RegExp, attr: string): string | undefined {
  const tag = tagPattern.exec(html)?.[0];
  if (!tag) return undefined;
  return new RegExp(`\\s${attr}="([^"]*)"`).exec(tag)?.[1];
}

test.describe('spec §3 SEO page data rendered by the server', () => {
  test('spec §3: the server HTML carries title, description, robots, canonical and hreflang alternates', async ({
    request,
  }) => {
    const res = await request.get('/en/information/about');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/html');
    const html = await res.text();

    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title).toContain('About us');
    const description = attrOf(html, /<meta name="description"[^>]*>/, 'content');
    expect(description?.trim().length).toBeGreaterThan(10);
    expect(attrOf(html, /<meta name="robots"[^>]*>/, 'content')).toBe('index, follow');
    expect(attrOf(html, /<link rel="canonical"[^>]*>/, 'href')).toBe(`${BASE_URL}/en/information/about`);

    for (const lng of LANGUAGES) {
      const href = attrOf(html, new RegExp(`<link rel="alternate" hreflang="${lng}"[^>]*>`), 'href');
      expect(href, `hreflang ${lng}`).toBe(`${BASE_URL}/${lng}/information/about`);
    }
    const xDefault = attrOf(html, /<link rel="alternate" hreflang="x-default"[^>]*>/, 'href');
    expect(xDefault).toBe(`${BASE_URL}/ru/information/about`);
    expect(html.match(/<link rel="alternate" hreflang=/g)).toHaveLength(LANGUAGES.length + 1);
  });

  test('spec §3: private pages are marked noindex', async ({ request }) => {
    const html = await (await request.get('/en/office')).text();
    expect(attrOf(html, /<meta name="robots"[^>]*>/, 'content')).toContain('noindex');
  });

  test('spec §3: operator SEO overrides are rendered by the server and survive hydration', async ({
    page,
    request,
  }) => {
    const title = 'Contact the e2e team';
    const put = await request.put('/admin-api/seo/pages', {
      headers: adminHeaders,
      data: {
        lang: 'en',
        path: '/information/contacts',
        data: { title, description: 'Reach us day and night.', metaRobots: 'noindex, follow' },
      },
    });
    expect(put.status()).toBe(204);

    const html = await (await request.get('/en/information/contacts')).text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(attrOf(html, /<meta name="robots"[^>]*>/, 'content')).toBe('noindex, follow');

    await page.goto('/en/information/contacts');
    await waitForHydration(page);
    // Let effects of the hydration render and of any re-render right after it run.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Reach us day and night.');
  });

  test('spec §3/§8: a 404 page keeps its own title and noindex after hydration', async ({ page }) => {
    await page.goto('/en/landing-page/foo');
    await waitForHydration(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    await expect(page.getByTestId('page-404')).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found \| /);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });
});

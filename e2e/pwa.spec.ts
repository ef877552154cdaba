import { expect, test } from '@playwright/test';

const ICON_SIZES = [72, 96, 128, 144, 152, 192, 384, 512];

interface Manifest {
  name: string;
  start_url: string;
  display: string;
  icons: { src: string; sizes: string; type: string }[];
}

test.describe('spec §9 PWA', () => {
  test('spec §9: the web manifest lists the Apple touch icon sizes, and each icon exists', async ({ request }) => {
    const res = await request.get('/manifest.json');
    expect(res.status()).toBe(200);
    const manifest = (await res.json()) as Manifest;
    expect(manifest.name.length).toBeGreaterThan(0);
    expect(manifest.display).toBe('standalone');
    const sizes = manifest.icons.map((i) => i.sizes);
    for (const s of ICON_SIZES) expect(sizes, `icon ${s}x${s}`).toContain(`${s}x${s}`);
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type'], icon.src).toContain(icon.type);
    }
  });

  test('spec §9: the service worker script is served as JavaScript', async ({ request }) => {
    const res = await request.get('/pwa-sw.js');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('javascript');
    const source = await res.text();
    expect(source).toContain("addEventListener('fetch'");
  });

  test.describe('with service workers allowed', () => {
    test.use({ serviceWorkers: 'allow' });

    test('spec §9: the page registers the service worker, which installs and activates', async ({ page }) => {
      await page.goto('/en');
      // `ready` never settles if installing fails (e.g. a precached file is missing): give up early.
      const scriptUrl = await page.evaluate(async () => {
        const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000));
        const registration = await Promise.race([navigator.serviceWorker.ready, timeout]);
        return registration?.active?.scriptURL ?? 'no active service worker after 10 s';
      });
      expect(scriptUrl).toMatch(/\/pwa-sw\.js$/);
    });
  });
});

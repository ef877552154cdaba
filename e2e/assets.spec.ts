import { expect, test } from '@playwright/test';

test.describe('built client assets', () => {
  test('spec §2 hydration prerequisite: the script, styles and icons a page references are served', async ({
    request,
  }) => {
    const html = await (await request.get('/en')).text();
    const scripts = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1] ?? '');
    const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(scripts, 'npm run build must run before the browser tests').toHaveLength(1);
    expect(styles.length).toBeGreaterThan(0);

    for (const src of scripts) {
      const res = await request.get(src);
      expect(res.status(), src).toBe(200);
      expect(res.headers()['content-type'], src).toContain('javascript');
      // Hashed file names never change content: cached for a year.
      expect(res.headers()['cache-control'], src).toContain('immutable');
    }
    for (const href of styles) {
      const res = await request.get(href);
      expect(res.status(), href).toBe(200);
      expect(res.headers()['content-type'], href).toContain('text/css');
    }
    for (const path of ['/icons/icon.svg', '/offline.html']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['cache-control'], path).toContain('max-age=86400');
    }
  });
});

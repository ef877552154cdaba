import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import type { AssetSize } from './bundle-size';
import { CHROME_FLAGS, CHROME_PATH } from './lighthouse';

export interface PageJsResult {
  url: string;
  /** Every script the browser had fetched when the page started hydrating (gzip -9 of the built file). */
  js: AssetSize[];
  jsRawBytes: number;
  jsGzipBytes: number;
  /** Scripts fetched after hydration started (lazy parts mounted once the page is interactive). */
  afterHydrationJs: AssetSize[];
}

/**
 * Hydration starts when boot.tsx looks up the root element for hydrateRoot(), after the
 * entry, its modulepreloads and the route chunks the server rendered have all been evaluated.
 * The init script snapshots the scripts loaded at that moment; nothing is guessed from the manifest.
 */
const SNAPSHOT_SCRIPT = `(() => {
  const original = Document.prototype.getElementById;
  Document.prototype.getElementById = function (id) {
    if (id === 'root' && !window.__benchScriptsAtHydration) {
      window.__benchScriptsAtHydration = performance
        .getEntriesByType('resource')
        .filter((e) => e.initiatorType === 'script' || e.initiatorType === 'link' || e.name.endsWith('.js'))
        .map((e) => e.name);
    }
    return original.call(this, id);
  };
})();`;

function measureFile(distDir: string, file: string): AssetSize {
  const content = readFileSync(join(distDir, file));
  return { file, rawBytes: content.byteLength, gzipBytes: gzipSync(content, { level: 9 }).byteLength };
}

const assetFile = (url: string) => new URL(url).pathname.replace(/^\//, '');

/** Loads `url` in Chromium (no throttling needed: only which files load matters) and measures its JS. */
export async function measurePageJs(url: string, distDir: string): Promise<PageJsResult> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')),
  });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.addInitScript(SNAPSHOT_SCRIPT);
    const fetched: string[] = [];
    const problems: string[] = [];
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
    });
    page.on('response', (res) => {
      if (res.status() >= 400) problems.push(`${res.status()} ${res.url()}`);
    });
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script' || request.url().endsWith('.js')) fetched.push(request.url());
    });
    const response = await page.goto(url, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status() ?? 'nothing'}`);
    const atHydration = await page.evaluate(
      () => (window as unknown as { __benchScriptsAtHydration?: string[] }).__benchScriptsAtHydration,
    );
    if (!atHydration) {
      throw new Error(
        `${url}: the page never started hydrating (no getElementById('root')): ${problems.join('; ') || 'no errors seen'}`,
      );
    }
    const before = new Set(atHydration.filter((u) => new URL(u).pathname.endsWith('.js')).map(assetFile));
    const after = new Set(fetched.map(assetFile).filter((f) => !before.has(f)));
    const js = [...before].map((f) => measureFile(distDir, f)).sort((a, b) => b.gzipBytes - a.gzipBytes);
    return {
      url,
      js,
      jsRawBytes: js.reduce((t, a) => t + a.rawBytes, 0),
      jsGzipBytes: js.reduce((t, a) => t + a.gzipBytes, 0),
      afterHydrationJs: [...after].map((f) => measureFile(distDir, f)),
    };
  } finally {
    await browser.close();
  }
}

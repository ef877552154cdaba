/**
 * `npm run screenshots`: PNGs of the main pages for reviewing the look (issue 13), at 390 and
 * 1366 px, in the light and dark themes, in English and in Arabic (right to left), saved to
 * `.tmp/screenshots/` (git-ignored). It builds nothing: run `npm run build` first. It starts
 * its own server on a free port with the embedded defaults the browser tests use (PGlite in a
 * fresh data directory, the e2e feed seed), registers a player for the office, then stops it.
 * Options: `--only <page>` (repeatable) to take some pages only, e.g. `--only home --only coupon`.
 */
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';
import { COOKIE } from '@sb/preferences';
import { findFreePort, startServer } from '../bench/server';
import { ADMIN_TOKEN, E2E_FEED_SEED } from '../e2e/support';
import { registerFull } from '../e2e/identity-support';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = join(REPO_ROOT, '.tmp', 'screenshots');
const WEB_DIST = join(REPO_ROOT, 'apps', 'web', 'dist', 'client');
/** A private copy of the build: a rebuild of the shared one meanwhile must not 404 our chunks. */
const DIST_COPY = join(REPO_ROOT, '.tmp', 'screenshots-dist');
const HOST = '127.0.0.1';
const WIDTHS = [390, 1366] as const;
const THEMES = [
  { name: 'light', cookie: '0' },
  { name: 'dark', cookie: '1' },
] as const;
/** Arabic is the right-to-left check: the pages where the layout mirrors the most. */
const RTL_PAGES = new Set(['home', 'line', 'championship', 'game', 'coupon', 'registration']);

interface Shot {
  name: string;
  /** Logged in first (a fresh player per theme and width). */
  auth?: boolean;
  /** Brings the page into the state to photograph. */
  open: (page: Page, lng: string) => Promise<void>;
}

const settle = async (page: Page) => {
  await page.waitForLoadState('networkidle');
  // Hydrated: React set its container key on the root element.
  await page.waitForFunction(
    () => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer$')),
    undefined,
    { timeout: 20_000 },
  );
};

async function openChampionship(page: Page, lng: string) {
  await page.goto(`/${lng}/home/line/sports/1-football`);
  await settle(page);
  await page.getByTestId('champ-link').first().click();
  await page.getByTestId('game-row').first().waitFor();
  await settle(page);
}

const SHOTS: Shot[] = [
  { name: 'home', open: async (page, lng) => void (await page.goto(`/${lng}`)) },
  { name: 'line', open: async (page, lng) => void (await page.goto(`/${lng}/home/line`)) },
  { name: 'championship', open: openChampionship },
  {
    name: 'game',
    open: async (page, lng) => {
      await openChampionship(page, lng);
      await page.getByTestId('game-row').first().locator('.game-row__teams').click();
      await page.getByTestId('markets').waitFor();
    },
  },
  { name: 'results', open: async (page, lng) => void (await page.goto(`/${lng}/results`)) },
  { name: 'office', auth: true, open: async (page, lng) => void (await page.goto(`/${lng}/office`)) },
  { name: 'registration', open: async (page, lng) => void (await page.goto(`/${lng}/registration`)) },
  { name: 'login', open: async (page, lng) => void (await page.goto(`/${lng}/login`)) },
  {
    name: 'coupon',
    open: async (page, lng) => {
      await openChampionship(page, lng);
      await page.getByTestId('odd').first().click();
      // In the coupon: the price shows as selected (the bar's count is hidden on wide screens).
      await page.locator('[data-testid="odd"][aria-pressed="true"]').first().waitFor();
      // Below 1100 px the coupon is a sheet behind the bottom bar: open it.
      const bar = page.getByTestId('coupon-bar');
      if (await bar.isVisible()) await bar.click();
    },
  },
];

async function take(browser: Browser, origin: string, shot: Shot, lng: string, width: number, theme: string) {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width, height: width < 1024 ? 844 : 900 },
    serviceWorkers: 'block',
    reducedMotion: 'reduce',
  });
  try {
    await context.addCookies([
      { name: COOKIE.appTheme, value: THEMES.find((t) => t.name === theme)?.cookie ?? '0', url: origin },
      // Consent given: the pages themselves are photographed, not the cookie banner over them.
      { name: COOKIE.cookiesAgreeType, value: 'all', url: origin },
    ]);
    if (shot.auth) await registerFull(context.request, `shot-${lng}-${theme}-${width}`);
    const page = await context.newPage();
    await shot.open(page, lng);
    await settle(page);
    const file = join(OUT_DIR, `${lng}-${shot.name}-${width}-${theme}.png`);
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
    return file;
  } finally {
    await context.close();
  }
}

async function main() {
  const { values } = parseArgs({ options: { only: { type: 'string', multiple: true } } });
  const only = new Set(values.only ?? []);
  const unknown = [...only].filter((name) => !SHOTS.some((s) => s.name === name));
  if (unknown.length > 0)
    throw new Error(`unknown page(s) ${unknown.join(', ')}; pages: ${SHOTS.map((s) => s.name).join(', ')}`);
  if (!existsSync(join(WEB_DIST, '.vite', 'manifest.json'))) {
    throw new Error('the web client is not built: run `npm run build` first');
  }
  mkdirSync(OUT_DIR, { recursive: true });
  rmSync(DIST_COPY, { recursive: true, force: true });
  cpSync(WEB_DIST, DIST_COPY, { recursive: true });

  const port = await findFreePort(3300, HOST);
  const server = await startServer({
    repoRoot: REPO_ROOT,
    port,
    host: HOST,
    dataDir: '.tmp/screenshots-data',
    // The browser tests' settings (playwright.config.ts webServer): not production, seeded feed.
    env: {
      NODE_ENV: 'test',
      ADMIN_TOKEN,
      FEED_SEED: String(E2E_FEED_SEED),
      PUBLIC_URL: '',
      TRUST_PROXY: 'true',
      WEB_DIST_DIR: DIST_COPY,
    },
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const failed: string[] = [];
  let saved = 0;
  try {
    for (const lng of ['en', 'ar']) {
      for (const shot of SHOTS) {
        if (only.size > 0 && !only.has(shot.name)) continue;
        if (lng === 'ar' && !RTL_PAGES.has(shot.name)) continue;
        for (const width of WIDTHS) {
          for (const theme of THEMES) {
            try {
              const file = await take(browser, server.origin, shot, lng, width, theme.name);
              saved++;
              process.stderr.write(`[screenshots] ${file}\n`);
            } catch (err) {
              const message = err instanceof Error ? err.message.split('\n')[0] : String(err);
              failed.push(`${lng} ${shot.name} ${width} ${theme.name}: ${message}`);
              process.stderr.write(`[screenshots] FAILED ${lng} ${shot.name} ${width} ${theme.name}: ${message}\n`);
            }
          }
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  process.stdout.write(`${saved} screenshots in ${OUT_DIR}${failed.length ? `; ${failed.length} failed` : ''}\n`);
  return failed.length;
}

main().then(
  (failures) => process.exit(failures === 0 ? 0 : 1),
  (err: unknown) => {
    console.error('[screenshots] failed:', err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(2);
  },
);

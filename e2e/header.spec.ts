import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { BASE_URL, collectPageErrors, waitForHydration } from './support';
import { registerFull } from './identity-support';

/*
 * Issue 13 bug 2 (the header menu hid sections in a scroller with no "More") and bug 7 (search
 * only on line pages, no dates): at every spec §9 width and around it, in English, German (long
 * labels) and Arabic (RTL), every section is in the bar or under "More", no label is cut, nothing
 * in the header overlaps, and the page never scrolls sideways.
 */
const WIDTHS = [320, 390, 768, 1024, 1100, 1366, 1920] as const;
const LANGUAGES = ['en', 'de', 'ar'] as const;
const SECTIONS = 10;
const LINE = '/line-api/v1';

interface HeaderState {
  problems: string[];
  overflowed: string[];
  moreNeeded: boolean;
}

/** Reads the header as laid out now and lists what is wrong with it (empty: all good). */
function readHeader(page: Page): Promise<HeaderState> {
  return page.evaluate((sections) => {
    const problems: string[] = [];
    const vw = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > vw)
      problems.push(`page scrolls sideways (${document.documentElement.scrollWidth} > ${vw})`);
    const list = document.querySelector<HTMLElement>('[data-testid="header-nav"] ul');
    if (!list) return { problems: ['no section list'], overflowed: [], moreNeeded: false };
    if (list.dataset['measured'] !== 'true') problems.push('not measured yet');
    const listBox = list.getBoundingClientRect();
    const items = [...list.children] as HTMLElement[];
    if (items.length !== sections) problems.push(`${items.length} sections, expected ${sections}`);
    const overflowed: string[] = [];
    const boxes: { name: string; box: DOMRect }[] = [];
    for (const li of items) {
      const a = li.querySelector('a');
      if (!a) continue;
      const href = a.getAttribute('href') ?? '';
      const box = a.getBoundingClientRect();
      if (li.dataset['overflowed'] !== undefined) {
        // The first section under "More" really has no room in the bar (not a stale measure).
        const fits =
          box.top >= listBox.top - 1 &&
          box.bottom <= listBox.bottom + 1 &&
          box.right <= listBox.right + 1 &&
          box.left >= listBox.left - 1;
        if (overflowed.length === 0 && fits) problems.push(`${href} is under More but fits in the bar`);
        overflowed.push(href);
        continue;
      }
      // Shown in the bar: wholly inside the list's box, and its text not cut inside the link.
      if (
        box.top < listBox.top - 1 ||
        box.bottom > listBox.bottom + 1 ||
        box.left < listBox.left - 1 ||
        box.right > listBox.right + 1
      )
        problems.push(`${href} is cut by the bar`);
      if (a.scrollWidth > a.clientWidth + 1) problems.push(`${href} label is clipped`);
      boxes.push({ name: href, box });
    }
    const more = document.querySelector<HTMLElement>('[data-testid="header-more"]');
    const moreNeeded = more?.parentElement?.dataset['needed'] === 'true';
    if (overflowed.length > 0 && !moreNeeded) problems.push('sections overflow but More is not shown');
    const visible = (el: Element | null | undefined): el is HTMLElement => {
      if (!(el instanceof HTMLElement)) return false;
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return s.visibility !== 'hidden' && s.display !== 'none' && r.width > 0 && r.height > 0;
    };
    if (moreNeeded && visible(more)) boxes.push({ name: 'More', box: more.getBoundingClientRect() });
    const header = document.querySelector('header.header');
    const others = [
      header?.querySelector('.logo'),
      header?.querySelector('[data-testid="search-open"]'),
      header?.querySelector('.search__panel'),
      ...(header?.querySelector('.header__tools')?.children ?? []),
    ];
    for (const el of others)
      if (visible(el)) boxes.push({ name: el.className || el.tagName, box: el.getBoundingClientRect() });
    for (const { name, box } of boxes)
      if (box.left < -1 || box.right > vw + 1)
        problems.push(`${name} is outside the window (${box.left}–${box.right})`);
    boxes.forEach((a, i) => {
      for (const b of boxes.slice(i + 1)) {
        const overlapX = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const overlapY = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (overlapX > 1 && overlapY > 1) problems.push(`${a.name} overlaps ${b.name}`);
      }
    });
    return { problems, overflowed, moreNeeded };
  }, SECTIONS);
}

/** Every section reachable: the ones not in the bar are exactly the "More" menu's links. */
async function expectAllReachable(page: Page, where: string): Promise<void> {
  await expect.poll(async () => (await readHeader(page)).problems, { message: where }).toEqual([]);
  const { overflowed } = await readHeader(page);
  if (overflowed.length === 0) return;
  const more = page.getByTestId('header-more');
  await more.click();
  const menu = page.getByTestId('header-more-menu');
  await expect(menu).toBeVisible();
  const hrefs = await menu.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs, where).toEqual(overflowed);
  // Menu labels are whole too.
  const clipped = await menu
    .locator('a')
    .evaluateAll((as) => as.filter((a) => a.scrollWidth > a.clientWidth + 1).length);
  expect(clipped, where).toBe(0);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(more).toBeFocused();
}

/** The visitor has answered the cookie banner (issue 18), so it does not cover the page's foot. */
function chooseCookies(context: BrowserContext) {
  return context.addCookies([{ name: 'cookies_agree_type', value: 'disabled', url: BASE_URL }]);
}

async function guestPage(browser: Browser, lang: string) {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    serviceWorkers: 'block',
    viewport: { width: 1920, height: 900 },
  });
  await chooseCookies(context);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`/${lang}/`);
  await waitForHydration(page);
  return { context, page, errors };
}

for (const lang of LANGUAGES) {
  test(`issue 13 bug 2 (${lang}): every section is in the bar or under More at ${WIDTHS.join(', ')} px`, async ({
    browser,
  }) => {
    const { context, page, errors } = await guestPage(browser, lang);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expectAllReachable(page, `${lang} at ${width}px`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('issue 13 bug 2: before any script runs (server HTML) no label is cut and More is there', async ({ browser }) => {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    javaScriptEnabled: false,
    viewport: { width: 1366, height: 900 },
  });
  const page = await context.newPage();
  await page.goto('/de/');
  await expect(page.getByTestId('header-more')).toBeVisible();
  const cut = await page.evaluate(() => {
    const list = document.querySelector('[data-testid="header-nav"] ul');
    if (!list) return ['no list'];
    const box = list.getBoundingClientRect();
    return (
      [...list.querySelectorAll('a')]
        .map((a) => ({ href: a.getAttribute('href'), r: a.getBoundingClientRect() }))
        // A link is either wholly in the visible row or wholly outside it, never half.
        .filter(
          ({ r }) => r.top < box.bottom && r.bottom > box.top && (r.bottom > box.bottom + 1 || r.right > box.right + 1),
        )
        .map(({ href }) => href)
    );
  });
  expect(cut).toEqual([]);
  await context.close();
});

test.describe('logged in', () => {
  test('at 1366 and 390 px every section and the account tools fit; hide balance masks the amount', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      baseURL: BASE_URL,
      serviceWorkers: 'block',
      viewport: { width: 1366, height: 900 },
      extraHTTPHeaders: { 'X-Forwarded-For': '10.64.0.21' },
    });
    await chooseCookies(context);
    const account = await registerFull(context.request, 'header');
    const page = await context.newPage();
    await page.goto('/en/');
    await waitForHydration(page);
    await expect(page.getByTestId('header-user')).toHaveText(new RegExp(`${account.login}$`));
    // The balance and its eye load after hydration: measure the bar once they are in.
    const amount = page.getByTestId('header-balance-amount');
    await expect(amount).toHaveText(/\d/);
    await expect(page.getByTestId('hide-balance')).toBeVisible();
    await expectAllReachable(page, 'logged in at 1366px');
    // Spec §3 user_hide_balance (true by default): the player may hide the balance.
    const hide = page.getByTestId('hide-balance');
    await hide.click();
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await expect(amount).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId('header-balance-amount')).toBeHidden();
    await page.getByTestId('hide-balance').click();
    await expect(page.getByTestId('header-balance-amount')).toBeVisible();
    // The account drop-down holds the office menu; Escape closes it and focus returns.
    const accountButton = page.getByTestId('account-menu-button');
    await accountButton.click();
    const accountMenu = page.getByTestId('account-menu');
    await expect(accountMenu.getByTestId('office-menu')).toBeVisible();
    expect(await accountMenu.locator('a').count()).toBeGreaterThan(5);
    await page.keyboard.press('Escape');
    await expect(accountMenu).toBeHidden();
    await expect(accountButton).toBeFocused();
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAllReachable(page, 'logged in at 390px');
    await expect(page.getByTestId('header-user')).toBeVisible();
    await context.close();
  });
});

test('issue 13 bug 7: the header search finds games with their date and sport, on desktop and full screen on phones', async ({
  browser,
}) => {
  const { context, page } = await guestPage(browser, 'en');
  const { games } = (await (await context.request.get(`${LINE}/games?sportId=1&pageSize=5`)).json()) as {
    games: { team1: { name: string } }[];
  };
  const name = games[0]?.team1.name;
  if (!name) throw new Error('no football game');
  // Wide screens: the search box is in the bar.
  await page.setViewportSize({ width: 1920, height: 900 });
  const input = page.getByTestId('search-input');
  await input.fill(name);
  const results = page.getByTestId('search-results');
  const date = results.getByTestId('search-result-date').first();
  await expect(date).toBeVisible();
  // A date and a clock, not just a name: "Jan 5, 2026 18:30" or with a 12 h clock.
  await expect(date).toHaveText(/\d{4}.*\d{1,2}:\d{2}/);
  await expect(results.getByText('Football').first()).toBeVisible();
  // Keyboard: the first option becomes active and Enter opens it.
  await input.press('ArrowDown');
  await expect(results.locator('[role="option"][aria-selected="true"]')).toHaveCount(1);
  await input.press('Enter');
  await expect(page).toHaveURL(/\/en\/home\/line\/sports\/1-football\/\d+-[^/]+\/\d+-/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('search-open').click();
  const phoneInput = page.getByTestId('search-input');
  await expect(phoneInput).toBeFocused();
  await phoneInput.fill(name);
  await expect(page.getByTestId('search-result-date').first()).toBeVisible();
  const panel = await page.locator('.search__panel').boundingBox();
  expect(panel?.width).toBe(390);
  await phoneInput.press('Escape');
  await expect(page.getByTestId('search-open')).toBeFocused();
  await context.close();
});

test('phone bottom navigation: sections, bet slip and a menu sheet with every section; scroll-to-top after one screen on desktop', async ({
  browser,
}) => {
  const { context, page } = await guestPage(browser, 'en');
  await page.setViewportSize({ width: 390, height: 844 });
  const nav = page.getByTestId('bottom-nav');
  await expect(nav).toBeVisible();
  await page.getByTestId('bottom-nav-slip').click();
  await expect(page.getByTestId('coupon-dock')).toBeVisible();
  await page.getByTestId('bottom-nav-slip').click();
  await expect(page.getByTestId('coupon-dock')).toBeHidden();
  await page.getByTestId('bottom-nav-menu').click();
  const sheet = page.getByTestId('menu-sheet');
  await expect(sheet).toBeVisible();
  await expect(sheet.locator('nav a')).toHaveCount(SECTIONS);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('bottom-nav-menu')).toBeFocused();

  // Spec §9 scroll-to-top: 1 screen on desktop (a short window makes the page several screens long).
  await page.setViewportSize({ width: 1366, height: 300 });
  await expect(nav).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 250));
  await expect(page.getByTestId('scroll-to-top')).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.getByTestId('scroll-to-top').click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await context.close();
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { BASE_URL, e2eFeed, adminHeaders, depositBySandbox, waitForHydration } from './support';
import { registerFull } from './identity-support';

/*
 * Issue 16 hyper bonus (spec §3 Coupon state hyperBonusPercent, minHyperBonusBetLimit,
 * maxHyperBonusLimit): a funded player picks home wins on a championship page; with three
 * selections the coupon says how many more start the hyper bonus, with four it shows "Hyper bonus
 * +5 %", the boost and the boosted possible win, and the next step. The express is placed, the
 * operator finishes the four games as home wins, and the bet history shows the payout and the
 * hyper bonus paid on top — both computed here from the placed odds — and the balance to the cent.
 */
test.describe.configure({ mode: 'serial' });

const LINE = '/line-api/v1';
const BETS = '/bets-api/v1';
const win1 = (gameId: number) => `${gameId}_1_`;
const HOME_WINS = { statusId: 4, score: { home: 2, away: 0, periods: [] } } as const;
const DEPOSIT = 2500n;
const STAKE = 200n;
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

let player: StorageState;
let champUrl = '';
let games: number[] = [];
let couponId = '';

const major = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
const moneyRe = (minor: bigint) => new RegExp(`^\\+?${major(minor).replace('.', '\\.')}\\D`);
/** "12.34 €" → 1234n. */
const minorOf = (text: string | null) => {
  const m = /(\d+)\.(\d{2})/.exec(text ?? '');
  return m ? BigInt(`${m[1]}${m[2]}`) : -1n;
};

/**
 * Home-win prices that stay open and at least 1.70 for the next 20 minutes (the server's feed is a
 * pure function of its seed and the time): every selection qualifies (1.20 or more) and, with four
 * at 1.70+, the hyper bonus (5 % of the net) gains more than the §5 coefficient (4 % of the whole).
 */
const feed = e2eFeed();
const steady = (gameId: number, from = Date.now()) =>
  Array.from({ length: 21 }, (_, m) => feed.outcome(win1(gameId), from + m * 60_000)).every(
    (o) => o !== null && !o.isBlocked && o.coef >= 1.7,
  );

const OWN_ADDRESS = { 'X-Forwarded-For': '10.66.0.1' } as const;

async function playerPage(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: player, serviceWorkers: 'block' });
  // §3 coefficient-change policy 1 (accept any change): a price tick between pick and bet is taken.
  await context.addInitScript(() => localStorage.setItem('coupon_settings', JSON.stringify({ changeCoefAction: 1 })));
  const page = await context.newPage();
  await page.goto(path);
  await waitForHydration(page);
  return page;
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL, extraHTTPHeaders: OWN_ADDRESS });
  await registerFull(context.request, 'hyper');
  player = await context.storageState();
  const { champs } = (await (await context.request.get(`${LINE}/champs?sportId=1`)).json()) as {
    champs: { id: number; slug: string }[];
  };
  const soon = Date.now() + 60 * 60_000;
  // From the end of the list: the coupon and line tests use the first championships.
  for (const champ of champs.slice(1).reverse()) {
    const res = await context.request.get(`${LINE}/games?sportId=1&champId=${champ.id}&pageSize=20`);
    const list = ((await res.json()) as { games: { id: number; startAt: number }[] }).games;
    const later = list.filter((g) => g.startAt > soon && steady(g.id)).map((g) => g.id);
    if (later.length >= 4) {
      champUrl = `/en/home/line/sports/1-football/${champ.id}-${champ.slug}`;
      games = later.slice(0, 4);
      break;
    }
  }
  expect(games, 'a football championship with four steady home-win prices of 1.70+').toHaveLength(4);
  await context.close();
});

test('issue 16 hyper bonus on the coupon: the hint, then "+5 %", the boost and the boosted win; placed', async ({
  browser,
}) => {
  const page = await playerPage(browser, '/en/office/recharge');
  await depositBySandbox(page, major(DEPOSIT));
  await page.goto(champUrl);
  await waitForHydration(page);
  const [g1, g2, g3, g4] = games as [number, number, number, number];
  for (const g of [g1, g2, g3]) await page.locator(`[data-testid="odd"][data-outcome-id="${win1(g)}"]`).click();
  await expect(page.getByTestId('coupon-leg')).toHaveCount(3);
  await page.getByTestId('coupon-amount').fill(major(STAKE));
  const hint = page.getByTestId('coupon-hyper-hint');
  await expect(hint).toHaveText('Hyper bonus +5 % from 4 selections at odds 1.20 or higher: 1 to add');
  await expect(page.getByTestId('coupon-hyper-bonus')).toHaveCount(0);

  await page.locator(`[data-testid="odd"][data-outcome-id="${win1(g4)}"]`).click();
  await expect(page.getByTestId('coupon-leg')).toHaveCount(4);
  const summary = page.getByTestId('coupon-summary');
  await expect(summary).toContainText('Hyper bonus +5 %');
  // Never both: the §5 express bonus line is not shown while the hyper bonus applies.
  await expect(summary).not.toContainText('Express bonus');
  await expect(hint).toHaveText('The hyper bonus rises to +7 % at 5 selections (odds 1.20 or higher): 1 to add');
  const win = minorOf(await page.getByTestId('coupon-possible-win').textContent());
  const boost = minorOf(await page.getByTestId('coupon-hyper-bonus').textContent());
  expect(boost).toBe(((win - STAKE) * 5n) / 100n);
  await expect(page.getByTestId('coupon-possible-win-boosted')).toHaveText(moneyRe(win + boost));

  const axe = await new AxeBuilder({ page }).include('[data-testid="coupon-slip"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await page.getByTestId('coupon-place').click();
  const notice = page.getByTestId('coupon-notice-success');
  await expect(notice).toBeVisible({ timeout: 15_000 });
  couponId = (await notice.getAttribute('data-coupon-id')) ?? '';
  const placed = (await (await page.context().request.get(`${BETS}/coupons/${couponId}`)).json()) as {
    coupon: { hyperBonusPercent: number | null; bonusCoef: number | null; legs: unknown[] };
  };
  expect(placed.coupon).toMatchObject({ hyperBonusPercent: 5, bonusCoef: null });
  expect(placed.coupon.legs).toHaveLength(4);
  await page.context().close();
});

test('issue 16 hyper bonus at settlement: the four games won; history shows payout and boost, balance to the cent', async ({
  browser,
  request,
}) => {
  expect(couponId).toMatch(/^\d+$/);
  for (const g of games) {
    const res = await request.post(`/admin-api/line/results/${g}`, { headers: adminHeaders, data: HOME_WINS });
    expect(res.status(), `settle game ${g}`).toBeLessThan(300);
  }
  const page = await playerPage(browser, '/en/office/history');
  const api = page.context().request;
  const c = (await (await api.get(`${BETS}/coupons/${couponId}`)).json()) as {
    coupon: { legs: { coef: number }[] };
  };
  // ⌊stake × Π odds⌋ (odds in thousandths), then 5 % of the net winnings rounded down.
  const payout = c.coupon.legs.reduce((acc, l) => acc * BigInt(Math.round(l.coef * 1000)), STAKE) / 1000n ** 4n;
  const boost = ((payout - STAKE) * 5n) / 100n;
  const card = page.locator(`[data-testid="bet-card"][data-coupon-id="${couponId}"]`);
  await expect(card).toHaveAttribute('data-status', 'settled', { timeout: 15_000 });
  await expect(card.getByTestId('bet-card-payout')).toHaveText(moneyRe(payout));
  await expect(card).toContainText('Hyper bonus paid (+5 %)');
  await expect(card.getByTestId('bet-card-hyper-bonus')).toHaveText(moneyRe(boost));
  const after = (await (await api.get(`${BETS}/coupons/${couponId}`)).json()) as {
    coupon: { payout: string; hyperBonus: string };
  };
  expect(after.coupon).toMatchObject({ payout: String(payout), hyperBonus: String(boost) });
  await expect(page.getByTestId('header-balance-amount')).toHaveText(moneyRe(DEPOSIT - STAKE + payout + boost));
  await page.context().close();
});

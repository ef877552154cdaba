import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { ScheduledList, ScheduledRound } from '@sb/contracts';
import { adminHeaders, BASE_URL, collectPageErrors, waitForHydration, depositBySandbox } from './support';
import { registerFull } from './identity-support';

/*
 * Issue 19 (TV games and virtual sports): a player bets on a wheel round and on a virtual football
 * match from their pages through the ordinary coupon, watches the round play out, and sees both
 * coupons settled by the results job when the rounds end, with the balance moved exactly. The
 * server clock is moved (never a wall-clock wait for a round): this file runs in the playwright
 * project "scheduled", after "live", and only ever moves the clock forward.
 */
test.describe.configure({ mode: 'serial' });

const DEPOSIT = 2500n;
const STAKE = 100n;
const OWN_ADDRESS = { 'X-Forwarded-For': '10.64.19.7' } as const;
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

let player: StorageState;
const placed: { couponId: string; round: ScheduledRound }[] = [];

const major = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;

async function playerPage(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: player, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(path);
  await waitForHydration(page);
  return page;
}

async function list(request: APIRequestContext, kind: 'tv' | 'virtual'): Promise<ScheduledList> {
  const res = await request.get(`/line-api/v1/scheduled?kind=${kind}&lng=en`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ScheduledList;
}

/** Sets the server clock to `at` (server time, epoch ms); the clock only moves forward here. */
async function moveClockTo(request: APIRequestContext, at: number): Promise<void> {
  const res = await request.post('/admin-api/dev/clock', {
    headers: adminHeaders,
    data: { offsetMs: Math.max(0, Math.round(at - Date.now())) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * The round of a type that opens just after the clock is moved to 2 s past the start of its next
 * round: it is open for a whole interval, whatever time of day the test runs at.
 */
async function openRound(request: APIRequestContext, kind: 'tv' | 'virtual', type: string): Promise<ScheduledRound> {
  const first = (await list(request, kind)).games.find((g) => g.type === type)?.next[0];
  if (!first) throw new Error(`no ${type} round`);
  await moveClockTo(request, first.startAt + 2_000);
  const after = (await list(request, kind)).games.find((g) => g.type === type);
  expect(after?.current?.game.id).toBe(first.game.id);
  const round = after?.next[0];
  if (!round) throw new Error(`no next ${type} round`);
  return round;
}

async function betOn(page: Page, round: ScheduledRound): Promise<string> {
  const odd = page.locator(`[data-testid="scheduled-odd"][data-outcome-id^="${round.game.id}_"]`).first();
  await odd.click();
  await expect(page.getByTestId('coupon-leg')).toHaveCount(1);
  await page.getByTestId('coupon-amount').fill(major(STAKE));
  await expect(page.getByTestId('coupon-possible-win')).toBeVisible();
  await page.getByTestId('coupon-place').click();
  const notice = page.getByTestId('coupon-notice-success');
  const refused = page.getByTestId('coupon-notice-error');
  // After the clock jumped days ahead the server's jobs catch up (settling every earlier project's
  // bets), so the answer may take longer than the default 5 s under CI load; a refusal fails with
  // its text, and no answer at all with what the coupon showed.
  try {
    await expect(notice.or(refused)).toBeVisible({ timeout: 30_000 });
  } catch (err) {
    throw new Error(
      `no answer to the placement; the coupon shows: ${await page.getByTestId('coupon-panel').innerText()}`,
      {
        cause: err,
      },
    );
  }
  if (await refused.isVisible()) throw new Error(`placement refused: ${await refused.innerText()}`);
  const id = (await notice.getAttribute('data-coupon-id')) ?? '';
  expect(id).toMatch(/^\d+$/);
  await notice.getByRole('button', { name: 'Close the message' }).click();
  return id;
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL, extraHTTPHeaders: OWN_ADDRESS });
  await registerFull(context.request, 'scheduled');
  player = await context.storageState();
  await context.close();
});

test('funding: sandbox deposit of 25.00', async ({ browser }) => {
  const page = await playerPage(browser, '/en/office/recharge');
  await depositBySandbox(page, major(DEPOSIT));
  await page.context().close();
});

/**
 * Noon UTC four days ahead of the wall clock: later than any earlier project moved the server clock
 * (live moves to two days ahead, past half-time of a match at most). Rounds there have never been
 * reached, so none of them has a result stored yet when the bets are placed — earlier projects
 * moved the clock back and forth, and a round whose result was stored while the clock was ahead
 * would never be announced again to settle a later bet.
 */
function untouchedHour(): number {
  const day = new Date(Date.now() + 4 * 86_400_000);
  return Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 12);
}

test('a wheel bet and a virtual football bet go through the coupon from their pages', async ({ browser }) => {
  // Two pages and two bets; on a server that has just started (the project run alone) the first
  // server-rendered pages are compiled on demand and this test passed the 30 s default.
  test.setTimeout(60_000);
  const page = await playerPage(browser, '/en/tvgames');
  await moveClockTo(page.request, untouchedHour());
  const errors = collectPageErrors(page);
  await expect(page.getByTestId('scheduled-lobby')).toBeVisible();
  const wheel = await openRound(page.request, 'tv', 'wheel');
  await page.goto('/en/tvgames/wheel');
  await waitForHydration(page);
  await expect(page.getByTestId('scheduled-countdown').first()).toBeVisible();
  placed.push({ couponId: await betOn(page, wheel), round: wheel });

  const football = await openRound(page.request, 'virtual', 'virtual-football');
  await page.goto('/en/virtualsports/virtual-football');
  await waitForHydration(page);
  await expect(page.getByTestId('scheduled-competitors')).toBeVisible();
  placed.push({ couponId: await betOn(page, football), round: football });
  await expect(page.getByTestId('header-balance-amount')).toHaveText(
    new RegExp(`^${major(DEPOSIT - 2n * STAKE).replace('.', '\\.')}\\D`),
  );
  expect(errors).toEqual([]);
  await page.context().close();
});

test('the rounds play out; both coupons are settled when they end and the balance moves exactly', async ({
  browser,
}) => {
  // The results job runs every 15 s of wall time and then settles: two coupons under CI load can
  // take longer than the default 30 s test timeout (the clock itself is moved, never waited for).
  test.setTimeout(120_000);
  const page = await playerPage(browser, '/en/virtualsports/virtual-football');
  const last = Math.max(...placed.map((p) => p.round.endAt));
  await moveClockTo(page.request, last + 1_000);
  let payouts = 0n;
  for (const { couponId, round } of placed) {
    // The results job runs every 15 s on the leader: poll the coupon until it is settled.
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get(`/bets-api/v1/coupons/${couponId}`)).json()) as {
              coupon: { status: string };
            }
          ).coupon.status,
        { timeout: 45_000, intervals: [1_000] },
      )
      .toBe('settled');
    const coupon = (
      (await (await page.request.get(`/bets-api/v1/coupons/${couponId}`)).json()) as {
        coupon: { payout: string; possibleWin: string };
      }
    ).coupon;
    // Won at the coupon's price or lost: nothing in between for a single on a round.
    expect(['0', coupon.possibleWin]).toContain(coupon.payout);
    payouts += BigInt(coupon.payout);
    const res = await page.request.get(`/line-api/v1/scheduled/rounds/${round.game.id}`);
    const finished = ((await res.json()) as { round: ScheduledRound }).round;
    expect(finished.phase).toBe('finished');
    expect(finished.proof.seed).toMatch(/^[0-9a-f]{64}$/);
  }
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('header-balance-amount')).toHaveText(
    new RegExp(`^${major(DEPOSIT - 2n * STAKE + payouts).replace('.', '\\.')}\\D`),
  );
  // The football round's result is in the archive with its proof.
  await expect(page.getByTestId('scheduled-results')).toBeVisible();
  await page.context().close();
});

test('issue 19 a11y: no serious or critical WCAG 2.1 AA violations on the TV games and virtual sports pages', async ({
  browser,
}) => {
  // Four pages, each hydrated (up to 20 s on a busy machine) and analysed: more than the 30 s default
  // (it timed out on the fourth page while the server suite ran beside it).
  test.setTimeout(90_000);
  for (const path of ['/en/tvgames', '/en/tvgames/poker', '/en/virtualsports', '/en/virtualsports/horse-racing']) {
    const page = await playerPage(browser, path);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const blocking = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join(', ')}`,
      );
    expect(blocking, path).toEqual([]);
    await page.context().close();
  }
});

import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { BASE_URL, collectPageErrors, waitForHydration, depositBySandbox } from './support';
import { registerFull } from './identity-support';

/*
 * Issue 15 (casino): a crash round with real money in the browser. A funded player bets 1.00 with
 * an auto cash-out at 1.01× on the shared round (pushed to the page over /ws), the round flies and
 * crashes on the server's real clock, and the page shows the balance moved by exactly what the
 * round's revealed crash point decides: +0.01 when it reached 1.01×, −1.00 when it crashed first.
 * The history's verify link recomputes the round from its revealed chain link.
 */
test.describe.configure({ mode: 'serial' });

const CASINO = '/web-api/casino';
const DEPOSIT = 2500n;
const STAKE = 100n;
/** 1.01× in ten-thousandths. */
const TARGET = 10_100;
/** Registrations are limited per client address (10 an hour): this file has its own address. */
const OWN_ADDRESS = { 'X-Forwarded-For': '10.64.15.2' } as const;
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

let player: StorageState;

/** Minor units as the site writes them ("2500" → "25.00"). */
const major = (minor: bigint) =>
  `${minor < 0n ? '-' : ''}${(minor < 0n ? -minor : minor) / 100n}.${String((minor < 0n ? -minor : minor) % 100n).padStart(2, '0')}`;

async function playerPage(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, storageState: player, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(path);
  await waitForHydration(page);
  return page;
}

interface Round {
  id: string;
  status: string;
  totalStakeMinor: string;
  payoutMinor: string;
  multiplier: number | null;
}

async function crashRounds(page: Page): Promise<Round[]> {
  const res = await page.request.get(`${CASINO}/history?gameId=crash`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { rounds: Round[] }).rounds;
}

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL, extraHTTPHeaders: OWN_ADDRESS });
  await registerFull(context.request, 'crash');
  player = await context.storageState();
  await context.close();
});

test('funding: sandbox deposit of 25.00', async ({ browser }) => {
  const page = await playerPage(browser, '/en/office/recharge');
  await depositBySandbox(page, major(DEPOSIT));
  await page.context().close();
});

test('a crash round for real money with an auto cash-out at 1.01×: the balance moves as the revealed crash point says; verify recomputes it', async ({
  browser,
}) => {
  // Rounds run on the server's real clock (6 s of bets, the flight, 3 s of pause): a long round may take a minute.
  test.setTimeout(240_000);
  const page = await playerPage(browser, '/en/slots/game/crash/crash');
  const errors = collectPageErrors(page);
  // The round reaches the page over /ws: the board asks GET /crash only while the socket is down.
  let polls = 0;
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === `${CASINO}/crash`) polls++;
  });
  await expect(page.getByTestId('casino-mode-real')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('casino-balance')).toHaveText(major(DEPOSIT));
  await page.getByTestId('casino-stake').fill(major(STAKE));
  await page.getByLabel('Auto cash-out at').fill('1.01');

  // Bet in a betting window. A press in the window's last moment may reach the server after the
  // take-off (409 betting_closed, nothing debited): then the next window is used.
  const play = page.getByTestId('casino-play');
  let bet: Round | undefined;
  for (let attempt = 0; attempt < 3 && !bet; attempt++) {
    await expect(page.getByTestId('casino-crash-multiplier')).toHaveText(/Bets open/, { timeout: 120_000 });
    await expect(play).toBeEnabled();
    await play.click();
    await expect
      .poll(async () => (await crashRounds(page)).length > 0 || (await page.getByTestId('casino-error').count()) > 0, {
        timeout: 15_000,
      })
      .toBe(true);
    [bet] = await crashRounds(page);
    if (!bet) await expect(page.getByTestId('casino-error')).toContainText('betting_closed');
  }
  if (!bet) throw new Error('no bet placed');
  expect(bet.totalStakeMinor).toBe(String(STAKE));
  const betId = bet.id;

  // Everyone sees who cashed out: the auto cash-out appears (masked name, 1.01×) as the curve
  // passes it — unless the round crashes at once (1.00×), which the page shows instead.
  const cashouts = page.getByTestId('casino-crash-cashouts');
  const multiplier = page.getByTestId('casino-crash-multiplier');
  await expect
    .poll(
      async () =>
        ((await cashouts.count()) > 0 && /\*{3}\d{2} 1\.01×/.test(await cashouts.innerText())) ||
        /Crashed at 1\.00×/.test(await multiplier.innerText()),
      { timeout: 120_000, intervals: [100] },
    )
    .toBe(true);

  // The leader settles the bet just after its round crashes.
  let settled: Round | undefined;
  await expect
    .poll(
      async () => {
        settled = (await crashRounds(page)).find((r) => r.id === betId);
        return settled?.status;
      },
      { timeout: 180_000, intervals: [1_000] },
    )
    .toBe('settled');
  if (!settled) throw new Error('bet gone');

  // The round's result, recomputed from its revealed chain link: the crash point decides the money.
  const verify = await page.request.get(`${CASINO}/verify?roundId=${betId}`);
  expect(verify.status()).toBe(200);
  const v = (await verify.json()) as {
    revealed: boolean;
    hashMatches: boolean;
    matches: boolean;
    recomputed: { multiplier: number } | null;
  };
  expect(v).toMatchObject({ revealed: true, hashMatches: true, matches: true });
  const crashPoint = v.recomputed?.multiplier ?? 0;
  expect(crashPoint).toBeGreaterThanOrEqual(10_000);
  const won = crashPoint >= TARGET;
  const payout = won ? (STAKE * BigInt(TARGET)) / 10_000n : 0n;
  expect(settled.payoutMinor).toBe(String(payout));
  expect(settled.multiplier).toBe(won ? TARGET : 0);
  const expected = DEPOSIT - STAKE + payout;

  // The page shows it without a reload: the balance and the history row with its multiplier.
  await expect(page.getByTestId('casino-balance')).toHaveText(major(expected), { timeout: 15_000 });
  const row = page.getByTestId('casino-history-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(won ? '1.01×' : '0.00×');
  await expect(row).toContainText(major(payout));

  // A whole round went by on pushed messages alone (at most the first fetch and a reconnect's).
  expect(polls).toBeLessThanOrEqual(2);

  // The fairness panel's link: the verify page recomputes the round from its revealed seed.
  await row.getByRole('link').click();
  await page.waitForURL(/casino\/verify\?roundId=/);
  await waitForHydration(page);
  await expect(page.getByTestId('casino-verify-matches')).toHaveText('Yes');
  // A press refused as betting_closed (409) is logged by the browser as a failed load: not a page error.
  expect(errors.filter((e) => !e.includes('status of 409'))).toEqual([]);
  await page.context().close();
});

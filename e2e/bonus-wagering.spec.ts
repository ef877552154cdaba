import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminHeaders, collectPageErrors, depositBySandbox, waitForHydration } from './support';
import { XHR, uniqueEmail } from './identity-support';

/*
 * Issue 16 "Proofs" browser journey: a player registers choosing the casino first-deposit bonus,
 * deposits through the sandbox, sees the bonus and its wagering on office/bonuses/wager, plays real
 * stakes on our slot until the wagering completes, and sees the bonus converted. Deterministic
 * whatever the spins' outcomes: the operator's definition (100 % up to 10.00, 2 × wagering, the
 * slot at 100 %, max conversion 5.00) fixes the stakes needed (4 × 5.00), wins never count, and the
 * deposit of 30.00 covers every stake with real money (real money first), so the bonus account
 * keeps its 10.00 and exactly 5.00 converts; the main balance is read from the API around the last
 * stake.
 */
const NAME = 'E2E wagering casino welcome';
const STAKE = 500n;
const ADDRESS = { 'X-Forwarded-For': '10.73.16.9' } as const;

test.use({ viewport: { width: 1366, height: 900 }, extraHTTPHeaders: ADDRESS });

interface Bonus {
  name: string;
  status: string;
  amountMinor: string;
  wageringRequiredMinor: string;
  wageringProgressMinor: string;
}

async function bonus(api: APIRequestContext): Promise<Bonus | undefined> {
  const res = await api.get('/web-api/bonuses', { headers: XHR });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { bonuses: Bonus[] }).bonuses.find((b) => b.name === NAME);
}

async function balances(api: APIRequestContext): Promise<{ main: bigint; bonus: bigint }> {
  const res = await api.get('/web-api/user/accounts', { headers: XHR });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { accounts: { type: number; iso: string; moneyMinor: string }[] };
  const of = (type: number) => BigInt(body.accounts.find((a) => a.type === type && a.iso === 'EUR')?.moneyMinor ?? -1);
  return { main: of(0), bonus: of(4) };
}

test('issue 16: register with the casino bonus, deposit, wager it on a slot and watch it convert', async ({ page }) => {
  test.slow();
  const early = collectPageErrors(page);
  const api = page.request;
  const def = await api.post('/admin-api/bonuses/definitions', {
    headers: adminHeaders,
    data: {
      name: NAME,
      kind: 'first_deposit',
      products: ['casino'],
      percent: 100,
      cap: '1000',
      wageringMultiplier: 2,
      gameWeights: { 'fruit-fiesta': 100 },
      defaultWeight: 100,
      maxConversion: '500',
      eligibility: { countries: [], currencies: ['EUR'], newPlayersOnly: false, verifiedOnly: false },
      validityDays: 30,
    },
  });
  expect(def.status(), await def.text()).toBe(200);
  // Spec §3 bonus types: 2 = casino, chosen at registration.
  const reg = await api.post('/web-api/user/registration', {
    headers: XHR,
    data: {
      type: 'full',
      email: uniqueEmail('wagering'),
      password: 'Secret123',
      name: 'Anna',
      surname: 'Test',
      birthDate: '1990-05-17',
      currency: 'EUR',
      bonusType: 2,
      termsAccepted: true,
    },
  });
  expect(reg.status(), await reg.text()).toBe(200);

  await page.goto('/en/office/recharge');
  await waitForHydration(page);
  expect(early).toEqual([]);
  // From here on (the sandbox provider's own page asks for a favicon it does not have).
  await depositBySandbox(page, '30.00');
  const errors = collectPageErrors(page);
  await expect.poll(async () => (await bonus(api))?.status, { timeout: 15_000 }).toBe('active');
  const granted = await bonus(api);
  expect(granted).toMatchObject({ amountMinor: '1000', wageringRequiredMinor: '2000', wageringProgressMinor: '0' });
  expect(await balances(api)).toEqual({ main: 3000n, bonus: 1000n });

  await page.goto('/en/office/bonuses/wager');
  await waitForHydration(page);
  const active = page.getByTestId('bonuses-active');
  await expect(active).toContainText(NAME);
  await expect(active).toContainText('Wagered 0.00 of 20.00');
  await expect(active.getByTestId('bonus-progress')).toHaveAttribute('value', '0');

  // 20.00 to wager at 100 %: four real stakes of 5.00 on Fruit Fiesta, whatever they win.
  const required = BigInt(granted?.wageringRequiredMinor ?? 0);
  const plays = Number(required / STAKE);
  let before = { main: 0n, bonus: 0n };
  let payout = 0n;
  for (let i = 1; i <= plays; i++) {
    before = await balances(api);
    const res = await api.post('/web-api/casino/play', {
      headers: XHR,
      data: { mode: 'real', gameId: 'fruit-fiesta', stake: STAKE.toString() },
    });
    expect(res.status(), await res.text()).toBe(200);
    payout = BigInt(((await res.json()) as { round: { payoutMinor: string } }).round.payoutMinor);
    if (i < plays) {
      expect((await bonus(api))?.wageringProgressMinor).toBe((STAKE * BigInt(i)).toString());
      if (i === 2) {
        await page.reload();
        await waitForHydration(page);
        await expect(active).toContainText('Wagered 10.00 of 20.00');
        await expect(active.getByTestId('bonus-progress')).toHaveAttribute('value', '50');
      }
    }
  }
  // Real money first: no stake took bonus money, so the bonus account held its 10.00 until the end.
  expect(before.bonus).toBe(1000n);
  expect(await bonus(api)).toMatchObject({ status: 'completed', wageringProgressMinor: '2000' });
  // The last stake and its win, plus exactly the conversion held to the max (5.00); the rest left.
  expect(await balances(api)).toEqual({ main: before.main - STAKE + payout + 500n, bonus: 0n });

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByText('You have no active bonus.')).toBeVisible();
  const finished = page.getByTestId('bonuses-finished');
  await expect(finished).toContainText(NAME);
  await expect(finished.locator('[data-status="completed"]')).toHaveCount(1);
  await expect(finished).toContainText('Wagered 20.00 of 20.00');
  await axeClean(page);

  // The rewards shop offers free spins too (the player's 4 points buy nothing yet).
  await page.goto('/en/office/rewards');
  await waitForHydration(page);
  const spins = page.getByTestId('reward-free-spins-10');
  await expect(spins).toContainText('10 free spins on Fruit Fiesta');
  await expect(spins).toContainText('10 spins at 0.20 EUR each');
  await expect(spins).toContainText('wager 5 × the winnings');
  await expect(spins.getByRole('button', { name: 'Redeem' })).toBeDisabled();
  await axeClean(page);
  expect(errors).toEqual([]);
});

async function axeClean(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
}

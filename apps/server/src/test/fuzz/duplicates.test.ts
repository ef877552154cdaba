import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BETS_API, CASINO_API } from '@sb/contracts';
import type { App } from '../../app';
import { booksProblems } from './books';
import {
  balancesOf,
  BOOT_TIMEOUT,
  depositThroughApi,
  depositWebhook,
  openFuzzApp,
  send,
  type FuzzApp,
  type Res,
} from './harness';
import { mainAccountId, moneyOf, registerPlayer, type FuzzPlayer } from './player';
import { createPromoCodes, openOutcomes, type OpenOutcome } from './world';

/**
 * Issue 25 §3: concurrent duplicates. The same money call sent 2–10 times at once (fast-check
 * picks how many, fixed seed; FUZZ_SEED, FUZZ_DUP_RUNS) — with the same idempotency key where the
 * API takes one, and without where it does not — has exactly one effect, never a 5xx, and the
 * books reconcile.
 */
const SEED = Number(process.env['FUZZ_SEED'] ?? 20_261_204) | 0;
const RUNS = Math.max(1, Number(process.env['FUZZ_DUP_RUNS'] ?? 3) || 3);
const copies = fc.integer({ min: 2, max: 10 });

let fz: FuzzApp;
let app: App;
let outcomes: OpenOutcome[];

beforeAll(async () => {
  fz = await openFuzzApp();
  app = fz.app;
  outcomes = await openOutcomes(app);
}, BOOT_TIMEOUT);
afterAll(async () => fz?.dispose());

async function funded(minor = 20_000): Promise<FuzzPlayer> {
  const p = await registerPlayer(app);
  await depositThroughApi(app, p, minor);
  return p;
}

/** The same request n times at once. */
const burst = (n: number, call: () => Promise<Res>) => Promise.all(Array.from({ length: n }, call));

function noFiveXx(answers: Res[]) {
  expect(
    answers.filter((r) => r.statusCode >= 500).map((r) => `${r.statusCode} ${r.body.slice(0, 300)}`),
    'no 5xx',
  ).toEqual([]);
}

/** New ledger entries on the player's accounts since `before` (one transfer writes one per account). */
const entriesSince = async (p: FuzzPlayer, before: number) => (await moneyOf(app, p)).entries - before;

const property = (run: (n: number) => Promise<void>) =>
  fc.assert(fc.asyncProperty(copies, run), { seed: SEED, numRuns: RUNS, endOnFailure: true });

describe('issue 25 §3: the same money call sent 2–10 times at once has exactly one effect', () => {
  it('issue 25 §3: casino play with the same roundId: one round, one stake, one payout', async () => {
    await property(async (n) => {
      const p = await funded();
      const before = await balancesOf(app, p);
      const roundId = randomUUID();
      const body = { mode: 'real', gameId: 'dice', stake: 100, params: { target: 50, direction: 'under' }, roundId };
      const answers = await burst(n, () => send(app, p, 'POST', `${CASINO_API}/play`, body));
      noFiveXx(answers);
      const rounds = answers
        .filter((r) => r.statusCode === 200)
        .map((r) => r.json<{ round: { id: string; payoutMinor: string } }>().round);
      expect(rounds.length, 'at least one answer carries the round').toBeGreaterThan(0);
      expect(new Set(rounds.map((r) => r.id))).toEqual(new Set([roundId]));
      const payout = BigInt(rounds[0]?.payoutMinor ?? '0');
      expect((await balancesOf(app, p)).main).toBe(before.main - 100n + payout);
      const history = await send(app, p, 'GET', `${CASINO_API}/history?gameId=dice`);
      expect(history.json<{ rounds: unknown[] }>().rounds).toHaveLength(1);
    });
    expect(await booksProblems(app)).toEqual([]);
  });

  it('issue 25 §3: a round game opened with the same roundId, then its cash-out sent at once without a key: one round, one payout', async () => {
    await property(async (n) => {
      const p = await funded();
      const before = await balancesOf(app, p);
      const roundId = randomUUID();
      const open = await burst(n, () =>
        send(app, p, 'POST', `${CASINO_API}/rounds`, {
          mode: 'real',
          gameId: 'mines',
          stake: 100,
          params: { mines: 1 },
          roundId,
        }),
      );
      noFiveXx(open);
      expect((await balancesOf(app, p)).main, 'one opening stake').toBe(before.main - 100n);
      // One safe tile at least (1 mine in 25): pick until one is safe, then cash out n times at once.
      let status = 'open';
      for (let tile = 0; tile < 25 && status === 'open'; tile++) {
        const r = await send(app, p, 'POST', `${CASINO_API}/rounds/${roundId}/act`, { action: { type: 'pick', tile } });
        noFiveXx([r]);
        const round = r.json<{ round: { status: string; result: { revealed?: number[] } } }>().round;
        if (round.status !== 'open' || (round.result.revealed ?? []).length > 0) {
          status = round.status;
          break;
        }
      }
      if (status !== 'open') return; // the first pick hit the mine: nothing to cash out
      const cashed = await burst(n, () =>
        send(app, p, 'POST', `${CASINO_API}/rounds/${roundId}/act`, { action: { type: 'cashout' } }),
      );
      noFiveXx(cashed);
      const paid = cashed
        .filter((r) => r.statusCode === 200)
        .map((r) => r.json<{ round: { payoutMinor: string } }>().round);
      expect(paid.length).toBeGreaterThan(0);
      const payout = BigInt(paid[0]?.payoutMinor ?? '0');
      expect((await balancesOf(app, p)).main, 'one payout').toBe(before.main - 100n + payout);
    });
    expect(await booksProblems(app)).toEqual([]);
  });

  it('issue 25 §3: a coupon with the same idempotencyKey: one coupon, one stake; its cash-out sent at once (no key): one payment', async () => {
    await property(async (n) => {
      const p = await funded();
      const accountId = await mainAccountId(app, p);
      const o = outcomes[n % outcomes.length];
      if (!o) throw new Error('no outcome');
      const before = await balancesOf(app, p);
      const body = {
        typeId: 0,
        accountId,
        amount: 200,
        bets: [{ outcomeId: o.id, coef: o.coef }],
        idempotencyKey: `dup-${randomUUID()}`,
      };
      const placed = await burst(n, () => send(app, p, 'POST', `${BETS_API}/coupons`, body));
      noFiveXx(placed);
      const ids = new Set(
        placed.filter((r) => r.statusCode === 201).map((r) => r.json<{ coupon: { id: string } }>().coupon.id),
      );
      expect(ids.size, placed.map((r) => `${r.statusCode} ${r.body.slice(0, 120)}`).join('\n')).toBe(1);
      expect((await balancesOf(app, p)).main, 'one stake').toBe(before.main - 200n);
      const [id = ''] = [...ids];
      const offer = (await send(app, p, 'GET', `${BETS_API}/coupons/${id}/cashout`)).json<{
        amount: string;
        available: boolean;
      }>();
      expect(offer.available, JSON.stringify(offer)).toBe(true);
      const entries = (await moneyOf(app, p)).entries;
      const cashed = await burst(n, () =>
        send(app, p, 'POST', `${BETS_API}/coupons/${id}/cashout`, { percent: 100, expectedAmount: offer.amount }),
      );
      noFiveXx(cashed);
      expect(
        cashed.filter((r) => r.statusCode === 200),
        'one cash-out accepted',
      ).toHaveLength(1);
      expect((await balancesOf(app, p)).main, 'one payment').toBe(before.main - 200n + BigInt(offer.amount));
      expect(await entriesSince(p, entries), 'one ledger entry on the player').toBe(1);
    });
    expect(await booksProblems(app)).toEqual([]);
  });

  it('issue 25 §3: a deposit with the same Idempotency-Key: one payment; its webhook n times at once: one credit', async () => {
    await property(async (n) => {
      const p = await registerPlayer(app);
      const accountId = await mainAccountId(app, p);
      const key = `dupdep${randomUUID().replace(/-/g, '')}`.slice(0, 40);
      const body = { accountId, methodId: 'sandbox-card', amount: 1500, lng: 'en' };
      const started = await burst(n, () =>
        send(app, p, 'POST', '/web-api/payments/deposits', body, { 'idempotency-key': key }),
      );
      noFiveXx(started);
      const ids = new Set(
        started.filter((r) => r.statusCode === 200).map((r) => r.json<{ paymentId: string }>().paymentId),
      );
      expect(ids.size, started.map((r) => `${r.statusCode} ${r.body.slice(0, 120)}`).join('\n')).toBe(1);
      const [paymentId = ''] = [...ids];
      const hooks = await burst(n, () => depositWebhook(app, paymentId, 1500, `dup-${paymentId}`));
      noFiveXx(hooks);
      expect((await balancesOf(app, p)).main, 'credited once').toBe(1500n);
      expect((await moneyOf(app, p)).entries, 'one ledger entry on the player').toBe(1);
    });
    expect(await booksProblems(app)).toEqual([]);
  });

  it('issue 25 §3: a promo code redeemed n times at once: one bonus granted', async () => {
    const [code = ''] = await createPromoCodes(app, 'dupbonus', 1, 5);
    await property(async (n) => {
      const p = await registerPlayer(app);
      const answers = await burst(n, () => send(app, p, 'POST', '/web-api/bonuses/promo-codes/redeem', { code }));
      noFiveXx(answers);
      expect(
        answers.filter((r) => r.statusCode === 200),
        'one redemption accepted',
      ).toHaveLength(1);
      expect(await balancesOf(app, p)).toEqual({ main: 0n, bonus: 500n });
    });
    expect(await booksProblems(app)).toEqual([]);
  });
});

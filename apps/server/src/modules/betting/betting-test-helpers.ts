// Shared set-up of the betting HTTP tests (placement.test.ts, settlement.test.ts): each test file that calls
// useBettingTestApp() opens its own PGlite, bus, app and betting service, with the same fake line and clock.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CouponView } from '@sb/contracts';
import { eq } from 'drizzle-orm';
import type { App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { ledgerAccounts } from '../../db/schema';
import { openTestBus, openTestDatabase, startTestApp, type TestDatabase } from '../../test/test-app';
import { DEFAULT_CONFIG } from '../config';
import { reconcileLedger } from '../ledger';
import type { BettingDeps, BettingService } from './service';
import { FakeLine, fund, startBetting } from '../../test/betting-support';

export let tdb: TestDatabase;
export let app: App;
export let http: FastifyInstance;
export let betting: BettingService;
let bus: EventBus;
let clock = Date.parse('2026-03-01T12:00:00Z');
export const now = () => clock;
export const advanceClock = (ms: number) => {
  clock += ms;
};
export const line = new FakeLine(now);
export const refusedByRg = new Set<number>();
let ip = 0;

/**
 * Registers the file's hooks: app start/stop, and the default config restored before each test.
 * `extra` adds betting deps (issue 14: the live source and the acceptance-delay sleep).
 */
export function useBettingTestApp(extra: Partial<BettingDeps> = {}): void {
  beforeAll(async () => {
    tdb = await openTestDatabase();
    bus = await openTestBus();
    app = await startTestApp(tdb.database, bus);
    ({ http, betting } = await startBetting(app, line, now, {
      rg: {
        checkStake: async (userId, currency, amount) =>
          refusedByRg.has(userId)
            ? { ok: false, code: 'wager_limit_exceeded', title: 'responsible_gaming_wager_limit' }
            : app.rg.checkStake(userId, currency, amount),
      },
      ...extra,
    }));
  });
  afterAll(async () => {
    await betting.stop();
    await http.close();
    await app.app.close();
    await bus.close();
    await tdb.dispose();
  });
  beforeEach(async () => {
    for (const [name, value] of Object.entries(DEFAULT_CONFIG)) await app.config.setGroup(name, value, 'test-reset');
  });
}

export type Res = Awaited<ReturnType<FastifyInstance['inject']>>;
export interface Player {
  userId: number;
  main: number;
  bonus: number;
  get(url: string): Promise<Res>;
  post(url: string, payload?: unknown): Promise<Res>;
  balance(accountId?: number): Promise<bigint>;
}

export async function player(currency = 'EUR', deposit = 100_000n): Promise<Player> {
  const reg = await app.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress: `10.88.${Math.floor(++ip / 250)}.${ip % 250}`,
    headers: { 'x-requested-with': 'x' },
    payload: { type: 'one_click', currency, bonusType: 0, termsAccepted: true },
  });
  const sid = reg.cookies.find((c) => c.name === 'sid')?.value;
  if (!sid) throw new Error(reg.body);
  const userId = reg.json<{ user_id: number }>().user_id;
  const accounts = await app.wallet.accounts(userId);
  const main = accounts.find((a) => a.type === 0)?.id ?? 0;
  const bonus = accounts.find((a) => a.type === 4)?.id ?? 0;
  if (deposit > 0n) await fund(app, main, deposit);
  const cookie = `sid=${sid}`;
  const balance = async (accountId = main) => {
    const [a] = await tdb.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId));
    return a?.balance ?? -1n;
  };
  return {
    userId,
    main,
    bonus,
    balance,
    get: (url) => http.inject({ url, headers: { cookie } }),
    post: (url, payload) =>
      http.inject({
        method: 'POST',
        url,
        headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

let keySeq = 0;
export const key = () => `key-${++keySeq}-${Math.random().toString(36).slice(2)}`;
export const o = (game: number, typeId = 1) => `${game}_${typeId}_`;
export const bet = (game: number, typeId = 1, extra: Record<string, unknown> = {}) => {
  const id = o(game, typeId);
  return { outcomeId: id, coef: line.outcome(id)?.outcome.coef ?? 0, ...extra };
};
export const place = (p: Player, body: Record<string, unknown>) =>
  p.post('/bets-api/v1/coupons', {
    typeId: 0,
    accountId: p.main,
    changeCoefAction: 2,
    idempotencyKey: key(),
    ...body,
  });
export const codeOf = (res: Res) => res.json<{ errors: { code: string; title: string }[] }>().errors[0]?.code;
export const booksClean = async () => {
  const r = await reconcileLedger(tdb.database.db);
  return r.mismatches.length === 0 && r.unbalancedCurrencies.length === 0;
};
export const couponOf = (res: Res) => res.json<{ coupon: CouponView }>().coupon;

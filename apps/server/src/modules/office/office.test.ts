import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ACCOUNT_TYPE,
  LIMIT_SERVICE_API,
  OFFICE_DASHBOARD_PATH,
  OFFICE_MENU_PATH,
  OFFICE_SECTIONS,
  officeDashboardSchema,
  officeMenuAnswerSchema,
  type OfficeMenuAnswer,
} from '@sb/contracts';
import type { App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { betCoupons, ledgerAccounts, users } from '../../db/schema';
import { openTestBus, openTestDatabase, startTestApp, testEnv, type TestDatabase } from '../../test/test-app';
import { DEFAULT_CONFIG } from '../config';
import { houseAccount, reconcileLedger, transferNow } from '../ledger';
import { OfficeService } from './service';

let tdb: TestDatabase;
let bus: EventBus;
let app: App;
let ip = 0;
const clock = Date.UTC(2026, 10, 21, 10, 0, 0);

beforeAll(async () => {
  tdb = await openTestDatabase();
  bus = await openTestBus();
  app = await startTestApp(tdb.database, bus, testEnv(), () => clock);
});
afterAll(async () => {
  await app.app.close();
  await bus.close();
  await tdb.dispose();
});
beforeEach(async () => {
  for (const [name, value] of Object.entries(DEFAULT_CONFIG)) await app.config.setGroup(name, value, 'test-reset');
  await app.config.setGroup('responsible', { ...DEFAULT_CONFIG.responsible, questionnaireEnabled: false }, 't');
});

async function player(currency = 'EUR') {
  const remoteAddress = `10.93.${Math.floor(++ip / 250)}.${ip % 250}`;
  const reg = await app.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress,
    headers: { 'x-requested-with': 'x' },
    payload: { type: 'one_click', currency, bonusType: 0, termsAccepted: true },
  });
  const sid = reg.cookies.find((c) => c.name === 'sid')?.value;
  if (!sid) throw new Error(reg.body);
  const headers = { cookie: `sid=${sid}`, 'x-requested-with': 'XMLHttpRequest', 'x-language': 'en' };
  return {
    userId: reg.json<{ user_id: number }>().user_id,
    get: (url: string) => app.app.inject({ url, headers }),
    post: (url: string, payload: object) => app.app.inject({ method: 'POST', url, headers, payload }),
  };
}

const menuOf = async (p: Awaited<ReturnType<typeof player>>) => {
  const res = await p.get(OFFICE_MENU_PATH);
  expect(res.statusCode).toBe(200);
  return officeMenuAnswerSchema.parse(res.json());
};
const itemIds = (m: OfficeMenuAnswer) => m.groups.flatMap((g) => g.items.map((i) => i.id));

/** Credits the player's bonus account from a house account, as a bonus award would (balanced). */
async function creditBonus(userId: number, minor: bigint) {
  const db = tdb.database.db;
  await app.wallet.ensureAccounts(userId);
  const [bonus] = await db
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, userId))
    .then((rows) => rows.filter((r) => r.type === ACCOUNT_TYPE.bonus));
  if (!bonus) throw new Error('no bonus account');
  const house = await db.transaction((tx) => houseAccount(tx, 'house:bonuses', bonus.currency));
  await transferNow(db, {
    idempotencyKey: `test-bonus-${userId}`,
    kind: 'bonus',
    postings: [
      { accountId: house, amount: -minor },
      { accountId: bonus.id, amount: minor },
    ],
  });
}

describe('spec §7 getOfficeMenu (GET /web-api/office/menu)', () => {
  it('guests get 401 on both office calls', async () => {
    for (const url of [OFFICE_MENU_PATH, OFFICE_DASHBOARD_PATH]) {
      const res = await app.app.inject({ url });
      expect(res.statusCode).toBe(401);
      expect(res.json<{ errors: unknown[] }>().errors).toHaveLength(1);
    }
  });

  it('spec §3 office menu user data: bonus_balance from the bonus account (type 4), country, recharge, email, name', async () => {
    const p = await player();
    await tdb.database.db
      .update(users)
      .set({ email: 'ana@example.com', name: 'Ana', surname: 'Silva', countryCode: 'PT' })
      .where(eq(users.id, p.userId));
    expect((await menuOf(p)).user).toEqual({
      bonus_balance: '0.00',
      country_code: 'PT',
      recharge_allow: true,
      email: 'ana@example.com',
      name: 'Ana Silva',
    });
    await creditBonus(p.userId, 1_250n);
    expect((await menuOf(p)).user.bonus_balance).toBe('12.50');
    const books = await reconcileLedger(tdb.database.db);
    expect(books.mismatches).toEqual([]);
    expect(books.unbalancedCurrencies).toEqual([]);
  });

  it('issue 13: every office section grouped in order; identification only while enabled', async () => {
    const p = await player();
    const m = await menuOf(p);
    expect(m.groups.map((g) => g.id)).toEqual([
      'account',
      'money',
      'bets',
      'bonuses',
      'security',
      'responsible',
      'support',
    ]);
    expect(itemIds(m)).toEqual(OFFICE_SECTIONS.map((s) => s.id));
    expect(m.groups.flatMap((g) => g.items).find((i) => i.id === 'history')).toEqual({
      id: 'history',
      path: 'office/history',
      titleKey: 'page_office_history',
    });
    // Not verified yet: the verification item asks for attention.
    expect(m.groups[0]?.items.find((i) => i.id === 'verification')?.badge).toEqual({ kind: 'attention' });
    await app.config.setGroup('site', { ...DEFAULT_CONFIG.site, isIdentificationEnabled: false }, 't');
    expect(itemIds(await menuOf(p))).not.toContain('identification');
  });

  it('issue 13: open bets are counted on the bet history item and summed per currency on the dashboard', async () => {
    const p = await player();
    await tdb.database.db.insert(betCoupons).values(
      [1, 2].map((n) => ({
        userId: p.userId,
        accountId: 1,
        currency: 'EUR',
        typeId: 0,
        stake: 500n,
        coefPolicy: 0,
        possibleWin: 1_000n,
        maxPayout: 1_000n,
        idempotencyKey: `office-${n}`,
        requestHash: 'h',
        placedAt: new Date(clock),
      })),
    );
    const history = (await menuOf(p)).groups.flatMap((g) => g.items).find((i) => i.id === 'history');
    expect(history?.badge).toEqual({ kind: 'count', value: 2 });
    const dash = officeDashboardSchema.parse((await p.get(OFFICE_DASHBOARD_PATH)).json());
    expect(dash.openBets).toEqual({
      count: 2,
      totals: [{ currency: 'EUR', count: 2, stake: '10.00', stakeMinor: '1000' }],
    });
  });

  it('spec §4 ban guard: a banned player sees only the sections that stay open, and no recharge', async () => {
    const p = await player();
    await tdb.database.db.update(users).set({ banLevel: 10, banVersion: 1 }).where(eq(users.id, p.userId));
    const m = await menuOf(p);
    expect(itemIds(m)).toEqual(['account', 'historypay', 'payment_requests', 'history', 'support']);
    expect(m.user.recharge_allow).toBe(false);
    // Spec §4: deduce is open while banned only at ban level 53 with ban version 1.
    await tdb.database.db.update(users).set({ banLevel: 53 }).where(eq(users.id, p.userId));
    expect(itemIds(await menuOf(p))).toContain('deduce');
    const dash = officeDashboardSchema.parse((await p.get(OFFICE_DASHBOARD_PATH)).json());
    expect(dash.verification).toBe('banned');
  });

  it('spec §4 time-out (limit type 33) in force: withdrawing, history, limits and support stay; recharge is not allowed', async () => {
    const p = await player();
    expect(
      (await p.post(`${LIMIT_SERVICE_API}/limits`, { limits: [{ limitType: 33, limitValue: 7 }] })).statusCode,
    ).toBe(200);
    const m = await menuOf(p);
    expect(itemIds(m)).toEqual(['account', 'deduce', 'historypay', 'history', 'responsible', 'support']);
    expect(m.user.recharge_allow).toBe(false);
  });

  it('an unknown player (a principal without a row) is refused with 401, never a 500', async () => {
    const office = new OfficeService({ db: tdb.database.db, wallet: app.wallet, rg: app.rg, config: app.config });
    // Each call made only when awaited: a rejection made earlier would be unhandled until its turn.
    for (const call of [() => office.menu(99_999_999), () => office.dashboard(99_999_999)])
      await expect(call()).rejects.toMatchObject({ name: 'DomainError', status: 401, code: 'unauthorized' });
  });
});

describe('issue 13 office dashboard (GET /web-api/office/dashboard)', () => {
  it('answers the contract: accounts, verification, limits in force, bonus account', async () => {
    const p = await player('USD');
    await p.post(`${LIMIT_SERVICE_API}/limits`, { limits: [{ limitType: 20, limitValue: 100 }] });
    await creditBonus(p.userId, 300n);
    const dash = officeDashboardSchema.parse((await p.get(OFFICE_DASHBOARD_PATH)).json());
    expect(dash.accounts.map((a) => [a.type, a.iso])).toEqual([
      [ACCOUNT_TYPE.main, 'USD'],
      [ACCOUNT_TYPE.bonus, 'USD'],
    ]);
    expect(dash.activeAccountId).toBe(dash.accounts[0]?.id);
    expect(dash.openBets).toEqual({ count: 0, totals: [] });
    expect(dash.verification).toBe('unverified');
    expect(dash.limits.map((l) => [l.limitType, l.limitState])).toEqual([[20, 'ACTIVE']]);
    expect(dash.bonus).toEqual({ balance: '3.00', balanceMinor: '300', currency: 'USD' });
    await tdb.database.db.update(users).set({ internalVerificationStatus: 1 }).where(eq(users.id, p.userId));
    const verified = officeDashboardSchema.parse((await p.get(OFFICE_DASHBOARD_PATH)).json());
    expect(verified.verification).toBe('verified');
  });
});

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import type { App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { payments } from '../../db/schema';
import { openTestBus, openTestDatabase, startTestApp, testEnv, type TestDatabase } from '../../test/test-app';
import { DEFAULT_CONFIG } from '../config';

let tdb: TestDatabase;
let bus: EventBus;
let app: App;
let clock = Date.UTC(2026, 10, 21, 10, 0, 0);
let ip = 0;
const HOUR = 3_600_000;
const BASE = '/limit-service-api/api/external/web/v3';

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

type Res = Awaited<ReturnType<App['app']['inject']>>;
interface Player {
  userId: number;
  cookie: string;
  get(url: string): Promise<Res>;
  post(url: string, payload?: unknown): Promise<Res>;
  del(url: string): Promise<Res>;
}

async function player(): Promise<Player> {
  const remoteAddress = `10.88.${Math.floor(++ip / 250)}.${ip % 250}`;
  const reg = await app.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress,
    headers: { 'x-requested-with': 'x' },
    payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
  });
  const cookie = `sid=${reg.cookies.find((c) => c.name === 'sid')?.value}`;
  const h = { cookie, 'x-requested-with': 'XMLHttpRequest', 'x-language': 'en' };
  return {
    userId: reg.json<{ user_id: number }>().user_id,
    cookie,
    get: (url) => app.app.inject({ url, headers: h }),
    post: (url, payload) =>
      app.app.inject({
        method: 'POST',
        url,
        headers: h,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    del: (url) => app.app.inject({ method: 'DELETE', url, headers: h }),
  };
}

interface Limit {
  limitType: number;
  limitValue: string;
  limitBalance: string | null;
  limitState: string;
  needApprove: boolean;
  startedAt: string;
  endsAt: string | null;
}
const limits = async (p: Player) => (await p.get(`${BASE}/limits`)).json<Limit[]>();
const save = (p: Player, list: { limitType: number; limitValue: number; selfExcludeReason?: string }[]) =>
  p.post(`${BASE}/limits`, { limits: list });
const mainAccountId = async (p: Player) =>
  (await p.get('/web-api/user/accounts')).json<{ activeAccountId: number }>().activeAccountId;
const startDeposit = async (p: Player, amount: number) =>
  p.post('/web-api/payments/deposits', { accountId: await mainAccountId(p), methodId: 'sandbox-card', amount });
const paymentCount = async () => (await tdb.database.db.select({ n: count() }).from(payments))[0]?.n ?? 0;

describe('spec §7 limit service calls and §3 fields', () => {
  it('availablelimits lists every limit type with measure and the spec §9 options', async () => {
    const p = await player();
    const list = (await p.get(`${BASE}/availablelimits`)).json<
      { limitType: number; measure: string; availableValues: number[] | null }[]
    >();
    expect(list.map((l) => l.limitType).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33,
    ]);
    expect(list.find((l) => l.limitType === 30)?.availableValues).toEqual([
      1, 7, 30, 90, 180, 360, 365, 720, 730, 1080, 1095, 1800, 1825,
    ]);
    expect(list.find((l) => l.limitType === 33)?.availableValues).toEqual([1, 7, 30]);
    expect(list.find((l) => l.limitType === 32)?.availableValues).toEqual([5, 10, 15, 30, 45, 60]);
    expect(list.find((l) => l.limitType === 31)?.availableValues?.slice(0, 3)).toEqual([-1, 1, 2]);
  });

  it('every call needs a logged-in player', async () => {
    for (const url of [`${BASE}/limits`, `${BASE}/availablelimits`])
      expect((await app.app.inject({ url })).statusCode).toBe(401);
    expect(
      (await app.app.inject({ method: 'POST', url: `${BASE}/ping`, headers: { 'x-requested-with': 'x' } })).statusCode,
    ).toBe(401);
  });

  it('reasons/selfexclude answers only when the feature flag is on', async () => {
    const p = await player();
    expect((await p.get(`${BASE}/reasons/selfexclude`)).statusCode).toBe(200);
    await app.config.setGroup('responsible', { ...DEFAULT_CONFIG.responsible, selfExcludeReasonsEnabled: false }, 't');
    expect((await p.get(`${BASE}/reasons/selfexclude`)).statusCode).toBe(404);
  });

  it('bad input: unknown type, value not among the options, fractions, too many → 400 and nothing saved', async () => {
    const p = await player();
    for (const list of [
      [{ limitType: 99, limitValue: 100 }],
      [{ limitType: 30, limitValue: 2 }],
      [{ limitType: 33, limitValue: 14 }],
      [{ limitType: 32, limitValue: 7 }],
      [{ limitType: 31, limitValue: 25 }],
      [{ limitType: 20, limitValue: -5 }],
      [{ limitType: 20, limitValue: 10.5 }],
      [{ limitType: 20, limitValue: 0 }],
      Array.from({ length: 21 }, () => ({ limitType: 20, limitValue: 100 })),
    ]) {
      const res = await save(p, list);
      expect(res.statusCode, JSON.stringify(list).slice(0, 50)).toBe(400);
    }
    expect(await limits(p)).toEqual([]);
  });
});

describe('spec §4 deposit limit: a decrease takes effect at once, an increase waits (PENDING) for confirmation', () => {
  it('sets, lowers, raises (pending), confirms after the cooling-off within the 86400 s window', async () => {
    const p = await player();
    const first = await save(p, [{ limitType: 20, limitValue: 10_000 }]);
    expect(first.json<{ status: string }>().status).toBe('saved');
    expect((await limits(p)).find((l) => l.limitState === 'ACTIVE')).toMatchObject({
      limitType: 20,
      limitValue: '10000',
      limitBalance: '10000',
    });
    await save(p, [{ limitType: 20, limitValue: 5000 }]);
    expect((await limits(p)).find((l) => l.limitState === 'ACTIVE')?.limitValue).toBe('5000');
    await save(p, [{ limitType: 20, limitValue: 20_000 }]);
    const afterRaise = await limits(p);
    expect(afterRaise.find((l) => l.limitState === 'ACTIVE')?.limitValue).toBe('5000');
    const pending = afterRaise.find((l) => l.limitState === 'PENDING');
    expect(pending).toMatchObject({ limitValue: '20000', needApprove: true });
    expect(Date.parse(pending?.startedAt ?? '') - clock).toBe(24 * HOUR);
    const early = await p.post(`${BASE}/limitaction`, { action: 'confirm', limitType: 20 });
    expect(early.statusCode).toBe(409);
    expect(early.json<{ errors: { code: string; title: string }[] }>().errors[0]).toMatchObject({
      code: 'cooling_off',
      title: 'responsible_gaming_confirm_limit_error',
    });
    clock += 25 * HOUR;
    const ok = await p.post(`${BASE}/limitaction`, { action: 'confirm', limitType: 20 });
    expect(ok.json<{ title: string }>().title).toBe('responsible_gaming_confirm_limit_success');
    expect((await limits(p)).find((l) => l.limitState === 'ACTIVE')?.limitValue).toBe('20000');
  });

  it('a pending change not confirmed within the window expires; reject drops it', async () => {
    const p = await player();
    await save(p, [{ limitType: 21, limitValue: 1000 }]);
    await save(p, [{ limitType: 21, limitValue: 9000 }]);
    clock += 24 * HOUR + 86_400_000 + 1000;
    expect((await limits(p)).some((l) => l.limitState === 'PENDING')).toBe(false);
    expect((await p.post(`${BASE}/limitaction`, { action: 'confirm', limitType: 21 })).statusCode).toBe(404);
    await save(p, [{ limitType: 21, limitValue: 9000 }]);
    const rejected = await p.post(`${BASE}/limitaction`, { action: 'reject', limitType: 21 });
    expect(rejected.json<{ title: string }>().title).toBe('responsible_gaming_cancel_limit_success');
    expect((await limits(p)).find((l) => l.limitState === 'ACTIVE')?.limitValue).toBe('1000');
  });

  it('removal (DELETE limit, or 999999999) waits like an increase', async () => {
    const p = await player();
    await save(p, [{ limitType: 22, limitValue: 3000 }]);
    const del = await p.del(`${BASE}/limit?limitType=22`);
    expect(del.json<{ limitsData: Limit[] }>().limitsData.find((l) => l.limitState === 'PENDING')?.limitValue).toBe(
      '999999999',
    );
    clock += 25 * HOUR;
    await p.post(`${BASE}/limitaction`, { action: 'confirm', limitType: 22 });
    expect((await limits(p)).some((l) => l.limitState === 'ACTIVE' && l.limitType === 22)).toBe(false);
  });

  it('a questionnaire guards loosening changes when the config asks for it (tokenGuid → testanswers)', async () => {
    await app.config.setGroup('responsible', { ...DEFAULT_CONFIG.responsible, questionnaireEnabled: true }, 't');
    const p = await player();
    expect((await save(p, [{ limitType: 20, limitValue: 1000 }])).json<{ status: string }>().status).toBe('saved');
    const raise = (await save(p, [{ limitType: 20, limitValue: 5000 }])).json<{
      status: string;
      tokenGuid: string;
      data: { questions: { id: number }[] };
    }>();
    expect(raise.status).toBe('questions');
    expect(raise.data.questions.length).toBeGreaterThan(0);
    const failed = await p.post(`${BASE}/testanswers`, {
      tokenGuid: raise.tokenGuid,
      answers: raise.data.questions.map((q) => ({ id: q.id, answer: 'yes' })),
    });
    expect(failed.json<{ success: boolean }>().success).toBe(false);
    expect((await limits(p)).some((l) => l.limitState === 'PENDING')).toBe(false);
    const again = (await save(p, [{ limitType: 20, limitValue: 5000 }])).json<{
      tokenGuid: string;
      data: { questions: { id: number }[] };
    }>();
    const passed = await p.post(`${BASE}/testanswers`, {
      tokenGuid: again.tokenGuid,
      answers: again.data.questions.map((q) => ({ id: q.id, answer: 'no' })),
    });
    expect(passed.json<{ success: boolean }>().success).toBe(true);
    expect((await limits(p)).some((l) => l.limitState === 'PENDING' && l.limitValue === '5000')).toBe(true);
    // A token answers once.
    expect((await p.post(`${BASE}/testanswers`, { tokenGuid: again.tokenGuid, answers: [] })).statusCode).toBe(400);
  });
});

describe('enforcement: a deposit over a limit is refused and changes nothing', () => {
  it('refuses the deposit that would cross the 24 h limit (pending deposits count), allows after the window', async () => {
    const p = await player();
    await save(p, [{ limitType: 20, limitValue: 5000 }]);
    expect((await startDeposit(p, 3000)).statusCode).toBe(200);
    const before = await paymentCount();
    const over = await startDeposit(p, 2500);
    expect(over.statusCode).toBe(403);
    expect(over.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('deposit_limit_exceeded');
    expect(await paymentCount()).toBe(before);
    expect((await startDeposit(p, 2000)).statusCode).toBe(200);
    clock += 25 * HOUR;
    expect((await startDeposit(p, 4000)).statusCode).toBe(200);
  });

  it('when several limits are set the lowest remaining one applies', async () => {
    const p = await player();
    await save(p, [
      { limitType: 20, limitValue: 8000 },
      { limitType: 21, limitValue: 3000 },
    ]);
    expect((await startDeposit(p, 3500)).statusCode).toBe(403);
    expect((await startDeposit(p, 3000)).statusCode).toBe(200);
  });

  it('wagering and loss limits refuse a stake over them (the check bets and casino use)', async () => {
    const p = await player();
    await save(p, [
      { limitType: 1, limitValue: 1000 },
      { limitType: 10, limitValue: 500 },
    ]);
    expect(await app.rg.checkStake(p.userId, 'EUR', 500n)).toEqual({ ok: true });
    expect(await app.rg.checkStake(p.userId, 'EUR', 600n)).toMatchObject({ ok: false, code: 'loss_limit_exceeded' });
    await save(p, [{ limitType: 10, limitValue: 5000 }]);
    clock += 25 * HOUR;
    await p.post(`${BASE}/limitaction`, { action: 'confirm', limitType: 10 });
    expect(await app.rg.checkStake(p.userId, 'EUR', 1500n)).toMatchObject({ ok: false, code: 'wager_limit_exceeded' });
  });

  it('stakes and wins already booked in the window count (wagering: stakes; loss: net of wins)', async () => {
    const p = await player();
    const account = await mainAccountId(p);
    const db = tdb.database.db;
    const { houseAccount, transferNow } = await import('../ledger');
    const [deposits, bets] = await db.transaction(async (tx) =>
      Promise.all([houseAccount(tx, 'house:deposits', 'EUR'), houseAccount(tx, 'house:bets:rg-test', 'EUR')]),
    );
    const book = async (key: string, kind: string, from: number, to: number, amount: bigint) =>
      transferNow(db, {
        idempotencyKey: `rg-usage-${p.userId}-${key}`,
        kind,
        postings: [
          { accountId: from, amount: -amount },
          { accountId: to, amount },
        ],
      });
    await book('dep', 'deposit', deposits, account, 10_000n);
    await book('stake', 'bet_stake', account, bets, 600n);
    await book('win', 'bet_win', bets, account, 200n);
    // The ledger stamps the database clock; the windows follow the service clock.
    await db.execute(
      sql`update ledger_txn set created_at = ${new Date(clock - HOUR)} where idempotency_key like ${`rg-usage-${p.userId}-%`}`,
    );
    await save(p, [
      { limitType: 1, limitValue: 1000 },
      { limitType: 10, limitValue: 700 },
    ]);
    // Wagered 600 of 1000; lost 600 − 200 = 400 of 700.
    expect(await app.rg.checkStake(p.userId, 'EUR', 300n)).toEqual({ ok: true });
    expect(await app.rg.checkStake(p.userId, 'EUR', 301n)).toMatchObject({ ok: false, code: 'loss_limit_exceeded' });
    expect(await app.rg.checkStake(p.userId, 'USD', 5000n)).toEqual({ ok: true });
    clock += 24 * HOUR;
    expect(await app.rg.checkStake(p.userId, 'EUR', 700n)).toEqual({ ok: true });
  });
});

describe('time-out and self-exclusion start at once and cannot be lifted early', () => {
  it('time-out (type 33): deposits and stakes refused; the period cannot be shortened or removed', async () => {
    const p = await player();
    const res = await save(p, [{ limitType: 33, limitValue: 7 }]);
    const t = res.json<{ limitsData: Limit[] }>().limitsData.find((l) => l.limitType === 33);
    expect(Date.parse(t?.endsAt ?? '') - Date.parse(t?.startedAt ?? '')).toBe(7 * 86_400_000);
    expect((await startDeposit(p, 1000)).json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('timeout_active');
    expect(await app.rg.checkStake(p.userId, 'EUR', 1n)).toMatchObject({ ok: false, code: 'timeout_active' });
    expect((await save(p, [{ limitType: 33, limitValue: 1 }])).statusCode).toBe(409);
    expect((await p.del(`${BASE}/limit?limitType=33`)).statusCode).toBe(409);
    // Withdrawals and history stay open.
    expect((await p.get('/web-api/payments/history')).statusCode).toBe(200);
    clock += 7 * 86_400_000 + 1000;
    expect((await startDeposit(p, 1000)).statusCode).toBe(200);
  });

  it('BlockUser self-excludes for a spec period with a reason and ends every session', async () => {
    const p = await player();
    expect((await p.post(`${BASE}/BlockUser`, { days: 3, reason: 'rg_reason_time' })).statusCode).toBe(400);
    const res = await p.post(`${BASE}/BlockUser`, { days: 180, reason: 'rg_reason_time' });
    expect(res.json()).toEqual({ success: true });
    expect((await p.get('/web-api/session')).statusCode).toBe(401);
    expect(await app.rg.excluded(p.userId)).toMatchObject({ limitType: 30 });
  });
});

describe('spec §4 session limit and reality check, fed by the 30 s ping', () => {
  it('at the end of the session limit the server disconnects the session with the spec messages', async () => {
    const p = await player();
    await save(p, [{ limitType: 31, limitValue: 1 }]);
    let last = (await p.post(`${BASE}/ping`)).json<{ sessionLimitReached: boolean; messages: string[] }>();
    for (let i = 0; i < 121 && !last.sessionLimitReached; i++) {
      clock += 30_000;
      last = (await p.post(`${BASE}/ping`)).json();
    }
    expect(last.sessionLimitReached).toBe(true);
    expect(last.messages).toEqual(['main_session_limit_ended', 'main_session_limit_visit_tomorrow']);
    expect((await p.get('/web-api/session')).statusCode).toBe(401);
  });

  it('the reality check falls due at the chosen interval and continue / log_out answer it', async () => {
    const p = await player();
    await save(p, [{ limitType: 32, limitValue: 5 }]);
    expect((await p.post(`${BASE}/ping`)).json<{ realityCheck: unknown }>().realityCheck).toBeNull();
    let due: { realityCheck: { due: boolean; playedSeconds: number } | null } = { realityCheck: null };
    for (let i = 0; i < 11 && !due.realityCheck; i++) {
      clock += 30_000;
      due = (await p.post(`${BASE}/ping`)).json();
    }
    expect(due.realityCheck?.due).toBe(true);
    expect(due.realityCheck?.playedSeconds).toBe(300);
    const answer = await p.post('/web-api/api/web/user/v1/reality-check', {
      data: { attributes: { action: 'continue', do_not_show_again: false } },
    });
    expect(answer.json()).toEqual({ success: true, loggedOut: false });
    clock += 30_000;
    expect((await p.post(`${BASE}/ping`)).json<{ realityCheck: unknown }>().realityCheck).toBeNull();
    const out = await p.post('/web-api/api/web/user/v1/reality-check', {
      data: { attributes: { action: 'log_out', do_not_show_again: false } },
    });
    expect(out.json<{ loggedOut: boolean }>().loggedOut).toBe(true);
    expect((await p.get('/web-api/session')).statusCode).toBe(401);
    const bad = await app.app.inject({
      method: 'POST',
      url: '/web-api/api/web/user/v1/reality-check',
      headers: { cookie: p.cookie, 'x-requested-with': 'x' },
      payload: { data: { attributes: { action: 'dance' } } },
    });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
  });
});

describe('during a time-out the player can log in only to withdraw and see history (server-rendered pages)', () => {
  it('play pages redirect to office/responsible; withdrawal and history pages stay open', async () => {
    const p = await player();
    await save(p, [{ limitType: 33, limitValue: 1 }]);
    const page = (url: string) => app.app.inject({ url, headers: { cookie: p.cookie } });
    expect((await page('/en/slots')).headers.location).toBe('/en/office/responsible');
    expect((await page('/en')).headers.location).toBe('/en/office/responsible');
    expect((await page('/en/office/deduce')).statusCode).toBe(200);
    expect((await page('/en/office/historypay')).statusCode).toBe(200);
    // The file's first page render imports the whole web app through vitest's transform: tens of
    // seconds on a busy 2-core CI machine (it timed out at 30 s once), half a second when warm.
  }, 120_000);
});

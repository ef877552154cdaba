import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { Leadership, type LeadershipListener } from '../../cluster/leader';
import { rgLimits } from '../../db/schema';
import { SILENT_LOGGER } from '../../log';
import { openTestBus, openTestDatabase, testEnv, XRW, type TestDatabase } from '../../test/test-app';
import { DEFAULT_CONFIG } from '../config';
import { LimitExpiryJob } from './expiry-job';
import { effectiveState } from './state';

/**
 * Issue 12 "Reads write": a read never writes. Limit expiry (periods that ended, pending changes
 * whose approval window closed) is computed by reads from the clock and written down by a leader
 * job. The app here is held as a follower (its own job never runs), so every write below is the
 * test's job's.
 */
let tdb: TestDatabase;
let bus: EventBus;
let app: App;
let clock = Date.UTC(2026, 10, 21, 10, 0, 0);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BASE = '/limit-service-api/api/external/web/v3';

beforeAll(async () => {
  tdb = await openTestDatabase();
  bus = await openTestBus();
  // Never started: not the leader, so the app's expiry job stays idle.
  app = await buildApp({
    env: testEnv(),
    database: tdb.database,
    bus,
    now: () => clock,
    leadership: new Leadership({}),
  });
  await app.app.ready();
  await app.config.setGroup('responsible', { ...DEFAULT_CONFIG.responsible, questionnaireEnabled: false }, 't');
});
afterAll(async () => {
  await app.app.close();
  await bus.close();
  await tdb.dispose();
});

async function player(n: number) {
  const reg = await app.app.inject({
    method: 'POST',
    url: '/web-api/user/registration',
    remoteAddress: `10.98.0.${n}`,
    headers: { 'x-requested-with': 'x' },
    payload: { type: 'one_click', currency: 'EUR', bonusType: 0, termsAccepted: true },
  });
  const cookie = `sid=${reg.cookies.find((c) => c.name === 'sid')?.value}`;
  const headers = { ...XRW, cookie, 'x-language': 'en' };
  const userId = reg.json<{ user_id: number }>().user_id;
  const get = (url: string) => app.app.inject({ url, headers });
  const post = (url: string, payload?: object) =>
    app.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const save = async (limits: { limitType: number; limitValue: number }[]) =>
    expect((await post(`${BASE}/limits`, { limits })).statusCode).toBe(200);
  const accountId = (await get('/web-api/user/accounts')).json<{ activeAccountId: number }>().activeAccountId;
  const deposit = (amount: number, to = accountId) =>
    post('/web-api/payments/deposits', { accountId: to, methodId: 'sandbox-card', amount });
  return { userId, cookie, get, post, save, deposit };
}

const stored = async (userId: number) =>
  (
    await tdb.database.db
      .select({ limitType: rgLimits.limitType, state: rgLimits.state })
      .from(rgLimits)
      .where(eq(rgLimits.userId, userId))
      .orderBy(rgLimits.id)
  ).map((r) => `${r.limitType}:${r.state}`);

/** A leadership the test flips by hand. */
function switchableLeadership(leader: boolean) {
  const listeners = new Set<LeadershipListener>();
  return {
    isLeader: () => leader,
    onChange(l: LeadershipListener) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    set(value: boolean) {
      leader = value;
      for (const l of listeners) l(value);
    },
  };
}

const jobFor = (leader: boolean) => {
  const leadership = switchableLeadership(leader);
  const errors: unknown[] = [];
  const job = new LimitExpiryJob({
    db: tdb.database.db,
    leadership,
    now: () => clock,
    log: { ...SILENT_LOGGER, error: (obj: unknown) => errors.push((obj as { err?: unknown }).err) },
  });
  return { job, leadership, errors };
};

describe('issue 12: a read never writes; limit expiry is a leader job', () => {
  it('effective state: a period ends at endsAt; a pending change lapses after the 86400 s approval window', () => {
    const t = Date.UTC(2026, 0, 1);
    const period = { state: 'ACTIVE', startedAt: new Date(t - DAY), endsAt: new Date(t) };
    expect(effectiveState(period, t - 1)).toBe('ACTIVE');
    expect(effectiveState(period, t)).toBe('INACTIVE');
    const pending = { state: 'PENDING', startedAt: new Date(t), endsAt: null };
    expect(effectiveState(pending, t + DAY)).toBe('PENDING');
    expect(effectiveState(pending, t + DAY + 1)).toBe('INACTIVE');
    expect(effectiveState({ state: 'ACTIVE', startedAt: new Date(t), endsAt: null }, t + 1000 * DAY)).toBe('ACTIVE');
  });

  it('an ended time-out and a lapsed pending change read as ended while the rows stay as stored; the leader job writes them down', async () => {
    const p = await player(1);
    await p.save([{ limitType: 20, limitValue: 1000 }]);
    await p.save([{ limitType: 20, limitValue: 5000 }]); // an increase: PENDING
    await p.save([{ limitType: 33, limitValue: 1 }]);
    expect((await p.deposit(100)).json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('timeout_active');
    const before = await stored(p.userId);
    expect(before).toEqual(['20:ACTIVE', '20:PENDING', '33:ACTIVE']);

    clock += 2 * DAY + 1000; // the time-out ended, the pending change's window closed
    const view = (await p.get(`${BASE}/limits`)).json<{ limitType: number; limitState: string }[]>();
    expect(view.map((l) => `${l.limitType}:${l.limitState}`)).toEqual(['20:ACTIVE', '20:INACTIVE', '33:INACTIVE']);
    expect(await app.rg.excluded(p.userId)).toBeNull();
    expect((await app.app.inject({ url: '/en', headers: { cookie: p.cookie } })).statusCode).toBe(200);
    expect((await p.post(`${BASE}/limitaction`, { action: 'confirm', limitType: 20 })).statusCode).toBe(404);
    expect(await app.rg.checkStake(p.userId, 'EUR', 100n)).toEqual({ ok: true });
    expect((await p.deposit(1500)).json<{ errors: { code: string }[] }>().errors[0]?.code).toBe(
      'deposit_limit_exceeded',
    );
    expect((await p.deposit(900)).statusCode).toBe(200);
    // Nothing above wrote a limit row.
    expect(await stored(p.userId)).toEqual(before);
    const seen = (await p.get(`${BASE}/limits`)).json<unknown>();

    const { job, errors } = jobFor(true);
    expect(await job.runOnce()).toBeGreaterThanOrEqual(2);
    expect(await stored(p.userId)).toEqual(['20:ACTIVE', '20:INACTIVE', '33:INACTIVE']);
    // What players see did not change when the job wrote it down.
    expect((await p.get(`${BASE}/limits`)).json()).toEqual(seen);
    expect(await job.runOnce()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('the job writes only while this node leads, and starts when it becomes the leader', async () => {
    const p = await player(2);
    await p.save([{ limitType: 33, limitValue: 1 }]);
    clock += DAY + 1000;
    const { job, leadership, errors } = jobFor(false);
    job.start();
    await job.stop();
    expect(await stored(p.userId)).toEqual(['33:ACTIVE']);

    job.start();
    leadership.set(true); // becoming the leader runs the job at once
    await job.stop(); // waits for the run in flight
    expect(await stored(p.userId)).toEqual(['33:INACTIVE']);
    expect(errors).toEqual([]);
  });
});

describe('issue 12: the one-statement deposit check keeps the deposit rules (spec §4 Deposit limit)', () => {
  it('a limit counts the deposits of its currency only, pending ones included; the lowest remaining one applies', async () => {
    const p = await player(3);
    await p.save([
      { limitType: 20, limitValue: 1000 },
      { limitType: 22, limitValue: 1500 },
    ]);
    const usd = (await p.post('/web-api/user/accounts/currency', { iso: 'USD' })).json<{
      data: { account: { id: number } };
    }>().data.account.id;
    expect((await p.deposit(5000, usd)).statusCode).toBe(200);
    expect((await p.deposit(600)).statusCode).toBe(200);
    const code = async (amount: number) =>
      (await p.deposit(amount)).json<{ errors?: { code: string }[] }>().errors?.[0]?.code ?? 'ok';
    expect(await code(500)).toBe('deposit_limit_exceeded');
    expect(await code(400)).toBe('ok');
    clock += DAY + 1000; // the 24 h window is clear; the 30-day limit has 500 left
    expect(await code(600)).toBe('deposit_limit_exceeded');
    expect(await code(500)).toBe('ok');
  });
});

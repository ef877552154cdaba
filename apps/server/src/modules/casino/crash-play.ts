import { and, eq, sql } from 'drizzle-orm';
import { crashPoint, saltedHash, type Json } from '@sb/casino';
import type { Db } from '../../db/client';
import { casinoRounds } from '../../db/schema';
import {
  CRASH_GAME_ID,
  CRASH_SALT,
  multiplierAt,
  roundKey,
  type CrashRound,
  type CrashSchedule,
} from './crash-schedule';
import { casinoError } from './errors';
import { credit, debit, payoutOf, RoundIdTaken, type Played } from './play';
import { insertRound, lockRound, touchRecent, updateRound, type PlayAccount, type RoundRow } from './repository';

/**
 * Crash bets (issue 15): a bet is placed in a round's betting window and debited at once; it is
 * cashed out by the player during the flight (at the multiplier of that moment), or by its auto
 * cash-out, or lost at the crash. The leader's job settles what the crash decided.
 */
export interface CrashParams {
  /** Auto cash-out in MULTIPLIER_SCALE units (1.01× and up), or null. */
  autoCashout: number | null;
}

const MIN_AUTO = 10_100;
const MAX_AUTO = 1_000_000 * 10_000;

export function parseCrashParams(params: unknown): CrashParams {
  const raw = typeof params === 'object' && params !== null ? (params as Record<string, unknown>)['autoCashout'] : null;
  if (raw === null || raw === undefined) return { autoCashout: null };
  if (typeof raw !== 'number' || !Number.isFinite(raw)) throw casinoError(400, 'crash.auto_cashout');
  const scaled = Math.round(raw * 100) * 100;
  if (scaled < MIN_AUTO || scaled > MAX_AUTO) throw casinoError(400, 'crash.auto_cashout');
  return { autoCashout: scaled };
}

const autoOf = (row: RoundRow): number | null => {
  const v = (row.params as { autoCashout?: unknown } | null)?.autoCashout;
  return typeof v === 'number' ? v : null;
};

const roundOf = (schedule: CrashSchedule, row: RoundRow): CrashRound => {
  const s = row.state as { generation?: unknown; index?: unknown };
  const r =
    typeof s.generation === 'number' && typeof s.index === 'number' ? schedule.round(s.generation, s.index) : null;
  if (!r) throw new Error(`crash round of ${row.id} unknown`);
  return r;
};

export async function placeCrashBet(
  db: Db,
  schedule: CrashSchedule,
  p: { userId: number; account: PlayAccount; roundId: string; stake: bigint; params: CrashParams; now: number },
): Promise<Played> {
  const r = schedule.current(p.now);
  if (!r || p.now >= r.flyingAt) throw casinoError(409, 'betting_closed', 'bets open before the next round');
  const at = new Date(p.now);
  return db.transaction(async (tx) => {
    const row: RoundRow = {
      id: p.roundId,
      userId: p.userId,
      gameId: CRASH_GAME_ID,
      mode: 'real',
      status: 'open',
      accountId: p.account.id,
      currency: p.account.currency,
      stake: p.stake,
      totalStake: p.stake,
      multiplier: null,
      payout: 0n,
      params: { autoCashout: p.params.autoCashout },
      state: { round: roundKey(r), generation: r.generation, index: r.index },
      actions: 0,
      serverSeedHash: r.hash,
      serverSeed: null,
      clientSeed: CRASH_SALT,
      nonce: r.index,
      createdAt: at,
      settledAt: null,
    };
    if (!(await insertRound(tx, row))) throw new RoundIdTaken();
    const balance = (await debit(tx, p.account, p.roundId, p.stake, 0, { userId: p.userId, bonusMoney: false }))
      .balance;
    await touchRecent(tx, p.userId, CRASH_GAME_ID, at);
    return { row, balance, serverSeed: null };
  });
}

/** Settles a locked open bet at `multiplier` (0: lost); the crash's seed once it crashed. */
async function settle(
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  row: RoundRow,
  multiplier: number,
  at: Date,
  crashed: CrashRound | null,
): Promise<Played> {
  const payout = payoutOf(row.stake, multiplier);
  const account = row.accountId === null ? null : { id: row.accountId, currency: row.currency };
  let balance: bigint | null = null;
  if (payout > 0n && account) ({ balance } = await credit(tx, account, row.id, payout, { userId: row.userId }));
  const state: Json = {
    ...(row.state as Record<string, Json>),
    cashedOutAt: multiplier > 0 ? multiplier : null,
    ...(crashed ? { crash: crashed.crash } : {}),
  };
  const change = {
    status: 'settled',
    multiplier,
    payout,
    state,
    settledAt: at,
    ...(crashed ? { serverSeed: crashed.seed } : {}),
  };
  await updateRound(tx, row.id, change);
  return { row: { ...row, ...change }, balance, serverSeed: crashed?.seed ?? null };
}

/** The player cashes out during the flight, at the multiplier of this moment (or the auto cash-out's). */
export async function cashOutCrash(
  db: Db,
  schedule: CrashSchedule,
  p: { roundId: string; userId: number; now: number },
): Promise<Played> {
  return db.transaction(async (tx) => {
    const row = await lockRound(tx, p.roundId);
    if (!row || row.userId !== p.userId || row.gameId !== CRASH_GAME_ID) throw casinoError(404, 'round_not_found');
    if (row.status !== 'open') throw casinoError(409, 'round_settled', 'the bet is settled');
    const r = roundOf(schedule, row);
    if (p.now < r.flyingAt) throw casinoError(409, 'not_flying', 'the round has not started');
    if (p.now >= r.crashedAt) throw casinoError(409, 'round_crashed', 'the round crashed');
    const now = multiplierAt(p.now - r.flyingAt);
    const auto = autoOf(row);
    return settle(tx, row, auto !== null && auto <= now ? auto : now, new Date(p.now), null);
  });
}

/**
 * The leader's job: every open bet of a round that crashed is settled — its auto cash-out if the
 * crash reached it, else lost — and the round's seed is revealed on it. Idempotent (the row is
 * locked and must still be open), so two nodes that both lead for a moment pay nothing twice.
 */
export async function settleCrashed(db: Db, schedule: CrashSchedule, now: number, batch = 200): Promise<number> {
  const open = await db
    .select({ id: casinoRounds.id })
    .from(casinoRounds)
    .where(and(eq(casinoRounds.gameId, CRASH_GAME_ID), eq(casinoRounds.status, 'open')))
    .limit(batch);
  let settled = 0;
  for (const { id } of open) {
    await db.transaction(async (tx) => {
      const row = await lockRound(tx, id);
      if (!row || row.status !== 'open') return;
      const r = roundOf(schedule, row);
      if (now < r.crashedAt) return;
      const auto = autoOf(row);
      await settle(tx, row, auto !== null && auto <= r.crash ? auto : 0, new Date(now), r);
      settled++;
    });
  }
  return settled;
}

/** The open bets of a crash round with an auto cash-out (the leader's feed publishes them as the curve reaches them). */
export async function openAutoCashouts(
  db: Db,
  round: string,
): Promise<{ betId: string; userId: number | null; multiplier: number }[]> {
  const rows = await db
    .select({ id: casinoRounds.id, userId: casinoRounds.userId, params: casinoRounds.params })
    .from(casinoRounds)
    .where(
      and(
        eq(casinoRounds.gameId, CRASH_GAME_ID),
        eq(casinoRounds.status, 'open'),
        sql`${casinoRounds.state}->>'round' = ${round}`,
      ),
    );
  const out: { betId: string; userId: number | null; multiplier: number }[] = [];
  for (const r of rows) {
    const auto = (r.params as { autoCashout?: unknown } | null)?.autoCashout;
    if (typeof auto === 'number') out.push({ betId: r.id, userId: r.userId, multiplier: auto });
  }
  return out;
}

/** Recomputes a crash round from its revealed seed: the salted hash's crash point. */
export function recomputeCrash(seed: string): number {
  return crashPoint(saltedHash(seed, CRASH_SALT));
}

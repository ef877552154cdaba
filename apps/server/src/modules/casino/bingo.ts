import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { chainFrom, hashSeed, hmacHex, shuffle, type Json } from '@sb/casino';
import type { Db } from '../../db/client';
import { casinoRounds } from '../../db/schema';
import { casinoError } from './errors';
import { credit, debit, RoundIdTaken, type Played } from './play';
import { insertRound, touchRecent, updateRound, type PlayAccount, type RoundRow } from './repository';
import type { Studio } from './studio';

/**
 * Bingo 75 (issue 15): a room with a draw every BINGO_PERIOD_MS for everyone, from daily published
 * hash chains as crash's. A ticket is one 5×5 card (B 1–15, I 16–30, N 31–45 with a free centre,
 * G 46–60, O 61–75) dealt at purchase; the draw orders all 75 balls from the round's revealed
 * seed. The prize pool is BINGO_PRIZE_SHARE of the room's stakes: BINGO_LINE_SHARE of it to the
 * cards completing the first line (row, column or diagonal) on the same ball, the rest to the
 * first full houses, split equally (floored: the remainder of a minor unit stays with the house).
 */
export const BINGO_ID = 'bingo-75';
export const BINGO_SALT = 'sb-studio-bingo-salt-2026-11-24';
export const BINGO_PERIOD_MS = 60_000;
/** Percent of the stakes paid as prizes (the package's BINGO_PRIZE_SHARE, 90 %), and the line's share of it. */
export const BINGO_PRIZE_PERCENT = 90n;
export const BINGO_LINE_PERCENT = 30n;
const DAY_MS = 86_400_000;
const LENGTH = DAY_MS / BINGO_PERIOD_MS;
const EPOCH_MS = Date.UTC(2026, 0, 1);
const FREE = 0;

export interface DrawRound {
  generation: number;
  index: number;
  seed: string;
  hash: string;
  buyingAt: number;
  drawAt: number;
}

export class BingoSchedule {
  private readonly chains = new Map<number, string[]>();

  constructor(
    private readonly secret: string,
    private readonly studio: Studio,
  ) {}

  private chain(g: number): string[] {
    let chain = this.chains.get(g);
    if (!chain) {
      if (this.chains.size > 3) this.chains.clear();
      chain = chainFrom(hmacHex(this.secret, `bingo:${g}`), LENGTH);
      this.chains.set(g, chain);
    }
    return chain;
  }

  terminalHash(g: number): string {
    return this.chain(g)[LENGTH] ?? '';
  }

  round(g: number, index: number): DrawRound | null {
    if (index < 1 || index > LENGTH) return null;
    const seed = this.chain(g)[LENGTH - index] ?? '';
    const buyingAt = EPOCH_MS + g * DAY_MS + (index - 1) * BINGO_PERIOD_MS;
    return { generation: g, index, seed, hash: hashSeed(seed), buyingAt, drawAt: buyingAt + BINGO_PERIOD_MS };
  }

  current(now: number): DrawRound | null {
    const g = Math.floor((now - EPOCH_MS) / DAY_MS);
    return this.round(g, Math.floor((now - EPOCH_MS - g * DAY_MS) / BINGO_PERIOD_MS) + 1);
  }

  /** The 75 balls in draw order, from the round's seed. */
  balls(seed: string): number[] {
    const all = Array.from({ length: 75 }, (_, i) => i + 1);
    return shuffle(all, this.studio.floatStream(seed, BINGO_SALT, 0));
  }
}

/** A card: five columns of five numbers (column c from 15c+1 to 15c+15), the centre free (0). */
export function dealCard(pick: (n: number) => number = randomInt): number[][] {
  return [0, 1, 2, 3, 4].map((c) => {
    const pool = Array.from({ length: 15 }, (_, i) => 15 * c + i + 1);
    const col: number[] = [];
    for (let k = 0; k < 5; k++) col.push(pool.splice(pick(pool.length), 1)[0] ?? 0);
    if (c === 2) col[2] = FREE;
    return col;
  });
}

const LINES: readonly (readonly [number, number][])[] = [
  ...[0, 1, 2, 3, 4].map((r) => [0, 1, 2, 3, 4].map((c) => [c, r] as [number, number])),
  ...[0, 1, 2, 3, 4].map((c) => [0, 1, 2, 3, 4].map((r) => [c, r] as [number, number])),
  [0, 1, 2, 3, 4].map((i) => [i, i] as [number, number]),
  [0, 1, 2, 3, 4].map((i) => [i, 4 - i] as [number, number]),
];

/** On which ball (1-based count) a card completes its first line and its full house. */
export function cardMarks(
  card: readonly (readonly number[])[],
  balls: readonly number[],
): { line: number; full: number } {
  const when = new Map(balls.map((b, i) => [b, i + 1]));
  const at = (c: number, r: number) => {
    const n = card[c]?.[r] ?? FREE;
    return n === FREE ? 0 : (when.get(n) ?? Infinity);
  };
  const line = Math.min(...LINES.map((cells) => Math.max(...cells.map(([c, r]) => at(c, r)))));
  const full = Math.max(...card.flatMap((col, c) => col.map((_, r) => at(c, r))));
  return { line, full };
}

const cardOf = (row: RoundRow): number[][] => {
  const card = (row.state as { card?: unknown }).card;
  return Array.isArray(card) ? card.map((col) => (Array.isArray(col) ? col.map(Number) : [])) : [];
};

export async function buyTicket(
  db: Db,
  schedule: BingoSchedule,
  p: { userId: number; account: PlayAccount; roundId: string; stake: bigint; now: number },
): Promise<Played> {
  const r = schedule.current(p.now);
  if (!r) throw casinoError(409, 'betting_closed', 'no draw open');
  const at = new Date(p.now);
  const card = dealCard();
  return db.transaction(async (tx) => {
    const row: RoundRow = {
      id: p.roundId,
      userId: p.userId,
      gameId: BINGO_ID,
      mode: 'real',
      status: 'open',
      accountId: p.account.id,
      currency: p.account.currency,
      stake: p.stake,
      totalStake: p.stake,
      multiplier: null,
      payout: 0n,
      params: {},
      state: { round: `${r.generation}-${r.index}`, generation: r.generation, index: r.index, card },
      actions: 0,
      serverSeedHash: r.hash,
      serverSeed: null,
      clientSeed: BINGO_SALT,
      nonce: 0,
      createdAt: at,
      settledAt: null,
    };
    if (!(await insertRound(tx, row))) throw new RoundIdTaken();
    const balance = (await debit(tx, p.account, p.roundId, p.stake, 0)).balances.get(p.account.id) ?? null;
    await touchRecent(tx, p.userId, BINGO_ID, at);
    return { row, balance, serverSeed: null };
  });
}

/**
 * The leader's job: each room whose draw is due is settled whole, in one transaction (all its
 * tickets locked): the pool split between the first lines and the first full houses.
 */
export async function settleDraws(db: Db, schedule: BingoSchedule, now: number): Promise<number> {
  const rooms = await db
    .selectDistinct({ round: sql<string>`${casinoRounds.state}->>'round'` })
    .from(casinoRounds)
    .where(and(eq(casinoRounds.gameId, BINGO_ID), eq(casinoRounds.status, 'open')));
  let settled = 0;
  for (const { round } of rooms) {
    const [g, i] = round.split('-').map(Number);
    const r = g === undefined || i === undefined ? null : schedule.round(g, i);
    if (!r || now < r.drawAt) continue;
    settled += await db.transaction(async (tx) => {
      const tickets = await tx
        .select()
        .from(casinoRounds)
        .where(
          and(
            eq(casinoRounds.gameId, BINGO_ID),
            eq(casinoRounds.status, 'open'),
            sql`${casinoRounds.state}->>'round' = ${round}`,
          ),
        )
        .orderBy(casinoRounds.id)
        .for('update');
      if (tickets.length === 0) return 0;
      const balls = schedule.balls(r.seed);
      const marks = tickets.map((t) => cardMarks(cardOf(t), balls));
      const firstLine = Math.min(...marks.map((m) => m.line));
      const firstFull = Math.min(...marks.map((m) => m.full));
      const pool = (tickets.reduce((s, t) => s + t.stake, 0n) * BINGO_PRIZE_PERCENT) / 100n;
      const linePool = (pool * BINGO_LINE_PERCENT) / 100n;
      const lineWinners = BigInt(marks.filter((m) => m.line === firstLine).length);
      const fullWinners = BigInt(marks.filter((m) => m.full === firstFull).length);
      for (const [k, t] of tickets.entries()) {
        const m = marks[k] ?? { line: Infinity, full: Infinity };
        const won =
          (m.line === firstLine ? linePool / lineWinners : 0n) +
          (m.full === firstFull ? (pool - linePool) / fullWinners : 0n);
        if (won > 0n && t.accountId !== null) await credit(tx, { id: t.accountId, currency: t.currency }, t.id, won);
        const state: Json = {
          ...(t.state as Record<string, Json>),
          balls,
          line: m.line === firstLine ? m.line : null,
          fullHouse: m.full === firstFull ? m.full : null,
        };
        await updateRound(tx, t.id, {
          status: 'settled',
          payout: won,
          multiplier: Number((won * 10_000n) / t.stake),
          state,
          serverSeed: r.seed,
          settledAt: new Date(now),
        });
      }
      return tickets.length;
    });
  }
  return settled;
}

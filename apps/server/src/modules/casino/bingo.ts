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
 * hash chains as crash's. A ticket is 1–BINGO_MAX_CARDS 5×5 cards (each a stake; a card (B 1–15, I 16–30, N 31–45 with a free centre,
 * G 46–60, O 61–75) dealt at purchase; the draw orders all 75 balls from the round's revealed
 * seed. The prize pool is BINGO_PRIZE_SHARE of the room's stakes: BINGO_LINE_SHARE of it to the
 * cards completing the first line (row, column or diagonal) on the same ball, the rest to the
 * first full houses, split equally (floored: the remainder of a minor unit stays with the house).
 */
export const BINGO_ID = 'bingo-75';
export const BINGO_SALT = 'sb-studio-bingo-salt-2026-11-24';
export const BINGO_PERIOD_MS = 60_000;
/** Cards one ticket purchase may hold (params {cards}); each card is a stake. Both rooms. */
export const BINGO_MAX_CARDS = 6;
/** Percent of the stakes paid as prizes (the package's BINGO_PRIZE_SHARE, 90 %), and the line's share of it. */
export const BINGO_PRIZE_PERCENT = 90n;
export const BINGO_LINE_PERCENT = 30n;
const DAY_MS = 86_400_000;
const EPOCH_MS = Date.UTC(2026, 0, 1);
const FREE = 0;

/** A bingo room's draw: its period, its ball count, its chain label and the draw's salt. */
export interface BingoRoom {
  periodMs: number;
  balls: number;
  label: string;
  salt: string;
}
export const BINGO75_ROOM: BingoRoom = { periodMs: BINGO_PERIOD_MS, balls: 75, label: 'bingo', salt: BINGO_SALT };

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

  private readonly length: number;

  constructor(
    private readonly secret: string,
    private readonly studio: Studio,
    readonly room: BingoRoom = BINGO75_ROOM,
  ) {
    this.length = DAY_MS / room.periodMs;
  }

  private chain(g: number): string[] {
    let chain = this.chains.get(g);
    if (!chain) {
      if (this.chains.size > 3) this.chains.clear();
      chain = chainFrom(hmacHex(this.secret, `${this.room.label}:${g}`), this.length);
      this.chains.set(g, chain);
    }
    return chain;
  }

  terminalHash(g: number): string {
    return this.chain(g)[this.length] ?? '';
  }

  round(g: number, index: number): DrawRound | null {
    if (index < 1 || index > this.length) return null;
    const seed = this.chain(g)[this.length - index] ?? '';
    const buyingAt = EPOCH_MS + g * DAY_MS + (index - 1) * this.room.periodMs;
    return { generation: g, index, seed, hash: hashSeed(seed), buyingAt, drawAt: buyingAt + this.room.periodMs };
  }

  current(now: number): DrawRound | null {
    const g = Math.floor((now - EPOCH_MS) / DAY_MS);
    return this.round(g, Math.floor((now - EPOCH_MS - g * DAY_MS) / this.room.periodMs) + 1);
  }

  /** The room's balls (1–75 or 1–90) in draw order, from the round's seed. */
  balls(seed: string): number[] {
    const all = Array.from({ length: this.room.balls }, (_, i) => i + 1);
    return shuffle(all, this.studio.floatStream(seed, this.room.salt, 0));
  }
}

/** The number of cards a purchase asks for (params {cards}, default 1), or null when out of 1–BINGO_MAX_CARDS. */
export function cardCountOf(params: unknown): number | null {
  if (params === undefined || params === null) return 1;
  if (typeof params !== 'object' || Array.isArray(params)) return null;
  const n = (params as { cards?: unknown }).cards;
  if (n === undefined) return 1;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= BINGO_MAX_CARDS ? n : null;
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

/** A ticket's cards as stored (`cards`; a ticket bought before several cards holds one `card`). */
export function cardsOf(state: unknown): number[][][] {
  const s = (state ?? {}) as { card?: unknown; cards?: unknown };
  const grid = (v: unknown): number[][] =>
    Array.isArray(v) ? v.map((line) => (Array.isArray(line) ? line.map(Number) : [])) : [];
  if (Array.isArray(s.cards)) return s.cards.map(grid);
  return s.card === undefined ? [] : [grid(s.card)];
}

/** What a purchase places: one row (its stake per card, its total the cards' stakes), cards dealt already. */
export interface TicketPurchase {
  userId: number;
  account: PlayAccount;
  roundId: string;
  /** Per card. */
  stake: bigint;
  now: number;
}

/** Buys a ticket of `cards` in the room's open draw: one round row, one debit of every card's stake. */
export async function buyBingoTicket(
  db: Db,
  schedule: BingoSchedule,
  gameId: string,
  p: TicketPurchase,
  deal: (r: DrawRound) => number[][][],
): Promise<Played> {
  const r = schedule.current(p.now);
  if (!r) throw casinoError(409, 'betting_closed', 'no draw open');
  const at = new Date(p.now);
  const cards = deal(r);
  const total = p.stake * BigInt(cards.length);
  return db.transaction(async (tx) => {
    const row: RoundRow = {
      id: p.roundId,
      userId: p.userId,
      gameId,
      mode: 'real',
      status: 'open',
      accountId: p.account.id,
      currency: p.account.currency,
      stake: p.stake,
      totalStake: total,
      multiplier: null,
      payout: 0n,
      params: { cards: cards.length },
      state: { round: `${r.generation}-${r.index}`, generation: r.generation, index: r.index, cards },
      actions: 0,
      serverSeedHash: r.hash,
      serverSeed: null,
      clientSeed: schedule.room.salt,
      nonce: 0,
      createdAt: at,
      settledAt: null,
    };
    if (!(await insertRound(tx, row))) throw new RoundIdTaken();
    const balance = (await debit(tx, p.account, p.roundId, total, 0, { userId: p.userId, bonusMoney: false })).balance;
    await touchRecent(tx, p.userId, gameId, at);
    return { row, balance, serverSeed: null };
  });
}

/** Bingo 75: `cards` 5×5 cards dealt at purchase. */
export function buyTicket(db: Db, schedule: BingoSchedule, p: TicketPurchase & { cards?: number }): Promise<Played> {
  return buyBingoTicket(db, schedule, BINGO_ID, p, () => Array.from({ length: p.cards ?? 1 }, () => dealCard()));
}

/** How a room pays a draw: per ticket (all its cards) what it won and what its state records. */
export type PayDraw = (
  tickets: readonly RoundRow[],
  balls: number[],
  pool: bigint,
) => { won: bigint; result: Record<string, Json> }[];

/**
 * The leader's job: each room whose draw is due is settled whole, in one transaction (all its
 * tickets locked): `pay` splits the pool (BINGO_PRIZE_PERCENT of every card's stake).
 */
export async function settleBingoDraws(
  db: Db,
  schedule: BingoSchedule,
  gameId: string,
  now: number,
  pay: PayDraw,
): Promise<number> {
  const rooms = await db
    .selectDistinct({ round: sql<string>`${casinoRounds.state}->>'round'` })
    .from(casinoRounds)
    .where(and(eq(casinoRounds.gameId, gameId), eq(casinoRounds.status, 'open')));
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
            eq(casinoRounds.gameId, gameId),
            eq(casinoRounds.status, 'open'),
            sql`${casinoRounds.state}->>'round' = ${round}`,
          ),
        )
        .orderBy(casinoRounds.id)
        .for('update');
      if (tickets.length === 0) return 0;
      const balls = schedule.balls(r.seed);
      const pool = (tickets.reduce((s, t) => s + t.totalStake, 0n) * BINGO_PRIZE_PERCENT) / 100n;
      const paid = pay(tickets, balls, pool);
      for (const [k, t] of tickets.entries()) {
        const { won, result } = paid[k] ?? { won: 0n, result: {} };
        if (won > 0n && t.accountId !== null)
          await credit(tx, { id: t.accountId, currency: t.currency }, t.id, won, { userId: t.userId });
        const state: Json = { ...(t.state as Record<string, Json>), balls, ...result };
        await updateRound(tx, t.id, {
          status: 'settled',
          payout: won,
          multiplier: Number((won * 10_000n) / t.totalStake),
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

/**
 * Bingo 75's split: BINGO_LINE_PERCENT of the pool to the cards completing the first line on the
 * same ball, the rest to the first full houses, equally per card (floored). A ticket's state
 * records, per card, the ball of its winning line / full house (null when it won neither).
 */
export const payBingo75: PayDraw = (tickets, balls, pool) => {
  const cards = tickets.map((t) => cardsOf(t.state).map((card) => cardMarks(card, balls)));
  const all = cards.flat();
  const firstLine = Math.min(...all.map((m) => m.line));
  const firstFull = Math.min(...all.map((m) => m.full));
  const linePool = (pool * BINGO_LINE_PERCENT) / 100n;
  const lineWinners = BigInt(all.filter((m) => m.line === firstLine).length);
  const fullWinners = BigInt(all.filter((m) => m.full === firstFull).length);
  return cards.map((marks) => {
    let won = 0n;
    for (const m of marks)
      won +=
        (m.line === firstLine ? linePool / lineWinners : 0n) +
        (m.full === firstFull ? (pool - linePool) / fullWinners : 0n);
    const lines = marks.map((m) => (m.line === firstLine ? m.line : null));
    const fulls = marks.map((m) => (m.full === firstFull ? m.full : null));
    return {
      won,
      result: {
        lines,
        fullHouses: fulls,
        line: lines.find((x) => x !== null) ?? null,
        fullHouse: fulls.find((x) => x !== null) ?? null,
      },
    };
  });
};

export function settleDraws(db: Db, schedule: BingoSchedule, now: number): Promise<number> {
  return settleBingoDraws(db, schedule, BINGO_ID, now, payBingo75);
}

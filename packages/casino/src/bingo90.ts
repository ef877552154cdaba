import { drawWithoutReplacement, pickIndex } from './fair';
import type { FloatStream } from './types';

/**
 * Bingo 90 (issue 15): the pure rules. A ticket is 3 rows × 9 columns with 5 numbers in each row
 * (15 numbers, 4 blanks per row, blank = 0); column 0 holds 1–9, column c (1–7) holds 10c–10c+9,
 * column 8 holds 80–90; every column holds 1 to 3 numbers, ascending from top to bottom. Balls
 * 1–90 are drawn for the whole room; the prizes are one line (a row complete), two lines and full
 * house (all 15). The first card(s) to reach a prize — on the same ball — share it equally,
 * floored (the remainder of a minor unit stays with the house). The room pays a fixed published
 * share of its stakes (BINGO_PRIZE_SHARE, 90 %): BINGO90_PRIZE_PERCENTS of it per prize.
 */
export const BINGO90_BALLS = 90;
export const BINGO90_ROWS = 3;
export const BINGO90_COLUMNS = 9;
export const BINGO90_PER_ROW = 5;
/** Percent of a room's stakes paid as prizes (the same 90 % as bingo 75). */
export const BINGO90_POOL_PERCENT = 90n;
/** How the pool is split between the prizes (percent of the pool; they add up to 100). */
export const BINGO90_PRIZE_PERCENTS = { oneLine: 20n, twoLines: 30n, fullHouse: 50n } as const;
export type Bingo90Prize = keyof typeof BINGO90_PRIZE_PERCENTS;
export const BINGO90_PRIZES: readonly Bingo90Prize[] = ['oneLine', 'twoLines', 'fullHouse'];

/** A ticket: rows[r][c] is the number in row r, column c, or 0 for a blank. */
export type Bingo90Ticket = number[][];

/** The numbers column c may hold: [low, high]. */
export function bingo90ColumnRange(c: number): [number, number] {
  if (c === 0) return [1, 9];
  if (c === BINGO90_COLUMNS - 1) return [80, 90];
  return [10 * c, 10 * c + 9];
}

/**
 * Deals one ticket from provably fair floats. Column sizes: each column gets one number, then
 * six more go to 6 of the 18 "second and third" slots (so each column holds 1–3). Rows: columns
 * are placed largest first, each in the rows with the most room left (ties by the floats), which
 * always fills every row with exactly 5 (Gale–Ryser). Numbers: each column draws its count from
 * its range without replacement, sorted top to bottom.
 */
export function dealBingo90Ticket(floats: FloatStream): Bingo90Ticket {
  const counts = Array.from({ length: BINGO90_COLUMNS }, () => 1);
  for (const slot of drawWithoutReplacement(6, 2 * BINGO90_COLUMNS, floats)) {
    const c = Math.floor(slot / 2);
    counts[c] = (counts[c] ?? 1) + 1;
  }
  const room = [BINGO90_PER_ROW, BINGO90_PER_ROW, BINGO90_PER_ROW];
  const rowsOf: number[][] = Array.from({ length: BINGO90_COLUMNS }, () => []);
  const order = [...counts.keys()].sort((a, b) => (counts[b] ?? 0) - (counts[a] ?? 0) || a - b);
  for (const c of order) {
    for (let k = 0; k < (counts[c] ?? 0); k++) {
      const free = [0, 1, 2].filter((r) => !rowsOf[c]?.includes(r));
      const most = Math.max(...free.map((r) => room[r] ?? 0));
      const best = free.filter((r) => room[r] === most);
      const r = best[best.length === 1 ? 0 : pickIndex(best.length, floats)] ?? 0;
      rowsOf[c]?.push(r);
      room[r] = (room[r] ?? 0) - 1;
    }
  }
  const ticket: Bingo90Ticket = [0, 1, 2].map(() => Array.from({ length: BINGO90_COLUMNS }, () => 0));
  for (let c = 0; c < BINGO90_COLUMNS; c++) {
    const [low, high] = bingo90ColumnRange(c);
    const rows = [...(rowsOf[c] ?? [])].sort((a, b) => a - b);
    const numbers = drawWithoutReplacement(rows.length, high - low + 1, floats)
      .map((i) => low + i)
      .sort((a, b) => a - b);
    rows.forEach((r, k) => {
      const row = ticket[r];
      if (row) row[c] = numbers[k] ?? 0;
    });
  }
  return ticket;
}

/** A ticket as the rules require: 3×9, 5 numbers per row, columns 1–3 numbers in range, ascending, no repeats. */
export function isValidBingo90Ticket(ticket: unknown): ticket is Bingo90Ticket {
  if (!Array.isArray(ticket) || ticket.length !== BINGO90_ROWS) return false;
  const rows = ticket as unknown[];
  if (!rows.every((row) => Array.isArray(row) && row.length === BINGO90_COLUMNS)) return false;
  const t = rows as unknown[][];
  if (!t.every((row) => row.every((n) => Number.isInteger(n)))) return false;
  const grid = t as number[][];
  if (!grid.every((row) => row.filter((n) => n !== 0).length === BINGO90_PER_ROW)) return false;
  for (let c = 0; c < BINGO90_COLUMNS; c++) {
    const [low, high] = bingo90ColumnRange(c);
    const col = grid.map((row) => row[c] ?? 0).filter((n) => n !== 0);
    if (col.length < 1 || col.length > 3) return false;
    if (col.some((n) => n < low || n > high)) return false;
    if (col.some((n, i) => i > 0 && n <= (col[i - 1] ?? 0))) return false;
  }
  return true;
}

/** On which ball (1-based count) a ticket completes one line, two lines and its full house. */
export function bingo90Marks(
  ticket: Bingo90Ticket,
  balls: readonly number[],
): { oneLine: number; twoLines: number; fullHouse: number } {
  const when = new Map(balls.map((b, i) => [b, i + 1]));
  const rows = ticket
    .map((row) => Math.max(...row.filter((n) => n !== 0).map((n) => when.get(n) ?? Infinity)))
    .sort((a, b) => a - b);
  return { oneLine: rows[0] ?? Infinity, twoLines: rows[1] ?? Infinity, fullHouse: rows[2] ?? Infinity };
}

/** The prize pool of a room: BINGO90_POOL_PERCENT of its stakes, floored to the minor unit. */
export function bingo90Pool(stakes: bigint): bigint {
  return (stakes * BINGO90_POOL_PERCENT) / 100n;
}

export interface Bingo90Result {
  /** Per prize: the ball (1-based count) it was won on and the winning cards' indexes. */
  prizes: Record<Bingo90Prize, { ball: number; winners: number[]; each: bigint }>;
  /** What each card wins (all its prizes), in minor units. */
  payouts: bigint[];
}

/**
 * Settles a room: each prize goes to the cards that reached it first (the same ball), its share
 * of the pool split equally and floored. The total paid never exceeds the pool.
 */
export function settleBingo90(
  tickets: readonly Bingo90Ticket[],
  balls: readonly number[],
  pool: bigint,
): Bingo90Result {
  const marks = tickets.map((t) => bingo90Marks(t, balls));
  const payouts = tickets.map(() => 0n);
  const prizes = {} as Bingo90Result['prizes'];
  for (const prize of BINGO90_PRIZES) {
    const ball = Math.min(...marks.map((m) => m[prize]));
    const winners = marks.flatMap((m, i) => (m[prize] === ball && Number.isFinite(ball) ? [i] : []));
    const share = (pool * BINGO90_PRIZE_PERCENTS[prize]) / 100n;
    const each = winners.length > 0 ? share / BigInt(winners.length) : 0n;
    for (const i of winners) payouts[i] = (payouts[i] ?? 0n) + each;
    prizes[prize] = { ball, winners, each };
  }
  return { prizes, payouts };
}

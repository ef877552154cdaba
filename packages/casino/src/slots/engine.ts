import type { FloatStream } from '../types';
import { at } from '../util';

/**
 * The video-slot engine of the studio (issue 15): 5 reels × 3 rows, paylines or 243 ways, a wild
 * that substitutes for every paying symbol, scatters that pay anywhere and trigger free spins.
 * A reel strip is a string of one-letter symbols; a stop is ⌊float · strip length⌋ and the
 * window shows the stop and the next two positions (wrapping).
 *
 * Pays are whole coins; a bet is `divisor` coins (the line count for paylines), so a spin's
 * multiplier is coins × 10 000 / divisor exactly (divisor divides 10 000).
 */
export const REELS = 5;
export const ROWS = 3;

export interface SlotDefinition {
  /** Letter → symbol name (the page draws names). */
  symbols: Readonly<Record<string, string>>;
  wild: string;
  scatter: string;
  reels: readonly string[];
  /** Strips of the free spins (the base strips when absent). */
  freeReels?: readonly string[];
  /** Paylines as the row of each reel, or 'ways' (every left-to-right adjacency). */
  lines: readonly (readonly number[])[] | 'ways';
  divisor: number;
  /** Coins by symbol letter for 3, 4, 5 of a kind (per line, or per way). */
  pays: Readonly<Record<string, readonly [number, number, number]>>;
  /** Scatter pays in bets (× divisor coins) for 3, 4, 5 scatters anywhere. */
  scatterPays: readonly [number, number, number];
  freeSpins: { trigger: number; spins: number; multiplier: number };
}

export type Grid = string[][];

export type LineWin = {
  line: number;
  symbol: string;
  count: number;
  coins: number;
  ways: number;
};

export type SpinOutcome = {
  stops: number[];
  grid: Grid;
  wins: LineWin[];
  scatters: number;
  coins: number;
};

/** The 3 visible symbols of each reel (grid[reel][row]) at the given stops. */
export function windowAt(strips: readonly string[], stops: readonly number[]): Grid {
  return strips.map((strip, r) => {
    const stop = at(stops, r);
    return Array.from({ length: ROWS }, (_, row) => strip.charAt((stop + row) % strip.length));
  });
}

function payOf(def: SlotDefinition, symbol: string, count: number): number {
  const row = def.pays[symbol];
  return row !== undefined && count >= 3 ? at(row, count - 3) : 0;
}

/** A payline's win: leading wilds pay as wilds or as the first other symbol, whichever is more. */
export function lineWin(
  def: SlotDefinition,
  symbols: readonly string[],
): { symbol: string; count: number; coins: number } {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === def.wild) wilds += 1;
  const wildPay = payOf(def, def.wild, wilds);
  const target = symbols[wilds];
  if (target === undefined || target === def.scatter) return { symbol: def.wild, count: wilds, coins: wildPay };
  let count = wilds;
  while (count < symbols.length && (symbols[count] === target || symbols[count] === def.wild)) count += 1;
  const pay = payOf(def, target, count);
  return pay >= wildPay ? { symbol: target, count, coins: pay } : { symbol: def.wild, count: wilds, coins: wildPay };
}

/** Wins of a grid (lines or ways) and its scatter count. */
export function evaluateGrid(def: SlotDefinition, grid: Grid): { wins: LineWin[]; scatters: number; coins: number } {
  const wins: LineWin[] = [];
  if (def.lines === 'ways') {
    for (const symbol of Object.keys(def.pays)) {
      if (symbol === def.wild) continue;
      let ways = 1;
      let count = 0;
      for (const column of grid) {
        const c = column.filter((s) => s === symbol || s === def.wild).length;
        if (c === 0) break;
        ways *= c;
        count += 1;
      }
      const pay = payOf(def, symbol, count);
      if (pay > 0) wins.push({ line: -1, symbol, count, coins: pay * ways, ways });
    }
  } else {
    def.lines.forEach((rows, line) => {
      const win = lineWin(
        def,
        rows.map((row, reel) => at(at(grid, reel), row)),
      );
      if (win.coins > 0) wins.push({ line, ...win, ways: 1 });
    });
  }
  const scatters = grid.reduce((n, column) => n + column.filter((s) => s === def.scatter).length, 0);
  const scatterCoins = scatters >= 3 ? at(def.scatterPays, Math.min(scatters, 5) - 3) * def.divisor : 0;
  return { wins, scatters, coins: wins.reduce((s, w) => s + w.coins, 0) + scatterCoins };
}

export function spinOnce(def: SlotDefinition, strips: readonly string[], floats: FloatStream): SpinOutcome {
  const stops = strips.map((strip) => Math.floor(floats.next() * strip.length));
  const grid = windowAt(strips, stops);
  return { stops, grid, ...evaluateGrid(def, grid) };
}

export interface SlotSpin {
  base: SpinOutcome;
  /** The free spins the base spin triggered, played inside the same bet (no retrigger). */
  freeSpins: SpinOutcome[];
  /** Base coins + multiplier × free-spin coins. */
  coins: number;
  multiplier: number;
}

/** One bet: a base spin, then its free spins (each paying × the feature multiplier). */
export function playSlot(def: SlotDefinition, floats: FloatStream): SlotSpin {
  const base = spinOnce(def, def.reels, floats);
  const freeSpins: SpinOutcome[] = [];
  if (base.scatters >= def.freeSpins.trigger) {
    for (let i = 0; i < def.freeSpins.spins; i++) freeSpins.push(spinOnce(def, def.freeReels ?? def.reels, floats));
  }
  const coins = base.coins + def.freeSpins.multiplier * freeSpins.reduce((s, f) => s + f.coins, 0);
  return { base, freeSpins, coins, multiplier: (coins * 10_000) / def.divisor };
}

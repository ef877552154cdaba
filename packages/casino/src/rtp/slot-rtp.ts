import { evaluateGrid, REELS, ROWS, windowAt, type Grid, type SlotDefinition } from '../slots/engine';
import { at } from '../util';

/**
 * Exact RTP of a video slot (issue 15), two ways that must agree:
 * - slotRtp: by independence of the reels. Each payline sees, on reel r, a symbol distributed as
 *   the strip's letter counts / length (whatever the row), and the reels are independent, so
 *   E[line pay] = Σ over symbol sequences Π P_r(s_r) · pay(sequence): the enumeration of all
 *   reel-stop combinations grouped by the symbols they show. Ways: E[Π counts · 1(next reel
 *   misses)] = Π E[count] · P(miss). Scatters by convolution of per-reel window counts.
 * - enumerateSlot: literally every combination of stops (Π strip lengths), also giving the hit
 *   frequency and the second moment for the volatility. Slow (seconds): the casino:rtp script.
 * Free spins are an expected value: trigger probability × spins × multiplier × E[free spin].
 */

/** Letter counts of a strip as probabilities. */
function letterProbabilities(strip: string): Map<string, number> {
  const p = new Map<string, number>();
  for (const c of strip) p.set(c, (p.get(c) ?? 0) + 1 / strip.length);
  return p;
}

/** P(total scatters in the window = k), k = 0 … 15. */
export function scatterDistribution(def: SlotDefinition, strips: readonly string[]): number[] {
  let dist = [1];
  for (const strip of strips) {
    const reel = [0, 0, 0, 0];
    for (let stop = 0; stop < strip.length; stop++) {
      let n = 0;
      for (let row = 0; row < ROWS; row++) if (strip.charAt((stop + row) % strip.length) === def.scatter) n += 1;
      reel[n] = (reel[n] ?? 0) + 1 / strip.length;
    }
    const next = Array.from({ length: dist.length + 3 }, () => 0);
    dist.forEach((p, a) => reel.forEach((q, b) => (next[a + b] = (next[a + b] ?? 0) + p * q)));
    dist = next;
  }
  return dist;
}

function scatterValue(def: SlotDefinition, dist: readonly number[]): number {
  return dist.reduce((s, p, k) => s + (k >= 3 ? p * at(def.scatterPays, Math.min(k, 5) - 3) * def.divisor : 0), 0);
}

function lineValue(def: SlotDefinition, strips: readonly string[]): number {
  const probs = strips.map(letterProbabilities);
  let total = 0;
  const rows = Array.from({ length: REELS }, () => [0]);
  const walk = (reel: number, symbols: string[], p: number) => {
    if (reel === REELS) {
      const grid: Grid = symbols.map((s) => [s]);
      total += p * evaluateGrid({ ...def, lines: [rows.map(() => 0)], scatterPays: [0, 0, 0] }, grid).coins;
      return;
    }
    for (const [symbol, q] of at(probs, reel)) walk(reel + 1, [...symbols, symbol], p * q);
  };
  walk(0, [], 1);
  return total * (def.lines === 'ways' ? 0 : def.lines.length);
}

function waysValue(def: SlotDefinition, strips: readonly string[]): number {
  let total = 0;
  for (const [symbol, row] of Object.entries(def.pays)) {
    if (symbol === def.wild) continue;
    const mean: number[] = [];
    const miss: number[] = [];
    for (const strip of strips) {
      let m = 0;
      let z = 0;
      for (let stop = 0; stop < strip.length; stop++) {
        let c = 0;
        for (let r = 0; r < ROWS; r++) {
          const s = strip.charAt((stop + r) % strip.length);
          if (s === symbol || s === def.wild) c += 1;
        }
        m += c / strip.length;
        if (c === 0) z += 1 / strip.length;
      }
      mean.push(m);
      miss.push(z);
    }
    for (let n = 3; n <= REELS; n++) {
      let e = at(row, n - 3);
      for (let r = 0; r < n; r++) e *= at(mean, r);
      if (n < REELS) e *= at(miss, n);
      total += e;
    }
  }
  return total;
}

/** Expected coins of one spin on the given strips (lines or ways, plus scatter pays). */
export function spinValue(def: SlotDefinition, strips: readonly string[]): number {
  const lines = def.lines === 'ways' ? waysValue(def, strips) : lineValue(def, strips);
  return lines + scatterValue(def, scatterDistribution(def, strips));
}

export interface SlotRtp {
  rtp: number;
  baseRtp: number;
  featureRtp: number;
  triggerProbability: number;
}

export function slotRtp(def: SlotDefinition): SlotRtp {
  const base = spinValue(def, def.reels);
  const trigger = scatterDistribution(def, def.reels).reduce((s, p, k) => s + (k >= def.freeSpins.trigger ? p : 0), 0);
  const free = spinValue(def, def.freeReels ?? def.reels);
  const feature = trigger * def.freeSpins.spins * def.freeSpins.multiplier * free;
  return {
    rtp: (base + feature) / def.divisor,
    baseRtp: base / def.divisor,
    featureRtp: feature / def.divisor,
    triggerProbability: trigger,
  };
}

interface StripMoments {
  mean: number;
  square: number;
  hit: number;
  trigger: number;
  /** E[pay · 1(trigger)] */
  payWhenTrigger: number;
}

/** Every stop combination of the strips (Π lengths of them). */
function enumerateStrips(def: SlotDefinition, strips: readonly string[]): StripMoments {
  const windows = strips.map((strip) =>
    Array.from({ length: strip.length }, (_, stop) => at(windowAt([strip], [stop]), 0)),
  );
  const total = strips.reduce((n, s) => n * s.length, 1);
  const m: StripMoments = { mean: 0, square: 0, hit: 0, trigger: 0, payWhenTrigger: 0 };
  const stops = [0, 0, 0, 0, 0];
  for (let i = 0; i < total; i++) {
    let rest = i;
    for (let r = REELS - 1; r >= 0; r--) {
      const len = at(strips, r).length;
      stops[r] = rest % len;
      rest = Math.floor(rest / len);
    }
    const grid = stops.map((s, r) => at(at(windows, r), s));
    const { coins, scatters } = evaluateGrid(def, grid);
    m.mean += coins;
    m.square += coins * coins;
    if (coins > 0 || scatters >= def.freeSpins.trigger) m.hit += 1;
    if (scatters >= def.freeSpins.trigger) {
      m.trigger += 1;
      m.payWhenTrigger += coins;
    }
  }
  return {
    mean: m.mean / total,
    square: m.square / total,
    hit: m.hit / total,
    trigger: m.trigger / total,
    payWhenTrigger: m.payWhenTrigger / total,
  };
}

export interface SlotEnumeration extends SlotRtp {
  combinations: number;
  /** P(base spin pays anything); a triggered spin always counts (its free spins may pay). */
  hitFrequency: number;
  /** Standard deviation of the pay per bet, × stake, free spins included. */
  sd: number;
}

/**
 * X = B + 1(trigger)·T with T = M·Σ F free spins (independent of the base spin):
 * E[X²] = E[B²] + 2·E[B·1(trigger)]·E[T] + P(trigger)·E[T²], E[T²] = M²(F·Var Y + F²·E[Y]²).
 */
export function enumerateSlot(def: SlotDefinition): SlotEnumeration {
  const base = enumerateStrips(def, def.reels);
  const free = def.freeReels === undefined ? base : enumerateStrips(def, def.freeReels);
  const { spins: f, multiplier: mult } = def.freeSpins;
  const eT = mult * f * free.mean;
  const eT2 = mult * mult * (f * (free.square - free.mean * free.mean) + f * f * free.mean * free.mean);
  const mean = base.mean + base.trigger * eT;
  const square = base.square + 2 * base.payWhenTrigger * eT + base.trigger * eT2;
  const d = def.divisor;
  const combinations = def.reels.reduce((n, s) => n * s.length, 1);
  return {
    rtp: mean / d,
    baseRtp: base.mean / d,
    featureRtp: (base.trigger * eT) / d,
    triggerProbability: base.trigger,
    combinations,
    hitFrequency: base.hit,
    sd: Math.sqrt(square - mean * mean) / d,
  };
}

/**
 * Readers of the results and views the games answer (issue 15): the API carries them as JSON;
 * the boards read only what they draw, through these guards (never casts).
 */
export type JsonRecord = Readonly<Record<string, unknown>>;

export const isRecord = (v: unknown): v is JsonRecord => typeof v === 'object' && v !== null && !Array.isArray(v);
export const numberAt = (v: unknown, key: string): number | null => {
  const x = isRecord(v) ? v[key] : undefined;
  return typeof x === 'number' ? x : null;
};
export const stringAt = (v: unknown, key: string): string | null => {
  const x = isRecord(v) ? v[key] : undefined;
  return typeof x === 'string' ? x : null;
};
export const boolAt = (v: unknown, key: string): boolean | null => {
  const x = isRecord(v) ? v[key] : undefined;
  return typeof x === 'boolean' ? x : null;
};
export const numbersAt = (v: unknown, key: string): number[] => {
  const x = isRecord(v) ? v[key] : undefined;
  return Array.isArray(x) ? x.filter((n): n is number => typeof n === 'number') : [];
};
export const stringsAt = (v: unknown, key: string): string[] => {
  const x = isRecord(v) ? v[key] : undefined;
  return Array.isArray(x) ? x.map((s) => (typeof s === 'string' ? s : String(s))) : [];
};

export interface SlotWin {
  line: number;
  symbol: string;
  count: number;
  coins: number;
}

export interface SlotSpin {
  grid: string[][];
  wins: SlotWin[];
}

const gridOf = (v: unknown): string[][] | null => {
  const g = isRecord(v) ? v['grid'] : undefined;
  if (!Array.isArray(g) || !g.every((reel) => Array.isArray(reel))) return null;
  return g.map((reel: unknown[]) => reel.map((s) => String(s)));
};

const winsOf = (v: unknown): SlotWin[] => {
  const w = isRecord(v) ? v['wins'] : undefined;
  if (!Array.isArray(w)) return [];
  return w.filter(isRecord).map((x) => ({
    line: typeof x['line'] === 'number' ? x['line'] : 0,
    symbol: typeof x['symbol'] === 'string' ? x['symbol'] : '?',
    count: typeof x['count'] === 'number' ? x['count'] : 0,
    coins: typeof x['coins'] === 'number' ? x['coins'] : 0,
  }));
};

/** A slot's spins: the base spin and any free spins, each a grid (reels of rows) with its wins. */
export function slotSpins(result: unknown): SlotSpin[] {
  const spins: SlotSpin[] = [];
  const one = gridOf(result);
  if (one) spins.push({ grid: one, wins: winsOf(result) });
  for (const key of ['base', 'spin']) {
    const inner = isRecord(result) ? result[key] : undefined;
    const grid = gridOf(inner);
    if (grid) spins.push({ grid, wins: winsOf(inner) });
  }
  const free = isRecord(result) ? (result['freeSpins'] ?? result['spins']) : undefined;
  if (Array.isArray(free))
    for (const s of free) {
      const grid = gridOf(s);
      if (grid) spins.push({ grid, wins: winsOf(s) });
    }
  return spins;
}

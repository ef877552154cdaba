/**
 * European roulette's bets (one zero, 37 pockets; issue 15). A bet covers a set of numbers and
 * pays (36 / covered − 1) to 1, so every bet's RTP is 36/37. The zero loses every outside bet
 * (no la partage).
 */
export const ROULETTE_POCKETS = 37;

export const RED_NUMBERS: readonly number[] = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

export const ROULETTE_BET_TYPES = [
  'straight',
  'split',
  'street',
  'corner',
  'line',
  'dozen',
  'column',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
] as const;
export type RouletteBetType = (typeof ROULETTE_BET_TYPES)[number];

/** One bet of a spin: numbers for inside bets, index 1–3 for dozens and columns. */
export type RouletteBet = { type: RouletteBetType; numbers: number[]; index: number; amount: number };

/** Payout odds "to 1" by bet type. */
export const ROULETTE_PAYS: Record<RouletteBetType, number> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  line: 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const key = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join(',');

/** Every legal set of numbers of each inside bet type, as sorted keys. */
function insideSets(): Record<'straight' | 'split' | 'street' | 'corner' | 'line', Set<string>> {
  const straight = new Set(range(0, 36).map((n) => key([n])));
  const split = new Set<string>(['0,1', '0,2', '0,3']);
  const street = new Set<string>(['0,1,2', '0,2,3']);
  const corner = new Set<string>(['0,1,2,3']);
  const line = new Set<string>();
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) split.add(key([n, n + 1]));
    if (n <= 33) split.add(key([n, n + 3]));
    if (n % 3 === 1) street.add(key([n, n + 1, n + 2]));
    if (n % 3 !== 0 && n <= 32) corner.add(key([n, n + 1, n + 3, n + 4]));
    if (n % 3 === 1 && n <= 31) line.add(key(range(n, n + 5)));
  }
  return { straight, split, street, corner, line };
}
const INSIDE = insideSets();

/** The numbers a bet covers, or undefined when it is not a legal bet. */
export function coveredNumbers(bet: { type: RouletteBetType; numbers: number[]; index: number }): number[] | undefined {
  switch (bet.type) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'line':
      return INSIDE[bet.type].has(key(bet.numbers)) ? [...bet.numbers].sort((a, b) => a - b) : undefined;
    case 'dozen':
      return bet.index >= 1 && bet.index <= 3 ? range(bet.index * 12 - 11, bet.index * 12) : undefined;
    case 'column':
      return bet.index >= 1 && bet.index <= 3 ? range(1, 36).filter((n) => (n - bet.index) % 3 === 0) : undefined;
    case 'red':
      return [...RED_NUMBERS];
    case 'black':
      return range(1, 36).filter((n) => !RED_NUMBERS.includes(n));
    case 'odd':
      return range(1, 36).filter((n) => n % 2 === 1);
    case 'even':
      return range(1, 36).filter((n) => n % 2 === 0);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 36);
  }
}

/** Every legal bet of the table (the RTP proof walks them all). */
export function allRouletteBets(): { type: RouletteBetType; numbers: number[]; index: number }[] {
  const bets: { type: RouletteBetType; numbers: number[]; index: number }[] = [];
  for (const type of ['straight', 'split', 'street', 'corner', 'line'] as const) {
    for (const k of INSIDE[type]) bets.push({ type, numbers: k.split(',').map(Number), index: 0 });
  }
  for (const type of ['dozen', 'column'] as const)
    for (const index of [1, 2, 3]) bets.push({ type, numbers: [], index });
  for (const type of ['red', 'black', 'odd', 'even', 'low', 'high'] as const)
    bets.push({ type, numbers: [], index: 0 });
  return bets;
}

import fc from 'fast-check';
import { MULTIPLIER_SCALE, type Json } from '@sb/casino';

/**
 * Issue 25 (class-level test 3), what the fuzzer knows of each studio game: parameters and actions
 * its own `parse` accepts (so a casino input reaches the game instead of dying in validation), and
 * the largest multiplier its rules can pay, read from the paytable the game page shows
 * (GET /web-api/casino/games/:id, built from the very tables the game pays from).
 */

const RISKS = ['low', 'medium', 'high'] as const;
const int = (min: number, max: number) => fc.integer({ min, max });
/** A decimal with two places, as the game pages send targets. */
const hundredths = (min: number, max: number) => int(Math.round(min * 100), Math.round(max * 100)).map((n) => n / 100);

const slot = fc.constantFrom<Json>({}, null);

/** Roulette bets the wheel's own rules accept: straight, horizontal split, dozens, columns, even money. */
const rouletteBet: fc.Arbitrary<Json> = fc.oneof(
  fc.record({ type: fc.constant('straight'), numbers: int(0, 36).map((n) => [n]), amount: int(1, 50) }),
  fc.record({
    type: fc.constant('split'),
    numbers: int(1, 35)
      .filter((n) => n % 3 !== 0)
      .map((n) => [n, n + 1]),
    amount: int(1, 50),
  }),
  fc.record({
    type: fc.constantFrom('dozen', 'column'),
    numbers: fc.constant<Json>([]),
    index: int(1, 3),
    amount: int(1, 50),
  }),
  fc.record({
    type: fc.constantFrom('red', 'black', 'odd', 'even', 'low', 'high'),
    numbers: fc.constant<Json>([]),
    amount: int(1, 50),
  }),
);

/** Valid parameters per studio game id (shared-round and aggregator games are not here). */
export const GAME_PARAMS: Readonly<Record<string, fc.Arbitrary<Json>>> = {
  'fruit-fiesta': slot,
  'pharaoh-gold': slot,
  'dragon-ways': slot,
  'deep-sea-catch': slot,
  dice: fc.oneof(
    fc.record({ target: hundredths(1, 97), direction: fc.constant('under') }),
    fc.record({ target: hundredths(3, 99.98), direction: fc.constant('over') }),
  ),
  limbo: fc.record({ target: fc.oneof(hundredths(1.01, 10), hundredths(10, 1000), fc.constant(1_000_000)) }),
  plinko: fc.record({ rows: int(8, 16), risk: fc.constantFrom(...RISKS) }),
  mines: fc.record({ mines: int(1, 24) }),
  wheel: fc.record({ risk: fc.constantFrom(...RISKS), segments: fc.constantFrom(10, 20, 30, 40, 50) }),
  roulette: fc.array(rouletteBet, { minLength: 1, maxLength: 5 }),
  blackjack: fc.constant({}),
  hilo: fc.constant({}),
  'jacks-or-better': fc.constant({}),
  keno: fc.record({
    picks: fc.uniqueArray(int(1, 80), { minLength: 1, maxLength: 10 }),
    risk: fc.constantFrom(...RISKS),
  }),
  'scratch-gems': fc.constant({}),
  'dragon-tiger': fc.record({ bet: fc.constantFrom('dragon', 'tiger', 'tie') }),
};

/** Valid-shaped actions of the round games (any of them may still be refused by the round's state). */
export const GAME_ACTIONS: Readonly<Record<string, fc.Arbitrary<Json>>> = {
  mines: fc.oneof(
    { arbitrary: fc.record({ type: fc.constant('pick'), tile: int(0, 24) }), weight: 4 },
    { arbitrary: fc.constant({ type: 'cashout' }), weight: 1 },
  ),
  hilo: fc.oneof(
    {
      arbitrary: fc.record({ type: fc.constant('guess'), guess: fc.constantFrom('higher', 'lower', 'same') }),
      weight: 4,
    },
    { arbitrary: fc.constant({ type: 'skip' }), weight: 1 },
    { arbitrary: fc.constant({ type: 'cashout' }), weight: 1 },
  ),
  blackjack: fc.record({ type: fc.constantFrom('hit', 'stand', 'double', 'split', 'insurance', 'no-insurance') }),
  'jacks-or-better': fc.record({
    type: fc.constant('draw'),
    hold: fc.uniqueArray(int(0, 4), { maxLength: 5 }),
  }),
};

/** The action that ends a round game for the player now (cash out, stand, draw), if it has one. */
export const CLOSING_ACTION: Readonly<Record<string, Json>> = {
  mines: { type: 'cashout' },
  hilo: { type: 'cashout' },
  blackjack: { type: 'stand' },
  'jacks-or-better': { type: 'draw', hold: [] },
};

/** Moves that end a round game eventually when its closing action is not allowed yet (mines: no tile open). */
export const FALLBACK_ACTIONS: Readonly<Record<string, Json[]>> = {
  mines: Array.from({ length: 25 }, (_, tile) => ({ type: 'pick', tile })),
  hilo: Array.from({ length: 52 }, (_, i) => ({ type: 'guess', guess: i % 2 ? 'lower' : 'higher' })),
  blackjack: [{ type: 'no-insurance' }, { type: 'stand' }, { type: 'stand' }, { type: 'stand' }],
  'jacks-or-better': [{ type: 'draw', hold: [] }],
};

export const ROUND_GAMES = Object.keys(GAME_ACTIONS);
export const INSTANT_GAMES = Object.keys(GAME_PARAMS).filter((g) => !(g in GAME_ACTIONS));

// ── the largest win the rules allow ───────────────────────────────────────────────────────

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** The largest number anywhere in a JSON value (a paytable's best pay). */
function largest(v: unknown): number {
  if (typeof v === 'number') return v;
  if (Array.isArray(v)) return Math.max(0, ...v.map(largest));
  if (isRecord(v)) return Math.max(0, ...Object.values(v).map(largest));
  return 0;
}
const numberOf = (v: unknown, fallback: number) => (typeof v === 'number' ? v : fallback);

/**
 * A slot pays base coins plus free-spin coins × the feature multiplier, one feature per bet
 * (no retrigger): the best line (or way) pay on every line (or every way of 5 reels × 3 rows),
 * plus the best scatter pay, on the base spin and on each free spin.
 */
function slotMax(t: Record<string, unknown>): number {
  const divisor = numberOf(t['coinsPerBet'], 1);
  const lines = Array.isArray(t['lines']) ? t['lines'].length : 3 ** 5;
  const perSpin = lines * largest(t['pays']) + largest(t['scatterPays']) * divisor;
  const fs = isRecord(t['freeSpins']) ? t['freeSpins'] : {};
  const feature = numberOf(fs['spins'], 0) * numberOf(fs['multiplier'], 1);
  return (perSpin * (1 + feature)) / divisor;
}

/** Per game, the best multiplier (× opening stake) its rules pay, from its paytable and parameters. */
const BOUNDS: Readonly<Record<string, (paytable: unknown, params: unknown) => number>> = {
  dice: (_t, p) => {
    // 10,000 rolls; a win pays 99 ÷ chance %, chance = winning rolls / 100.
    if (!isRecord(p)) return 9900;
    const t = Math.round(numberOf(p['target'], 0) * 100);
    const winning = p['direction'] === 'under' ? t : 9999 - t;
    return winning > 0 ? 9900 / winning : 9900;
  },
  limbo: (t, p) => (isRecord(p) ? numberOf(p['target'], 0) : numberOf(isRecord(t) ? t['maxTarget'] : 0, 0)),
  plinko: (t, p) =>
    isRecord(t) && isRecord(p) ? largest((t[String(p['risk'])] as Record<string, unknown>)[String(p['rows'])]) : 0,
  mines: (t, p) => (isRecord(t) && isRecord(p) ? largest(t[String(p['mines'])]) : 0),
  wheel: (t, p) =>
    isRecord(t) && isRecord(p) ? largest((t[String(p['risk'])] as Record<string, unknown>)[String(p['segments'])]) : 0,
  // A straight pays 35:1 and the stake is the bets' total: no spin returns more than 36 × the total.
  roulette: (t) => largest(t) + 1,
  // Split into two hands, each doubled and won (2 × 2 × 2), plus insurance taken and won (3).
  blackjack: () => 11,
  hilo: () => 1_000_000,
  'jacks-or-better': (t) => largest(isRecord(t) ? Object.values(t).map((c) => (isRecord(c) ? c['pays'] : 0)) : 0),
  keno: (t, p) => {
    if (!isRecord(t) || !isRecord(p) || !Array.isArray(p['picks'])) return 0;
    const rows = t[String(p['risk'] ?? 'medium')];
    return Array.isArray(rows) ? largest(rows[p['picks'].length - 1]) : 0;
  },
  // Every symbol matched at once is more than a card of nine cells can hold: a safe bound.
  'scratch-gems': (t) =>
    Array.isArray(t) ? t.reduce<number>((s, x) => s + (isRecord(x) ? numberOf(x['prize'], 0) : 0), 0) : 0,
  'dragon-tiger': (t) => largest(isRecord(t) ? { ...t, rtp: 0 } : 0),
};

/** The rules' largest multiplier in MULTIPLIER_SCALE units for this game and these parameters. */
export function maxMultiplierUnits(gameId: string, paytable: unknown, params: unknown): number {
  const bound = BOUNDS[gameId];
  const x = bound ? bound(paytable, params) : isRecord(paytable) && 'pays' in paytable ? slotMax(paytable) : 0;
  return Math.ceil(x * MULTIPLIER_SCALE);
}

export interface PlayedRound {
  id: string;
  gameId: string;
  status: string;
  stakeMinor: string;
  totalStakeMinor: string;
  multiplier: number | null;
  payoutMinor: string;
  params: unknown;
}

/**
 * Issue 25: no win larger than the game's rules allow. Null when the round is within its rules:
 * the multiplier at most the game's best for these parameters, and the payout exactly
 * ⌊opening stake × multiplier / MULTIPLIER_SCALE⌋ (so never more than max multiplier × stake).
 */
export function overpayOf(round: PlayedRound, paytable: unknown): string | null {
  const payout = BigInt(round.payoutMinor);
  if (round.status !== 'settled') return payout === 0n ? null : `open round ${round.id} already paid ${payout}`;
  const max = maxMultiplierUnits(round.gameId, paytable, round.params);
  if (max <= 0) return `no known max multiplier for ${round.gameId}`;
  const m = round.multiplier ?? 0;
  if (m < 0 || m > max) return `${round.gameId} round ${round.id}: multiplier ${m} above the rules' max ${max}`;
  const stake = BigInt(round.stakeMinor);
  const expected = (stake * BigInt(m)) / BigInt(MULTIPLIER_SCALE);
  if (payout !== expected)
    return `${round.gameId} round ${round.id}: paid ${payout}, stake ${stake} × ${m} / ${MULTIPLIER_SCALE} = ${expected}`;
  return null;
}

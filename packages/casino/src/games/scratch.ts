import type { GameInfo, InstantGame } from '../types';
import { at, fail, isRecord, ok, units } from '../util';

/**
 * Scratch card (issue 15): a 3×3 card; each cell shows a symbol drawn by weight (one float per
 * cell). Every symbol that appears at least 3 times pays its prize (two matched symbols pay
 * both). RTP = Σ prize_s · P(Binomial(9, w_s) ≥ 3), computed in rtp/scratch-rtp.ts.
 */
export const SCRATCH_SYMBOLS: readonly { symbol: string; weight: number; prize: number }[] = [
  { symbol: 'cherry', weight: 20, prize: 0.35 },
  { symbol: 'lemon', weight: 18, prize: 0.55 },
  { symbol: 'orange', weight: 16, prize: 0.7 },
  { symbol: 'grape', weight: 14, prize: 1 },
  { symbol: 'bell', weight: 12, prize: 1.5 },
  { symbol: 'clover', weight: 9, prize: 3 },
  { symbol: 'diamond', weight: 7, prize: 5 },
  { symbol: 'seven', weight: 4, prize: 38 },
];
export const SCRATCH_CELLS = 9;
export const SCRATCH_MATCH = 3;
const TOTAL_WEIGHT = SCRATCH_SYMBOLS.reduce((s, x) => s + x.weight, 0);

/** Published RTP (rtp/scratch-rtp.ts proves it). */
export const SCRATCH_RTP = 0.962782038;

export type ScratchParams = Record<string, never>;

function symbolAt(float: number): number {
  let r = Math.floor(float * TOTAL_WEIGHT);
  for (let i = 0; i < SCRATCH_SYMBOLS.length; i++) {
    r -= at(SCRATCH_SYMBOLS, i).weight;
    if (r < 0) return i;
  }
  return SCRATCH_SYMBOLS.length - 1;
}

/** Pay of a card (symbol indexes) in MULTIPLIER_SCALE units, and the matched symbols. */
export function scratchPay(card: readonly number[]): { multiplier: number; matched: string[] } {
  let multiplier = 0;
  const matched: string[] = [];
  SCRATCH_SYMBOLS.forEach((s, i) => {
    if (card.filter((c) => c === i).length >= SCRATCH_MATCH) {
      multiplier += units(s.prize);
      matched.push(s.symbol);
    }
  });
  return { multiplier, matched };
}

const info: GameInfo = {
  id: 'scratch-gems',
  name: 'Lucky Scratch',
  category: 'scratchcards',
  tags: ['provably-fair', 'scratch', 'instant'],
  rtp: SCRATCH_RTP,
  volatility: 'medium',
  rules:
    'Scratch the 9 cells. Three or more of the same symbol anywhere on the card win its prize; two ' +
    'different matched symbols both pay. Prizes (× stake): cherry 0.35, lemon 0.55, orange 0.7, grape 1, ' +
    'bell 1.5, clover 3, diamond 5, seven 38.',
};

export const scratchCard: InstantGame<ScratchParams> = {
  kind: 'instant',
  info,
  parse(params) {
    return params === undefined || params === null || isRecord(params) ? ok({}) : fail('scratch.params');
  },
  play(_params, floats) {
    const card = Array.from({ length: SCRATCH_CELLS }, () => symbolAt(floats.next()));
    const { multiplier, matched } = scratchPay(card);
    return { multiplier, result: { card: card.map((i) => at(SCRATCH_SYMBOLS, i).symbol), matched } };
  },
};

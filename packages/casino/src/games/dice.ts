import type { FloatStream, GameInfo, InstantGame } from '../types';
import { fail, hundredths, isRecord, ok, oneOf } from '../util';

/**
 * Dice (issue 15): a roll of 0.00–99.99 (⌊float·10 000⌋ / 100); the player bets the roll ends
 * under or over a target. Win chance c = winning rolls / 10 000; multiplier = RTP × 100 / c,
 * truncated to MULTIPLIER_SCALE (never rounded up, so no target pays more than 99 %).
 */
export const DICE_RTP = 0.99;
const OUTCOMES = 10_000;
/** Win chance between 0.01 % and 98 % (the multiplier then runs from 1.0102× to 9 900×). */
export const DICE_MIN_WINNING = 1;
export const DICE_MAX_WINNING = 9_800;

export type DiceParams = { target: number; direction: 'over' | 'under' };

/** Rolls (of 10 000) that win: under T wins on 0…T−0.01, over T on T+0.01…99.99. */
export function diceWinningRolls(p: DiceParams): number {
  const t = hundredths(p.target) ?? 0;
  return p.direction === 'under' ? t : OUTCOMES - 1 - t;
}

/** MULTIPLIER_SCALE units of a win with `winning` rolls of 10 000: ⌊0.99 · 10 000/k⌋ in 1/10 000. */
export function diceMultiplier(winning: number): number {
  return Math.floor((DICE_RTP * OUTCOMES * 10_000) / winning);
}

const info: GameInfo = {
  id: 'dice',
  name: 'Dice',
  category: 'fast-games',
  tags: ['provably-fair', 'original', 'instant'],
  rtp: DICE_RTP,
  volatility: 'medium',
  rules:
    'Pick a target between 0.01 and 99.98 and bet that the roll (0.00–99.99) ends under or over it. ' +
    'The win chance is the share of the 10,000 possible rolls that win (0.01 %–98 %); a win pays 99 ÷ chance % ' +
    '(×1.98 at 50 %), truncated to 4 decimals. RTP 99 %.',
};

export const dice: InstantGame<DiceParams> = {
  kind: 'instant',
  info,
  parse(params) {
    if (!isRecord(params)) return fail('dice.params');
    const direction = oneOf(params.direction, ['over', 'under'] as const);
    const t = hundredths(params.target);
    if (direction === undefined) return fail('dice.direction');
    if (t === undefined || t < 1 || t > 9_998) return fail('dice.target');
    const value: DiceParams = { target: t / 100, direction };
    const k = diceWinningRolls(value);
    if (k < DICE_MIN_WINNING || k > DICE_MAX_WINNING) return fail('dice.chance');
    return ok(value);
  },
  play(params, floats: FloatStream) {
    const roll = Math.floor(floats.next() * OUTCOMES);
    const t = hundredths(params.target) ?? 0;
    const win = params.direction === 'under' ? roll < t : roll > t;
    const k = diceWinningRolls(params);
    const multiplier = win ? diceMultiplier(k) : 0;
    return {
      multiplier,
      result: { roll: roll / 100, target: params.target, direction: params.direction, win, chance: k / 100 },
    };
  },
};

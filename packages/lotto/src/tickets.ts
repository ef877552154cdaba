import { drawWithoutReplacement, type FloatStream } from '@sb/casino';
import type { Line, Lottery } from './types';

/**
 * Tickets (issue 19 "Lotto"): a line's numbers are checked against its lottery, a ticket costs
 * lines × draws × the line price, and quick pick draws a line from a FloatStream (the caller's
 * randomness: the server's CSPRNG seed, or a test's fixed one).
 */

/** Why a line or ticket is refused: a stable code the API answers with a 400. */
export type TicketRefusal =
  | 'no_lines'
  | 'too_many_lines'
  | 'bad_draws'
  | 'bad_pick_count'
  | 'number_out_of_range'
  | 'duplicate_number'
  | 'bonus_required'
  | 'bonus_out_of_range'
  | 'bonus_not_allowed';

export type Checked<T> = { ok: true; value: T } | { ok: false; code: TicketRefusal; line?: number };

const isWhole = (x: number) => Number.isSafeInteger(x);

/** A valid line with its numbers sorted ascending, or the reason it is not one. */
export function checkLine(lottery: Lottery, line: Line): Checked<Line> {
  const { numbers } = line;
  if (numbers.length < lottery.pickMin || numbers.length > lottery.pickMax)
    return { ok: false, code: 'bad_pick_count' };
  if (numbers.some((x) => !isWhole(x) || x < 1 || x > lottery.n)) return { ok: false, code: 'number_out_of_range' };
  if (new Set(numbers).size !== numbers.length) return { ok: false, code: 'duplicate_number' };
  const bonus = line.bonus ?? null;
  if (lottery.bonusOf === null) {
    if (bonus !== null) return { ok: false, code: 'bonus_not_allowed' };
  } else {
    if (bonus === null) return { ok: false, code: 'bonus_required' };
    if (!isWhole(bonus) || bonus < 1 || bonus > lottery.bonusOf) return { ok: false, code: 'bonus_out_of_range' };
  }
  return { ok: true, value: { numbers: [...numbers].sort((a, b) => a - b), bonus } };
}

/** Every line checked, the count of lines and draws within the lottery's limits. */
export function checkTicket(lottery: Lottery, lines: readonly Line[], draws: number): Checked<Line[]> {
  if (lines.length === 0) return { ok: false, code: 'no_lines' };
  if (lines.length > lottery.maxLines) return { ok: false, code: 'too_many_lines' };
  if (!isWhole(draws) || draws < 1 || draws > lottery.maxDraws) return { ok: false, code: 'bad_draws' };
  const out: Line[] = [];
  for (const [i, line] of lines.entries()) {
    const checked = checkLine(lottery, line);
    if (!checked.ok) return { ...checked, line: i };
    out.push(checked.value);
  }
  return { ok: true, value: out };
}

/** Ticket price: lines × draws × line price (minor units, exact). */
export function ticketPrice(lottery: Lottery, lines: number, draws: number): bigint {
  return BigInt(lines) * BigInt(draws) * lottery.linePrice;
}

/** Price of one draw's share of a ticket: its lines × the line price. */
export const drawStake = (lottery: Lottery, lines: number): bigint => BigInt(lines) * lottery.linePrice;

/**
 * Quick pick: `spots` distinct numbers of 1 … n (Fisher–Yates over the floats, as the draw
 * itself) and, where the lottery has one, a bonus ball 1 … bonusOf from the next float.
 */
export function quickPick(lottery: Lottery, spots: number, floats: FloatStream): Line {
  if (!isWhole(spots) || spots < lottery.pickMin || spots > lottery.pickMax)
    throw new RangeError(`${lottery.id} lines pick ${lottery.pickMin}–${lottery.pickMax} numbers, not ${spots}`);
  const numbers = drawWithoutReplacement(spots, lottery.n, floats)
    .map((i) => i + 1)
    .sort((a, b) => a - b);
  const bonus = lottery.bonusOf === null ? null : Math.floor(floats.next() * lottery.bonusOf) + 1;
  return { numbers, bonus };
}

import { PRICING_ERRORS } from './errors';
import type { Settlement } from './outcome-distribution';
import { splitAsianLine } from './split-asian-line';

/**
 * How a stake on `line` settles when the bet's own measure ends at `value`.
 *
 * Every Asian market reduces to "value + line > 0 wins, = 0 returns, < 0
 * loses" with the right value and line:
 * - home handicap h: value = home − away, line = h (away: value = away − home);
 * - over L: value = total, line = −L; under L: value = −total, line = L.
 *
 * A quarter line settles each half of the stake on its own neighbour, so a
 * drawn match on −0.25 is half lost (on −0.5) and half returned (on 0).
 */
export function settleAsianLine(value: number, line: number): Settlement {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(PRICING_ERRORS.integerValue(value));
  }
  const parts = splitAsianLine(line);
  const [first, second] = parts;
  const firstSign = Math.sign(value + first);
  if (second === undefined) {
    return firstSign > 0 ? 'win' : firstSign < 0 ? 'loss' : 'push';
  }
  // With an integer value, one neighbour is whole and the other half a goal
  // away, so the halves never split win/loss: their signs sum to ±2 or ±1.
  const signSum = firstSign + Math.sign(value + second);
  if (signSum === 2) return 'win';
  if (signSum === 1) return 'halfWin';
  if (signSum === -1) return 'halfLoss';
  return 'loss';
}

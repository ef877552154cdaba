import { binomial } from './binomial';

/** C(n − b, k − b): every line holds the b bankers and k − b of the other legs. */
export function systemLineCount(legCount: number, bankerCount: number, systemValue: number): number {
  return binomial(legCount - bankerCount, systemValue - bankerCount);
}

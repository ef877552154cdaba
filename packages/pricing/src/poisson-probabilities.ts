/**
 * Pois(k; rate) for k = 0 … maxCount. Built by the recurrence
 * P(k) = P(k − 1)·rate/k rather than rate^k/k!, which would overflow long
 * before the probabilities themselves become unrepresentable.
 */
export function poissonProbabilities(rate: number, maxCount: number): number[] {
  const probabilities = [Math.exp(-rate)];
  let previous = Math.exp(-rate);
  for (let k = 1; k <= maxCount; k++) {
    previous = (previous * rate) / k;
    probabilities.push(previous);
  }
  return probabilities;
}

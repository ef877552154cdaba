/**
 * Issue 19 virtual races: the Plackett–Luce model. Runner i has weight wᵢ = exp(β·ratingᵢ); the
 * winner is runner i with wᵢ/Σw (the softmax of the sports feed's outrights), the second is
 * drawn the same way among the rest, and so on. Prices come from the exact chances below (win,
 * top-k, ordered first two), and play samples an order from the same weights, so the prices are
 * the true probabilities of what play does.
 */

/** Plackett–Luce weights of ratings, relative to the best (so exp never overflows). */
export function raceWeights(ratings: readonly number[], beta: number): number[] {
  const top = Math.max(...ratings);
  return ratings.map((r) => Math.exp(beta * (r - top)));
}

/** Win chances: wᵢ / Σw. */
export function winChances(weights: readonly number[]): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / total);
}

/** Every ordered top-`k` (runner indices) with its exact probability; they sum to 1. */
export function orderedTops(weights: readonly number[], k: number): { order: number[]; probability: number }[] {
  const total = weights.reduce((a, b) => a + b, 0);
  const tops: { order: number[]; probability: number }[] = [];
  const walk = (order: number[], probability: number, left: number): void => {
    if (order.length === k) {
      tops.push({ order, probability });
      return;
    }
    weights.forEach((w, i) => {
      if (!order.includes(i)) walk([...order, i], (probability * w) / left, left - w);
    });
  };
  walk([], 1, total);
  return tops;
}

/** Chance of each runner to finish in the first `places`: the sum over ordered tops containing it. */
export function placeChances(weights: readonly number[], places: number): number[] {
  const chances = weights.map(() => 0);
  for (const { order, probability } of orderedTops(weights, places)) {
    for (const i of order) chances[i] = (chances[i] ?? 0) + probability;
  }
  return chances;
}

/** A finishing order (runner indices): each place drawn among the runners left with one float. */
export function sampleOrder(weights: readonly number[], next: () => number): number[] {
  const left = weights.map((_, i) => i);
  const order: number[] = [];
  while (left.length > 1) {
    const total = left.reduce((sum, i) => sum + (weights[i] ?? 0), 0);
    let rest = next() * total;
    let pick = left.length - 1;
    for (let j = 0; j < left.length; j++) {
      rest -= weights[left[j] ?? 0] ?? 0;
      if (rest < 0) {
        pick = j;
        break;
      }
    }
    order.push(left[pick] ?? 0);
    left.splice(pick, 1);
  }
  order.push(left[0] ?? 0);
  return order;
}

/**
 * Positions (0-based) of the runners at each checkpoint, the last being the finishing order.
 * Each runner carries an offset that wanders from checkpoint to checkpoint and fades as the
 * finish nears, so the field reshuffles early and settles into the result: at fraction f the
 * sort key is finalPosition + offset·(1 − f)·spread.
 */
export function checkpointOrders(
  finish: readonly number[],
  fractions: readonly number[],
  spread: number,
  next: () => number,
): number[][] {
  const positionOf = new Map(finish.map((runner, position) => [runner, position]));
  const offsets = finish.map(() => next() * 2 - 1);
  return fractions.map((f) => {
    finish.forEach((_, i) => {
      offsets[i] = (offsets[i] ?? 0) * 0.6 + (next() * 2 - 1) * 0.4;
    });
    const key = (runner: number): number => {
      const position = positionOf.get(runner) ?? 0;
      return position + (offsets[position] ?? 0) * (1 - f) * spread;
    };
    return [...finish].sort((a, b) => key(a) - key(b) || (positionOf.get(a) ?? 0) - (positionOf.get(b) ?? 0));
  });
}

/**
 * The root of a continuous function `f` that is increasing on [low, high]
 * with f(low) ≤ 0 ≤ f(high). Halves the bracket until it stops shrinking in
 * floating point, so the answer is as exact as doubles allow; the margin
 * methods need their sums right to far better than 1e-6. Only points strictly
 * inside the bracket are evaluated.
 */
export function bisect(f: (x: number) => number, low: number, high: number): number {
  let below = low;
  let above = high;
  for (let step = 0; step < 2000; step++) {
    const middle = below + (above - below) / 2;
    if (middle <= below || middle >= above) break;
    if (f(middle) < 0) below = middle;
    else above = middle;
  }
  // Adjacent doubles now; `below` never is `high`, where the caller's formula may be undefined.
  return below;
}

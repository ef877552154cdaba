/**
 * Leading + trailing throttle: the first call runs at once, later calls inside the window
 * collapse into one run at its end, so the last viewport size is never lost.
 */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  waitMs: number,
  clock: { now: () => number; setTimeout: (cb: () => void, ms: number) => unknown } = {
    now: () => Date.now(),
    setTimeout: (cb, ms) => setTimeout(cb, ms),
  },
): (...args: A) => void {
  let last = -Infinity;
  let pending: A | undefined;
  let scheduled = false;
  return (...args: A) => {
    const now = clock.now();
    if (now - last >= waitMs && !scheduled) {
      last = now;
      fn(...args);
      return;
    }
    pending = args;
    if (scheduled) return;
    scheduled = true;
    clock.setTimeout(
      () => {
        scheduled = false;
        last = clock.now();
        if (pending) fn(...pending);
        pending = undefined;
      },
      Math.max(0, waitMs - (now - last)),
    );
  };
}

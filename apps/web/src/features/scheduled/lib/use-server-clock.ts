import { useEffect, useState } from 'react';
import { serverTimeAt, type ClockAnchor } from './clock';

export type Monotonic = () => number;
const performanceNow: Monotonic = () => performance.now();

/**
 * The server's time now, from the latest answer's `now` plus the time elapsed since it arrived
 * (lib/clock.ts). The first render is the answer's instant itself, so the server's HTML and the
 * hydrating render agree; then it ticks every `tickMs`.
 */
export function useServerClock(serverNow: number, tickMs: number, monotonic: Monotonic = performanceNow): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const anchor: ClockAnchor = { serverNow, at: monotonic() };
    setNow(serverNow);
    const id = setInterval(() => setNow(serverTimeAt(anchor, monotonic())), tickMs);
    return () => clearInterval(id);
  }, [serverNow, tickMs, monotonic]);
  return now;
}

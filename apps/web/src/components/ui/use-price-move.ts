import { useEffect, useState } from 'react';
import { PRICE_MOVE_HOLD_MS, priceMove, type PriceMove } from './price-move';

interface Seen {
  value: number | null;
  move: PriceMove;
  /** Bumped on every change, so two moves in a row each get their full hold. */
  change: number;
}

/**
 * The direction a price moved between renders, held for `holdMs` and then cleared. The state is
 * adjusted during render (React's pattern for "state derived from a changed prop"), so the
 * first paint with the new price already shows the move.
 */
export function usePriceMove(value: number | null, holdMs = PRICE_MOVE_HOLD_MS): PriceMove {
  const [seen, setSeen] = useState<Seen>({ value, move: null, change: 0 });
  if (seen.value !== value) {
    setSeen({ value, move: priceMove(seen.value, value), change: seen.change + 1 });
  }
  const { move, change } = seen;
  useEffect(() => {
    if (!move) return;
    const timer = setTimeout(() => setSeen((s) => (s.change === change ? { ...s, move: null } : s)), holdMs);
    return () => clearTimeout(timer);
  }, [move, change, holdMs]);
  return move;
}

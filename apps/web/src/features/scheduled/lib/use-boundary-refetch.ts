import { useEffect, useRef } from 'react';

/**
 * Asks again once the page's clock passes `boundary` (a round starts or a draw ends), a little
 * after it so the server has moved on; once per boundary, so an answer that has not moved yet
 * does not make the page ask every tick.
 */
export const REFETCH_GRACE_MS = 500;

export function useBoundaryRefetch(boundary: number | null, now: number, refetch: () => unknown): void {
  const done = useRef<number | null>(null);
  const due = boundary !== null && now >= boundary + REFETCH_GRACE_MS;
  useEffect(() => {
    if (!due || boundary === null || done.current === boundary) return;
    done.current = boundary;
    refetch();
  }, [due, boundary, refetch]);
}

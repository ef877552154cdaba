import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import type { LiveStatus } from '../../../../lib/live-socket';

/** The topic comes back from its hidden-page pause (§9): the page reloads its data once. */
export const returnedFromPause = (prev: LiveStatus, next: LiveStatus): boolean =>
  prev === 'paused' && next !== 'paused';

/**
 * §9 timers: 30 s after the page is hidden the socket pauses its topics; when the page returns
 * the topics resubscribe (a fresh snapshot) and the page's loader data is reloaded too, so what
 * the topic does not carry (upcoming events, menu) is fresh as well.
 */
export function useResyncOnReturn(status: LiveStatus): void {
  const revalidator = useRevalidator();
  const prev = useRef(status);
  useEffect(() => {
    if (returnedFromPause(prev.current, status) && revalidator.state === 'idle') void revalidator.revalidate();
    prev.current = status;
  }, [status, revalidator]);
}

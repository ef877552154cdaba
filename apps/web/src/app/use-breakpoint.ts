import { startTransition, useEffect, useState } from 'react';
import { RESIZE_THROTTLE_MS, breakpointOf, throttle, type Breakpoint } from '@sb/preferences';
import { useApp } from '../lib/app-context';

const listeners = new Set<() => void>();
let current: Breakpoint | null = null;
let installed = false;

function read(): Breakpoint {
  if (current === null) current = breakpointOf(window.innerWidth);
  return current;
}

function install() {
  if (installed) return;
  installed = true;
  // Spec §9: window resize throttle 100 ms; listeners run only when the breakpoint changes.
  const onResize = throttle(() => {
    const next = breakpointOf(window.innerWidth);
    if (next === current) return;
    current = next;
    document.documentElement.dataset['breakpoint'] = String(next);
    for (const l of listeners) l();
  }, RESIZE_THROTTLE_MS);
  window.addEventListener('resize', onResize, { passive: true });
  document.documentElement.dataset['breakpoint'] = String(read());
}

function subscribe(listener: () => void): () => void {
  install();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Without the window-width cookie (spec §5) the server does not know the width: it renders the
 * desktop value and CSS media queries do the layout.
 */
const SERVER_BREAKPOINT: Breakpoint = 1366;

/**
 * The spec §9 breakpoint the window is in (1920, 1366, 1100, 1024, or 0 below 1024). Hydration
 * uses the server's value; the real one follows as a transition, so on a phone the re-render of
 * the layout it causes is interruptible work in small slices, not one long task (and a click
 * during hydration is not turned into a hydration mismatch).
 */
export function useBreakpoint(): Breakpoint {
  const { initial } = useApp();
  const [breakpoint, setBreakpoint] = useState<Breakpoint>(initial.breakpoint ?? SERVER_BREAKPOINT);
  useEffect(() => {
    const update = () => startTransition(() => setBreakpoint(read()));
    update();
    return subscribe(update);
  }, []);
  return breakpoint;
}

import { BREAKPOINTS } from './constants';

export type Breakpoint = (typeof BREAKPOINTS)[number] | 0;

/** The largest spec breakpoint that fits the width; 0 means below 1024 (phone / tablet). */
export function breakpointOf(width: number): Breakpoint {
  for (const bp of BREAKPOINTS) if (width >= bp) return bp;
  return 0;
}

/** Widths outside this range are not a window: a forged or broken cookie, ignored. */
const WINDOW_WIDTH_RANGE = { min: 200, max: 10_000 } as const;

/**
 * The window width the browser last saved in the window-width cookie (spec §5), or null when
 * there is none, it is malformed or out of range. The server renders the first byte at the
 * breakpoint of this width, so a returning phone gets the phone layout without a re-render.
 */
export function windowWidthOf(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,5}$/.test(raw)) return null;
  const width = Number(raw);
  return width >= WINDOW_WIDTH_RANGE.min && width <= WINDOW_WIDTH_RANGE.max ? width : null;
}

import { BREAKPOINTS } from './constants';

export type Breakpoint = (typeof BREAKPOINTS)[number] | 0;

/** The largest spec breakpoint that fits the width; 0 means below 1024 (phone / tablet). */
export function breakpointOf(width: number): Breakpoint {
  for (const bp of BREAKPOINTS) if (width >= bp) return bp;
  return 0;
}

import type { PreferenceFlag } from '@sb/preferences';

type Flags = Readonly<Record<PreferenceFlag, boolean>>;

/**
 * Spec §3 flag "light version": a lighter page for slow phones. The html element carries
 * data-light-version="1" (preferences-store htmlAttributesOf, rendered by the server too), under
 * which styles/home.css drops logos, images and animations; lists show fewer rows and prices
 * are polled less often. The numbers, stated once:
 */
export const LIGHT_VERSION = {
  /** Rows of a list (home top events) in the light version. */
  listRows: 5,
  /** Polling intervals are this many times longer. */
  pollFactor: 3,
} as const;

/** A polling interval under the light-version rule. */
export const lightPollMs = (ms: number, flags: Flags): number =>
  flags.lightVersion ? ms * LIGHT_VERSION.pollFactor : ms;

/** A list's rows under the light-version rule (the first `listRows`). */
export function lightRows<T>(rows: readonly T[], flags: Flags): T[] {
  return rows.slice(0, flags.lightVersion ? LIGHT_VERSION.listRows : rows.length);
}

/** Spec §9 Refresh and ping. */
export const SESSION_REFRESH_MS = 60_000;
export const TERMS_POLL_MS = 60_000;
export const SESSION_FINGERPRINT_DELAY_MS = 8_000;
export const SESSION_CHECK_RETRIES = 2;
export const SESSION_CHECK_RETRY_DELAY_MS = 1_500;
/** Spec §4 Timers: the auto-refresh timer pauses 30 s after the page is hidden. */
export const AUTO_REFRESH_PAUSE_MS = 30_000;
/** Spec §9: age confirmation is stored 3 days. */
export const AGE_CONFIRMATION_TTL_MS = 259_200_000;

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/**
 * Spec §4 Timers: runs `tick` every `intervalMs`; 30 s after the page is hidden the timer pauses;
 * when the page is visible again it forces an update at once and restarts.
 */
export function autoRefresh(
  tick: () => void,
  intervalMs: number,
  deps: { clock: Clock; isHidden: () => boolean; onVisibility: (listener: () => void) => () => void },
): () => void {
  const { clock } = deps;
  let timer: unknown = null;
  let pauseTimer: unknown = null;
  let paused = false;
  const schedule = () => {
    timer = clock.setTimeout(() => {
      tick();
      schedule();
    }, intervalMs);
  };
  const stopTimer = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
  schedule();
  const off = deps.onVisibility(() => {
    if (deps.isHidden()) {
      pauseTimer = clock.setTimeout(() => {
        paused = true;
        stopTimer();
      }, AUTO_REFRESH_PAUSE_MS);
      return;
    }
    if (pauseTimer !== null) clock.clearTimeout(pauseTimer);
    pauseTimer = null;
    if (paused) {
      paused = false;
      tick();
      schedule();
    }
  });
  return () => {
    stopTimer();
    if (pauseTimer !== null) clock.clearTimeout(pauseTimer);
    off();
  };
}

/** Spec §9 user-session check retries: 2, 1500 ms apart (after the first try). */
export async function withRetries<T>(fn: () => Promise<T>, sleep: (ms: number) => Promise<void>): Promise<T> {
  let last: unknown;
  for (let i = 0; i <= SESSION_CHECK_RETRIES; i++) {
    try {
      return await fn();
    } catch (err) {
      last = err;
      if (i < SESSION_CHECK_RETRIES) await sleep(SESSION_CHECK_RETRY_DELAY_MS);
    }
  }
  throw last;
}

/** Spec §4 Age confirmation: shown only when age and flag are set and no confirmation is stored. */
export function needsAgeConfirmation(
  config: { isAgeConfirmationEnabled: boolean; minAge: number } | null,
  storedAt: number | null,
  now: number,
): boolean {
  if (!config?.isAgeConfirmationEnabled || !config.minAge) return false;
  return storedAt === null || now - storedAt >= AGE_CONFIRMATION_TTL_MS;
}

/**
 * Spec §4 Registration reminder: shown once after the delay, only for visitors, only when no modal
 * or auth form is open, and not before the stored next-allowed time (0 = never again).
 */
export function reminderDue(nextAllowed: number | null, now: number): boolean {
  if (nextAllowed === 0) return false;
  return nextAllowed === null || now >= nextAllowed;
}

export function nextReminderTime(intervalMinutes: number, now: number): number {
  return intervalMinutes === 0 ? 0 : now + intervalMinutes * 60_000;
}

/** How often an open page looks whether its player has been idle too long (spec §3 auto-logoff). */
export const AUTO_LOGOFF_CHECK_MS = 10_000;

/**
 * Spec §3 site config isAutoLogoffEnable / autoLogoffInactiveMinutes: the moment a player who
 * did nothing since `lastActivityMs` is logged off, or null when the site does not log off.
 */
export function autoLogoffAt(
  config: { isAutoLogoffEnable: boolean; autoLogoffInactiveMinutes: number } | null,
  lastActivityMs: number,
): number | null {
  if (!config?.isAutoLogoffEnable) return null;
  return lastActivityMs + config.autoLogoffInactiveMinutes * 60_000;
}

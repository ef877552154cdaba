import { useEffect } from 'react';
import { okAnswerSchema } from '@sb/contracts';
import { api, postParsed } from '../../lib/api-client';
import { useSiteConfig } from '../../lib/site-config/use-site-config';
import { AUTO_LOGOFF_CHECK_MS, autoLogoffAt } from './timers';

/** Shared by the player's tabs: activity in any of them keeps all of them logged in. */
export const LAST_ACTIVITY_KEY = 'last_activity_at';
/** Where the logged-off player lands, and why (the login page says so). */
export const AUTO_LOGOFF_REASON = 'auto_logoff';
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
/** Writing the shared time on every key press is wasteful: at most this often. */
const ACTIVITY_WRITE_MS = 5_000;

function storedActivity(): number {
  try {
    const v = Number(window.localStorage.getItem(LAST_ACTIVITY_KEY));
    return Number.isFinite(v) ? v : 0;
  } catch {
    return 0;
  }
}

/**
 * Spec §3 auto-logoff: with isAutoLogoffEnable on, a logged-in player who does nothing (no
 * pointer, key, wheel or touch in any tab) for autoLogoffInactiveMinutes is logged out and
 * taken to the login page, which says why.
 */
export function useAutoLogoff(loggedIn: boolean, lng: string): void {
  const { config } = useSiteConfig();
  const enabled = loggedIn && config?.isAutoLogoffEnable === true;
  const minutes = config?.autoLogoffInactiveMinutes ?? 0;
  useEffect(() => {
    if (!enabled) return undefined;
    let last = Date.now();
    let written = 0;
    const onActivity = () => {
      last = Date.now();
      if (last - written < ACTIVITY_WRITE_MS) return;
      written = last;
      try {
        window.localStorage.setItem(LAST_ACTIVITY_KEY, String(last));
      } catch {
        // No storage: this tab's own activity still counts.
      }
    };
    onActivity();
    for (const e of ACTIVITY_EVENTS) window.addEventListener(e, onActivity, { passive: true });
    let done = false;
    const timer = setInterval(() => {
      const due = autoLogoffAt(
        { isAutoLogoffEnable: true, autoLogoffInactiveMinutes: minutes },
        Math.max(last, storedActivity()),
      );
      if (done || due === null || Date.now() < due) return;
      done = true;
      void postParsed(okAnswerSchema, '/web-api/user/logout')
        .catch(() => undefined)
        .finally(() => {
          api.endSession();
          window.location.assign(`/${lng}/login?reason=${AUTO_LOGOFF_REASON}`);
        });
    }, AUTO_LOGOFF_CHECK_MS);
    return () => {
      clearInterval(timer);
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, onActivity);
    };
  }, [enabled, minutes, lng]);
}

import { useEffect } from 'react';
import { COOKIE, PREFERENCE_COOKIE_MAX_AGE_S, RESIZE_THROTTLE_MS, throttle } from '@sb/preferences';

/**
 * The window-width cookie (spec §5): saved only with functional cookies agreed, so the server
 * can render a returning visitor's first byte at their breakpoint. Without that consent it is
 * removed (a withdrawal takes it away at once).
 */
export function windowWidthCookie(width: number | null, secure: boolean): string {
  const flags = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return width === null
    ? `${COOKIE.windowWidth}=; Max-Age=0${flags}`
    : `${COOKIE.windowWidth}=${Math.round(width)}; Max-Age=${PREFERENCE_COOKIE_MAX_AGE_S}${flags}`;
}

const hasCookie = () => document.cookie.split(';').some((c) => c.trim().startsWith(`${COOKIE.windowWidth}=`));

/** Keeps the cookie in step with the window (spec §9 resize throttle 100 ms) while `allowed`. */
export function useWindowWidthCookie(allowed: boolean): void {
  useEffect(() => {
    const secure = window.location.protocol === 'https:';
    if (!allowed) {
      if (hasCookie()) document.cookie = windowWidthCookie(null, secure);
      return;
    }
    const save = throttle(() => {
      document.cookie = windowWidthCookie(window.innerWidth, secure);
    }, RESIZE_THROTTLE_MS);
    save();
    window.addEventListener('resize', save, { passive: true });
    return () => window.removeEventListener('resize', save);
  }, [allowed]);
}

import { useEffect } from 'react';
import { useApp } from '../../lib/app-context';
import { termsStatusAnswerSchema, userIdAnswerSchema } from '@sb/contracts';
import { ApiError, getParsed } from '../../lib/api-client';
import { fingerprintToken } from '../../lib/fingerprint';
import { useAutoLogoff } from './auto-logoff';
import {
  autoRefresh,
  realClock,
  SESSION_FINGERPRINT_DELAY_MS,
  SESSION_REFRESH_MS,
  TERMS_POLL_MS,
  withRetries,
} from './timers';

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const visibility = {
  clock: realClock,
  isHidden: () => document.visibilityState === 'hidden',
  onVisibility: (listener: () => void) => {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

/**
 * The background work of a page (spec §7, §9): after 8 s the session call and the fingerprint;
 * for a logged-in player the session check every 60 s (2 retries 1500 ms apart; a session ended
 * elsewhere reloads the page) and the terms poll every 60 s (changed terms → confirm page).
 */
export function SessionKeeper() {
  const { initial } = useApp();
  const loggedIn = initial.user !== null;
  useAutoLogoff(loggedIn, initial.lng);

  useEffect(() => {
    const t = setTimeout(() => {
      void fingerprintToken();
      try {
        if (!window.sessionStorage.getItem('session_checked')) {
          window.sessionStorage.setItem('session_checked', '1');
          // Spec §7: GET /web-api/session once after 8 s if no session is cached; the answer is not read.
          void fetch('/web-api/session', { credentials: 'same-origin' }).catch(() => undefined);
        }
      } catch {
        // Storage disabled: skip the one-off call.
      }
    }, SESSION_FINGERPRINT_DELAY_MS);
    return () => clearTimeout(t);
  }, []);

  useEffect(() => {
    if (!loggedIn) return undefined;
    const checkSession = () => {
      void withRetries(() => getParsed(userIdAnswerSchema, '/web-api/session'), sleep).catch((err: unknown) => {
        if (err instanceof ApiError && err.status === 401) window.location.reload();
      });
    };
    const pollTerms = () => {
      void getParsed(termsStatusAnswerSchema, '/web-api/api-v3/v2/user/agreement-rules/status')
        .then((s) => {
          if (s.result && !window.location.pathname.endsWith('/confirm'))
            window.location.assign(`/${initial.lng}/confirm`);
        })
        .catch(() => undefined);
    };
    const stopSession = autoRefresh(checkSession, SESSION_REFRESH_MS, visibility);
    const stopTerms = autoRefresh(pollTerms, TERMS_POLL_MS, visibility);
    return () => {
      stopSession();
      stopTerms();
    };
  }, [loggedIn, initial.lng]);

  return null;
}

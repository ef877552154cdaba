import { useEffect, useRef, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import {
  ANALYTICS_COLLECTOR_PREFIX,
  ANALYTICS_COUNTER_PATH,
  ANALYTICS_SESSION_COOKIE,
  ANALYTICS_STORAGE_LIFETIME_MS,
  analyticsAcceptedSchema,
  consentAllows,
  type Consent,
} from '@sb/contracts';
import { postParsed } from '../../../lib/api-client';
import { visitDimensions } from '../../../lib/app-sources';
import { ANALYTICS_STORAGE_KEY, loadStorage, recordCall } from './storage';
import { analyticsStartDelay, campaignOf } from './start';
import { AnalyticsTracker } from './tracker';

/** The site's project in the first-party analytics service (spec §7 counters: domain, projectId). */
const ANALYTICS_PROJECT_ID = 1;
const FLUSH_MS = 5000;

function sessionId(): string {
  const found = /(?:^|;\s*)fm_sid=([A-Za-z0-9-]{8,64})(?:;|$)/.exec(document.cookie)?.[1];
  if (found) return found;
  // randomUUID needs a secure context; plain http (a LAN test host) gets the same from random bytes.
  const id =
    typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  document.cookie = `${ANALYTICS_SESSION_COOKIE}=${id}; Path=/; Max-Age=${ANALYTICS_STORAGE_LIFETIME_MS / 1000}; SameSite=Lax`;
  return id;
}

/** Consent withdrawn: the visitor id and the stored counters go too. */
function forget(): void {
  document.cookie = `${ANALYTICS_SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  try {
    localStorage.removeItem(ANALYTICS_STORAGE_KEY);
  } catch {
    // No storage: nothing kept.
  }
}

/** Spec §9 Telegram source 119 and Android A/B arm 56/57 of this visit (lib/app-sources). */
function visit(): { source?: number; abTest?: number } {
  let storage: Storage | null = null;
  try {
    storage = sessionStorage;
  } catch {
    // Storage blocked: the Telegram mark lasts for the launch page only.
  }
  return visitDimensions({ userAgent: navigator.userAgent, hash: window.location.hash }, storage, sessionId());
}

function routeIdOf(matches: ReturnType<typeof useMatches>): string | undefined {
  const handle = matches.at(-1)?.handle as { entry?: { id?: string } } | undefined;
  return handle?.entry?.id;
}

/**
 * First-party analytics (spec §7), only with consent (spec §5: marketing events only with
 * marketing consent), started 10 s after load or at once on registration pages (spec §9).
 */
export function useAnalytics(consent: Consent | null): void {
  const location = useLocation();
  const routeId = routeIdOf(useMatches());
  const analyticsOn = consentAllows(consent, 'analytics');
  const marketingOn = consentAllows(consent, 'marketing');
  const consentRef = useRef(consent);
  consentRef.current = consent;
  const [started, setStarted] = useState(false);
  const tracker = useRef<AnalyticsTracker | null>(null);

  useEffect(() => {
    if (!analyticsOn && !marketingOn) {
      if (consent !== null) forget();
      return;
    }
    if (started) return;
    const id = setTimeout(() => setStarted(true), analyticsStartDelay(routeId));
    return () => clearTimeout(id);
  }, [analyticsOn, marketingOn, consent, started, routeId]);

  useEffect(() => {
    if (!started) return;
    const t = new AnalyticsTracker({
      allowed: (key) => consentAllows(consentRef.current, key === 'events' ? 'analytics' : 'marketing'),
      send: (key, events) =>
        postParsed(analyticsAcceptedSchema, `${ANALYTICS_COLLECTOR_PREFIX}/${key}`, { sessionId: sessionId(), events }),
    });
    tracker.current = t;
    const timer = setInterval(() => void t.flush(), FLUSH_MS);
    const hidden = () => {
      if (document.visibilityState === 'hidden') void t.flush();
    };
    document.addEventListener('visibilitychange', hidden);
    // Spec §3 Analytics storage: auth and registration tries seen from the page's own API calls.
    const observer =
      typeof PerformanceObserver === 'undefined'
        ? null
        : new PerformanceObserver((list) => {
            if (!consentAllows(consentRef.current, 'analytics')) return;
            for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
              if (entry.initiatorType !== 'fetch' && entry.initiatorType !== 'xmlhttprequest') continue;
              const now = Date.now();
              const stored = loadStorage(localStorage.getItem(ANALYTICS_STORAGE_KEY), now);
              const status = 'responseStatus' in entry ? entry.responseStatus : undefined;
              const { storage, signal } = recordCall(stored, entry.name, status, now);
              if (!signal) continue;
              localStorage.setItem(ANALYTICS_STORAGE_KEY, JSON.stringify(storage));
              t.track('events', { name: signal, path: window.location.pathname });
            }
          });
    observer?.observe({ type: 'resource', buffered: false });
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', hidden);
      observer?.disconnect();
      void t.flush();
      tracker.current = null;
    };
  }, [started]);

  useEffect(() => {
    const t = tracker.current;
    if (!started || !t) return;
    const path = location.pathname;
    if (analyticsOn) {
      void postParsed(analyticsAcceptedSchema, ANALYTICS_COUNTER_PATH, {
        domain: window.location.host.toLowerCase(),
        projectId: ANALYTICS_PROJECT_ID,
        sessionId: sessionId(),
        path,
      }).catch(() => undefined);
      t.track('events', { name: 'page_view', path, data: { ...(routeId ? { route: routeId } : {}), ...visit() } });
    }
    const campaign = marketingOn ? campaignOf(location.search) : null;
    if (campaign) t.track('marketing', { name: 'campaign', path, data: campaign });
    void t.flush();
  }, [started, location.pathname, location.search, analyticsOn, marketingOn, routeId]);
}

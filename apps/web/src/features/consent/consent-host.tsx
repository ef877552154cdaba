import { lazy, Suspense, useEffect, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { consentAllows, parseConsent, type OptionalCookieType } from '@sb/contracts';
import { cookieAgreementQuery, saveCookieAgreement } from './api';
import { useAnalytics } from './analytics/use-analytics';
import { OPEN_CONSENT_SETTINGS, writeConsent } from './lib/consent';
import { useConsent } from './lib/use-consent';
import { useWindowWidthCookie } from './lib/window-width';

const CookieBanner = lazy(() => import('./components/cookie-banner'));

/** Spec §6: a 'ua' cookie marks a logged-in browser (it may have logged in since the page loaded). */
const loggedIn = () => /(?:^|;\s*)ua=/.test(document.cookie);
const secure = () => window.location.protocol === 'https:';

/**
 * Cookie consent and what depends on it. The banner's chunk loads only while a choice is missing
 * (or the settings are asked for); a player's choice is kept on the server (spec §7 cookie
 * agreement) and restored on a new browser, a guest's in the cookie and localStorage.
 */
export default function ConsentHost() {
  const consent = useConsent();
  const [settingsAsked, setSettingsAsked] = useState(false);
  const restoring = consent === null && loggedIn();
  const agreement = useQuery({ ...cookieAgreementQuery, enabled: restoring });
  const save = useMutation({ mutationFn: (v: { value: string; at: Date }) => saveCookieAgreement(v.value, v.at) });

  useEffect(() => {
    const kept = parseConsent(agreement.data?.cookiesAgreeType);
    const at = agreement.data?.cookiesAgreeTime;
    if (restoring && kept && at) writeConsent(kept, new Date(at), secure());
  }, [restoring, agreement.data]);

  useEffect(() => {
    const open = () => setSettingsAsked(true);
    window.addEventListener(OPEN_CONSENT_SETTINGS, open);
    return () => window.removeEventListener(OPEN_CONSENT_SETTINGS, open);
  }, []);

  useAnalytics(consent);
  useWindowWidthCookie(consentAllows(consent, 'functional'));

  const choose = (choice: OptionalCookieType[]) => {
    const at = new Date();
    const value = writeConsent(choice, at, secure());
    if (loggedIn()) save.mutate({ value, at });
  };
  const waiting = restoring && agreement.isPending;
  if (!settingsAsked && (consent !== null || waiting)) return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner onChoose={choose} openSettings={settingsAsked} />
    </Suspense>
  );
}

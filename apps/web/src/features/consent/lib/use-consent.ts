import { useSyncExternalStore } from 'react';
import { parseConsent, type Consent } from '@sb/contracts';
import { consentSnapshot, subscribeConsent } from './consent';

/** The server renders "not chosen"; the browser reads the cookie once hydrated. */
const serverSnapshot = () => undefined;

export function useConsent(): Consent | null {
  return parseConsent(useSyncExternalStore(subscribeConsent, consentSnapshot, serverSnapshot));
}

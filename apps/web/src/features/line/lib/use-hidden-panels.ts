import { useSyncExternalStore } from 'react';
import { COOKIE } from '@sb/preferences';
import { usePreferences } from '../../../lib/app-context';
import { cookieValue, hiddenPanels, type HiddenPanels } from './panels';

const noSubscription = () => () => undefined;
const readAgreeType = () => cookieValue(document.cookie, COOKIE.cookiesAgreeType);
// The server renders "no choice yet" (allowed); the browser then reads the real consent cookie.
const serverAgreeType = () => undefined;

/** Spec §3 hideLeftPanel / hideRightPanel on line pages, only with functional cookies (spec §5). */
export function useHiddenPanels(): HiddenPanels {
  const [prefs] = usePreferences();
  const agreeType = useSyncExternalStore(noSubscription, readAgreeType, serverAgreeType);
  return hiddenPanels(prefs.flags, agreeType);
}

import {
  COOKIE,
  PREFERENCE_COOKIE_MAX_AGE_S,
  serializePreferences,
  type PreferenceFlag,
  type Preferences,
} from '@sb/preferences';

export interface PreferencesStore {
  get(): Preferences;
  set(patch: Partial<Omit<Preferences, 'flags'>>): void;
  setFlag(flag: PreferenceFlag, value: boolean): void;
  subscribe(listener: () => void): () => void;
}

export function writeCookie(name: string, value: string): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${PREFERENCE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/** The html attributes the server renders from the same values, so the first byte is right. */
export function htmlAttributesOf(p: Preferences): Record<string, string> {
  return {
    'data-theme': p.appTheme === 1 ? 'dark' : 'light',
    'data-font-size': String(p.appFontSize),
    'data-view': p.appViewType === 1 ? 'asian' : 'european',
    'data-impaired': p.visuallyImpairedMode ? '1' : '0',
    'data-compact': p.flags.compactView ? '1' : '0',
    // §3 light version: styles/home.css drops images, logos and animations under it (lib/light-version.ts).
    'data-light-version': p.flags.lightVersion ? '1' : '0',
  };
}

/**
 * Small client store: preferences are client state (spec §3 Global preferences), persisted in
 * the cookies of §9 so the server can render them on the next visit.
 */
export function createPreferencesStore(initial: Preferences, persist: boolean): PreferencesStore {
  let state = initial;
  const listeners = new Set<() => void>();
  const commit = (next: Preferences) => {
    state = next;
    if (persist) {
      for (const [name, value] of Object.entries(serializePreferences(next))) writeCookie(name, value);
      for (const [name, value] of Object.entries(htmlAttributesOf(next))) {
        document.documentElement.setAttribute(name, value);
      }
    }
    for (const l of listeners) l();
  };
  return {
    get: () => state,
    set: (patch) => commit({ ...state, ...patch }),
    setFlag: (flag, value) => commit({ ...state, flags: { ...state.flags, [flag]: value } }),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export { COOKIE };

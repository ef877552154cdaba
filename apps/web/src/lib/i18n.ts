import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Dictionary, en } from '@sb/i18n';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
    // Keys are flat and use '_' as a word separator (spec names like main_error), so '_' must
    // not mean plural or context, and '.' must not mean nesting.
    keySeparator: false;
    nsSeparator: false;
    contextSeparator: '~';
    pluralSeparator: '~';
  }
}

/** One instance per request on the server, one per page in the browser: never shared state. */
export function createI18n(lng: string, dictionary: Dictionary): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    resources: { [lng]: { translation: dictionary } },
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    keySeparator: false,
    nsSeparator: false,
    contextSeparator: '~',
    pluralSeparator: '~',
    returnNull: false,
  });
  return instance;
}

/** For keys computed at run time (page_<routeId>): the typed t() only takes literal keys. */
export type DynamicTranslate = (key: string, vars?: Record<string, string>) => string;
export function dynamicT(t: unknown): DynamicTranslate {
  return t as DynamicTranslate;
}

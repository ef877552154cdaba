import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { Dictionary, MessageKey } from '@sb/i18n';

/**
 * Translation with the page's one dictionary. The keys are flat (spec names like main_error, '_'
 * is no separator), values only interpolate `{{name}}`, and the language changes with a full
 * page load: the little i18next did for us here is this file, without its 17 KB gzip in the
 * first bundle. It follows i18next's rules where they meet: an unknown key renders as the key,
 * a variable not passed stays `{{name}}`, one passed as null or undefined renders empty, and
 * values are inserted as they are (React escapes them) and never interpolated again.
 */
export type TranslationVars = Readonly<Record<string, string | number | null | undefined>>;
export type Translate = (key: MessageKey, vars?: TranslationVars) => string;

export interface I18n {
  readonly language: string;
  readonly t: Translate;
  exists(key: string): boolean;
}

const VARIABLE = /\{\{([^{}]+)\}\}/g;

/** One instance per request on the server, one per page in the browser: never shared state. */
export function createI18n(lng: string, dictionary: Dictionary): I18n {
  const messages: Readonly<Record<string, string>> = dictionary;
  const exists = (key: string) => Object.hasOwn(messages, key);
  const t: Translate = (key, vars) => {
    const text = exists(key) ? (messages[key] ?? key) : key;
    if (!vars) return text;
    return text.replace(VARIABLE, (match, name: string) => {
      const variable = name.trim();
      if (!Object.hasOwn(vars, variable)) return match;
      const value = vars[variable];
      return value === null || value === undefined ? '' : String(value);
    });
  };
  return { language: lng, t, exists };
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

/** The page's translator; `t` is stable for the page's life (the instance never changes). */
export function useTranslation(): { t: Translate; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation outside I18nProvider');
  return { t: i18n.t, i18n };
}

/** For keys computed at run time (page_<routeId>): the typed t() only takes literal keys. */
export type DynamicTranslate = (key: string, vars?: TranslationVars) => string;
export function dynamicT(t: unknown): DynamicTranslate {
  return t as DynamicTranslate;
}

/** Languages this build ships a complete dictionary for. */
export const SHIPPED_LANGUAGES = ['en', 'ru', 'de', 'es', 'pt', 'tr', 'uk', 'ar'] as const;
export type Language = (typeof SHIPPED_LANGUAGES)[number];

export const RTL_LANGUAGES: readonly string[] = ['ar', 'he', 'fa', 'ur'];

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ru: 'Русский',
  de: 'Deutsch',
  es: 'Español',
  pt: 'Português',
  tr: 'Türkçe',
  uk: 'Українська',
  ar: 'العربية',
};

export function isShippedLanguage(code: string): code is Language {
  return (SHIPPED_LANGUAGES as readonly string[]).includes(code);
}

export function directionOf(code: string): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(code) ? 'rtl' : 'ltr';
}

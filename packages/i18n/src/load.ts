import type { Dictionary } from './locales/en';
import type { Language } from './languages';

/** Each language is its own module; a page embeds only the one it is rendered in. */
const loaders: Record<Language, () => Promise<{ default: Dictionary }>> = {
  en: () => import('./locales/en'),
  ru: () => import('./locales/ru'),
  de: () => import('./locales/de'),
  es: () => import('./locales/es'),
  pt: () => import('./locales/pt'),
  tr: () => import('./locales/tr'),
  uk: () => import('./locales/uk'),
  ar: () => import('./locales/ar'),
};

export async function loadDictionary(lang: Language): Promise<Dictionary> {
  return (await loaders[lang]()).default;
}

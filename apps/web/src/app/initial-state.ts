import type { SiteConfig } from '@sb/contracts';
import type { Dictionary } from '@sb/i18n';
import type { Preferences } from '@sb/preferences';
import type { PlayerAccess } from './access-rules';

export interface SeoOverride {
  title?: string;
  description?: string;
  metaRobots?: string;
  customCanonical?: { mode: 'url' | 'mirror'; targetUrl?: string; domain?: { host: string } };
}

/** Everything the server knows that the first render needs; serialised into the page as JSON. */
export interface InitialState {
  lng: string;
  dir: 'ltr' | 'rtl';
  config: SiteConfig | null;
  /** Languages a visitor may pick (allowed ∩ shipped, minus hidden for anonymous visitors). */
  languages: string[];
  defaultLanguage: string;
  prefs: Preferences;
  dictionary: Dictionary;
  production: boolean;
  origin: string;
  mobileForced: boolean;
  authenticated: boolean;
  user: { id: number; login: string } | null;
  /** OpenID providers configured for social login (spec §3 registration flow social). */
  socialProviders: { id: string; name: string }[];
  /** Ban and terms state of the logged-in player (spec §4 guards); null for visitors. */
  player: PlayerAccess | null;
  nowMs: number;
  seoOverride: SeoOverride | null;
}

export const INITIAL_STATE_ELEMENT_ID = '__INITIAL_STATE__';

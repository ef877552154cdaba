import type { SeoOverrideData, SiteConfig } from '@sb/contracts';
import type { Dictionary } from '@sb/i18n';
import type { Breakpoint, Preferences } from '@sb/preferences';

/** What the server knows about the logged-in player that decides where they may go. */
export interface PlayerAccess {
  banLevel: number;
  banVersion: number;
  /** Changed terms are waiting for this player's confirmation (spec §4 Terms change). */
  termsPending: boolean;
  /** A time-out or self-exclusion is in force: only withdrawing and history stay open. */
  excluded: boolean;
}

/** Spec §3 SEO page data an operator overrides (the admin contract's seoOverrideSchema). */
export type SeoOverride = SeoOverrideData;

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
  /** Spec §5: the breakpoint of the width in the window-width cookie (functional consent); null if unknown. */
  breakpoint: Breakpoint | null;
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

import { OPTIONAL_COOKIE_TYPES, type Consent, type CookieType } from '@sb/contracts';
import type { MessageKey } from '@sb/i18n';

/** Spec §3 Cookie option: name, description, checked, disabled, cookies type. */
export interface CookieOption {
  name: MessageKey;
  description: MessageKey;
  checked: boolean;
  disabled: boolean;
  type: CookieType;
}

const TEXTS: Readonly<Record<CookieType, { name: MessageKey; description: MessageKey }>> = {
  necessary: { name: 'platform_cookie_necessary', description: 'platform_cookie_necessary_text' },
  functional: { name: 'platform_cookie_functional', description: 'platform_cookie_functional_text' },
  analytics: { name: 'platform_cookie_analytics', description: 'platform_cookie_analytics_text' },
  marketing: { name: 'platform_cookie_marketing', description: 'platform_cookie_marketing_text' },
};

/**
 * The settings' options: necessary cookies checked and disabled (always on); the optional types
 * checked as the visitor chose before, and unchecked before any choice (nothing is pre-ticked).
 */
export function cookieOptions(consent: Consent | null): CookieOption[] {
  return [
    { ...TEXTS.necessary, checked: true, disabled: true, type: 'necessary' },
    ...OPTIONAL_COOKIE_TYPES.map((type) => ({
      ...TEXTS[type],
      checked: consent?.has(type) ?? false,
      disabled: false,
      type,
    })),
  ];
}

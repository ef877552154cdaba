import { describe, expect, it } from 'vitest';
import { PREFERENCE_COOKIE_MAX_AGE_S } from '@sb/preferences';
import { windowWidthCookie } from './window-width';

describe('spec §5 window-width cookie: saved only with functional cookies', () => {
  it('saves the rounded width for a year, Secure on https', () => {
    expect(windowWidthCookie(390.4, true)).toBe(
      `window_width=390; Max-Age=${PREFERENCE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax; Secure`,
    );
  });

  it('removes it (Max-Age=0) when functional cookies are not agreed', () => {
    expect(windowWidthCookie(null, false)).toBe('window_width=; Max-Age=0; Path=/; SameSite=Lax');
  });
});

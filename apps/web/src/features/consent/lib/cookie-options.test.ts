import { describe, expect, it } from 'vitest';
import { parseConsent } from '@sb/contracts';
import { cookieOptions } from './cookie-options';

describe('spec §3 Cookie option: name, description, checked, disabled, cookies type', () => {
  it('necessary cookies are checked and disabled; nothing optional is pre-ticked before a choice', () => {
    const options = cookieOptions(null);
    expect(options.map((o) => [o.type, o.checked, o.disabled])).toEqual([
      ['necessary', true, true],
      ['functional', false, false],
      ['analytics', false, false],
      ['marketing', false, false],
    ]);
    for (const o of options) expect(o.name).not.toBe(o.description);
  });

  it('a previous choice is shown checked', () => {
    const options = cookieOptions(parseConsent('functional,marketing'));
    expect(options.filter((o) => o.checked).map((o) => o.type)).toEqual(['necessary', 'functional', 'marketing']);
  });
});

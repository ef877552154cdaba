import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SHIPPED_LANGUAGES } from '@sb/i18n';
import { CODE_MESSAGE_LANGUAGES, codeMessage } from './message-templates';

const PURPOSES = ['recovery', 'phone_confirm', 'email_confirm', 'sms_login'] as const;

describe('issue 17: code messages in every site language', () => {
  it('every shipped language has its own text for every purpose', () => {
    expect([...CODE_MESSAGE_LANGUAGES].sort()).toEqual([...SHIPPED_LANGUAGES].sort());
    for (const lang of SHIPPED_LANGUAGES.filter((l) => l !== 'en'))
      for (const purpose of PURPOSES)
        expect(codeMessage(purpose, '123456', lang).subject).not.toBe(codeMessage(purpose, '123456', 'en').subject);
  });

  it('property: the body always carries the code and its subject; an unknown language gets English', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PURPOSES),
        fc.stringMatching(/^\d{6}$/),
        fc.constantFrom(...SHIPPED_LANGUAGES, 'xx', undefined),
        (purpose, code, lang) => {
          const m = codeMessage(purpose, code, lang);
          expect(m.body).toContain(code);
          expect(m.body).toContain(m.subject);
          if (lang === 'xx' || lang === undefined) expect(m).toEqual(codeMessage(purpose, code, 'en'));
        },
      ),
    );
  });

  it('spec §2 user/passwordreset: a recovery e-mail carries its link in every language, after the code', () => {
    const url = 'https://example.com/de/user/passwordreset?request=abc';
    for (const lang of SHIPPED_LANGUAGES) {
      const m = codeMessage('recovery', '123456', lang, url);
      expect(m.body).toContain(url);
      expect(m.body.indexOf('123456')).toBeLessThan(m.body.indexOf(url));
      expect(codeMessage('recovery', '123456', lang).body).not.toContain('http');
    }
  });
});

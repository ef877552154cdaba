import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeBase64Utf8, encodedText, loginBodySchema } from './identity';

describe('identity contract', () => {
  it('issue 12: the base64 login decoder reads what Node Buffer reads (standard and URL-safe, any padding)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), fc.boolean(), fc.boolean(), (text, urlSafe, pad) => {
        let encoded = Buffer.from(text, 'utf8').toString(urlSafe ? 'base64url' : 'base64');
        if (!pad) encoded = encoded.replace(/=+$/, '');
        expect(decodeBase64Utf8(encoded)).toBe(Buffer.from(encoded, 'base64').toString('utf8'));
      }),
      { seed: 12, numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9+/_-]{1,40}={0,2}$/), (encoded) => {
        expect(decodeBase64Utf8(encoded)).toBe(Buffer.from(encoded, 'base64').toString('utf8'));
      }),
      { seed: 12, numRuns: 500 },
    );
  });

  it('spec §7: logins and passwords are base64 of UTF-8, decoded and checked for control characters (issue 11 §2)', () => {
    const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
    expect(encodedText(10).parse(b64('Zoë'))).toBe('Zoë');
    expect(encodedText(10).safeParse(b64('a\u0000b')).success).toBe(false);
    expect(encodedText(10).safeParse('not base64!').success).toBe(false);
    expect(loginBodySchema.parse({ form: 'login_password', uLogin: b64('player'), uPassword: b64('secret') })).toEqual({
      form: 'login_password',
      uLogin: 'player',
      uPassword: 'secret',
      save: false,
    });
  });
});

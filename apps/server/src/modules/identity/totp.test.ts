import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, totpAt, verifyTotp } from './totp';

// RFC 6238 Appendix B test vectors (SHA-1 key "12345678901234567890"), last 6 digits.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('two-factor: TOTP per RFC 6238', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('t=%i → %s', (t, code) => expect(totpAt(RFC_SECRET, t * 1000)).toBe(code));

  it('RFC 4226 HOTP vectors', () => {
    const k = Buffer.from('12345678901234567890');
    expect([0, 1, 2, 3].map((c) => hotp(k, c))).toEqual(['755224', '287082', '359152', '969429']);
  });

  it('accepts one step of clock drift, not two', () => {
    const now = 1_700_000_000_000;
    expect(verifyTotp(RFC_SECRET, totpAt(RFC_SECRET, now - 30_000), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, totpAt(RFC_SECRET, now + 30_000), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, totpAt(RFC_SECRET, now - 90_000), now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, 'abcdef', now)).toBe(false);
  });

  it('base32 round-trips', () => {
    const b = Buffer.from([0, 1, 2, 250, 255, 7, 9]);
    expect(base32Decode(base32Encode(b))).toEqual(b);
  });
});

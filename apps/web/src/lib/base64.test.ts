import { describe, expect, it } from 'vitest';
import { base64Utf8 } from './base64';

describe('spec §7 logins and passwords are encoded (base64 of UTF-8)', () => {
  it.each(['player@example.com', 'Пароль123', 'şifre-ğüı', 'كلمة1', '🎲x1', ''])('%s', (s) => {
    expect(base64Utf8(s)).toBe(Buffer.from(s, 'utf8').toString('base64'));
  });
});

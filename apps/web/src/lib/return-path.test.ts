import { describe, expect, it } from 'vitest';
import { returnTarget, safeReturnPath } from './return-path';

describe('spec §4 login redirects to the return address or home (same-origin /{lng}/ paths only)', () => {
  it.each([
    ['/en/office/security', '/en/office/security'],
    ['/en/office/security?tab=2#x', '/en/office/security?tab=2#x'],
    ['/en/slots/../office', '/en/office'],
  ])('follows %s', (raw, expected) => {
    expect(safeReturnPath(raw, 'en')).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.example/en/x',
    '//evil.example/en/x',
    '/\\evil.example/en/x',
    'javascript:alert(1)',
    '/de/office',
    '/en',
    '/en/../de/office',
    'en/office',
  ])('refuses %s', (raw) => {
    expect(safeReturnPath(raw, 'en')).toBeNull();
  });

  it('uses return_url, then redirect_url, then from_url, else the language home', () => {
    expect(returnTarget(new URLSearchParams('return_url=%2Fen%2Fa&from_url=%2Fen%2Fb'), 'en')).toBe('/en/a');
    expect(returnTarget(new URLSearchParams('return_url=%2F%2Fevil&redirect_url=%2Fen%2Fc'), 'en')).toBe('/en/c');
    expect(returnTarget(new URLSearchParams('from_url=%2Fen%2Fb'), 'en')).toBe('/en/b');
    expect(returnTarget(new URLSearchParams(''), 'en')).toBe('/en');
  });
});

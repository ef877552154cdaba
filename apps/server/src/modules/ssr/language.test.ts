import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { languageRedirect } from './language';

const base = { search: '', lngCookie: undefined, visible: ['ru', 'en', 'ar'], defaultLanguage: 'ru' };

describe('spec §2 every URL starts with a two-letter language', () => {
  it.each([
    ['/', undefined, '/ru'],
    ['/', 'en', '/en'],
    ['/slots', 'ar', '/ar/slots'],
    ['/slots', 'de', '/ru/slots'],
    ['/de/slots', undefined, '/ru/slots'],
    ['/EN/slots', undefined, '/en/slots'],
    ['/english/slots', undefined, '/ru/english/slots'],
  ])('%s with lng=%s → %s', (pathname, lngCookie, to) => {
    expect(languageRedirect({ ...base, pathname, lngCookie })).toBe(to);
  });

  it('keeps the query string', () => {
    expect(languageRedirect({ ...base, pathname: '/slots', search: '?a=1' })).toBe('/ru/slots?a=1');
  });

  it('property: a redirect target always starts with a visible language and is itself accepted', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.option(fc.string({ maxLength: 3 }), { nil: undefined }), (path, cookie) => {
        const pathname = path.startsWith('/') ? path : `/${path}`;
        const to = languageRedirect({ ...base, pathname, lngCookie: cookie });
        if (to === null) return;
        const url = new URL(to, 'http://x');
        expect(base.visible).toContain(url.pathname.slice(1, 3));
        expect(languageRedirect({ ...base, pathname: url.pathname })).toBeNull();
      }),
    );
  });
});

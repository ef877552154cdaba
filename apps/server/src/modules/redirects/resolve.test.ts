import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_REDIRECT, REDIRECT_MAX_HOPS, type RedirectRule } from '@sb/contracts';
import { redirectIndexOf, resolvePath, resolveUrl } from './resolve';

const rule = (from: string, to: string, code: 301 | 302 = 301, reason = `${from} moved`): RedirectRule => ({
  id: `r${from.replace(/\W/g, '')}`.slice(0, 40) || 'r',
  from,
  to,
  code,
  reason,
});
const index = (...rules: RedirectRule[]) => redirectIndexOf({ rules });

describe('spec §3 Redirect response and §7 redirect-light', () => {
  it('answers redirect, code, url, reasons and breadcrumbs of a one-hop rule', () => {
    expect(resolvePath(index(rule('/old', '/new', 301, 'renamed')), '/old')).toEqual({
      redirect: true,
      code: 301,
      url: '/new',
      reasons: ['renamed'],
      breadcrumbs: ['/old', '/new'],
    });
  });

  it('follows a chain; 301 only when every hop is permanent', () => {
    const idx = index(rule('/a', '/b', 301, 'one'), rule('/b', '/c', 302, 'two'));
    expect(resolvePath(idx, '/a')).toMatchObject({ code: 302, url: '/c', reasons: ['one', 'two'] });
    expect(resolvePath(idx, '/a').breadcrumbs).toEqual(['/a', '/b', '/c']);
  });

  it('keeps the language segment and the query; a trailing slash is the same page', () => {
    const idx = index(rule('/old-promo', '/promotions/spring'));
    expect(resolveUrl(idx, '/en/old-promo/?utm=x')).toMatchObject({
      url: '/en/promotions/spring?utm=x',
      breadcrumbs: ['/en/old-promo', '/en/promotions/spring'],
    });
    expect(resolveUrl(idx, 'https://example.com/de/old-promo')?.url).toBe('/de/promotions/spring');
    expect(resolveUrl(idx, '/en/other')).toEqual(NO_REDIRECT);
  });

  it('a URL that cannot be read is null (the route answers 400)', () => {
    expect(resolveUrl(index(), '/en/%E0%A4%A')).toBeNull();
  });
});

describe('spec §8 a cyclic redirect is suppressed', () => {
  it('a two-rule cycle and a self-redirect give no redirect at all', () => {
    expect(resolvePath(index(rule('/a', '/b'), rule('/b', '/a')), '/a')).toEqual(NO_REDIRECT);
    expect(resolvePath(index(rule('/a', '/a/')), '/a')).toEqual(NO_REDIRECT);
  });

  it(`a chain longer than ${REDIRECT_MAX_HOPS} hops is treated like a cycle`, () => {
    const rules = Array.from({ length: REDIRECT_MAX_HOPS + 1 }, (_, i) => rule(`/p${i}`, `/p${i + 1}`));
    expect(resolvePath(index(...rules), '/p0')).toEqual(NO_REDIRECT);
    expect(resolvePath(index(...rules.slice(1)), '/p1').redirect).toBe(true);
  });

  it('property: any rule set ends at a page with no rule, never back on a visited one', () => {
    const path = fc.constantFrom('/a', '/b', '/c', '/d', '/e');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(path, path, fc.constantFrom(301 as const, 302 as const)), { maxLength: 8 }),
        path,
        (pairs, start) => {
          const idx = index(...pairs.map(([f, t, c]) => rule(f, t, c)));
          const d = resolvePath(idx, start);
          if (!d.redirect) return;
          expect(d.url).not.toBeNull();
          expect(idx.has(d.url ?? '')).toBe(false);
          expect(new Set(d.breadcrumbs).size).toBe(d.breadcrumbs.length);
          expect(d.breadcrumbs[0]).toBe(start);
          expect(d.reasons).toHaveLength(d.breadcrumbs.length - 1);
        },
      ),
    );
  });
});

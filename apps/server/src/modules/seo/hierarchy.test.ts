import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { SeoOverrideData } from '@sb/contracts';
import { seoOverrideSchema } from '@sb/contracts';
import { ancestorsOf, effectiveOverride } from './hierarchy';

const table = (rows: Record<string, SeoOverrideData>) => (path: string) => rows[path];

describe('SEO overrides', () => {
  it('ancestors run from the nearest to the root', () => {
    expect(ancestorsOf('/line/football/england')).toEqual(['/line/football', '/line', '']);
    expect(ancestorsOf('')).toEqual([]);
  });

  it('spec §3 hierarchyMetaRobots: a section entry sets the robots of every page below it', () => {
    const lookup = table({ '/news': { hierarchyMetaRobots: 'noindex, follow' }, '/news/a/b': { title: 'B' } });
    expect(effectiveOverride(lookup, '/news/a')).toEqual({ metaRobots: 'noindex, follow' });
    expect(effectiveOverride(lookup, '/news/a/b')).toEqual({ title: 'B', metaRobots: 'noindex, follow' });
    expect(effectiveOverride(lookup, '/news')?.metaRobots).toBe('noindex, follow');
    expect(effectiveOverride(lookup, '/line')).toBeNull();
  });

  it("spec §3 hierarchyMetaRobots: a page's own metaRobots wins, and the nearest ancestor beats a farther one", () => {
    const lookup = table({
      '/a': { hierarchyMetaRobots: 'noindex, nofollow' },
      '/a/b': { hierarchyMetaRobots: 'index, nofollow' },
      '/a/b/c': { metaRobots: 'index, follow' },
    });
    expect(effectiveOverride(lookup, '/a/b/c')?.metaRobots).toBe('index, follow');
    expect(effectiveOverride(lookup, '/a/b/d')?.metaRobots).toBe('index, nofollow');
    expect(effectiveOverride(lookup, '/a/x')?.metaRobots).toBe('noindex, nofollow');
  });

  it('spec §3 metas: each meta has a name or a property, never both or neither', () => {
    expect(seoOverrideSchema.safeParse({ metas: [{ property: 'og:title', content: 'Odds' }] }).success).toBe(true);
    expect(seoOverrideSchema.safeParse({ metas: [{ content: 'x' }] }).success).toBe(false);
    expect(seoOverrideSchema.safeParse({ metas: [{ name: 'a', property: 'b', content: 'x' }] }).success).toBe(false);
  });

  it('without any hierarchy entry the lookup is the plain override (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z]{1,5}$/), { maxLength: 4 }), (segments) => {
        const path = segments.map((s) => `/${s}`).join('');
        const own: SeoOverrideData = { title: 'T' };
        expect(effectiveOverride(table({ [path]: own }), path)).toEqual(own);
      }),
    );
  });
});

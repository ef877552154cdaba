import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { termsItemsOf, type ContentListItem } from './content';

const chapter = (slug: string, group: string | undefined, position: number, tags: string[] = []): ContentListItem => ({
  kind: 'rule',
  slug,
  lang: 'en',
  title: slug,
  summary: '',
  tags,
  meta: group ? { group } : {},
  position,
  publishedAt: null,
});

describe('spec §3 Terms item: link, tags, subRules (with position)', () => {
  it('one item per rule group in order of first appearance; chapters keep their order and positions', () => {
    const items = termsItemsOf(
      [chapter('a', 'sports', 1, ['x']), chapter('b', 'account', 2), chapter('c', 'sports', 3, ['y', 'x'])],
      'de',
    );
    expect(items.map((i) => [i.group, i.link, i.tags])).toEqual([
      ['sports', '/de/information/rules/sports', ['x', 'y']],
      ['account', '/de/information/rules/account', []],
    ]);
    expect(items[0]?.subRules.map((r) => [r.slug, r.link, r.position])).toEqual([
      ['a', '/de/information/rules/sports/a', 1],
      ['c', '/de/information/rules/sports/c', 3],
    ]);
  });

  it('a chapter without a group belongs to the sports rules', () => {
    expect(termsItemsOf([chapter('z', undefined, 0)], 'en')[0]?.group).toBe('sports');
  });

  it('property: every chapter appears exactly once, under its own group', () => {
    const groups = fc.constantFrom('sports', 'account', 'casino');
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(fc.stringMatching(/^[a-z]{1,8}$/), groups), { selector: (t) => t[0] }),
        (rows) => {
          const items = termsItemsOf(
            rows.map(([slug, group], i) => chapter(slug, group, i)),
            'en',
          );
          const seen = items.flatMap((i) => i.subRules.map((r) => `${i.group}/${r.slug}`));
          expect(seen.sort()).toEqual(rows.map(([slug, group]) => `${group}/${slug}`).sort());
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { computeHead, headToHtml, pageSeoOf, type HeadInput } from './head';

const base: HeadInput = {
  entry: { id: 'info_about', path: 'information/about' },
  status: 200,
  lng: 'en',
  languages: ['ru', 'en'],
  defaultLanguage: 'ru',
  restPath: '/information/about',
  origin: 'https://bet.example',
  companyName: 'Nordbet',
  translate: (k) => `[${k}]`,
  override: null,
};

describe('spec §3 SEO page data', () => {
  it('defaults: page title with company, index for public pages, self canonical, hreflang per language and x-default', () => {
    const h = computeHead(base);
    expect(h.title).toBe('[page_info_about] | Nordbet');
    expect(h.robots).toBe('index, follow');
    expect(h.canonical).toBe('https://bet.example/en/information/about');
    expect(h.alternates).toEqual([
      { hreflang: 'ru', href: 'https://bet.example/ru/information/about' },
      { hreflang: 'en', href: 'https://bet.example/en/information/about' },
      { hreflang: 'x-default', href: 'https://bet.example/ru/information/about' },
    ]);
  });
  it('customCanonical mode url uses targetUrl; mode mirror keeps the path on domain.host', () => {
    expect(
      computeHead({ ...base, override: { customCanonical: { mode: 'url', targetUrl: 'https://a.example/x' } } })
        .canonical,
    ).toBe('https://a.example/x');
    expect(
      computeHead({ ...base, override: { customCanonical: { mode: 'mirror', domain: { host: 'm.example' } } } })
        .canonical,
    ).toBe('https://m.example/en/information/about');
  });
  it('spec §3 hierarchyMetaRobots: used when the page has no metaRobots of its own', () => {
    expect(computeHead({ ...base, override: { hierarchyMetaRobots: 'noindex, follow' } }).robots).toBe(
      'noindex, follow',
    );
    expect(
      computeHead({ ...base, override: { metaRobots: 'index, follow', hierarchyMetaRobots: 'noindex, nofollow' } })
        .robots,
    ).toBe('index, follow');
  });
  it('spec §3 metas: written into the head escaped and marked, robots and description never duplicated', () => {
    const h = computeHead({
      ...base,
      override: {
        metas: [
          { property: 'og:title', content: 'Odds "live"' },
          { name: 'twitter:card', content: 'summary' },
          { name: 'robots', content: 'index' },
        ],
      },
    });
    expect(h.metas).toHaveLength(2);
    const html = headToHtml(h);
    expect(html).toContain('<meta property="og:title" content="Odds &quot;live&quot;" data-seo-meta>');
    expect(html).toContain('<meta name="twitter:card" content="summary" data-seo-meta>');
    expect(html.match(/name="robots"/g)).toHaveLength(1);
  });
  it('metaRobots override; noindex for private pages and errors', () => {
    expect(computeHead({ ...base, override: { metaRobots: 'noindex, follow' } }).robots).toBe('noindex, follow');
    expect(computeHead({ ...base, entry: { id: 'office', path: 'office', noindex: true } }).robots).toBe(
      'noindex, nofollow',
    );
    expect(computeHead({ ...base, status: 404 }).title).toBe('[error_404_title] | Nordbet');
  });
  it('escapes HTML in head values', () => {
    const html = headToHtml(computeHead({ ...base, override: { title: '</title><script>x</script>' } }));
    expect(html).not.toContain('<script>');
  });
});

describe('page SEO from loader data (line pages)', () => {
  const pageSeo = {
    title: { key: 'seo_champ_title', vars: { champ: 'Premier' }, varKeys: { sport: 'sport_1' } },
    description: { key: 'seo_champ_description', vars: { n: '12' } },
  };
  const t = (k: string, v?: Record<string, string>) => `[${k}${v ? ` ${JSON.stringify(v)}` : ''}]`;

  it('title and description come from the page, sport names translated first', () => {
    const h = computeHead({ ...base, translate: t, pageSeo });
    expect(h.title).toBe('[seo_champ_title {"champ":"Premier","sport":"[sport_1]"}] | Nordbet');
    expect(h.description).toBe('[seo_champ_description {"n":"12"}]');
  });
  it("the operator's override wins; error pages ignore the page's SEO", () => {
    expect(computeHead({ ...base, pageSeo, override: { title: 'Own' } }).title).toBe('Own');
    expect(computeHead({ ...base, pageSeo, status: 404 }).title).toBe('[error_404_title] | Nordbet');
  });
  it('the deepest route with seo data wins', () => {
    expect(pageSeoOf([null, { seo: pageSeo }, { other: 1 }])).toEqual(pageSeo);
    expect(pageSeoOf([null, { seo: { title: 'x' } }])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  adminContentVersionSchema,
  contentDocumentSchema,
  contentListAnswerSchema,
  remoteViewAnswerSchema,
  seoStateAnswerSchema,
  termsAnswerSchema,
} from '@sb/contracts';
import { ADMIN, XRW, useTestApp } from '../../test/test-app';
import { CONTENT_API } from './routes';
import { ContentService } from './service';
import { SEED_CONTENT } from './seed';

let clock = Date.UTC(2026, 10, 24, 9, 0, 0);
const node = useTestApp({ now: () => clock });

const get = (url: string) => node.app.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
const admin = (
  method: 'PUT' | 'POST' | 'GET',
  url: string,
  payload?: object,
  headers: Record<string, string> = ADMIN,
) => node.app.app.inject(payload === undefined ? { method, url, headers } : { method, url, headers, payload });

const page = (title: string, body: string, extra: Record<string, unknown> = {}) => ({ title, body, ...extra });

describe('issue 18 content service: seeded starting content', () => {
  it('serves every information page of spec §2 Information in English and Arabic', async () => {
    for (const slug of ['about', 'contacts', 'payment', 'cookies', 'amlkyc', 'responsiblegaming', 'cash_terminals']) {
      for (const lng of ['en', 'ar']) {
        const res = await get(`${CONTENT_API}/documents/info/${slug}?lng=${lng}`);
        expect(res.statusCode, `${slug} ${lng}`).toBe(200);
        const doc = contentDocumentSchema.parse(res.json());
        expect(doc.body.length).toBeGreaterThan(100);
      }
    }
  });

  it('seeding again adds nothing and keeps what an operator saved', async () => {
    const res = await admin(
      'PUT',
      '/admin-api/content/info/about/en',
      page('About the company', 'Edited text.', { publish: true }),
    );
    expect(res.statusCode).toBe(201);
    const again = new ContentService(node.app.database.db, () => clock);
    expect(await again.seed(SEED_CONTENT)).toBe(0);
    const doc = contentDocumentSchema.parse((await get(`${CONTENT_API}/documents/info/about?lng=en`)).json());
    expect(doc).toMatchObject({ title: 'About the company', version: 2 });
  });

  it('spec §2 ourpartners/{section?}: the overview and each section render whole in every language; an unknown section is a 404', async () => {
    const overview = await get('/en/ourpartners');
    expect(overview.statusCode).toBe(200);
    expect(overview.body).toContain('<h1>Our partners</h1>');
    expect(overview.body).toContain('href="/en/ourpartners/affiliates"');
    const de = await get('/de/ourpartners/affiliates');
    expect(de.statusCode).toBe(200);
    expect(de.body).toContain('<h1>Partnerprogramm</h1>');
    expect((await get('/ar/ourpartners/sponsorship')).body).toContain('<h1>الرعاية</h1>');
    expect((await get('/en/ourpartners/no-such-section')).statusCode).toBe(404);
    expect((await get('/pt/partner')).body).toContain('<h1>Programa de afiliados</h1>');
  });

  it('spec §3 Terms item: link, tags, subRules with position — the rules table of contents in every language', async () => {
    for (const lng of ['en', 'ar']) {
      const { items } = termsAnswerSchema.parse((await get(`${CONTENT_API}/terms?lng=${lng}`)).json());
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.link).toBe(`/${lng}/information/rules/${item.group}`);
        expect(item.subRules.length).toBeGreaterThan(0);
        const positions = item.subRules.map((r) => r.position);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        for (const r of item.subRules) expect(r.link).toBe(`${item.link}/${r.slug}`);
      }
      expect(items.flatMap((i) => i.subRules.map((r) => r.slug))).toContain('coupon-types');
    }
    expect((await get(`${CONTENT_API}/terms?lng=english`)).statusCode).toBe(400);
  });

  it('the betting rules name all ten coupon types and the glossary has at least 30 terms', async () => {
    const rules = contentDocumentSchema.parse((await get(`${CONTENT_API}/documents/rule/coupon-types?lng=en`)).json());
    for (const name of [
      'Single',
      'Express',
      'System',
      'Chain',
      'Multi-bet',
      'Conditional',
      'Anti-express',
      'Lucky',
      'Patent',
      'Many singles',
    ]) {
      expect(rules.body).toContain(`## ${name}`);
    }
    const glossary = contentListAnswerSchema.parse(
      (await get(`${CONTENT_API}/documents/glossary?lng=en&pageSize=100`)).json(),
    );
    expect(glossary.total).toBeGreaterThanOrEqual(30);
    const bets = contentListAnswerSchema.parse(
      (await get(`${CONTENT_API}/documents/glossary?lng=en&block=bets&category=bet-types`)).json(),
    );
    expect(bets.items.map((i) => i.slug)).toContain('anti-express');
    expect(bets.items.every((i) => i.meta.block === 'bets' && i.meta.category === 'bet-types')).toBe(true);
  });
});

describe('issue 18 content service: news list, tags and pages', () => {
  it('lists news newest first, filters by tag and pages', async () => {
    clock += 60_000;
    await admin(
      'PUT',
      '/admin-api/content/news/new-markets/en',
      page('New markets', 'Text.', { tags: ['betting'], publish: true }),
    );
    const first = contentListAnswerSchema.parse((await get(`${CONTENT_API}/documents/news?lng=en&pageSize=2`)).json());
    expect(first.items[0]?.slug).toBe('new-markets');
    expect(first.items).toHaveLength(2);
    expect(first.total).toBeGreaterThanOrEqual(5);
    expect(first.tags).toEqual(expect.arrayContaining(['betting', 'cash-out']));
    const second = contentListAnswerSchema.parse(
      (await get(`${CONTENT_API}/documents/news?lng=en&pageSize=2&page=2`)).json(),
    );
    expect(second.items.map((i) => i.slug)).not.toContain('new-markets');
    const tagged = contentListAnswerSchema.parse(
      (await get(`${CONTENT_API}/documents/news?lng=en&tag=cash-out`)).json(),
    );
    expect(tagged.items.map((i) => i.slug)).toEqual(['cash-out-explained']);
  });
});

describe('issue 18 content service: versions and drafts', () => {
  it('a draft is not public; publishing makes it public; an older version can be published back', async () => {
    const base = '/admin-api/content/info/taxation/de';
    const draft = await admin('PUT', base, page('Steuern (Entwurf)', 'Neuer Text.'));
    expect(draft.statusCode).toBe(201);
    const saved = adminContentVersionSchema.parse(draft.json());
    expect(saved.published).toBe(false);
    const publicDoc = contentDocumentSchema.parse((await get(`${CONTENT_API}/documents/info/taxation?lng=de`)).json());
    expect(publicDoc.title).not.toBe('Steuern (Entwurf)');

    const pub = await admin('POST', `${base}/versions/${saved.version}/publish`);
    expect(pub.statusCode).toBe(200);
    const now = contentDocumentSchema.parse((await get(`${CONTENT_API}/documents/info/taxation?lng=de`)).json());
    expect(now).toMatchObject({ title: 'Steuern (Entwurf)', version: saved.version });

    const back = await admin('POST', `${base}/versions/1/publish`);
    expect(back.statusCode).toBe(200);
    const versions = (await admin('GET', `${base}/versions`)).json<{
      versions: { version: number; published: boolean }[];
    }>();
    expect(versions.versions.filter((v) => v.published).map((v) => v.version)).toEqual([1]);
    expect(versions.versions.length).toBe(saved.version);
  });

  it('unpublishing takes a page off the site (404), and a document without a translation falls back to English', async () => {
    await admin('PUT', '/admin-api/content/info/only-english/en', page('Only English', 'Body.', { publish: true }));
    const fallback = contentDocumentSchema.parse(
      (await get(`${CONTENT_API}/documents/info/only-english?lng=tr`)).json(),
    );
    expect(fallback.lang).toBe('en');
    expect((await admin('POST', '/admin-api/content/info/only-english/en/unpublish')).statusCode).toBe(200);
    expect((await get(`${CONTENT_API}/documents/info/only-english?lng=en`)).statusCode).toBe(404);
    expect((await admin('POST', '/admin-api/content/info/only-english/en/unpublish')).statusCode).toBe(404);
  });
});

describe('issue 18 content service: SEO blocks (spec §3 SEO state content)', () => {
  it('answers content with style and content, or null', async () => {
    const line = seoStateAnswerSchema.parse((await get(`${CONTENT_API}/seo/line?lng=ru`)).json());
    expect(line.content?.style).toBe('collapsed');
    expect(line.content?.content.length).toBeGreaterThan(50);
    expect(seoStateAnswerSchema.parse((await get(`${CONTENT_API}/seo/landing-none?lng=en`)).json()).content).toBeNull();
  });
});

describe('issue 18 content service: admin auth and bad input', () => {
  it('refuses the operator API without the bearer token', async () => {
    expect((await admin('PUT', '/admin-api/content/info/about/en', page('x', 'y'), XRW)).statusCode).toBe(401);
    expect((await admin('GET', '/admin-api/content/info/about/en/versions', undefined, XRW)).statusCode).toBe(401);
  });

  it('bad input is a 4xx JSON error, never a 500', async () => {
    const cases = [
      get(`${CONTENT_API}/documents/nope?lng=en`),
      get(`${CONTENT_API}/documents/info/about?lng=english`),
      get(`${CONTENT_API}/documents/info/About%20Us?lng=en`),
      get(`${CONTENT_API}/documents/news?lng=en&page=0`),
      get(`${CONTENT_API}/documents/news?lng=en&tag=%3Cscript%3E`),
      get(`${CONTENT_API}/documents/info/missing-page?lng=en`),
      admin('PUT', '/admin-api/content/info/about/en', { title: '', body: 'x' }),
      admin('PUT', '/admin-api/content/info/about/en', { title: 't', body: 'x', meta: { style: 'neon' } }),
      admin('PUT', '/admin-api/content/info/about/en', { title: 't', body: 'x', extra: 1 }),
      admin('POST', '/admin-api/content/info/about/en/versions/999/publish'),
      admin('POST', '/admin-api/content/info/about/en/versions/abc/publish'),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.headers['content-type']).toContain('application/json');
    }
  });
});

describe('spec §7 remote view fetch (issue 18 remote views)', () => {
  const view = (path: string, headers: Record<string, string>) =>
    node.app.app.inject({ method: 'GET', url: `${CONTENT_API}/view${path}`, headers });
  const V2 = { 'mf-render-mode': 'json', 'mf-api-version': 'v2' };

  it('answers appName, title, body, style, cssToLoad, scriptsToLoad, codeToEval and head', async () => {
    const res = await view('/en/information/rules/sports/bet-statuses', V2);
    expect(res.statusCode).toBe(200);
    const answer = remoteViewAnswerSchema.parse(res.json());
    expect(answer).toMatchObject({
      appName: 'content',
      title: 'Bet statuses',
      cssToLoad: [],
      scriptsToLoad: [],
      codeToEval: '',
    });
    expect(answer.body).toContain('<h1>Bet statuses</h1>');
    expect(answer.head).toContain('<meta name="description"');
    const links = remoteViewAnswerSchema.parse((await view('/en/information/contacts', V2)).json());
    expect(links.body).toContain('href="/en/office/support"');
  });

  it('force-spa leaves the body to the shell; the headers are required; unknown paths are 404', async () => {
    const spa = remoteViewAnswerSchema.parse(
      (await view('/ar/news/cash-out-explained', { ...V2, 'force-spa': '1' })).json(),
    );
    expect(spa.body).toBe('');
    expect(spa.title.length).toBeGreaterThan(0);
    expect((await view('/en/information/about', { 'mf-render-mode': 'html', 'mf-api-version': 'v2' })).statusCode).toBe(
      400,
    );
    expect((await view('/en/information/about', { 'mf-render-mode': 'json' })).statusCode).toBe(400);
    expect((await view('/en/information/rules/account/bet-statuses', V2)).statusCode).toBe(404);
    expect((await view('/en/casino', V2)).statusCode).toBe(404);
    expect((await view('/en/information/%3Cx%3E', V2)).statusCode).toBe(404);
  });

  it('operator text is escaped: markup cannot inject HTML into the view', async () => {
    await node.app.app.inject({
      method: 'PUT',
      url: '/admin-api/content/news/escape-test/en',
      headers: ADMIN,
      payload: {
        title: 'A <b>title</b>',
        body: 'Text <script>alert(1)</script> [x](javascript:alert(1))',
        publish: true,
      },
    });
    const answer = remoteViewAnswerSchema.parse((await view('/en/news/escape-test', V2)).json());
    expect(answer.body).not.toContain('<script>');
    expect(answer.body).not.toContain('javascript:');
    expect(answer.body).toContain('&lt;script&gt;');
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { oneClickPlayer, startTestApp, testEnv, useTestApp } from '../../test/test-app';
import { DEFAULT_CONFIG } from '../config';

// The SEO tests call the site by another name: one it must list (issue 11 §9: no forged Host in links).
const node = useTestApp({ env: () => testEnv({ ALLOWED_HOSTS: 'localhost,bet.example' }) });
beforeEach(async () => {
  for (const [name, value] of Object.entries(DEFAULT_CONFIG)) await node.app.config.setGroup(name, value, 'test-reset');
});

const get = (url: string, headers: Record<string, string> = {}) => node.app.app.inject({ method: 'GET', url, headers });

/** A logged-in browser's cookie (one-click registration logs in at once). */
const sessionCookie = () =>
  oneClickPlayer(node.app, `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);

describe('spec §2 language segment', () => {
  it('redirects a URL without a language to the configured default (Russian)', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/ru');
    expect((await get('/information/about?x=1')).headers.location).toBe('/ru/information/about?x=1');
  });

  it('redirects to the stored language from the lng cookie', async () => {
    expect((await get('/slots', { cookie: 'lng=de' })).headers.location).toBe('/de/slots');
    // A stored language that is not allowed is ignored.
    expect((await get('/slots', { cookie: 'lng=zz' })).headers.location).toBe('/ru/slots');
  });

  it('redirects a language segment that is not allowed to the same path in the default language', async () => {
    expect((await get('/xx/information/about')).headers.location).toBe('/ru/information/about');
    expect((await get('/EN/slots')).headers.location).toBe('/en/slots');
  });

  it('redirects a language hidden for unauthorized users (spec §6) to the default language', async () => {
    await node.app.config.setGroup('languages', { ...DEFAULT_CONFIG.languages, hiddenForUnauthorized: ['tr'] }, 't');
    expect((await get('/tr/slots')).headers.location).toBe('/ru/slots');
  });

  it('spec §8: a default language that is not allowed falls back to English', async () => {
    await node.app.config.setGroup(
      'languages',
      { allowed: ['en', 'de'], default: 'ru', hiddenForUnauthorized: [] },
      't',
    );
    expect((await get('/')).headers.location).toBe('/en');
    expect((await get('/ru/slots')).headers.location).toBe('/en/slots');
  });

  it('renders <html lang dir> on the server, right-to-left for Arabic', async () => {
    const ar = await get('/ar');
    expect(ar.statusCode).toBe(200);
    expect(ar.body).toMatch(/<html lang="ar" dir="rtl"/);
    expect((await get('/de')).body).toMatch(/<html lang="de" dir="ltr"/);
  });

  it('stores the visited language in the lng cookie', async () => {
    const res = await get('/de/slots');
    expect(res.cookies.find((c) => c.name === 'lng')?.value).toBe('de');
  });
});

describe('spec §3 global preferences are rendered on the first byte', () => {
  it('renders theme, font size and view from the cookies', async () => {
    const res = await get('/en', { cookie: 'app_theme=1; app_font_size=2; app_view_type=1' });
    expect(res.body).toMatch(/data-theme="dark"/);
    expect(res.body).toMatch(/data-font-size="2"/);
    expect(res.body).toMatch(/data-view="asian"/);
  });

  it('spec §5 window-width cookie: with functional consent the first byte has the phone layout; without it, ignored', async () => {
    const phone = await get('/en', { cookie: 'cookies_agree_type=functional; window_width=390' });
    expect(phone.body).toMatch(/<html[^>]* data-breakpoint="0"/);
    expect(phone.body).toContain('layout--mobile');
    const desktop = await get('/en', { cookie: 'cookies_agree_type=all; window_width=1400' });
    expect(desktop.body).toMatch(/<html[^>]* data-breakpoint="1366"/);
    expect(desktop.body).not.toContain('layout--mobile');
    for (const cookie of [
      'window_width=390',
      'cookies_agree_type=analytics; window_width=390',
      'cookies_agree_type=all; window_width=x',
    ])
      expect((await get('/en', { cookie })).body).not.toContain('data-breakpoint=');
  });

  it('ignores malformed preference cookies instead of failing', async () => {
    const res = await get('/en', { cookie: 'app_theme=<x>; tzo=999; coef_view_id=3; app_flags=zz; is12h=maybe' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/data-theme="light"/);
  });

  it('spec §9: the 12-hour clock is set by geo config when no cookie says otherwise', async () => {
    const us = await get('/en', { 'x-country-code': 'us' });
    expect(us.body).toMatch(/"is12h":true/);
    const usCookie = await get('/en', { 'x-country-code': 'us', cookie: 'is12h=0' });
    expect(usCookie.body).toMatch(/"prefs":\{[^}]*"is12h":false/);
  });
});

describe('spec §2 URL table rules', () => {
  const statusOf = async (url: string) => (await get(url)).statusCode;

  it('print-coupon/{couponId}: couponId must be digits', async () => {
    expect(await statusOf('/en/print-coupon/123456')).toBe(200);
    expect(await statusOf('/en/print-coupon/12a')).toBe(404);
  });

  it('landing-page/{landingId}: landingId must start with landing-', async () => {
    expect(await statusOf('/en/landing-page/landing-summer')).toBe(200);
    expect(await statusOf('/en/landing-page/summer')).toBe(404);
  });

  it('lpage/… redirects to landing-page/…', async () => {
    const res = await get('/en/lpage/landing-summer');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/en/landing-page/landing-summer');
  });

  it('user/forgotpassword redirects home with showForgotPasswordModal=1; user/coupon to the language root', async () => {
    expect((await get('/en/user/forgotpassword')).headers.location).toBe('/en?showForgotPasswordModal=1');
    expect((await get('/en/user/coupon')).headers.location).toBe('/en');
  });

  it('other user sections give 404; the listed ones exist', async () => {
    expect(await statusOf('/en/user/whatever')).toBe(404);
    for (const s of ['accountverify', 'activatefast', 'activate', 'passwordreset', 'stopnewsletter']) {
      expect(await statusOf(`/en/user/${s}`), s).toBe(200);
    }
  });

  it('old casino paths redirect: vulkan → slots/vulkan, tvgames/view/poker → poker', async () => {
    expect((await get('/en/vulkan')).headers.location).toBe('/en/slots/vulkan');
    expect((await get('/en/tvgames/view/poker')).headers.location).toBe('/en/poker');
  });

  it('old promo paths redirect to promotions/{slug}', async () => {
    const res = await get('/en/cashback');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/en/promotions/cashback');
  });

  it('bonus/slot_first_deposit redirects with 301 to casino/slot-first-deposit when the config enables it', async () => {
    const res = await get('/en/bonus/slot_first_deposit');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/en/casino/slot-first-deposit');
    await node.app.config.setGroup('site', { ...DEFAULT_CONFIG.site, isSlotFirstDepositRedirect: false }, 't');
    expect(await statusOf('/en/bonus/slot_first_deposit')).toBe(200);
  });

  it('bonus routes switch to the offer variant by promoBonusToOffer', async () => {
    expect(await statusOf('/en/bonuses')).toBe(200);
    expect((await get('/en/bonuses-offers')).headers.location).toBe('/en/bonuses');
    await node.app.config.setGroup('site', { ...DEFAULT_CONFIG.site, promoBonusToOffer: true }, 't');
    expect((await get('/en/bonuses')).headers.location).toBe('/en/bonuses-offers');
    expect((await get('/en/bonus/42/rules')).headers.location).toBe('/en/bonus-offer/42/rules');
    expect(await statusOf('/en/bonus-offer/42/games')).toBe(200);
    expect(await statusOf('/en/bonus-offer/42/other')).toBe(404);
  });

  it('spec §5 registration requires isRegistrationAllowed and is hidden on VIP domains', async () => {
    expect(await statusOf('/en/registration')).toBe(200);
    expect(await statusOf('/en/registration/socialregistration')).toBe(200);
    expect(await statusOf('/en/registration/other')).toBe(404);
    await node.app.config.setGroup('site', { ...DEFAULT_CONFIG.site, isVipDomain: true }, 't');
    expect(await statusOf('/en/registration')).toBe(404);
    await node.app.config.setGroup('site', { ...DEFAULT_CONFIG.site, isRegistrationAllowed: false }, 't');
    expect(await statusOf('/en/registration')).toBe(404);
  });

  it('spec §5 the identification route requires the identification flag', async () => {
    const cookie = await sessionCookie();
    expect((await get('/en/office/identification', { cookie })).statusCode).toBe(200);
    await node.app.config.setGroup('site', { ...DEFAULT_CONFIG.site, isIdentificationEnabled: false }, 't');
    expect((await get('/en/office/identification', { cookie })).statusCode).toBe(404);
  });

  it('spec §4 access guard: office pages send an anonymous visitor to login, keeping the way back', async () => {
    const res = await get('/en/office/security?tab=2');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/en/login?return_url=${encodeURIComponent('/en/office/security?tab=2')}`);
    expect((await get('/en/office/security', { cookie: await sessionCookie() })).statusCode).toBe(200);
  });

  it('spec §2 the rules page gives 404 if availableRoutes lacks entry 47', async () => {
    expect(await statusOf('/en/information/rules/sports')).toBe(200);
    await node.app.config.setGroup('site', { ...DEFAULT_CONFIG.site, availableRoutes: [38] }, 't');
    expect(await statusOf('/en/information/rules/sports')).toBe(404);
  });

  it('spec §5 the payment information page requires an authenticated user when the config says so', async () => {
    expect(await statusOf('/en/information/payment')).toBe(200);
    await node.app.config.setGroup('site', { ...DEFAULT_CONFIG.site, isPaymentPageAuthRequired: true }, 't');
    expect(await statusOf('/en/information/payment')).toBe(404);
  });

  it('spec §2 betting pages: section is line or live, pageType from the list', async () => {
    expect(await statusOf('/en/home/line')).toBe(200);
    expect(await statusOf('/en/home/line/sports/1-football')).toBe(200);
    expect(await statusOf('/en/betsonyour/live')).toBe(200);
    // A sport, championship or game the line does not have is an unknown page.
    expect(await statusOf('/en/home/line/top/football/epl/123')).toBe(404);
    expect(await statusOf('/en/home/nope')).toBe(404);
    expect(await statusOf('/en/banana/line')).toBe(404);
  });

  it('spec §2 toto, lotto, results and cyber sub-routes accept only their listed values', async () => {
    for (const ok of [
      '/en/toto/draw',
      '/en/lotto/catalog/5',
      '/en/results/live',
      '/en/cyber/all',
      '/en/cyber/line/cs2',
      '/en/cyber/live',
    ]) {
      expect(await statusOf(ok), ok).toBe(200);
    }
    // Issue 14: cyber/{type} is line or live (the esports section's two boards).
    for (const bad of ['/en/toto/x', '/en/lotto/x', '/en/results/x', '/en/cyber/all/x', '/en/cyber/cs2/major']) {
      expect(await statusOf(bad), bad).toBe(404);
    }
  });

  it('spec §2 the debugger page exists outside production only', async () => {
    expect(await statusOf('/en/debugger')).toBe(200);
    const prod = await startTestApp(node.tdb.database, node.bus, testEnv({ NODE_ENV: 'production' }));
    expect((await prod.app.inject({ url: '/en/debugger' })).statusCode).toBe(404);
    await prod.app.close();
  });

  it('spec §2 platform_type=mobile forces the mobile layout, and is stripped by redirect on an unknown route', async () => {
    expect((await get('/en?platform_type=mobile')).body).toMatch(/data-platform="mobile"/);
    const unknown = await get('/en/no-such-page?platform_type=mobile&a=1');
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/en/no-such-page?a=1');
  });

  it('spec §2 payment_consultant=1 is stored', async () => {
    const res = await get('/en?payment_consultant=1');
    expect(res.cookies.find((c) => c.name === 'payment_consultant')?.value).toBe('1');
  });

  it('spec §8 unknown pages show the 404 page inside the shell', async () => {
    const res = await get('/en/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('data-testid="page-404"');
    expect(res.body).toContain('<header class="header">');
    expect(res.body).toMatch(/<meta name="robots" content="noindex, nofollow">/);
  });

  it('registers every route of the URL table (each renders 200 with its title)', async () => {
    const { ROUTE_TABLE } = await import('@sb/web/server');
    // offerVariant pages redirect to their bonus twin while promoBonusToOffer is off (tested above).
    const concrete = ROUTE_TABLE.filter(
      (r) =>
        !r.path.includes(':') &&
        r.id !== 'debugger' &&
        r.rule !== 'offerVariant' &&
        r.id !== 'confirm' &&
        r.ban !== 'only',
    );
    const cookie = await sessionCookie();
    for (const r of concrete) {
      // Spec §4: the maintenance page answers only while maintenance is on (here: by its cookie).
      const headers: Record<string, string> = r.auth
        ? { cookie }
        : r.id === 'maintenance'
          ? { cookie: 'maintenance=1' }
          : {};
      const res = await get(`/en/${r.path}`, headers);
      expect(res.statusCode, r.path).toBe(200);
      expect(res.body, r.path).toContain('<title>');
    }
  });
});

describe('spec §3 SEO page data', () => {
  it('renders title, description, robots, canonical and hreflang alternates for every language', async () => {
    const res = await get('/en/information/about', { host: 'bet.example' });
    expect(res.body).toContain('<title>About us | Nordbet</title>');
    expect(res.body).toContain('<meta name="robots" content="index, follow">');
    expect(res.body).toContain('<link rel="canonical" href="http://bet.example/en/information/about">');
    for (const l of DEFAULT_CONFIG.languages.allowed) {
      expect(res.body).toContain(
        `<link rel="alternate" hreflang="${l}" href="http://bet.example/${l}/information/about">`,
      );
    }
    expect(res.body).toContain('hreflang="x-default" href="http://bet.example/ru/information/about"');
    expect((await get('/en/office', { cookie: await sessionCookie() })).body).toContain('content="noindex, nofollow"');
  });

  it('applies operator overrides, with customCanonical modes url and mirror', async () => {
    const put = (data: unknown) =>
      node.app.app.inject({
        method: 'PUT',
        url: '/admin-api/seo/pages',
        headers: { 'x-requested-with': 'x', authorization: 'Bearer test-admin-token-0123456789abcdef' },
        payload: { lang: 'en', path: '/information/howbet', data },
      });
    expect(
      (
        await put({
          title: 'How to bet — guide',
          customCanonical: { mode: 'url', targetUrl: 'https://x.example/guide' },
        })
      ).statusCode,
    ).toBe(204);
    let body = (await get('/en/information/howbet')).body;
    expect(body).toContain('<title>How to bet — guide</title>');
    expect(body).toContain('<link rel="canonical" href="https://x.example/guide">');
    expect((await put({ customCanonical: { mode: 'mirror', domain: { host: 'mirror.example' } } })).statusCode).toBe(
      204,
    );
    body = (await get('/en/information/howbet')).body;
    expect(body).toContain('<link rel="canonical" href="https://mirror.example/en/information/howbet">');
    expect((await put({ customCanonical: { mode: 'url' } })).statusCode).toBe(400);
  });

  it('serves /sitemap.xml with every public page in every language, and /robots.txt', async () => {
    const sitemap = await get('/sitemap.xml', { host: 'bet.example' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>http://bet.example/de/information/about</loc>');
    expect(sitemap.body).toContain('hreflang="x-default"');
    expect(sitemap.body).not.toContain('/office');
    const robots = await get('/robots.txt', { host: 'bet.example' });
    expect(robots.body).toContain('Sitemap: http://bet.example/sitemap.xml');
  });
});

describe('server basics', () => {
  it('/healthz and /readyz answer', async () => {
    expect((await get('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await get('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json<{ status: string }>().status).toBe('ok');
  });

  it('/metrics exposes Prometheus metrics', async () => {
    await get('/en');
    const res = await get('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('http_requests_total');
    expect(res.body).toContain('http_request_duration_seconds_bucket');
  });

  it('/api-docs/json is OpenAPI generated from the route schemas', async () => {
    const res = await get('/api-docs/json');
    const doc = res.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/bff-api/config/all.json', '/bff-api/config/group/get']),
    );
    expect((await get('/api-docs')).statusCode).toBeLessThan(400);
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const res = await get('/en');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
  });

  it('compresses pages', async () => {
    const res = await get('/en', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('serves the PWA manifest with the apple touch icon sizes of spec §9 and the service worker', async () => {
    const manifest = (await get('/manifest.json')).json<{ icons: { sizes: string }[] }>();
    for (const s of [72, 96, 128, 144, 152, 192, 384, 512]) {
      expect(manifest.icons.map((i) => i.sizes)).toContain(`${s}x${s}`);
    }
    const sw = await get('/pwa-sw.js');
    expect(sw.headers['content-type']).toContain('javascript');
    expect(sw.body).toContain('/offline.html');
  });
});

describe('bad input never gives a 500', () => {
  it('unknown API paths answer a JSON 404', async () => {
    const res = await get('/bff-api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('not_found');
    const post = await node.app.app.inject({
      method: 'POST',
      url: '/web-api/nope',
      headers: { 'x-requested-with': 'x' },
    });
    expect(post.statusCode).toBe(404);
  });

  it('malformed percent-encoding is a 400', async () => {
    expect((await get('/en/%E0%A4%A')).statusCode).toBe(400);
  });

  it('very long URLs are refused with 414', async () => {
    expect((await get(`/en/${'a'.repeat(3000)}`)).statusCode).toBe(414);
  });

  it('odd but valid paths render 404 pages, not errors', async () => {
    for (const url of ['/en/%F0%9F%8E%B2', '/en/..%2f..%2fetc%2fpasswd', '/en//slots', '/en/slots/', '/ar/%D8%B9']) {
      const res = await get(url);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});

describe('hashed static assets', () => {
  it('serves the built client with a one-year immutable cache (other public files: one day)', async () => {
    const { readClientAssets } = await import('./assets');
    const { DEFAULT_WEB_DIST } = await import('./routes');
    const assets = readClientAssets(DEFAULT_WEB_DIST);
    if (!assets.entry) throw new Error('run npm run build first: the client bundle is missing');
    const js = await get(assets.entry);
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/icons/apple-touch-icon-192.png');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=86400');
  });
});

describe('issue 18: system pages are whole in the server HTML (an old browser may never run our JS)', () => {
  it('oldbrowser lists the supported browsers with update links; 500 offers a retry; internal-vpn says why', async () => {
    const old = (await get('/en/oldbrowser')).body;
    expect(old).toContain('data-testid="page-oldbrowser"');
    expect(old).toContain('href="https://www.google.com/chrome/"');
    const error = (await get('/en/500')).body;
    expect(error).toContain('data-testid="page-500"');
    expect(error).toContain('Try again');
    // The CSP allows no inline styles: server HTML must not carry style attributes.
    for (const html of [old, error]) expect(html).not.toMatch(/<[a-z]+ [^>]*style="/);
    expect((await get('/en/internal-vpn')).body).toContain('only from the company network (VPN)');
  });
});

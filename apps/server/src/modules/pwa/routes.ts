import type { FastifyInstance } from 'fastify';
import type { ConfigService } from '../config';
import type { ClientAssets } from '../ssr';

/** Spec §9 Apple touch icon sizes. */
export const APPLE_TOUCH_ICON_SIZES = [72, 96, 128, 144, 152, 192, 384, 512] as const;
export const OFFLINE_PAGE = '/offline.html';

export function serviceWorkerSource(assets: ClientAssets, version: string): string {
  const precache = [...assets.all, OFFLINE_PAGE, '/offline.css', '/icons/icon.svg'];
  return `// Generated per build: the precache list holds this build's hashed files.
const CACHE = 'sb-${version}';
const PRECACHE = ${JSON.stringify(precache)};
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(PRECACHE)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('sb-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});
self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/assets/')) {
    // Hashed names never change content: cache first.
    event.respondWith(
      caches.match(req).then((hit) => hit || fetch(req).then((res) => {
        if (res.ok) { const copy = res.clone(); caches.open(CACHE).then((c) => c.put(req, copy)); }
        return res;
      })),
    );
    return;
  }
  if (req.mode === 'navigate') {
    // Pages are personal and fresh: network first, the offline page when there is no network.
    event.respondWith(fetch(req).catch(() => caches.match('${OFFLINE_PAGE}')));
  }
});
`;
}

export function pwaRoutes(config: ConfigService, assets: ClientAssets, version: string) {
  const sw = serviceWorkerSource(assets, version);
  return async (app: FastifyInstance) => {
    app.get('/pwa-sw.js', { schema: { hide: true } }, async (_req, reply) => {
      reply
        .type('application/javascript; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Service-Worker-Allowed', '/');
      return sw;
    });
    app.get('/manifest.json', { schema: { hide: true } }, async (_req, reply) => {
      const groups = await config.groups();
      reply.type('application/manifest+json; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
      return {
        name: groups.site.companyName,
        short_name: groups.site.companyName,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#0f1620',
        theme_color: '#0b5cd5',
        icons: [
          ...APPLE_TOUCH_ICON_SIZES.map((s) => ({
            src: `/icons/apple-touch-icon-${s}.png`,
            sizes: `${s}x${s}`,
            type: 'image/png',
            purpose: 'any',
          })),
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      };
    });
  };
}

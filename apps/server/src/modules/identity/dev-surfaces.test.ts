import { describe, expect, it } from 'vitest';
import { startTestApp, testEnv, useTestApp } from '../../test/test-app';

/** Issue 25 §10: what a development server shows only to its own machine, and the API docs in production. */
const node = useTestApp({ now: () => Date.UTC(2026, 11, 2, 9, 0, 0) });

describe('issue 25 §10: the development outbox answers this machine only', () => {
  it('from loopback: every message; from another address or through a proxy: no such route (404)', async () => {
    const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
      node.app.app.inject({ url: '/web-api/dev/outbox', remoteAddress, headers });
    expect((await from('127.0.0.1')).statusCode).toBe(200);
    expect((await from('::1')).statusCode).toBe(200);
    expect((await from('203.0.113.7')).statusCode).toBe(404);
    expect((await from('10.0.0.5')).statusCode).toBe(404);
    // A proxy on the same host makes every visitor 127.0.0.1: a forwarded request is not local.
    expect((await from('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(404);
    expect((await from('127.0.0.1', { forwarded: 'for=203.0.113.7' })).statusCode).toBe(404);
    expect((await from('203.0.113.7')).body).not.toContain('messages');
  });
});

describe('issue 25 §10: /api-docs is off in production unless API_DOCS turns it on', () => {
  it('development: served; production: not served; production with API_DOCS=true: served', async () => {
    expect((await node.app.app.inject({ url: '/api-docs/json' })).statusCode).toBe(200);
    const prod = await startTestApp(node.tdb.database, node.bus, testEnv({ NODE_ENV: 'production' }));
    try {
      // Not served: the paths are ordinary unknown pages (404 or the language redirect).
      for (const url of ['/api-docs/json', '/api-docs']) {
        const res = await prod.app.inject({ url });
        expect(res.statusCode, url).not.toBe(200);
        expect(res.body, url).not.toMatch(/openapi|swagger/i);
      }
      // The production outbox is not there at all.
      expect((await prod.app.inject({ url: '/web-api/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await prod.app.close();
    }
    const docs = await startTestApp(node.tdb.database, node.bus, testEnv({ NODE_ENV: 'production', API_DOCS: 'true' }));
    try {
      expect((await docs.app.inject({ url: '/api-docs/json' })).statusCode).toBe(200);
    } finally {
      await docs.app.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { qrPollAnswerSchema, qrStartAnswerSchema } from '@sb/contracts';
import { XRW, oneClickPlayer, useTestApp } from '../../test/test-app';
import { QR_LOGIN_TTL_MS, QR_STARTS_PER_10_MIN } from './qr-login';

let clock = Date.UTC(2026, 10, 24, 10, 0, 0);
const node = useTestApp({ now: () => clock });
type Method = 'GET' | 'POST';
const call = (method: Method, url: string, opts: { cookie?: string; payload?: object; ip?: string } = {}) =>
  node.app.app.inject({
    method,
    url,
    remoteAddress: opts.ip ?? '10.95.0.1',
    headers: { ...XRW, ...(opts.cookie ? { cookie: opts.cookie } : {}), 'user-agent': 'Desktop Chrome' },
    ...(opts.payload ? { payload: opts.payload } : {}),
  });
const start = async (ip = '10.95.0.1') =>
  qrStartAnswerSchema.parse((await call('POST', '/web-api/user/qr/start', { payload: { lng: 'en' }, ip })).json());
const codeOf = (url: string) => new URL(url).searchParams.get('qr') ?? '';

describe('issue 17 QR authorization: a logged-in device lets a new one in, once, for two minutes', () => {
  it('the new device shows a QR code of the confirm page; the phone sees where it comes from and confirms; the next poll logs in', async () => {
    const phone = await oneClickPlayer(node.app, '10.95.1.1');
    const qr = await start();
    expect(qr.svg).toMatch(/^<svg[^>]*>/);
    expect(qr.url).toMatch(/^http:\/\/localhost(:\d+)?\/en\/office\/security\?qr=[A-Za-z0-9_-]+$/);
    const poll = () =>
      call('POST', '/web-api/user/qr/poll', { payload: { requestId: qr.requestId, secret: qr.secret } });
    expect(qrPollAnswerSchema.parse((await poll()).json()).status).toBe('pending');

    const code = codeOf(qr.url);
    const seen = await call('GET', `/web-api/user/qr/describe?code=${code}`, { cookie: phone });
    expect(seen.json()).toMatchObject({ ip: '10.95.0.1', userAgent: 'Desktop Chrome' });
    expect((await call('POST', '/web-api/user/qr/approve', { cookie: phone, payload: { code } })).statusCode).toBe(200);

    const approved = await poll();
    expect(approved.json()).toEqual({ status: 'approved' });
    const sid = approved.cookies.find((c) => c.name === 'sid')?.value;
    expect(sid).toBeTruthy();
    const me = await call('GET', '/web-api/session', { cookie: `sid=${sid}` });
    expect(me.statusCode).toBe(200);
    const phoneUser = (await call('GET', '/web-api/session', { cookie: phone })).json<{ user_id: number }>().user_id;
    expect(me.json<{ user_id: number }>().user_id).toBe(phoneUser);

    // One use: the code cannot approve again, and the poll no longer logs in.
    expect((await poll()).json()).toEqual({ status: 'used' });
    expect((await poll()).cookies.find((c) => c.name === 'sid')).toBeUndefined();
    expect((await call('POST', '/web-api/user/qr/approve', { cookie: phone, payload: { code } })).statusCode).toBe(404);
  });

  it('expires after two minutes; approving needs a logged-in player; a wrong secret learns nothing', async () => {
    const phone = await oneClickPlayer(node.app, '10.95.1.2');
    const qr = await start();
    const code = codeOf(qr.url);
    expect((await call('POST', '/web-api/user/qr/approve', { payload: { code } })).statusCode).toBe(401);
    const wrong = await call('POST', '/web-api/user/qr/poll', {
      payload: { requestId: qr.requestId, secret: 'x'.repeat(32) },
    });
    expect(wrong.statusCode).toBe(404);
    clock += QR_LOGIN_TTL_MS + 1;
    expect((await call('POST', '/web-api/user/qr/approve', { cookie: phone, payload: { code } })).statusCode).toBe(404);
    const late = await call('POST', '/web-api/user/qr/poll', {
      payload: { requestId: qr.requestId, secret: qr.secret },
    });
    expect(late.json()).toEqual({ status: 'expired' });
    expect(
      (await call('POST', '/web-api/user/qr/poll', { payload: { requestId: 'bad id!', secret: qr.secret } }))
        .statusCode,
    ).toBe(400);
  });

  it(`one address may ask for ${QR_STARTS_PER_10_MIN} codes in ten minutes`, async () => {
    clock += 3_600_000;
    for (let i = 0; i < QR_STARTS_PER_10_MIN; i++) await start('10.95.2.2');
    const refused = await call('POST', '/web-api/user/qr/start', { payload: { lng: 'en' }, ip: '10.95.2.2' });
    expect(refused.statusCode).toBe(429);
  });
});

describe('issue 25 §10: the QR code links to the site, never to the Host a request names', () => {
  it('a forged Host header does not end up in the QR code: the URL is built on the site origin', async () => {
    const res = await node.app.app.inject({
      method: 'POST',
      url: '/web-api/user/qr/start',
      remoteAddress: '10.95.3.1',
      headers: { ...XRW, host: 'evil.example' },
      payload: { lng: 'en' },
    });
    const qr = qrStartAnswerSchema.parse(res.json());
    expect(new URL(qr.url).host).not.toBe('evil.example');
    expect(qr.url).toMatch(/^http:\/\/localhost(:\d+)?\/en\/office\/security\?qr=/);
  });
});

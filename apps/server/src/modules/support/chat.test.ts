import { beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SUPPORT_EMAILS_PER_HOUR, chatAnswerSchema, supportStateSchema } from '@sb/contracts';
import { ADMIN, XRW, oneClickPlayer, useTestApp } from '../../test/test-app';
import { DEFAULT_CONFIG } from '../config';
import { callbackOffered } from './chat-service';

const clock = Date.UTC(2026, 10, 24, 9, 0, 0);
const node = useTestApp({ now: () => clock });
let ipSeq = 0;
const player = () => oneClickPlayer(node.app, `10.93.0.${++ipSeq}`);

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, cookie?: string, payload?: object, remoteAddress = '10.93.1.1') =>
  node.app.app.inject({
    method,
    url,
    remoteAddress,
    headers: { ...XRW, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
const admin = (method: Method, url: string, payload?: object) =>
  node.app.app.inject({ method, url, headers: ADMIN, ...(payload ? { payload } : {}) });
const state = async (lng: string, cookie?: string) =>
  supportStateSchema.parse((await call('GET', `/web-api/support/state?lng=${lng}`, cookie)).json());

let consultantId = 0;
beforeEach(async () => {
  await node.app.config.setGroup('languages', DEFAULT_CONFIG.languages, 'test-reset');
  const list = (await admin('GET', '/admin-api/support/consultants')).json<{ consultants: { id: number }[] }>();
  for (const c of list.consultants)
    await admin('PUT', `/admin-api/support/consultants/${c.id}`, { name: 'Off', languages: ['en'], online: false });
  const created = await admin('POST', '/admin-api/support/consultants', {
    name: 'Anna',
    languages: ['en', 'de'],
    online: true,
  });
  expect(created.statusCode).toBe(201);
  consultantId = created.json<{ id: number }>().id;
});

describe('spec §5 callback rule: logged in, language not hidden, a consultant available', () => {
  it('the rule itself', () => {
    expect(callbackOffered(true, 'en', [], true)).toBe(true);
    expect(callbackOffered(false, 'en', [], true)).toBe(false);
    expect(callbackOffered(true, 'tr', ['tr'], true)).toBe(false);
    expect(callbackOffered(true, 'en', [], false)).toBe(false);
  });

  it('the support button state follows it; a request is taken once, refused when not offered', async () => {
    const cookie = await player();
    expect((await state('en')).callbackAvailable).toBe(false);
    const en = await state('en', cookie);
    expect(en).toMatchObject({ callbackAvailable: true, consultant: { consultant_id: consultantId, name: 'Anna' } });
    expect((await state('pt', cookie)).callbackAvailable).toBe(false);
    await node.app.config.setGroup('languages', { ...DEFAULT_CONFIG.languages, hiddenForUnauthorized: ['de'] }, 't');
    expect((await state('de', cookie)).callbackAvailable).toBe(false);

    const asked = await call('POST', '/web-api/support/callback', cookie, { phone: '+44 20 7946 0000', lng: 'en' });
    expect(asked.statusCode).toBe(201);
    expect(
      (await call('POST', '/web-api/support/callback', cookie, { phone: '+44 20 7946 0000', lng: 'en' })).json(),
    ).toMatchObject({
      errors: [{ code: 'callback_pending' }],
    });
    const other = await player();
    expect(
      (await call('POST', '/web-api/support/callback', other, { phone: '+49 30 1234567', lng: 'de' })).statusCode,
    ).toBe(409);
    expect((await call('POST', '/web-api/support/callback', other, { phone: 'call me', lng: 'en' })).statusCode).toBe(
      400,
    );
    expect(
      (await call('POST', '/web-api/support/callback', undefined, { phone: '+44 20 7946 0000', lng: 'en' })).statusCode,
    ).toBe(401);
  });
});

describe('spec §1 online chat with an unread marker; a consultant answers from the admin API', () => {
  it('a player writes, the consultant answers, the answer arrives over the WebSocket and is unread until read', async () => {
    const cookie = await player();
    await node.app.app.listen({ port: 0, host: '127.0.0.1' });
    const address = node.app.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const pushed: { type: string; message?: { body: string } }[] = [];
    const ws = await new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`, { headers: { cookie } });
      socket.on('message', (m) => {
        pushed.push(JSON.parse(String(m)) as { type: string });
        if (pushed.length === 1) resolve(socket);
      });
      socket.on('error', reject);
    });

    const sent = await call('POST', '/web-api/support/chat', cookie, { body: 'My deposit is not credited', lng: 'en' });
    expect(sent.statusCode).toBe(201);
    const list = (await admin('GET', '/admin-api/support/conversations')).json<{
      conversations: { id: number; waiting: number }[];
    }>();
    const conversation = list.conversations[0];
    expect(conversation?.waiting).toBe(1);
    const opened = await admin('GET', `/admin-api/support/conversations/${conversation?.id}`);
    expect(opened.json<{ messages: { body: string }[] }>().messages.map((m) => m.body)).toEqual([
      'My deposit is not credited',
    ]);

    const reply = await admin('POST', `/admin-api/support/conversations/${conversation?.id}/reply`, {
      consultantId,
      body: 'It is credited now.',
    });
    expect(reply.statusCode).toBe(201);
    await expect.poll(() => pushed.find((m) => m.type === 'support')?.message?.body).toBe('It is credited now.');
    ws.close();

    expect((await state('en', cookie)).chat).toEqual({ available: true, unread: 1 });
    const history = chatAnswerSchema.parse((await call('GET', '/web-api/support/chat', cookie)).json());
    expect(history.messages.map((m) => [m.author, m.body, m.consultantName])).toEqual([
      ['player', 'My deposit is not credited', null],
      ['consultant', 'It is credited now.', 'Anna'],
    ]);
    // Read up to the answer the player saw: an answer that arrives meanwhile stays unread.
    const seen = history.messages.at(-1)?.id ?? 0;
    await admin('POST', `/admin-api/support/conversations/${conversation?.id}/reply`, {
      consultantId,
      body: 'Anything else?',
    });
    expect((await call('POST', '/web-api/support/chat/read', cookie, { upTo: seen })).statusCode).toBe(204);
    expect((await state('en', cookie)).chat.unread).toBe(1);
    expect((await call('POST', '/web-api/support/chat/read', cookie, { upTo: 'all' })).statusCode).toBe(400);
    // The fuzzer's finding: an id beyond the column's int4 is bad input (400), not a 500.
    expect((await call('POST', '/web-api/support/chat/read', cookie, { upTo: 2 ** 53 - 1 })).statusCode).toBe(400);
    expect((await call('POST', '/web-api/support/chat/read', cookie)).statusCode).toBe(204);
    expect((await state('en', cookie)).chat.unread).toBe(0);
  });

  it('without a consultant online a new chat is refused (the e-mail form is the way); bad input is a 400; guests get 401', async () => {
    await admin('PUT', `/admin-api/support/consultants/${consultantId}`, {
      name: 'Anna',
      languages: ['en'],
      online: false,
    });
    const cookie = await player();
    expect((await state('en', cookie)).chat.available).toBe(false);
    const refused = await call('POST', '/web-api/support/chat', cookie, { body: 'Hello?', lng: 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errors: [{ code: 'no_consultant' }] });
    expect((await call('POST', '/web-api/support/chat', cookie, { body: '   ', lng: 'en' })).statusCode).toBe(400);
    expect(
      (await call('POST', '/web-api/support/chat', cookie, { body: 'x'.repeat(2001), lng: 'en' })).statusCode,
    ).toBe(400);
    expect((await call('POST', '/web-api/support/chat', cookie, { body: 'a\u0000b', lng: 'en' })).statusCode).toBe(400);
    expect((await call('GET', '/web-api/support/chat')).statusCode).toBe(401);
    expect(
      (await admin('POST', '/admin-api/support/conversations/999999/reply', { consultantId, body: 'x' })).statusCode,
    ).toBe(404);
  });
});

describe('spec §1 e-mail form and social links of placement type 6', () => {
  it('guests can write; at most SUPPORT_EMAILS_PER_HOUR messages an hour from one address; bad e-mail is a 400', async () => {
    const form = { email: 'guest@example.com', subject: 'Question', body: 'How do I verify my account?', lng: 'en' };
    for (let i = 0; i < SUPPORT_EMAILS_PER_HOUR; i++)
      expect((await call('POST', '/web-api/support/email', undefined, form, '10.93.9.9')).statusCode).toBe(201);
    expect((await call('POST', '/web-api/support/email', undefined, form, '10.93.9.9')).statusCode).toBe(429);
    expect((await call('POST', '/web-api/support/email', undefined, form, '10.93.9.10')).statusCode).toBe(201);
    expect(
      (await call('POST', '/web-api/support/email', undefined, { ...form, email: 'nope' }, '10.93.9.11')).statusCode,
    ).toBe(400);
  });

  it('the button lists the links of placement 6 only, in the operator order', async () => {
    const put = await admin('PUT', '/admin-api/support/social-links', {
      links: [
        { name: 'Telegram', value: 'https://t.me/nordbet_support', placementTypeId: 6 },
        { name: 'Footer X', value: 'https://x.com/nordbet', placementTypeId: 2 },
        { name: 'WhatsApp', value: 'https://wa.me/442079460000', placementTypeId: 6 },
      ],
    });
    expect(put.statusCode).toBe(204);
    expect((await state('en')).socialLinks.map((l) => l.name)).toEqual(['Telegram', 'WhatsApp']);
    expect(
      (
        await admin('PUT', '/admin-api/support/social-links', {
          links: [{ name: 'x', value: 'javascript:alert(1)', placementTypeId: 6 }],
        })
      ).statusCode,
    ).toBe(400);
    expect((await call('GET', '/admin-api/support/conversations')).statusCode).toBe(401);
  });
});

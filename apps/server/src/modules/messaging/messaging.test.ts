import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { XRW, testEnv, useTestApp } from '../../test/test-app';
import { DeliveryError, smsGatewaySender, smtpSender } from './senders';

/** A real SMTP server in this process: every message it receives, raw. */
const received: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, done) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      received.push(raw);
      done();
    });
  },
});
let smtpPort = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(resolve)));

const node = useTestApp({
  env: () => testEnv({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, SMTP_FROM: 'Nordbet <no-reply@bet.example>' }),
});
const post = (url: string, payload: object) =>
  node.app.app.inject({ method: 'POST', url, headers: XRW, payload, remoteAddress: '10.94.0.1' });

describe('issue 17 e-mail: codes reach a real SMTP server', () => {
  it('the adapter delivers a message with its From, To, subject and text', async () => {
    const sender = smtpSender(`smtp://127.0.0.1:${smtpPort}`, 'Nordbet <no-reply@bet.example>');
    await sender.send({ channel: 'email', recipient: 'anna@example.com', subject: 'Hello', body: 'Code 123456' });
    sender.close();
    const raw = received.at(-1) ?? '';
    expect(raw).toMatch(/^From: Nordbet <no-reply@bet\.example>/m);
    expect(raw).toMatch(/^To: anna@example\.com/m);
    expect(raw).toMatch(/^Subject: Hello/m);
    expect(raw).toContain('Code 123456');
  });

  it('password recovery by e-mail completes with the code read from the received message (nothing in the outbox)', async () => {
    const email = 'recover-smtp@example.com';
    const reg = await post('/web-api/user/registration', {
      type: 'full',
      email,
      password: 'Secret123',
      name: 'Anna',
      surname: 'Test',
      birthDate: '1990-05-17',
      currency: 'EUR',
      bonusType: 1,
      termsAccepted: true,
    });
    expect(reg.statusCode).toBe(200);
    const before = received.length;
    const { requestId } = (await post('/web-api/user/recovery/request', { login: email })).json<{
      requestId: string;
    }>();
    await expect.poll(() => received.length).toBeGreaterThan(before);
    const message = received.slice(before).find((raw) => raw.includes(`To: ${email}`)) ?? '';
    const code = /\b(\d{6})\b/.exec(
      message
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n'),
    )?.[1];
    expect(code).toMatch(/^\d{6}$/);
    // Spec §2 user/passwordreset: the e-mail links to the page that opens at this request's code.
    const decoded = message.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(decoded).toContain(`/en/user/passwordreset?request=${requestId}`);
    const checked = await post('/web-api/user/recovery/code', { requestId, code });
    expect(checked.statusCode).toBe(200);
    const { resetToken } = checked.json<{ resetToken: string }>();
    expect((await post('/web-api/user/recovery/save', { resetToken, password: 'NewSecret456' })).statusCode).toBe(200);
    const outbox = (await node.app.app.inject({ url: '/web-api/dev/outbox' })).json<{
      messages: { recipient: string }[];
    }>();
    expect(outbox.messages.some((m) => m.recipient === email)).toBe(false);
  });

  it('the code comes in the language of the page that asked for it (lng cookie)', async () => {
    const email = 'recover-de@example.com';
    const reg = await post('/web-api/user/registration', {
      type: 'full',
      email,
      password: 'Secret123',
      name: 'Anna',
      surname: 'Test',
      birthDate: '1990-05-17',
      currency: 'EUR',
      bonusType: 1,
      termsAccepted: true,
    });
    expect(reg.statusCode).toBe(200);
    const before = received.length;
    const res = await node.app.app.inject({
      method: 'POST',
      url: '/web-api/user/recovery/request',
      headers: { ...XRW, cookie: 'lng=de' },
      payload: { login: email },
      remoteAddress: '10.94.0.2',
    });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => received.slice(before).some((raw) => raw.includes(`To: ${email}`))).toBe(true);
    const raw = received.slice(before).find((r) => r.includes(`To: ${email}`)) ?? '';
    // Non-ASCII subjects are MIME-encoded words; the plain-text body is quoted-printable or UTF-8.
    expect(raw).toMatch(/Subject: (=\?UTF-8\?|Code zur Passwort)/);
    expect(raw).toMatch(/Minuten/);
  });

  it('an unreachable SMTP server is a DeliveryError, not a silent success', async () => {
    const sender = smtpSender('smtp://127.0.0.1:1', 'x <x@example.com>');
    await expect(
      sender.send({ channel: 'email', recipient: 'a@example.com', subject: 's', body: 'b' }),
    ).rejects.toBeInstanceOf(DeliveryError);
    sender.close();
  });
});

describe('issue 17 SMS: the HTTP gateway adapter', () => {
  it('posts {to, text} with the bearer token; a non-2xx answer is a DeliveryError', async () => {
    const calls: { auth: string | undefined; body: unknown }[] = [];
    let status = 202;
    const gateway = createServer((req: IncomingMessage, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString('utf8')));
      req.on('end', () => {
        calls.push({ auth: req.headers.authorization, body: JSON.parse(body) as unknown });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
    const sms = smsGatewaySender({ url, token: 'gateway-token-1' });
    await sms.send({ channel: 'sms', recipient: '+447700900123', subject: 'Code', body: 'Code: 654321' });
    expect(calls).toEqual([{ auth: 'Bearer gateway-token-1', body: { to: '+447700900123', text: 'Code: 654321' } }]);
    status = 500;
    await expect(
      sms.send({ channel: 'sms', recipient: '+447700900123', subject: 'Code', body: 'x' }),
    ).rejects.toBeInstanceOf(DeliveryError);
    await new Promise<void>((resolve) => gateway.close(() => resolve()));
  });
});

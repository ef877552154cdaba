import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { CHAT_ATTACHMENT_PATH, chatAnswerSchema, chatMessageSchema } from '@sb/contracts';
import { outbox } from '../../db/schema';
import { ADMIN, XRW, oneClickPlayer, testEnv, useTestApp } from '../../test/test-app';
import { OFFLINE_MAIL_LANGUAGES, offlineAnswerMail } from './offline-mail';

const clock = Date.UTC(2026, 10, 24, 9, 0, 0);
const dataDir = mkdtempSync(join(tmpdir(), 'support-'));
const node = useTestApp({ now: () => clock, env: () => testEnv({ DATA_DIR: dataDir }) });
let ipSeq = 0;
const player = () => oneClickPlayer(node.app, `10.92.0.${++ipSeq}`);

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
const BOUNDARY = 'support-test-boundary-Zq81';
function form(fields: Record<string, string>, file?: { name: string; type: string; data: Buffer }) {
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file)
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  node.app.app.inject({
    method,
    url,
    headers: { ...XRW, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
const admin = (method: Method, url: string, payload?: object) =>
  node.app.app.inject({ method, url, headers: ADMIN, ...(payload ? { payload } : {}) });
const upload = (
  cookie: string,
  fields: Record<string, string>,
  file?: { name: string; type: string; data: Buffer },
) => {
  const f = form(fields, file);
  return node.app.app.inject({
    method: 'POST',
    url: CHAT_ATTACHMENT_PATH,
    headers: { ...XRW, cookie, ...f.headers },
    payload: f.payload,
  });
};

let consultantId = 0;
const setOnline = (online: boolean) =>
  admin('PUT', `/admin-api/support/consultants/${consultantId}`, { name: 'Anna', languages: ['en', 'de'], online });
beforeEach(async () => {
  const list = (await admin('GET', '/admin-api/support/consultants')).json<{ consultants: { id: number }[] }>();
  for (const c of list.consultants)
    await admin('PUT', `/admin-api/support/consultants/${c.id}`, { name: 'Off', languages: ['en'], online: false });
  const created = await admin('POST', '/admin-api/support/consultants', {
    name: 'Anna',
    languages: ['en', 'de'],
    online: true,
  });
  consultantId = created.json<{ id: number }>().id;
});

const conversationOf = async (userMessageId: number) => {
  const list = (await admin('GET', '/admin-api/support/conversations')).json<{
    conversations: { id: number; lastMessageAt: string }[];
  }>();
  for (const c of list.conversations) {
    const conv = (await admin('GET', `/admin-api/support/conversations/${c.id}`)).json<{
      messages: { id: number }[];
    }>();
    if (conv.messages.some((m) => m.id === userMessageId)) return c.id;
  }
  throw new Error('conversation not found');
};
const mailsTo = (recipient: string) =>
  node.tdb.database.db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id));

describe('issue 17 support chat offline: a message left, answered by e-mail', () => {
  it('no consultant online: the message is left with an e-mail; the first answer goes there once, in the chat language', async () => {
    await setOnline(false);
    const cookie = await player();
    const left = await call('POST', '/web-api/support/chat', cookie, {
      body: 'Where is my withdrawal?',
      lng: 'de',
      email: 'offline-player@example.com',
    });
    expect(left.statusCode, left.body).toBe(201);
    const message = chatMessageSchema.parse(left.json());
    expect(message.offline).toBe(true);

    const conversationId = await conversationOf(message.id);
    await setOnline(true);
    const reply = await admin('POST', `/admin-api/support/conversations/${conversationId}/reply`, {
      consultantId,
      body: 'It was paid today.',
    });
    expect(reply.statusCode).toBe(201);
    const mails = await mailsTo('offline-player@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.channel).toBe('email');
    expect(mails[0]?.subject).toBe('Antwort des Supports');
    expect(mails[0]?.body).toContain('Anna: It was paid today.');
    expect(mails[0]?.body).toContain('/de/office/support');

    // Answered: the next reply is a chat message only.
    await admin('POST', `/admin-api/support/conversations/${conversationId}/reply`, {
      consultantId,
      body: 'Anything else?',
    });
    expect(await mailsTo('offline-player@example.com')).toHaveLength(1);
    const history = chatAnswerSchema.parse((await call('GET', '/web-api/support/chat', cookie)).json());
    expect(history.messages.map((m) => m.body)).toEqual([
      'Where is my withdrawal?',
      'It was paid today.',
      'Anything else?',
    ]);
  });

  it('no consultant, no e-mail given and none on the account, no conversation: 409 no_consultant; a bad e-mail is 400', async () => {
    await setOnline(false);
    const cookie = await player();
    const refused = await call('POST', '/web-api/support/chat', cookie, { body: 'Hello?', lng: 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errors: [{ code: 'no_consultant' }] });
    expect(
      (await call('POST', '/web-api/support/chat', cookie, { body: 'Hi', lng: 'en', email: 'nope' })).statusCode,
    ).toBe(400);
  });

  it('a consultant online: a chat message, not offline, no e-mail', async () => {
    const cookie = await player();
    const sent = await call('POST', '/web-api/support/chat', cookie, {
      body: 'Hi',
      lng: 'en',
      email: 'live@example.com',
    });
    expect(chatMessageSchema.parse(sent.json()).offline).toBe(false);
    const id = await conversationOf(chatMessageSchema.parse(sent.json()).id);
    await admin('POST', `/admin-api/support/conversations/${id}/reply`, { consultantId, body: 'Hello' });
    expect(await mailsTo('live@example.com')).toHaveLength(0);
  });

  it('the answer e-mail exists in every site language', () => {
    expect(OFFLINE_MAIL_LANGUAGES.sort()).toEqual(['ar', 'de', 'en', 'es', 'pt', 'ru', 'tr', 'uk']);
    expect(offlineAnswerMail('xx', 'a', 'b', 'u').subject).toBe('Answer from support');
  });
});

describe('issue 17 support chat attachments: checked by content, owner and operators only', () => {
  it('a PNG or PDF is a message of its own; its owner and operators download it, nobody else', async () => {
    const cookie = await player();
    const up = await upload(cookie, { lng: 'en', body: 'My receipt' }, { name: 'r.png', type: 'image/png', data: PNG });
    expect(up.statusCode, up.body).toBe(201);
    const m = chatMessageSchema.parse(up.json());
    expect(m).toMatchObject({ body: 'My receipt', attachment: { mime: 'image/png', size: PNG.length } });

    const own = await call('GET', `${CHAT_ATTACHMENT_PATH}/${m.id}`, cookie);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PNG)).toBe(true);
    expect(own.headers['content-disposition']).toContain('attachment;');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['cache-control']).toBe('no-store');

    const other = await player();
    expect((await call('GET', `${CHAT_ATTACHMENT_PATH}/${m.id}`, other)).statusCode).toBe(404);
    expect((await call('GET', `${CHAT_ATTACHMENT_PATH}/${m.id}`)).statusCode).toBe(401);
    const op = await admin('GET', `/admin-api/support/attachments/${m.id}`);
    expect(op.statusCode).toBe(200);
    expect(op.headers['content-type']).toBe('image/png');
    expect((await node.app.app.inject({ url: `/admin-api/support/attachments/${m.id}` })).statusCode).toBe(401);

    // A PDF named .jpg is a PDF: the content decides.
    const pdf = await upload(cookie, { lng: 'en' }, { name: 'scan.jpg', type: 'image/jpeg', data: PDF });
    expect(chatMessageSchema.parse(pdf.json()).attachment?.mime).toBe('application/pdf');
  });

  it('an executable renamed .png, an empty or missing file, a bad language are 400; a text message has no attachment', async () => {
    const cookie = await player();
    const exe = await upload(cookie, { lng: 'en' }, { name: 'photo.png', type: 'image/png', data: EXE });
    expect(exe.statusCode).toBe(400);
    expect(exe.json()).toMatchObject({ errors: [{ code: 'attachment_type' }] });
    expect((await upload(cookie, { lng: 'en' })).statusCode).toBe(400);
    expect(
      (await upload(cookie, { lng: 'en' }, { name: 'a.png', type: 'image/png', data: Buffer.alloc(0) })).statusCode,
    ).toBe(400);
    expect((await upload(cookie, { lng: 'english' }, { name: 'a.png', type: 'image/png', data: PNG })).statusCode).toBe(
      400,
    );
    const text = await call('POST', '/web-api/support/chat', cookie, { body: 'plain', lng: 'en' });
    expect(chatMessageSchema.parse(text.json()).attachment).toBeNull();
    expect(
      (await call('GET', `${CHAT_ATTACHMENT_PATH}/${chatMessageSchema.parse(text.json()).id}`, cookie)).statusCode,
    ).toBe(404);
  });
});

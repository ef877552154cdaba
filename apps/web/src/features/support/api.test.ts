import { describe, expect, it } from 'vitest';
import { CHAT_ATTACHMENT_PATH } from '@sb/contracts';
import { ApiError } from '../../lib/api-client';
import { sendChatAttachment } from './api';

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('issue 17 support chat attachments: the upload call', () => {
  it('sends multipart form data (lng, file) with the CSRF header and parses the message', async () => {
    let url: unknown;
    let sent: RequestInit | undefined;
    const message = await sendChatAttachment(new Blob([new Uint8Array([0x25, 0x50])]), 'de', (u, init) => {
      url = u;
      sent = init;
      return json(201, {
        id: 7,
        author: 'player',
        consultantName: null,
        body: '📎',
        createdAt: '2026-11-24T09:00:00.000Z',
        read: false,
        offline: false,
        attachment: { mime: 'application/pdf', size: 2 },
      });
    });
    expect(url).toBe(CHAT_ATTACHMENT_PATH);
    expect(message.attachment).toEqual({ mime: 'application/pdf', size: 2 });
    expect(sent?.body).toBeInstanceOf(FormData);
    expect((sent?.body as FormData).get('lng')).toBe('de');
    expect(sent?.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest' });
  });

  it("a refusal (a file that is not a picture or PDF) is an ApiError with the server's dictionary key", async () => {
    const refused = sendChatAttachment(new Blob(['MZ']), 'en', () =>
      json(400, {
        errors: [{ status: '400', code: 'attachment_type', title: 'support_attachment_type', detail: 'x' }],
      }),
    );
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ code: 'attachment_type', title: 'support_attachment_type' });
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { uploadDocument } from './api';

const json = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('issue 17 KYC: the upload call', () => {
  it('sends multipart form data (type, file) with the CSRF header and parses the document', async () => {
    let sent: RequestInit | undefined;
    const doc = await uploadDocument('passport', new Blob([new Uint8Array([0x89, 0x50])]), (_url, init) => {
      sent = init;
      return json(200, {
        id: 'a'.repeat(32),
        type: 'passport',
        mime: 'image/png',
        size: 2,
        status: 'pending',
        reason: null,
        createdAt: '2026-11-24T09:00:00.000Z',
        reviewedAt: null,
      });
    });
    expect(doc.status).toBe('pending');
    expect(sent?.body).toBeInstanceOf(FormData);
    expect((sent?.body as FormData).get('type')).toBe('passport');
    expect(sent?.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest' });
  });

  it("a refusal is an ApiError whose title is the server's dictionary key", async () => {
    const refused = uploadDocument('selfie', new Blob(['MZ']), () =>
      json(400, {
        errors: [{ status: '400', code: 'unsupported_document', title: 'verification_error_type', detail: 'x' }],
      }),
    );
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ code: 'unsupported_document', title: 'verification_error_type' });
  });
});

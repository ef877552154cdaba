import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES, type DocumentView, type VerificationAnswer } from '@sb/contracts';
import { MAX_PENDING_DOCUMENTS } from './service';
import { codeOf, EXE, JPEG, PDF, PNG, useKycTestApp } from './test-helpers';

/** Issue 17 KYC: the upload rules (content sniffing, size, types) and owner-only downloads. */
const { node, dataDir, player, admin } = useKycTestApp();
const stored = () => {
  try {
    return readdirSync(join(dataDir, 'documents')).length;
  } catch {
    return 0;
  }
};

describe('issue 17 KYC: document upload', () => {
  it('stores a PNG passport under a random key, pending, and lists it for its owner', async () => {
    const p = await player();
    const before = stored();
    const res = await p.upload('passport', { name: 'my passport.png', type: 'image/png', data: PNG });
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json<DocumentView>();
    expect(doc).toMatchObject({ type: 'passport', mime: 'image/png', size: PNG.length, status: 'pending' });
    expect(stored()).toBe(before + 1);
    expect(readdirSync(join(dataDir, 'documents')).some((f) => f.includes('passport'))).toBe(false);
    const list = (await p.get('/web-api/verification/documents')).json<{ documents: DocumentView[] }>();
    expect(list.documents.map((d) => d.id)).toEqual([doc.id]);
    const state = (await p.get('/web-api/verification')).json<VerificationAnswer>();
    expect(state.fields).toMatchObject({
      verification_status: 2,
      verification_status_group_code: 'VERIFICATION_PENDING',
    });
    expect(state.verified).toBe(false);
  });

  it('decides the type by content: JPEG, PDF accepted whatever their name; a renamed .exe is refused', async () => {
    const p = await player();
    const jpeg = await p.upload('selfie', { name: 'selfie.pdf', type: 'application/pdf', data: JPEG });
    expect(jpeg.json<DocumentView>().mime).toBe('image/jpeg');
    const pdf = await p.upload('proof_of_address', { name: 'bill.png', type: 'image/png', data: PDF });
    expect(pdf.json<DocumentView>().mime).toBe('application/pdf');
    const before = stored();
    const exe = await p.upload('passport', { name: 'passport.png', type: 'image/png', data: EXE });
    expect(exe.statusCode).toBe(400);
    expect(codeOf(exe)).toBe('unsupported_document');
    expect(stored()).toBe(before);
  });

  it('refuses a file over 10 MiB, an unknown type, a missing file and a body that is not multipart (400)', async () => {
    const p = await player();
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_DOCUMENT_BYTES)]);
    const tooBig = await p.upload('passport', { name: 'a.png', type: 'image/png', data: big });
    expect([tooBig.statusCode, codeOf(tooBig)]).toEqual([400, 'document_too_large']);
    const badType = await p.upload('diploma', { name: 'a.png', type: 'image/png', data: PNG });
    expect([badType.statusCode, codeOf(badType)]).toEqual([400, 'invalid_document_type']);
    const noFile = await p.upload('passport');
    expect([noFile.statusCode, codeOf(noFile)]).toEqual([400, 'document_missing']);
    const json = await p.post('/web-api/verification/documents', { type: 'passport' });
    expect([json.statusCode, codeOf(json)]).toEqual([400, 'multipart_required']);
    const cut = await node.app.app.inject({
      method: 'POST',
      url: '/web-api/verification/documents',
      headers: { cookie: p.cookie, 'x-requested-with': 'x', 'content-type': 'multipart/form-data; boundary=nope' },
      payload: '------other\r\n\r\n',
    });
    expect([cut.statusCode, codeOf(cut)]).toEqual([400, 'bad_multipart']);
    expect((await p.get('/web-api/verification/documents')).json<{ documents: unknown[] }>().documents).toEqual([]);
  });

  it('needs a logged-in player', async () => {
    const res = await node.app.app.inject({ url: '/web-api/verification' });
    expect(res.statusCode).toBe(401);
  });
});

describe('issue 17 KYC: a file is served only to its owner and operators', () => {
  it('the owner and the admin API download it; another player and a visitor do not', async () => {
    const owner = await player();
    const other = await player();
    const doc = (await owner.upload('passport', { name: 'p.png', type: 'image/png', data: PNG })).json<DocumentView>();
    const url = `/web-api/verification/documents/${doc.id}/file`;
    const mine = await owner.get(url);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['content-disposition']).toMatch(/^attachment;/);
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.rawPayload.equals(PNG)).toBe(true);
    expect((await other.get(url)).statusCode).toBe(404);
    expect((await node.app.app.inject({ url })).statusCode).toBe(401);
    const op = await admin('GET', `/admin-api/verification/documents/${doc.id}/file`);
    expect(op.rawPayload.equals(PNG)).toBe(true);
    const noToken = await node.app.app.inject({ url: `/admin-api/verification/documents/${doc.id}/file` });
    expect(noToken.statusCode).toBe(401);
    expect((await owner.get('/web-api/verification/documents/..%2F..%2Fetc/file')).statusCode).toBe(400);
  });
});

describe('issue 25 §10: the pending-document limit holds under concurrent uploads', () => {
  it(`15 uploads at once: exactly ${MAX_PENDING_DOCUMENTS} recorded, the rest 429 too_many_documents with no file kept`, async () => {
    const p = await player();
    const before = stored();
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => p.upload('passport', { name: 'p.png', type: 'image/png', data: PNG })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(MAX_PENDING_DOCUMENTS);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => [r.statusCode, codeOf(r)])).toEqual(
      Array.from({ length: 15 - MAX_PENDING_DOCUMENTS }, () => [429, 'too_many_documents']),
    );
    const list = (await p.get('/web-api/verification/documents')).json<{ documents: DocumentView[] }>();
    expect(list.documents).toHaveLength(MAX_PENDING_DOCUMENTS);
    expect(stored()).toBe(before + MAX_PENDING_DOCUMENTS);
  });
});

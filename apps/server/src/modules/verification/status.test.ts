import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_STATUSES, KYC_DOCUMENT_TYPES } from '@sb/contracts';
import { sniffDocument } from './sniff';
import { documentsVerify, fieldsVerified, missingTypes, verificationFields, type DocumentFact } from './status';

const now = Date.UTC(2026, 10, 24);
const DAY = 86_400_000;
const fields = (
  docs: DocumentFact[],
  open: { type: 'passport' | 'proof_of_address' | 'selfie'; deadlineAt: Date | null }[] = [],
) => verificationFields({ docs, open, internalStatus: 0, identificationEnabled: true, now });

describe('issue 17 KYC: spec §3 verification fields from the documents', () => {
  it('by example: none, pending, not verified (spec §4: verification_status 1), verified', () => {
    expect(fields([]).verification_status).toBe(0);
    expect(fields([{ type: 'passport', status: 'pending' }]).verification_status).toBe(2);
    expect(fields([{ type: 'passport', status: 'rejected' }]).verification_status).toBe(1);
    expect(fields([{ type: 'selfie', status: 'rejected' }]).verification_status).toBe(0);
    const ok = fields([{ type: 'passport', status: 'approved' }]);
    expect(ok).toMatchObject({ verification_status: 3, verification_status_group_code: 'VERIFICATION_SUCCESSFUL' });
    expect(fieldsVerified(ok)).toBe(true);
  });

  it('an open request: not verified, days left rounded up, never below 0', () => {
    const docs: DocumentFact[] = [{ type: 'passport', status: 'approved' }];
    const f = fields(docs, [{ type: 'selfie', deadlineAt: new Date(now + 2 * DAY + 1) }]);
    expect(f).toMatchObject({ requested_additional_document: true, remaining_days_to_activate: 3 });
    expect(fieldsVerified(f)).toBe(false);
    expect(fields(docs, [{ type: 'selfie', deadlineAt: new Date(now - DAY) }]).remaining_days_to_activate).toBe(0);
  });

  it('property: verified by documents exactly when the passport is approved and no request is open', () => {
    const doc = fc.record({
      type: fc.constantFrom(...KYC_DOCUMENT_TYPES),
      status: fc.constantFrom(...DOCUMENT_STATUSES),
    });
    const request = fc.record({ type: fc.constantFrom(...KYC_DOCUMENT_TYPES), deadlineAt: fc.constant(null) });
    fc.assert(
      fc.property(fc.array(doc, { maxLength: 8 }), fc.array(request, { maxLength: 3 }), (docs, open) => {
        const f = verificationFields({ docs, open, internalStatus: 0, identificationEnabled: false, now });
        const expected = docs.some((d) => d.type === 'passport' && d.status === 'approved') && open.length === 0;
        expect(documentsVerify(docs, open)).toBe(expected);
        expect(f.verification_status === 3).toBe(expected);
        expect(fieldsVerified(f)).toBe(expected);
        expect(new Set(missingTypes(docs, open)).size).toBe(missingTypes(docs, open).length);
        expect(f.is_need_identification).toBe(false);
      }),
    );
  });

  it('the internal flag alone verifies (spec §4), unless a document is requested', () => {
    const flagged = verificationFields({ docs: [], open: [], internalStatus: 1, identificationEnabled: false, now });
    expect(fieldsVerified(flagged)).toBe(true);
    const asked = verificationFields({
      docs: [],
      open: [{ type: 'selfie', deadlineAt: null }],
      internalStatus: 1,
      identificationEnabled: false,
      now,
    });
    expect(fieldsVerified(asked)).toBe(false);
  });
});

describe('issue 17 KYC: the content decides the type (magic bytes)', () => {
  it('JPEG, PNG, WebP, PDF; anything else null', () => {
    const b = (...x: number[]) => Uint8Array.from(x);
    const a = (s: string) => Uint8Array.from(Buffer.from(s, 'latin1'));
    expect(sniffDocument(b(0xff, 0xd8, 0xff, 0xe1))).toBe('image/jpeg');
    expect(sniffDocument(b(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffDocument(a('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
    expect(sniffDocument(a('RIFF\x10\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(sniffDocument(a('%PDF-1.4'))).toBe('application/pdf');
    expect(sniffDocument(a('MZ\x90\x00'))).toBeNull();
    expect(sniffDocument(a('<svg xmlns='))).toBeNull();
    expect(sniffDocument(b())).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { DocumentView, VerificationAnswer } from '@sb/contracts';
import { codeOf, JPEG, PNG, useKycTestApp, type KycPlayer } from './test-helpers';

/**
 * Issue 17 KYC: the operators' review and what follows from it — spec §3 user config
 * verification fields, §4 verified / not verified, identity's flag, and withdrawals above the
 * configured threshold (KYC_WITHDRAWAL_THRESHOLD_MINOR) only for a verified player.
 */
let clock = Date.UTC(2026, 10, 24, 9, 0, 0);
const DAY = 86_400_000;
const { node, player, admin } = useKycTestApp({ KYC_WITHDRAWAL_THRESHOLD_MINOR: '1000' }, () => clock);

const state = async (p: KycPlayer) => (await p.get('/web-api/verification')).json<VerificationAnswer>();
const config = async (p: KycPlayer) =>
  (await p.get('/web-api/user/config')).json<{ result: Record<string, unknown> }>().result;
const upload = async (p: KycPlayer, type: string, data = PNG) =>
  (await p.upload(type, { name: 'x.png', type: 'image/png', data })).json<DocumentView>();

async function depositSandbox(p: KycPlayer, accountId: number, amount: number) {
  const start = await p.post('/web-api/payments/deposits', { accountId, methodId: 'sandbox-card', amount, lng: 'en' });
  const { paymentId, redirectUrl } = start.json<{ paymentId: string; redirectUrl: string }>();
  const page = await node.app.app.inject({ url: redirectUrl, headers: { cookie: p.cookie } });
  const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  const done = await node.app.app.inject({
    method: 'POST',
    url: `/sandbox-pay/${encodeURIComponent(paymentId)}/complete`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: p.cookie },
    payload: `outcome=success&lng=en&token=${encodeURIComponent(token)}`,
  });
  expect(done.statusCode).toBe(303);
}

describe('issue 17 KYC: operator review through the admin API', () => {
  it('lists pending documents; approving the passport verifies the player (spec §3 fields, §4 verified)', async () => {
    const p = await player();
    expect((await state(p)).fields).toMatchObject({
      verification_status: 0,
      verification_status_group_code: 'VERIFICATION_NOT_STARTED',
      internal_verification_status: 0,
      requested_additional_document: false,
      remaining_days_to_activate: null,
    });
    const doc = await upload(p, 'passport');
    const pending = (await admin('GET', `/admin-api/verification/documents?userId=${p.userId}`)).json<{
      documents: { id: string; userId: number; sha256: string }[];
    }>();
    expect(pending.documents.map((d) => d.id)).toEqual([doc.id]);
    expect(pending.documents[0]?.sha256).toMatch(/^[a-f0-9]{64}$/);
    const approved = await admin('POST', `/admin-api/verification/documents/${doc.id}/approve`);
    expect(approved.json<DocumentView>().status).toBe('approved');
    const s = await state(p);
    expect(s.verified).toBe(true);
    expect(s.missing).toEqual([]);
    expect(s.fields).toMatchObject({
      verification_status: 3,
      verification_status_group_code: 'VERIFICATION_SUCCESSFUL',
      internal_verification_status: 1,
    });
    // The user config carries the same §3 fields.
    expect(await config(p)).toMatchObject({
      verification_status: 3,
      internal_verification_status: 1,
      verification_status_group_code: 'VERIFICATION_SUCCESSFUL',
      requested_additional_document: false,
      show_verification_modal_on_deposit_page: false,
    });
    // Reviewed once: a second verdict is a 409.
    expect((await admin('POST', `/admin-api/verification/documents/${doc.id}/approve`)).statusCode).toBe(409);
    expect(codeOf(await admin('POST', `/admin-api/verification/documents/${'0'.repeat(32)}/approve`))).toBe(
      'document_not_found',
    );
  });

  it('a rejection needs a reason; the player sees it and is not verified (verification_status 1)', async () => {
    const p = await player();
    const doc = await upload(p, 'passport');
    const noReason = await admin('POST', `/admin-api/verification/documents/${doc.id}/reject`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    await admin('POST', `/admin-api/verification/documents/${doc.id}/reject`, { reason: 'The photo is blurred' });
    const list = (await p.get('/web-api/verification/documents')).json<{ documents: DocumentView[] }>();
    expect(list.documents[0]).toMatchObject({ status: 'rejected', reason: 'The photo is blurred' });
    const s = await state(p);
    expect(s.verified).toBe(false);
    expect(s.fields).toMatchObject({
      verification_status: 1,
      verification_status_group_code: 'VERIFICATION_FAILED',
      show_verification_modal_on_deposit_page: true,
    });
    // A new upload waits: pending again.
    await upload(p, 'passport', JPEG);
    expect((await state(p)).fields.verification_status).toBe(2);
  });

  it('requesting another document un-verifies until a document of that type uploaded after it is approved', async () => {
    const p = await player();
    const passport = await upload(p, 'passport');
    await admin('POST', `/admin-api/verification/documents/${passport.id}/approve`);
    const asked = await admin('POST', `/admin-api/verification/users/${p.userId}/request-document`, {
      type: 'proof_of_address',
      comment: 'A utility bill of the last 3 months',
      days: 14,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    clock += 3 * DAY + 1;
    let s = await state(p);
    expect(s.verified).toBe(false);
    expect(s.missing).toEqual(['proof_of_address']);
    expect(s.requested).toEqual([
      expect.objectContaining({ type: 'proof_of_address', comment: 'A utility bill of the last 3 months' }),
    ]);
    expect(s.fields).toMatchObject({
      requested_additional_document: true,
      internal_verification_status: 0,
      remaining_days_to_activate: 11,
      show_verification_modal_on_deposit_page: true,
      verification_types: ['passport', 'proof_of_address'],
    });
    const bill = await upload(p, 'proof_of_address');
    await admin('POST', `/admin-api/verification/documents/${bill.id}/approve`);
    s = await state(p);
    expect(s.verified).toBe(true);
    expect(s.fields).toMatchObject({ requested_additional_document: false, remaining_days_to_activate: null });
    expect(
      (await admin('POST', '/admin-api/verification/users/999999/request-document', { type: 'selfie' })).statusCode,
    ).toBe(404);
  });

  it('is_need_identification while identification is on and the passport and selfie are not both approved', async () => {
    const p = await player();
    expect((await state(p)).fields.is_need_identification).toBe(true);
    for (const type of ['passport', 'selfie']) {
      const d = await upload(p, type);
      await admin('POST', `/admin-api/verification/documents/${d.id}/approve`);
    }
    expect((await state(p)).fields.is_need_identification).toBe(false);
  });
});

describe('issue 17 KYC: withdrawals above the threshold need a verified player', () => {
  it('up to the threshold: paid into review; above it: 403 verification_required until verified', async () => {
    const p = await player();
    const accounts = (await p.get('/web-api/user/accounts')).json<{ accounts: { id: number; type: number }[] }>();
    const main = accounts.accounts.find((a) => a.type === 0);
    if (!main) throw new Error('no main account');
    await depositSandbox(p, main.id, 5000);
    const withdraw = (amount: number) =>
      p.post('/web-api/payments/withdrawals', { accountId: main.id, methodId: 'sandbox-card', amount });
    expect((await withdraw(1000)).statusCode).toBe(200);
    const refused = await withdraw(1001);
    expect([refused.statusCode, codeOf(refused)]).toEqual([403, 'verification_required']);
    const doc = await upload(p, 'passport');
    await admin('POST', `/admin-api/verification/documents/${doc.id}/approve`);
    expect((await withdraw(1001)).statusCode).toBe(200);
  });
});

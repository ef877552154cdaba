import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appealsAnswerSchema, managerAnswerSchema } from '@sb/contracts';
import { users } from '../../db/schema';
import { ADMIN, XRW, oneClickPlayer, useTestApp } from '../../test/test-app';

const node = useTestApp({ now: () => Date.UTC(2026, 10, 24, 9, 0, 0) });
let ipSeq = 0;
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
const playerId = async (cookie: string) =>
  (await call('GET', '/web-api/session', cookie)).json<{ user_id: number }>().user_id;

describe('spec §2 office/manager: a VIP player sees the personal manager an operator assigned', () => {
  it('none until assigned; then name and contacts; unknown consultant or player is a 404', async () => {
    const cookie = await oneClickPlayer(node.app, `10.96.0.${++ipSeq}`);
    expect(managerAnswerSchema.parse((await call('GET', '/web-api/support/manager', cookie)).json())).toEqual({
      manager: null,
    });
    const consultant = await admin('POST', '/admin-api/support/consultants', {
      name: 'Victoria',
      languages: ['en'],
      online: true,
      email: 'victoria@bet.example',
      phone: '+44 20 7946 0101',
    });
    const consultantId = consultant.json<{ id: number }>().id;
    const id = await playerId(cookie);
    expect((await admin('PUT', `/admin-api/support/managers/${id}`, { consultantId })).statusCode).toBe(204);
    expect((await call('GET', '/web-api/support/manager', cookie)).json()).toEqual({
      manager: {
        consultant_id: consultantId,
        name: 'Victoria',
        email: 'victoria@bet.example',
        phone: '+44 20 7946 0101',
      },
    });
    expect((await admin('PUT', `/admin-api/support/managers/${id}`, { consultantId: 999_999 })).statusCode).toBe(404);
    expect((await admin('PUT', `/admin-api/support/managers/1`, { consultantId })).statusCode).toBe(404);
    expect((await call('GET', '/web-api/support/manager')).statusCode).toBe(401);
  });
});

describe('spec §2 block-appeal-history: a blocked player appeals, one at a time; operators answer once', () => {
  it('refused while not blocked; one open appeal; answered appeals show in the history', async () => {
    const cookie = await oneClickPlayer(node.app, `10.96.0.${++ipSeq}`);
    const text = { body: 'I was blocked by mistake, please review my account.' };
    expect((await call('POST', '/web-api/support/appeals', cookie, text)).statusCode).toBe(403);
    await node.app.database.db
      .update(users)
      .set({ banLevel: 1 })
      .where(eq(users.id, await playerId(cookie)));
    const first = await call('POST', '/web-api/support/appeals', cookie, text);
    expect(first.statusCode).toBe(201);
    const again = await call('POST', '/web-api/support/appeals', cookie, text);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ errors: [{ code: 'appeal_pending' }] });
    expect((await call('POST', '/web-api/support/appeals', cookie, { body: 'short' })).statusCode).toBe(400);

    const open = appealsAnswerSchema.parse((await admin('GET', '/admin-api/support/appeals')).json());
    const appeal = open.appeals.find((a) => a.body === text.body);
    expect(appeal?.status).toBe('open');
    const answer = { status: 'refused', answer: 'The block follows our terms, section 4.' };
    expect((await admin('POST', `/admin-api/support/appeals/${appeal?.id}/answer`, answer)).statusCode).toBe(200);
    expect((await admin('POST', `/admin-api/support/appeals/${appeal?.id}/answer`, answer)).statusCode).toBe(404);
    const history = appealsAnswerSchema.parse((await call('GET', '/web-api/support/appeals', cookie)).json());
    expect(history.appeals[0]).toMatchObject({ status: 'refused', answer: answer.answer });
    // Answered: a new appeal may be made.
    expect((await call('POST', '/web-api/support/appeals', cookie, text)).statusCode).toBe(201);
  });
});

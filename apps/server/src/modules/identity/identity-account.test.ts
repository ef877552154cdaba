import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authEvents, users } from '../../db/schema';
import { app, b64, client, lastMessage, registerFull, tdb, useIdentityApp } from './identity-helpers';

let clock = Date.UTC(2026, 10, 21, 12, 0, 0);
useIdentityApp(() => clock);

describe('password recovery (spec §3 lost-password flow, §4 wrong_code / time_up)', () => {
  it('request → code by e-mail → new password → save; every session is revoked', async () => {
    const { c, email, login } = await registerFull();
    const other = client();
    const req = await other.post('/web-api/user/recovery/request', { login: email });
    expect(req.statusCode).toBe(200);
    const { requestId } = req.json<{ requestId: string }>();
    const code = await lastMessage(email);
    const wrong = await other.post('/web-api/user/recovery/code', {
      requestId,
      code: code === '123456' ? '654321' : '123456',
    });
    expect(wrong.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('wrong_code');
    const ok = await other.post('/web-api/user/recovery/code', { requestId, code });
    const { resetToken } = ok.json<{ resetToken: string }>();
    expect((await other.post('/web-api/user/recovery/save', { resetToken, password: 'weak' })).statusCode).toBe(400);
    expect((await other.post('/web-api/user/recovery/save', { resetToken, password: 'Brand4New' })).statusCode).toBe(
      200,
    );
    expect((await c.get('/web-api/session')).statusCode).toBe(401);
    expect(
      (
        await client().post('/web-api/user/auth', {
          form: 'login_password',
          uLogin: b64(login),
          uPassword: b64('Brand4New'),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('an expired code answers time_up', async () => {
    const { email } = await registerFull();
    const c = client();
    const { requestId } = (await c.post('/web-api/user/recovery/request', { login: email })).json<{
      requestId: string;
    }>();
    const code = await lastMessage(email);
    clock += 16 * 60_000;
    const res = await c.post('/web-api/user/recovery/code', { requestId, code });
    expect(res.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('time_up');
  });

  it('does not reveal whether an account exists', async () => {
    const res = await client().post('/web-api/user/recovery/request', { login: 'nobody@example.com' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json<object>())).toEqual(['requestId']);
  });
});

describe('security (office/security)', () => {
  it('changing the password revokes every other session and keeps this one', async () => {
    const { c, login, password } = await registerFull();
    const other = client();
    await other.post('/web-api/user/auth', { form: 'login_password', uLogin: b64(login), uPassword: b64(password) });
    expect((await other.get('/web-api/session')).statusCode).toBe(200);
    expect(
      (await c.post('/web-api/user/password/change', { oldPassword: 'Wrong1234', newPassword: 'Changed99' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await c.post('/web-api/user/password/change', { oldPassword: password, newPassword: 'Changed99' })).statusCode,
    ).toBe(200);
    expect((await other.get('/web-api/session')).statusCode).toBe(401);
    expect((await c.get('/web-api/session')).statusCode).toBe(200);
  });

  it('security question raises the protection level', async () => {
    const { c } = await registerFull();
    const before = (await c.get('/web-api/user/security')).json<{ protection_level: number }>().protection_level;
    expect(
      (await c.post('/web-api/user/security-question', { question: 'First pet?', answer: 'Rex' })).statusCode,
    ).toBe(200);
    expect(
      (await c.get('/web-api/user/security')).json<{ protection_level: number }>().protection_level,
    ).toBeGreaterThan(before);
  });
});

describe('user A can read or change nothing of user B', () => {
  it("A cannot see or revoke B's sessions; A's token only ever speaks for A", async () => {
    const a = await registerFull();
    const bUser = await registerFull();
    const bSessions = (await bUser.c.get('/web-api/user/sessions')).json<{ sessions: { id: string }[] }>().sessions;
    expect(bSessions.length).toBeGreaterThan(0);
    const aSessions = (await a.c.get('/web-api/user/sessions')).json<{ sessions: { id: string }[] }>().sessions;
    expect(aSessions.map((s) => s.id)).not.toContain(bSessions[0]?.id);
    const res = await app.app.inject({
      method: 'DELETE',
      url: `/web-api/user/sessions/${encodeURIComponent(bSessions[0]?.id ?? '')}`,
      remoteAddress: a.c.ip,
      headers: { 'x-requested-with': 'x', cookie: `sid=${a.c.cookies['sid']}` },
    });
    expect(res.statusCode).toBe(404);
    expect((await bUser.c.get('/web-api/session')).json()).toEqual({ user_id: bUser.userId });
    const aConfig = (await a.c.get('/web-api/user/config')).json<{ result: { user_id: number } }>();
    expect(aConfig.result.user_id).toBe(a.userId);
  });
});

describe('audit log of auth events', () => {
  it('records registration, login success and failure', async () => {
    const { userId, login } = await registerFull();
    await client().post('/web-api/user/auth', {
      form: 'login_password',
      uLogin: b64(login),
      uPassword: b64('Wrong1234'),
    });
    const rows = await tdb.database.db.select().from(authEvents).where(eq(authEvents.userId, userId));
    const types = rows.map((r) => r.type);
    expect(types).toContain('register');
    expect(types).toContain('login_success');
    expect(types).toContain('login_failure');
  });
});

describe('spec §4 terms change, §7 agreement-rules/status, §8 451 with exception_code 1', () => {
  it('a terms update sends the player to confirm from every page and refuses actions with 451 until confirmed', async () => {
    const { c } = await registerFull();
    expect((await c.get('/web-api/api-v3/v2/user/agreement-rules/status')).json<{ result: boolean }>().result).toBe(
      false,
    );
    expect((await c.get('/en/confirm')).headers.location).toBe('/en');
    await app.config.setGroup(
      'terms',
      { version: 2, updatedAt: '2026-11-20T00:00:00.000Z', confirmationEnabled: true },
      't',
    );
    const status = (await c.get('/web-api/api-v3/v2/user/agreement-rules/status')).json<{
      result: boolean;
      updatedAt: string;
      version: number;
    }>();
    expect(status).toEqual({ result: true, updatedAt: '2026-11-20T00:00:00.000Z', version: 2 });
    const page = await c.get('/en/slots');
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('/en/confirm');
    expect((await c.get('/en/confirm')).statusCode).toBe(200);
    expect((await c.get('/en/information/rules')).statusCode).toBe(200);
    const blocked = await c.post('/web-api/user/2fa/setup');
    expect(blocked.statusCode).toBe(451);
    expect(blocked.json<{ exception_code: number }>().exception_code).toBe(1);
    expect((await c.post('/web-api/api-v3/v2/user/agreement-rules/confirm', { version: 1 })).statusCode).toBe(409);
    expect((await c.post('/web-api/api-v3/v2/user/agreement-rules/confirm', { version: 2 })).statusCode).toBe(200);
    expect((await c.get('/en/slots')).statusCode).toBe(200);
    expect((await c.post('/web-api/user/2fa/setup')).statusCode).toBe(200);
  });

  it('with terms confirmation disabled nobody is redirected', async () => {
    const { c } = await registerFull();
    await app.config.setGroup(
      'terms',
      { version: 3, updatedAt: '2026-11-21T00:00:00.000Z', confirmationEnabled: false },
      't',
    );
    expect((await c.get('/en/slots')).statusCode).toBe(200);
  });
});

describe('spec §4 ban guard on the server-rendered site', () => {
  it('a banned player reaches only allowed routes; deduce at ban level 53 with ban version 1', async () => {
    const { c, userId } = await registerFull();
    await tdb.database.db.update(users).set({ banLevel: 53, banVersion: 1 }).where(eq(users.id, userId));
    expect((await c.get('/en/slots')).headers.location).toBe('/en/block');
    expect((await c.get('/en')).headers.location).toBe('/en/block');
    expect((await c.get('/en/block')).statusCode).toBe(200);
    expect((await c.get('/en/office/support')).statusCode).toBe(200);
    expect((await c.get('/en/office/deduce')).statusCode).toBe(200);
    expect((await c.get('/en/block-appeal-history')).statusCode).toBe(200);
    await tdb.database.db.update(users).set({ banLevel: 45, banVersion: 1 }).where(eq(users.id, userId));
    expect((await c.get('/en/office/deduce')).headers.location).toBe('/en/block');
    await tdb.database.db.update(users).set({ banLevel: 0 }).where(eq(users.id, userId));
    expect((await c.get('/en/block-appeal-history')).headers.location).toBe('/en');
  });
});

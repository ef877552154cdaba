import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import type { App } from '../../app';
import type { EventBus } from '../../bus/bus';
import { openTestBus, openTestDatabase, startTestApp, testEnv, type TestDatabase } from '../../test/test-app';
import { DEFAULT_CONFIG } from '../config';
import { safeReturnUrl } from './social-routes';
import { totpAt } from './totp';

/**
 * A real OpenID provider in miniature: JWKS, an authorize endpoint that issues codes, and a token
 * endpoint that checks the PKCE verifier and signs ID tokens. The server under test talks to it
 * over HTTP exactly as it would to a real provider.
 */
interface Provider {
  url: string;
  sign(claims: Record<string, unknown>, audience: string, issuer?: string): Promise<string>;
  /** Codes issued: code → what the token endpoint must check and put in the ID token. */
  codes: Map<
    string,
    { challenge: string; nonce: string; clientId: string; redirectUri: string; sub: string; email: string }
  >;
  nextUser: { sub: string; email: string };
  close(): Promise<void>;
}

async function startProvider(): Promise<Provider> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  const codes: Provider['codes'] = new Map();
  let url = '';
  const provider: Provider = {
    url: '',
    codes,
    nextUser: { sub: 'u-1', email: 'one@example.com' },
    sign: (claims, audience, issuer) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
        .setIssuer(issuer ?? url)
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    const u = new URL(req.url ?? '/', url);
    if (u.pathname === '/jwks') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    if (u.pathname === '/authorize') {
      const code = `code-${codes.size + 1}`;
      codes.set(code, {
        challenge: u.searchParams.get('code_challenge') ?? '',
        nonce: u.searchParams.get('nonce') ?? '',
        clientId: u.searchParams.get('client_id') ?? '',
        redirectUri: u.searchParams.get('redirect_uri') ?? '',
        ...provider.nextUser,
      });
      const back = new URL(u.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', u.searchParams.get('state') ?? '');
      res.statusCode = 302;
      res.setHeader('location', back.toString());
      res.end();
      return;
    }
    if (u.pathname === '/token' && req.method === 'POST') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        const issued = codes.get(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const ok =
          issued &&
          createHash('sha256').update(verifier).digest('base64url') === issued.challenge &&
          form.get('client_id') === issued.clientId &&
          form.get('client_secret') === 'test-secret' &&
          form.get('redirect_uri') === issued.redirectUri;
        if (!ok || !issued) {
          res.statusCode = 400;
          res.end(JSON.stringify({ error: 'invalid_grant' }));
          return;
        }
        codes.delete(form.get('code') ?? '');
        void provider
          .sign(
            { sub: issued.sub, email: issued.email, email_verified: true, nonce: issued.nonce, name: 'Test User' },
            issued.clientId,
          )
          .then((idToken) => {
            res.setHeader('content-type', 'application/json');
            res.end(JSON.stringify({ access_token: 'at', token_type: 'Bearer', id_token: idToken }));
          });
      });
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider.url = url;
  return provider;
}

let provider: Provider;
let tdb: TestDatabase;
let bus: EventBus;
let app: App;

beforeAll(async () => {
  provider = await startProvider();
  tdb = await openTestDatabase();
  bus = await openTestBus();
  app = await startTestApp(
    tdb.database,
    bus,
    testEnv({
      OIDC_PROVIDERS: JSON.stringify([
        {
          id: 'localid',
          name: 'Local ID',
          issuer: provider.url,
          authorizationEndpoint: `${provider.url}/authorize`,
          tokenEndpoint: `${provider.url}/token`,
          jwksUri: `${provider.url}/jwks`,
          clientId: 'sportsbook-web',
          clientSecret: 'test-secret',
        },
      ]),
      GOOGLE_CLIENT_ID: 'google-client-1',
      GOOGLE_JWKS_URI: `${provider.url}/jwks`,
      GOOGLE_ISSUERS: 'https://accounts.google.com',
    }),
  );
  await app.config.setGroup('site', { ...DEFAULT_CONFIG.site, isOneTapAuthEnabled: true }, 't');
});
afterAll(async () => {
  await app.app.close();
  await bus.close();
  await tdb.dispose();
  await provider.close();
});

/** Plays the browser: follows the redirects between our server and the provider. */
async function socialLogin(returnUrl = '/en/slots') {
  const start = await app.app.inject({
    url: `/social-api/oauth/localid/start?lng=en&return_url=${encodeURIComponent(returnUrl)}`,
    headers: { host: 'bet.test' },
  });
  expect(start.statusCode).toBe(302);
  const tx = start.cookies.find((c) => c.name === 'oauth_tx');
  const authorize = new URL(start.headers.location as string);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(atProvider.headers.get('location') ?? '');
  expect(callback.pathname).toBe('/social-api/oauth/localid/callback');
  return app.app.inject({
    url: callback.pathname + callback.search,
    headers: { host: 'bet.test', cookie: `oauth_tx=${tx?.value}` },
  });
}

describe('social login through OpenID Connect (code flow with PKCE) against a local provider', () => {
  it('creates a soc_reg account on first login, logs in, and returns to where the player was', async () => {
    provider.nextUser = { sub: 'alice', email: 'alice@example.com' };
    const res = await socialLogin('/en/slots');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/en/slots');
    const sid = res.cookies.find((c) => c.name === 'sid');
    expect(sid?.httpOnly).toBe(true);
    const session = await app.app.inject({ url: '/web-api/session', headers: { cookie: `sid=${sid?.value}` } });
    const { user_id } = session.json<{ user_id: number }>();
    // The same provider account logs into the same player account next time.
    const again = await socialLogin();
    const sid2 = again.cookies.find((c) => c.name === 'sid');
    expect(
      (await app.app.inject({ url: '/web-api/session', headers: { cookie: `sid=${sid2?.value}` } })).json(),
    ).toEqual({ user_id });
  });

  it('refuses a callback whose state does not match (CSRF) or that comes without the transaction cookie', async () => {
    const start = await app.app.inject({
      url: '/social-api/oauth/localid/start?lng=de',
      headers: { host: 'bet.test' },
    });
    const tx = start.cookies.find((c) => c.name === 'oauth_tx');
    const forged = await app.app.inject({
      url: '/social-api/oauth/localid/callback?code=code-x&state=forged',
      headers: { cookie: `oauth_tx=${tx?.value}` },
    });
    expect(forged.headers.location).toBe('/de/login?social_error=state');
    const noCookie = await app.app.inject({ url: '/social-api/oauth/localid/callback?code=code-x&state=y' });
    expect(noCookie.headers.location).toBe('/en/login?social_error=state');
    expect(forged.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('does not link an e-mail that already belongs to another account', async () => {
    await app.app.inject({
      method: 'POST',
      url: '/web-api/user/registration',
      headers: { 'x-requested-with': 'x' },
      remoteAddress: '10.55.0.1',
      payload: {
        type: 'full',
        email: 'taken@example.com',
        password: 'Secret123',
        name: 'A',
        surname: 'B',
        birthDate: '1990-01-01',
        currency: 'EUR',
        bonusType: 0,
        termsAccepted: true,
      },
    });
    provider.nextUser = { sub: 'mallory', email: 'taken@example.com' };
    const res = await socialLogin();
    expect(res.headers.location).toBe('/en/login?social_error=account_exists');
  });

  it('an unknown provider is a 404', async () => {
    expect((await app.app.inject({ url: '/social-api/oauth/nope/start' })).statusCode).toBe(404);
  });

  it('only follows return addresses on this site', () => {
    expect(safeReturnUrl('/en/office/security?x=1', 'en')).toBe('/en/office/security?x=1');
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil', 'javascript:alert(1)', '/english']) {
      expect(safeReturnUrl(bad, 'en'), bad).toBe('/en');
    }
  });
});

describe('spec §7 Google one-tap', () => {
  const multipart = (fields: Record<string, string>) => {
    const boundary = '----sbtest';
    const body = Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('');
    return {
      payload: `${body}--${boundary}--\r\n`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-requested-with': 'x' },
    };
  };

  it('GET clientId answers the configured client id', async () => {
    const res = await app.app.inject({ url: '/social-api/oauth/google-one-tap/clientId' });
    expect(res.json()).toEqual({ clientId: 'google-client-1' });
  });

  it('verifies the credential signature, audience and issuer, then logs in and answers redirectUrl', async () => {
    const credential = await provider.sign(
      { sub: 'g-42', email: 'g42@example.com', email_verified: true },
      'google-client-1',
      'https://accounts.google.com',
    );
    const res = await app.app.inject({
      method: 'POST',
      url: '/social-api/oauth/google-one-tap',
      ...multipart({ credential, language: 'de', currency: 'EUR', countryId: '4' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirectUrl: '/de' });
    expect(res.cookies.find((c) => c.name === 'sid')).toBeDefined();
  });

  it('issue 25 §10: a credential signs in once; posting the same ID token again is refused (id_token_used)', async () => {
    const credential = await provider.sign(
      { sub: 'g-replay', email: 'replay@example.com', email_verified: true, jti: 'replay-1' },
      'google-client-1',
      'https://accounts.google.com',
    );
    const post = () =>
      app.app.inject({
        method: 'POST',
        url: '/social-api/oauth/google-one-tap',
        ...multipart({ credential, language: 'en' }),
      });
    expect((await post()).statusCode).toBe(200);
    const again = await post();
    expect(again.statusCode).toBe(400);
    expect(again.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('id_token_used');
    expect(again.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // A token without a jti is known by its digest.
    const noJti = await provider.sign({ sub: 'g-replay-2' }, 'google-client-1', 'https://accounts.google.com');
    const once = () =>
      app.app.inject({
        method: 'POST',
        url: '/social-api/oauth/google-one-tap',
        ...multipart({ credential: noJti, language: 'en' }),
      });
    expect((await once()).statusCode).toBe(200);
    expect((await once()).statusCode).toBe(400);
  });

  it('refuses a token for another audience, from another issuer, or tampered with', async () => {
    const wrongAud = await provider.sign({ sub: 'g-1' }, 'someone-else', 'https://accounts.google.com');
    const wrongIss = await provider.sign({ sub: 'g-1' }, 'google-client-1', 'https://evil.example');
    const good = await provider.sign({ sub: 'g-1' }, 'google-client-1', 'https://accounts.google.com');
    const [h, p, s] = good.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ sub: 'admin', aud: 'google-client-1', iss: 'https://accounts.google.com', exp: 9e9 })).toString('base64url')}.${s}`;
    for (const credential of [wrongAud, wrongIss, tampered, 'x'.repeat(40)]) {
      const res = await app.app.inject({
        method: 'POST',
        url: '/social-api/oauth/google-one-tap',
        ...multipart({ credential, language: 'en' }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    }
    expect(p).toBeTruthy();
  });

  it('is off when the site config disables one-tap', async () => {
    await app.config.setGroup('site', { ...DEFAULT_CONFIG.site, isOneTapAuthEnabled: false }, 't');
    expect((await app.app.inject({ url: '/social-api/oauth/google-one-tap/clientId' })).statusCode).toBe(404);
    await app.config.setGroup('site', { ...DEFAULT_CONFIG.site, isOneTapAuthEnabled: true }, 't');
  });
});

describe('issue 11 §9: social login does not skip two-factor', () => {
  const XRW = { 'x-requested-with': 'XMLHttpRequest' };
  /** Turns two-factor on for the player whose session cookie this is. */
  async function enableTwoFactor(sid: string): Promise<string> {
    const headers = { ...XRW, cookie: `sid=${sid}` };
    const setup = await app.app.inject({ method: 'POST', url: '/web-api/user/2fa/setup', headers });
    const { secret } = setup.json<{ secret: string }>();
    // The server accepts the neighbouring 30 s steps, so a step change in between does not matter.
    const enable = await app.app.inject({
      method: 'POST',
      url: '/web-api/user/2fa/enable',
      headers,
      payload: { code: totpAt(secret, Date.now()) },
    });
    expect(enable.statusCode).toBe(200);
    return secret;
  }

  it('code flow: no session but the two-step ticket (httpOnly cookie), then the code alone logs in, once', async () => {
    provider.nextUser = { sub: 'tfa-1', email: 'tfa-1@example.com' };
    const first = await socialLogin('/en/slots');
    const sid = first.cookies.find((c) => c.name === 'sid')?.value ?? '';
    const secret = await enableTwoFactor(sid);

    const res = await socialLogin('/en/slots');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/en/login?two_step=social&return_url=${encodeURIComponent('/en/slots')}`);
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    const ticket = res.cookies.find((c) => c.name === 'two_step');
    expect(ticket).toMatchObject({ httpOnly: true, path: '/web-api/user/auth' });

    const twoStep = (code: string) =>
      app.app.inject({
        method: 'POST',
        url: '/web-api/user/auth/two-step',
        headers: { ...XRW, cookie: `two_step=${ticket?.value}` },
        payload: { code },
      });
    const ok = await twoStep(totpAt(secret, Date.now()));
    expect(ok.statusCode).toBe(200);
    expect(ok.cookies.find((c) => c.name === 'sid')?.value).toBeTruthy();
    expect((await twoStep(totpAt(secret, Date.now()))).statusCode).toBe(400);
  });

  it('Google one-tap: answers the two-step ticket like a password login, no session', async () => {
    // Each sign-in with its own ID token (issue 25 §10: a token signs in once).
    const credentialOf = (jti: string) =>
      provider.sign(
        { sub: 'g-tfa', email: 'g-tfa@example.com', email_verified: true, jti },
        'google-client-1',
        'https://accounts.google.com',
      );
    const boundary = '----sbtfa';
    const oneTap = async (jti: string) => {
      const credential = await credentialOf(jti);
      return app.app.inject({
        method: 'POST',
        url: '/social-api/oauth/google-one-tap',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...XRW },
        payload:
          [
            ['credential', credential],
            ['language', 'de'],
          ]
            .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
            .join('') + `--${boundary}--\r\n`,
      });
    };
    const first = await oneTap('tfa-1');
    await enableTwoFactor(first.cookies.find((c) => c.name === 'sid')?.value ?? '');
    const res = await oneTap('tfa-2');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      redirectUrl: `/de/login?two_step=social&return_url=${encodeURIComponent('/de')}`,
      two_step_required: true,
      ticket: expect.any(String),
    });
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });
});

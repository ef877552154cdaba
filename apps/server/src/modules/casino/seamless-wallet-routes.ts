import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { casinoError } from './errors';
import {
  NONCE_HEADER,
  NONCE_PATTERN,
  SEAMLESS_OPERATIONS,
  seamlessAuthenticateSchema,
  seamlessBalanceSchema,
  seamlessMoveSchema,
  seamlessRollbackSchema,
  signatureValid,
  SIGNATURE_HEADER,
  timestampFresh,
  TIMESTAMP_HEADER,
  type SeamlessAnswer,
  type SeamlessAuthAnswer,
  type SeamlessOperation,
} from './seamless-wallet';
import type { SeamlessWalletService } from './seamless-wallet-service';

/** The largest request body a provider may send (the calls are a few hundred bytes). */
const BODY_LIMIT = 16 * 1024;
export const SEAMLESS_PATH = '/casino-api/seamless';

const header = (request: FastifyRequest, name: string) => {
  const v = request.headers[name];
  return typeof v === 'string' ? v : undefined;
};

function parsed<S extends z.ZodType>(schema: S, json: unknown): z.infer<S> {
  const result = schema.safeParse(json);
  if (!result.success)
    throw casinoError(
      400,
      'bad_request',
      result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    );
  return result.data;
}

/**
 * Issue 15: the seamless-wallet endpoints external providers call,
 * POST /casino-api/seamless/{provider}/{authenticate|balance|debit|credit|rollback}. No session
 * and no CSRF header (not a site API path). Issue 25 §7: the provider signs method, path,
 * X-Timestamp (unix seconds, within 30 s of our clock), X-Nonce and the raw body (X-Signature,
 * hex HMAC-SHA256 with its shared secret, `signingString`), and a nonce is accepted once. Wrong
 * or missing signature, unknown provider, stale timestamp or a replayed nonce → 401; a body that
 * is not the operation's JSON → 400; business refusals answer 200 with `status: 'ERROR'` and a code.
 */
export function seamlessWalletRoutes(wallet: SeamlessWalletService, now: () => number) {
  return async (app: FastifyInstance) => {
    // The signature covers the bytes as sent: this scope keeps the body raw and parses it itself.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
      done(null, body);
    });
    app.post<{ Params: { provider: string; operation: string } }>(
      `${SEAMLESS_PATH}/:provider/:operation`,
      { bodyLimit: BODY_LIMIT, config: { money: true } },
      async (request): Promise<SeamlessAnswer | SeamlessAuthAnswer> => {
        const { provider, operation } = request.params;
        if (!(SEAMLESS_OPERATIONS as readonly string[]).includes(operation))
          throw casinoError(404, 'not_found', `no operation ${operation}`);
        const secret = wallet.secretOf(provider);
        const raw = typeof request.body === 'string' ? request.body : '';
        const timestamp = header(request, TIMESTAMP_HEADER) ?? '';
        const nonce = header(request, NONCE_HEADER) ?? '';
        // The path as the route names it, so a signed call is valid at its own operation only.
        const signed = {
          method: request.method,
          path: `${SEAMLESS_PATH}/${provider}/${operation}`,
          timestamp,
          nonce,
          body: raw,
        };
        if (!secret || !NONCE_PATTERN.test(nonce) || !signatureValid(secret, signed, header(request, SIGNATURE_HEADER)))
          throw casinoError(401, 'bad_signature', 'X-Signature does not sign this request for this provider');
        if (!timestampFresh(timestamp, now()))
          throw casinoError(401, 'stale_timestamp', 'X-Timestamp is missing or more than 30 seconds off');
        // After the signature: only the provider's own requests take a row.
        if (!(await wallet.claimRequest(provider, nonce)))
          throw casinoError(401, 'replayed', 'this request (X-Nonce) was received already');
        let json: unknown;
        try {
          json = JSON.parse(raw);
        } catch {
          throw casinoError(400, 'bad_json', 'the body is not JSON');
        }
        switch (operation as SeamlessOperation) {
          case 'authenticate':
            return wallet.authenticate(provider, parsed(seamlessAuthenticateSchema, json));
          case 'balance':
            return wallet.balance(provider, parsed(seamlessBalanceSchema, json));
          case 'debit':
            return wallet.debit(provider, parsed(seamlessMoveSchema, json));
          case 'credit':
            return wallet.credit(provider, parsed(seamlessMoveSchema, json));
          case 'rollback':
            return wallet.rollback(provider, parsed(seamlessRollbackSchema, json));
        }
      },
    );
  };
}

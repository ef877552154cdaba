import type { FastifyInstance, FastifyRequest } from 'fastify';
import { exponentOf } from '@sb/contracts';
import { formatMinor } from '@sb/ledger';
import { sendError } from '../../http/errors';
import { hmac, principalOf, randomToken, safeEqual } from '../identity';
import type { ProviderRouteDeps } from './provider';
import { SIGNATURE_HEADER, signWebhook, WEBHOOK_PATH } from './sandbox-signature';

const WEBHOOK_TRIES = 5;
const OUTCOMES = ['success', 'fail', 'cancel'] as const;
type Outcome = (typeof OUTCOMES)[number];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const languageOf = (v: unknown) => (typeof v === 'string' && /^[a-z]{2}$/.test(v) ? v : 'en');
const field = (body: unknown, name: string): unknown =>
  body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;

/** Issue 11 §1: the page's form token, bound to the payment and to the owner's session. */
const formToken = (secret: string, paymentId: string, sessionId: string) =>
  hmac(secret, `sandbox-form:${paymentId}:${sessionId}`);

/**
 * The sandbox provider's hosted payment page: the player is sent here, pays (or declines), the
 * page notifies the site by a signed webhook through the same route a real provider uses
 * (retried until accepted) and sends the player back to the onpay result page.
 *
 * Issue 11 §1: page and completion act only for the payment's owner (the caller's session);
 * anyone else, logged in or not, gets the 404 of an unknown id, so ids cannot be probed. The
 * completion is a plain form post, guarded against cross-site posts by `Sec-Fetch-Site` and a form
 * token bound to the session.
 */
export function sandboxRoutes(deps: ProviderRouteDeps & { secret: string }) {
  const notFound = (reply: Parameters<typeof sendError>[0]) =>
    sendError(reply, 404, 'payment_not_found', 'Unknown payment', 'wallet_payment_not_found');

  /** The caller's own deposit with the caller's session id, or null (not found, not theirs, anonymous). */
  async function ownDeposit(request: FastifyRequest, id: string) {
    const who = await principalOf(deps.db, deps.key, request, deps.now());
    if (!who) return null;
    const payment = await deps.wallet.paymentById(id);
    if (!payment || payment.direction !== 'deposit' || payment.userId !== who.userId) return null;
    return { payment, sessionId: who.sessionId };
  }

  return async (app: FastifyInstance) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    app.get<{ Params: { id: string }; Querystring: { lng?: string } }>(
      '/sandbox-pay/:id',
      { schema: { hide: true } },
      async (request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const own = await ownDeposit(request, request.params.id);
        if (!own) return notFound(reply);
        const p = own.payment;
        const lng = languageOf(request.query.lng);
        const { currencies, site } = await deps.config.groups();
        const amount = formatMinor(p.amount, exponentOf(currencies, p.currency));
        const token = formToken(deps.secret, p.id, own.sessionId);
        reply.type('text/html; charset=utf-8');
        return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment</title><link rel="stylesheet" href="/sandbox.css"></head><body><main>
<p class="brand">Sandbox payment provider</p>
<p>Demo: no real money is moved.</p>
<h1>Pay ${esc(amount)} ${esc(p.currency)}</h1>
<p>to ${esc(site.companyName)} · payment <code>${esc(p.id)}</code> · method ${esc(p.method)}</p>
${
  p.status !== 'pending'
    ? `<p>This payment is already ${esc(p.status)}.</p>`
    : `<form method="post" action="/sandbox-pay/${encodeURIComponent(p.id)}/complete">
<input type="hidden" name="lng" value="${esc(lng)}">
<input type="hidden" name="token" value="${esc(token)}">
<button name="outcome" value="success" data-testid="sandbox-pay">Pay</button>
<button name="outcome" value="fail" data-testid="sandbox-decline">Decline</button>
<button name="outcome" value="cancel" data-testid="sandbox-cancel">Cancel</button>
</form>`
}
</main></body></html>`;
      },
    );

    app.post<{ Params: { id: string } }>(
      '/sandbox-pay/:id/complete',
      { config: { money: true }, schema: { hide: true } },
      async (request, reply) => {
        // A browser says where a form post comes from; only this site's own page may complete.
        const site = request.headers['sec-fetch-site'];
        if (site !== undefined && site !== 'same-origin')
          return sendError(reply, 403, 'cross_site_request', 'Cross-site form posts are refused');
        const own = await ownDeposit(request, request.params.id);
        if (!own) return notFound(reply);
        const p = own.payment;
        const token = field(request.body, 'token');
        if (typeof token !== 'string' || !safeEqual(token, formToken(deps.secret, p.id, own.sessionId)))
          return sendError(reply, 403, 'bad_form_token', 'Open the payment page again');
        const outcome = field(request.body, 'outcome');
        if (!OUTCOMES.includes(outcome as Outcome))
          return sendError(reply, 400, 'bad_outcome', 'outcome is success, fail or cancel');
        const lng = languageOf(field(request.body, 'lng'));
        const body = JSON.stringify({
          paymentId: p.id,
          status: outcome,
          amount: p.amount.toString(),
          currency: p.currency,
          providerRef: `sbx_${randomToken(9)}`,
        });
        let delivered = false;
        for (let i = 0; i < WEBHOOK_TRIES && !delivered; i++) {
          const res = await app.inject({
            method: 'POST',
            url: WEBHOOK_PATH,
            headers: {
              'content-type': 'application/json',
              [SIGNATURE_HEADER]: signWebhook(deps.secret, body, deps.now()),
            },
            payload: body,
          });
          delivered = res.statusCode < 300;
        }
        const page = !delivered ? 'pending' : (outcome as Outcome);
        return reply.redirect(`/${lng}/onpay/${page}?payment=${encodeURIComponent(p.id)}`, 303);
      },
    );
  };
}

import type { FastifyInstance } from 'fastify';
import { formatMinor } from '@sb/ledger';
import { randomToken } from '../identity/crypto';
import type { ConfigService } from '../config/service';
import { WalletError } from './errors';
import { parseProviderEvent, SIGNATURE_HEADER, signWebhook, verifyWebhook } from './sandbox-provider';
import type { WalletService } from './service';

export const WEBHOOK_PATH = '/web-api/payments/webhook/sandbox';
const WEBHOOK_TRIES = 5;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The built-in sandbox payment provider: a hosted payment page the player is sent to, which
 * then notifies the site by a signed webhook (retried until accepted) and sends the player back
 * to the onpay result page — the same steps, in the same order, as a real provider.
 */
export function sandboxRoutes(deps: {
  wallet: WalletService;
  config: ConfigService;
  secret: string;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  return async (app: FastifyInstance) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    // The webhook's signature is over the exact bytes, so this route keeps the raw body.
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) =>
      done(null, body),
    );

    app.get<{ Params: { id: string }; Querystring: { lng?: string } }>(
      '/sandbox-pay/:id',
      { schema: { hide: true } },
      async (request, reply) => {
        const p = await deps.wallet.paymentById(request.params.id);
        const lng = /^[a-z]{2}$/.test(request.query.lng ?? '') ? (request.query.lng as string) : 'en';
        if (!p || p.direction !== 'deposit') return reply.code(404).type('text/plain').send('Unknown payment');
        const { currencies, site } = await deps.config.groups();
        const amount = formatMinor(p.amount, currencies.find((c) => c.iso === p.currency)?.exponent ?? 2);
        const done = p.status !== 'pending';
        reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store');
        return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox payment</title><link rel="stylesheet" href="/sandbox.css"></head><body><main>
<p class="brand">Sandbox payment provider</p>
<h1>Pay ${esc(amount)} ${esc(p.currency)}</h1>
<p>to ${esc(site.companyName)} · payment <code>${esc(p.id)}</code> · method ${esc(p.method)}</p>
${
  done
    ? `<p>This payment is already ${esc(p.status)}.</p>`
    : `<form method="post" action="/sandbox-pay/${encodeURIComponent(p.id)}/complete">
<input type="hidden" name="lng" value="${esc(lng)}">
<button name="outcome" value="success" data-testid="sandbox-pay">Pay</button>
<button name="outcome" value="fail" data-testid="sandbox-decline">Decline</button>
<button name="outcome" value="cancel" data-testid="sandbox-cancel">Cancel</button>
</form>`
}
</main></body></html>`;
      },
    );

    app.post<{ Params: { id: string }; Body: { outcome?: string; lng?: string } }>(
      '/sandbox-pay/:id/complete',
      { schema: { hide: true } },
      async (request, reply) => {
        const outcome = request.body.outcome;
        const lng = /^[a-z]{2}$/.test(request.body.lng ?? '') ? (request.body.lng as string) : 'en';
        if (outcome !== 'success' && outcome !== 'fail' && outcome !== 'cancel')
          return reply.code(400).send('bad outcome');
        const p = await deps.wallet.paymentById(request.params.id);
        if (!p || p.direction !== 'deposit') return reply.code(404).send('Unknown payment');
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
            headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(deps.secret, body, now()) },
            payload: body,
          });
          delivered = res.statusCode < 300;
        }
        const page = !delivered ? 'pending' : outcome;
        return reply.redirect(`/${lng}/onpay/${page}?payment=${encodeURIComponent(p.id)}`, 303);
      },
    );

    app.post(WEBHOOK_PATH, { schema: { hide: true } }, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const header = request.headers[SIGNATURE_HEADER];
      if (!verifyWebhook(deps.secret, typeof header === 'string' ? header : undefined, raw, now())) {
        return reply.code(401).send({
          errors: [{ status: '401', code: 'bad_signature', title: 'main_error', detail: 'Webhook signature invalid' }],
        });
      }
      const event = parseProviderEvent(raw);
      if (!event)
        return reply
          .code(400)
          .send({ errors: [{ status: '400', code: 'bad_event', title: 'main_error', detail: 'Malformed event' }] });
      try {
        await deps.wallet.settleDeposit(
          event.paymentId,
          event.status,
          BigInt(event.amount),
          event.currency,
          event.providerRef,
        );
      } catch (err) {
        if (err instanceof WalletError)
          return reply
            .code(err.status)
            .send({ errors: [{ status: String(err.status), code: err.code, title: err.title, detail: err.message }] });
        throw err;
      }
      return { received: true };
    });
  };
}

import type { FastifyInstance } from 'fastify';
import { sendError } from '../../http/errors';
import type { WalletService } from '../wallet';
import { WEBHOOK_PREFIX, type PaymentProvider } from './provider';

/**
 * `POST /web-api/payments/webhook/:provider`: how any provider reports a deposit's outcome. The
 * provider's adapter authenticates it by its signature over the exact raw body (kept as a string
 * here); only then is the deposit settled, exactly once (WalletService.settleDeposit).
 */
export function paymentWebhookRoutes(deps: {
  providers: readonly PaymentProvider[];
  wallet: WalletService;
  now: () => number;
}) {
  return async (app: FastifyInstance) => {
    app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) =>
      done(null, body),
    );

    app.post<{ Params: { provider: string } }>(
      `${WEBHOOK_PREFIX}:provider`,
      { config: { money: true }, schema: { hide: true } },
      async (request, reply) => {
        const provider = deps.providers.find((p) => p.id === request.params.provider);
        if (!provider) return sendError(reply, 404, 'payment_provider_unknown', 'No such payment provider');
        const raw = typeof request.body === 'string' ? request.body : '';
        const verdict = provider.verifyWebhook(request.headers, raw, deps.now());
        if (!verdict.ok)
          return verdict.code === 'bad_signature'
            ? sendError(reply, 401, 'bad_signature', 'Webhook signature invalid')
            : sendError(reply, 400, 'bad_event', 'Malformed event');
        const e = verdict.event;
        // A refusal (DomainError) is answered by the root error handler.
        await deps.wallet.settleDeposit(e.paymentId, e.status, BigInt(e.amount), e.currency, e.providerRef);
        return { received: true };
      },
    );
  };
}

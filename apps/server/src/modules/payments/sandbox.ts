import type { PaymentProvider } from './provider';
import { sandboxRoutes } from './sandbox-routes';
import { parseProviderEvent, SANDBOX_ID, SIGNATURE_HEADER, verifyWebhook } from './sandbox-signature';

/**
 * The built-in sandbox provider: a hosted page on this site that plays the provider (only for the
 * payment's owner), and a Stripe-style signed webhook. Its money is play money (`simulated`).
 */
export function sandboxProvider(secret: string): PaymentProvider {
  return {
    id: SANDBOX_ID,
    simulated: true,
    depositRedirect: (payment, lng) => `/sandbox-pay/${encodeURIComponent(payment.id)}?lng=${encodeURIComponent(lng)}`,
    verifyWebhook: (headers, rawBody, nowMs) => {
      const header = headers[SIGNATURE_HEADER];
      if (!verifyWebhook(secret, typeof header === 'string' ? header : undefined, rawBody, nowMs))
        return { ok: false, code: 'bad_signature' };
      const event = parseProviderEvent(rawBody);
      return event ? { ok: true, event } : { ok: false, code: 'bad_event' };
    },
    routes: (deps) => sandboxRoutes({ ...deps, secret }),
  };
}

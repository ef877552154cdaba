import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { ConfigService } from '../config';
import type { WalletService } from '../wallet';

/** A provider's verdict on a deposit, as its webhook reports it (amounts in minor units). */
export interface ProviderEvent {
  paymentId: string;
  status: 'success' | 'fail' | 'cancel';
  amount: string;
  currency: string;
  providerRef: string;
}

export type WebhookVerdict =
  | { ok: true; event: ProviderEvent }
  /** bad_signature: not from the provider (401); bad_event: signed but not understood (400). */
  | { ok: false; code: 'bad_signature' | 'bad_event' };

/** What a provider's own routes on this site may use (the sandbox's hosted page does). */
export interface ProviderRouteDeps {
  wallet: WalletService;
  config: ConfigService;
  db: Db;
  /** The access-token signing key: who is calling is read with it (principalOf). */
  key: string;
  now: () => number;
}

/**
 * A payment provider, as the site sees it: the hosted page a player is sent to for a deposit, and
 * the signed webhook by which the provider reports the outcome. The wallet depends on this
 * interface only; which providers run is configuration (registry.ts).
 */
export interface PaymentProvider {
  /** Path segment of the provider's webhook: /web-api/payments/webhook/<id>. */
  readonly id: string;
  /** Money through this provider is not real (the sandbox): the site then labels itself a demo. */
  readonly simulated: boolean;
  /** Where to send the player to pay the deposit (the provider's hosted page). */
  depositRedirect(payment: { id: string }, lng: string): string;
  /** Authenticates a webhook by its signature over the exact raw body, then reads it. */
  verifyWebhook(headers: IncomingHttpHeaders, rawBody: string, nowMs: number): WebhookVerdict;
  /** Routes the provider needs on this site (the sandbox's hosted page); a real provider has none. */
  routes?(deps: ProviderRouteDeps): FastifyPluginAsync;
}

export const WEBHOOK_PREFIX = '/web-api/payments/webhook/';
export const webhookPath = (providerId: string) => `${WEBHOOK_PREFIX}${providerId}`;

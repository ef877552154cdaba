import type { Env } from '../../env';
import type { PaymentProvider } from './provider';
import { webhookPath } from './provider';
import { sandboxProvider } from './sandbox';

/** The payment providers this node runs, chosen by configuration (env). */
export interface PaymentRegistry {
  readonly providers: readonly PaymentProvider[];
  /** Where deposits go; null: deposits are refused (payment_provider_unavailable) and nothing is written. */
  readonly deposits: PaymentProvider | null;
  /** Some provider moves play money only: the site labels itself a demo on every page. */
  readonly simulated: boolean;
  /** Paths of the providers' webhooks (authenticated by signature, not by a browser header). */
  readonly webhookPaths: readonly string[];
}

/**
 * Issue 11 §1: the sandbox provider credits play money on a click, so it is on by default only
 * outside production; production needs PAYMENTS_SANDBOX=true (and PAYMENTS_SANDBOX=false turns it
 * off anywhere).
 */
export function sandboxEnabled(env: Pick<Env, 'NODE_ENV' | 'PAYMENTS_SANDBOX'>): boolean {
  return env.PAYMENTS_SANDBOX ?? env.NODE_ENV !== 'production';
}

export function paymentRegistry(
  env: Pick<Env, 'NODE_ENV' | 'PAYMENTS_SANDBOX'>,
  secrets: { sandbox: string },
): PaymentRegistry {
  const providers: PaymentProvider[] = [];
  if (sandboxEnabled(env)) providers.push(sandboxProvider(secrets.sandbox));
  return {
    providers,
    deposits: providers[0] ?? null,
    simulated: providers.some((p) => p.simulated),
    webhookPaths: providers.map((p) => webhookPath(p.id)),
  };
}

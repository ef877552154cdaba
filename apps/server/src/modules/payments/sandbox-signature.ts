import { createHmac } from 'node:crypto';
import { safeEqual } from '../identity';
import { webhookPath, type ProviderEvent } from './provider';

export const SANDBOX_ID = 'sandbox';
/** The sandbox's webhook: the generic webhook route with the provider id `sandbox`. */
export const WEBHOOK_PATH = webhookPath(SANDBOX_ID);

/** Webhooks older than this are refused, so a captured one cannot be replayed later. */
export const WEBHOOK_TOLERANCE_S = 300;
export const SIGNATURE_HEADER = 'x-sandbox-signature';

/** Stripe-style signature: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function signWebhook(secret: string, body: string, nowMs: number): string {
  const t = Math.floor(nowMs / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

export function verifyWebhook(secret: string, header: string | undefined, body: string, nowMs: number): boolean {
  if (!header || header.length > 200) return false;
  const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=', 2) as [string, string]));
  const t = Number(parts['t']);
  const v1 = parts['v1'];
  if (!Number.isInteger(t) || !v1) return false;
  if (Math.abs(nowMs / 1000 - t) > WEBHOOK_TOLERANCE_S) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return safeEqual(expected, v1);
}

export function parseProviderEvent(body: string): ProviderEvent | null {
  let v: unknown;
  try {
    v = JSON.parse(body);
  } catch {
    return null;
  }
  const e = v as Partial<ProviderEvent>;
  if (
    typeof e.paymentId !== 'string' ||
    e.paymentId.length > 200 ||
    !['success', 'fail', 'cancel'].includes(e.status ?? '') ||
    typeof e.amount !== 'string' ||
    !/^\d{1,16}$/.test(e.amount) ||
    typeof e.currency !== 'string' ||
    !/^[A-Z]{3}$/.test(e.currency) ||
    typeof e.providerRef !== 'string' ||
    e.providerRef.length > 200
  ) {
    return null;
  }
  return e as ProviderEvent;
}

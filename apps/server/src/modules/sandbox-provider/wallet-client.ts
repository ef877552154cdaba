import { createHmac } from 'node:crypto';
import { z } from 'zod';

/**
 * The sandbox's client of the operator's seamless wallet (issue 15): it calls
 * POST {walletUrl}/casino-api/seamless/{provider}/{operation} over real HTTP with the raw body
 * signed (X-Signature: hex HMAC-SHA256 of the body with the shared secret, X-Timestamp: unix
 * seconds), exactly as an external provider would. It knows nothing of the operator's code.
 */
export type WalletOperation = 'balance' | 'debit' | 'credit' | 'rollback';

const answerSchema = z.union([
  z.object({ status: z.literal('OK'), balance: z.string(), currency: z.string() }),
  z.object({ status: z.literal('ERROR'), code: z.string(), balance: z.string().nullable() }),
]);
export type WalletAnswer = z.infer<typeof answerSchema>;

/** The wallet did not answer a business result (network, timeout, 4xx/5xx): the call may be retried. */
export class WalletUnreachable extends Error {}

export interface WalletClientDeps {
  providerId: string;
  secret: string;
  /** The operator's base URL (the app's own address when the sandbox runs in it). */
  walletUrl: () => string;
  now: () => number;
  /** How long one call may take. */
  timeoutMs?: number;
}

export function walletClient(deps: WalletClientDeps) {
  return async (operation: WalletOperation, body: Record<string, string>): Promise<WalletAnswer> => {
    const raw = JSON.stringify(body);
    let res: Response;
    try {
      res = await fetch(`${deps.walletUrl()}/casino-api/seamless/${deps.providerId}/${operation}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-signature': createHmac('sha256', deps.secret).update(raw).digest('hex'),
          'x-timestamp': String(Math.floor(deps.now() / 1000)),
        },
        body: raw,
        signal: AbortSignal.timeout(deps.timeoutMs ?? 5_000),
      });
    } catch (err) {
      throw new WalletUnreachable(err instanceof Error ? err.message : String(err));
    }
    if (res.status !== 200) throw new WalletUnreachable(`HTTP ${res.status}: ${await res.text()}`);
    let json: unknown;
    try {
      json = await res.json();
    } catch {
      throw new WalletUnreachable('the wallet answered no JSON');
    }
    const parsed = answerSchema.safeParse(json);
    if (!parsed.success) throw new WalletUnreachable('the wallet answered no known result');
    return parsed.data;
  };
}

export type WalletCall = ReturnType<typeof walletClient>;

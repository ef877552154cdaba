import { createHmac, randomUUID } from 'node:crypto';
import { z } from 'zod';

/**
 * The sandbox's client of the operator's seamless wallet (issue 15): it calls
 * POST {walletUrl}/casino-api/seamless/{provider}/{operation} over real HTTP, exactly as an
 * external provider would, following the operator's published protocol (issue 25 §7): a fresh
 * X-Nonce per request, X-Timestamp (unix seconds), and X-Signature = hex HMAC-SHA256 with the
 * shared secret of "POST\n{path}\n{timestamp}\n{nonce}\n{body}". It knows nothing of the
 * operator's code (it implements the signing string itself, as another host would).
 */
export type WalletOperation = 'authenticate' | 'balance' | 'debit' | 'credit' | 'rollback';

const answerSchema = z.union([
  z.object({
    status: z.literal('OK'),
    balance: z.string(),
    currency: z.string(),
    /** `authenticate` only: the session every later call carries, and whose player it is. */
    sessionToken: z.string().optional(),
    playerId: z.string().optional(),
  }),
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
    const path = `/casino-api/seamless/${deps.providerId}/${operation}`;
    const timestamp = String(Math.floor(deps.now() / 1000));
    // A retry is a new request (new nonce): the wallet refuses only the same request sent twice.
    const nonce = randomUUID();
    const signed = ['POST', path, timestamp, nonce, raw].join('\n');
    let res: Response;
    try {
      res = await fetch(`${deps.walletUrl()}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-signature': createHmac('sha256', deps.secret).update(signed).digest('hex'),
          'x-timestamp': timestamp,
          'x-nonce': nonce,
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

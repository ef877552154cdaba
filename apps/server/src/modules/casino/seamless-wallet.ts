import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/**
 * The seamless wallet (issue 15, "Money and limits"): what an external game provider (or an
 * aggregator) calls to read a player's balance and to move a round's money on our ledger —
 * balance, debit, credit, rollback — every call idempotent by the provider's transaction id.
 * Providers reach it through signed HTTP requests (`seamless-wallet-routes.ts`); the service
 * (`seamless-wallet-service.ts`) moves the money through the casino's one money path
 * (`seamless-ledger.ts`), which our studio's rounds use too.
 */

/**
 * The operations, as the last path segment of POST /casino-api/seamless/{provider}/{operation}.
 * Issue 25 §8: `authenticate` exchanges a launch token (once) for the provider session's token.
 */
export const SEAMLESS_OPERATIONS = ['authenticate', 'balance', 'debit', 'credit', 'rollback'] as const;
export type SeamlessOperation = (typeof SEAMLESS_OPERATIONS)[number];

/**
 * Issue 25 §7: how far the X-Timestamp header (unix seconds) may be from our clock, either way.
 * Short, so a captured request is worthless soon; the nonces of the window are remembered.
 */
export const SEAMLESS_MAX_SKEW_MS = 30 * 1000;
export const SIGNATURE_HEADER = 'x-signature';
export const TIMESTAMP_HEADER = 'x-timestamp';
/** Issue 25 §7: a value the provider never sends twice (8–64 of A–Z a–z 0–9 . _ -), signed with the request. */
export const NONCE_HEADER = 'x-nonce';
export const NONCE_PATTERN = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Provider-style refusals: answered with HTTP 200 and `status: 'ERROR'` (what aggregators expect
 * for a business refusal); transport problems (signature, timestamp, body) are 401/400 instead.
 */
export const SEAMLESS_CODES = [
  'INSUFFICIENT_FUNDS',
  /** Self-exclusion or time-out (responsible gaming). */
  'PLAYER_BLOCKED',
  /** A wagering or loss limit would be exceeded. */
  'LIMIT_EXCEEDED',
  'UNKNOWN_PLAYER',
  'CURRENCY_MISMATCH',
  /** A credit for a round with no debit of this provider and player. */
  'ROUND_NOT_FOUND',
  /** The transaction id was used before for another operation, amount, round or player. */
  'TRANSACTION_CONFLICT',
  /** A debit whose rollback came first (answered OK then): it is not taken any more. */
  'TRANSACTION_ROLLED_BACK',
  /** A rollback of a credit, or (issue 25 §7) of a debit whose round already has a credit. */
  'ROLLBACK_NOT_ALLOWED',
  /**
   * Issue 25 §7: no session token, or one that is not this provider's, or that names another
   * player (playerId) or game (gameId) than the session was launched for.
   */
  'INVALID_SESSION',
  /** Issue 25 §8: the site session that launched the game ended (logout, expiry): no balance, no stake. */
  'SESSION_EXPIRED',
  /** Issue 25 §8: a launch token unknown, already used, or past its two minutes. */
  'INVALID_TOKEN',
] as const;
export type SeamlessCode = (typeof SEAMLESS_CODES)[number];

export type SeamlessAnswer =
  | { status: 'OK'; balance: string; currency: string; transactionId: string | null }
  | { status: 'ERROR'; code: SeamlessCode; balance: string | null };

/** Issue 25 §8: what `authenticate` answers: the session token every later call carries. */
export type SeamlessAuthAnswer =
  | {
      status: 'OK';
      sessionToken: string;
      playerId: string;
      gameId: string;
      balance: string;
      currency: string;
      transactionId: null;
    }
  | { status: 'ERROR'; code: SeamlessCode; balance: string | null };

/** A configured provider (env CASINO_PROVIDERS): its id in the path and the secret that signs its calls. */
export interface SeamlessProvider {
  id: string;
  secret: string;
}

const txnId = z.string().regex(/^[A-Za-z0-9._-]{1,100}$/);
const minor = z.string().regex(/^\d{1,18}$/);
/**
 * An external provider names the player by the session token `authenticate` gave it (issue 25
 * §7: a player id alone reaches no one; sent with the token, it must be the session's player).
 * Only our studio, in process, names players by id.
 */
const player = {
  playerId: z.union([z.number().int().positive().max(2_147_483_647), z.string().regex(/^[1-9]\d{0,9}$/)]).optional(),
  sessionToken: z.string().min(1).max(200).optional(),
};
const hasPlayer = (b: { playerId?: unknown; sessionToken?: unknown }) =>
  b.playerId !== undefined || b.sessionToken !== undefined;
const needPlayer = { message: 'sessionToken is required' };

export const seamlessAuthenticateSchema = z.object({ launchToken: z.string().min(1).max(200) });

export const seamlessBalanceSchema = z
  .object({
    ...player,
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
  })
  .refine(hasPlayer, needPlayer);
export const seamlessMoveSchema = z
  .object({
    ...player,
    transactionId: txnId,
    roundId: z.string().regex(/^[A-Za-z0-9._:-]{1,100}$/),
    amount: minor,
    currency: z.string().regex(/^[A-Z]{3}$/),
    /** Issue 16: the provider's game (`{provider}:{game}`), whose weight a bonus's wagering uses. */
    gameId: z
      .string()
      .regex(/^[A-Za-z0-9._:-]{1,100}$/)
      .optional(),
  })
  .refine(hasPlayer, needPlayer);
/** A rollback names the debit's transaction id; its amount, when sent, must be the debit's. */
export const seamlessRollbackSchema = z
  .object({
    ...player,
    transactionId: txnId,
    roundId: z.string().max(100).optional(),
    amount: minor.optional(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
  })
  .refine(hasPlayer, needPlayer);

export type SeamlessAuthenticateRequest = z.infer<typeof seamlessAuthenticateSchema>;
export type SeamlessBalanceRequest = z.infer<typeof seamlessBalanceSchema>;
export type SeamlessMoveRequest = z.infer<typeof seamlessMoveSchema>;
export type SeamlessRollbackRequest = z.infer<typeof seamlessRollbackSchema>;

/**
 * The interface every game source plays through (an aggregator through HTTP, our studio in
 * process as provider STUDIO_PROVIDER_ID): one provider's view of the players' money. Every
 * implementation is the one money path of seamless-ledger.ts, whose ledger keys are chosen per
 * provider: an external provider's `casino:seamless:{provider}:{transactionId}`; the studio keeps
 * the keys its rounds always had (`casino:stake:{roundId}[:{step}]`, `casino:win:{roundId}`, its
 * transaction id being the round id), so stored rounds and reconciliation keep working.
 * seamless-contract.test.ts holds every implementation to the same rules.
 */
export interface SeamlessWallet {
  balance(provider: string, req: SeamlessBalanceRequest): Promise<SeamlessAnswer>;
  debit(provider: string, req: SeamlessMoveRequest): Promise<SeamlessAnswer>;
  credit(provider: string, req: SeamlessMoveRequest): Promise<SeamlessAnswer>;
  rollback(provider: string, req: SeamlessRollbackRequest): Promise<SeamlessAnswer>;
}

export const hmacHex = (secret: string, message: string) => createHmac('sha256', secret).update(message).digest('hex');

/** Issue 25 §7: what a request's signature covers. */
export interface SignedParts {
  method: string;
  /** The path called, `/casino-api/seamless/{provider}/{operation}` (no host, no query). */
  path: string;
  /** X-Timestamp as sent (unix seconds). */
  timestamp: string;
  /** X-Nonce as sent. */
  nonce: string;
  body: string;
}

/**
 * The signed string: method, path, timestamp, nonce and the raw body joined by "\n". Signing the
 * method and path stops a signed debit being replayed at the rollback path; the timestamp and
 * nonce, a changed timestamp or a second send of the same request.
 */
export const signingString = (p: SignedParts) =>
  [p.method.toUpperCase(), p.path, p.timestamp, p.nonce, p.body].join('\n');

/** X-Signature = hex HMAC-SHA256(secret, signingString), compared in constant time. */
export function signatureValid(secret: string, parts: SignedParts, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const want = Buffer.from(hmacHex(secret, signingString(parts)), 'hex');
  return timingSafeEqual(want, Buffer.from(signature.toLowerCase(), 'hex'));
}

/** X-Timestamp (unix seconds) within SEAMLESS_MAX_SKEW_MS of now. */
export function timestampFresh(header: string | undefined, nowMs: number): boolean {
  if (!header || !/^\d{1,12}$/.test(header)) return false;
  return Math.abs(Number(header) * 1000 - nowMs) <= SEAMLESS_MAX_SKEW_MS;
}

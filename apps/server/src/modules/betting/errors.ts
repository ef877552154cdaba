import { betErrorTitle, BET_ERROR_CODES, type BetErrorCode } from '@sb/contracts';
import { DomainError } from '../../http/errors';

/**
 * A refusal of a betting call: stable code, HTTP status, dictionary key `bet_error_<code>`;
 * `extra` holds the answer's fields beside `errors` (coef_changed: changes; cashout_changed: offer).
 */
export const betError = (status: number, code: BetErrorCode, detail?: string, extra: Record<string, unknown> = {}) =>
  new DomainError(status, code, betErrorTitle(code), detail, extra);

export const badRequest = (detail: string) => betError(400, 'bad_request', detail);

/** A refusal with one of the betting API's codes. */
export function isBetError(err: unknown): err is DomainError & { code: BetErrorCode } {
  return err instanceof DomainError && (BET_ERROR_CODES as readonly string[]).includes(err.code);
}

import { betErrorTitle, type BetErrorCode } from '@sb/contracts';

/** A refusal of a betting call: stable code, HTTP status, dictionary key `bet_error_<code>`. */
export class BetError extends Error {
  readonly title: string;
  constructor(
    readonly status: number,
    readonly code: BetErrorCode,
    detail?: string,
    /** Extra fields of the answer (coef_changed: changes; cashout_changed: offer). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(detail ?? code);
    this.title = betErrorTitle(code);
  }
}

export const badRequest = (detail: string) => new BetError(400, 'bad_request', detail);

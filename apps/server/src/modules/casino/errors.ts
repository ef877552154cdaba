import { DomainError } from '../../http/errors';

/**
 * The casino's refusals (issue 15): a stable machine code; the page words it from its own
 * dictionary (casino namespace), so the title is the generic message key. A game's parameter
 * refusal is a 400 with the game's own reason code.
 */
export const casinoError = (status: number, code: string, detail = code, extra: Record<string, unknown> = {}) =>
  new DomainError(status, code, 'main_error', detail, extra);

import { DomainError } from '../../http/errors';

/**
 * The toto's refusals (issue 19): a stable machine code; the page words it from its own
 * dictionary (toto namespace), so the title is the generic message key.
 */
export const totoError = (status: number, code: string, detail = code, extra: Record<string, unknown> = {}) =>
  new DomainError(status, code, 'main_error', detail, extra);

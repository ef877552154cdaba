import { DomainError } from '../../http/errors';

/**
 * The lotto's refusals (issue 19): a stable machine code; the page words it from its own
 * dictionary (lotto namespace), so the title is the generic message key.
 */
export const lottoError = (status: number, code: string, detail = code, extra: Record<string, unknown> = {}) =>
  new DomainError(status, code, 'main_error', detail, extra);

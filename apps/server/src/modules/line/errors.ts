import { DomainError } from '../../http/errors';

/** A refusal of a catalog or operator-result call (title `main_error`). */
export const lineError = (status: 400 | 404 | 409, code: string, message: string) =>
  new DomainError(status, code, 'main_error', message);

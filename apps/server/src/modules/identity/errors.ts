import { DomainError } from '../../http/errors';

/** Identity's refusals: a stable code and a dictionary key for the message (ARCHITECTURE: errors). */
export const invalidCredentials = () =>
  new DomainError(400, 'invalid_credentials', 'auth_invalid_credentials', 'Wrong login or password');
export const unauthorized = () => new DomainError(401, 'unauthorized', 'main_error', 'Log in first');
export const tooMany = () =>
  new DomainError(429, 'too_many_requests', 'auth_too_many_attempts', 'Too many attempts; try again later');
/** Issue 25 §6: a change of identity data asked for without the password (it needs it again). */
export const passwordRequired = () =>
  new DomainError(400, 'password_required', 'auth_password_required', 'Enter your password to change this');

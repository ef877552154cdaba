/** A refusal with a stable code and a dictionary key for the message (ARCHITECTURE: errors). */
export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly title: string,
    detail?: string,
  ) {
    super(detail ?? code);
  }
}

export const invalidCredentials = () =>
  new AuthError(400, 'invalid_credentials', 'auth_invalid_credentials', 'Wrong login or password');
export const unauthorized = () => new AuthError(401, 'unauthorized', 'main_error', 'Log in first');
export const tooMany = () =>
  new AuthError(429, 'too_many_requests', 'auth_too_many_attempts', 'Too many attempts; try again later');

/**
 * The server's password rule (letters and digits, 8–128 characters), checked in the browser too
 * so the player sees the problem before sending. The server stays the judge.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export type PasswordProblem = 'auth_password_too_short' | 'auth_password_too_long' | 'auth_password_too_simple';

export function passwordProblem(p: string): PasswordProblem | null {
  if (p.length < PASSWORD_MIN) return 'auth_password_too_short';
  if (p.length > PASSWORD_MAX) return 'auth_password_too_long';
  if (!/[A-Za-z]/.test(p) || !/\d/.test(p)) return 'auth_password_too_simple';
  return null;
}

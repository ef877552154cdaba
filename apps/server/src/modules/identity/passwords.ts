import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline (m=19 MiB, t=2, p=1). */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;
/**
 * When the account does not exist we still spend one argon2 verification, so the answer time does
 * not tell an attacker which logins exist.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword('not-a-real-password-0');
  await verifyPassword(await dummy, password);
}

/** Letters and digits, 8–128 characters: long enough to resist guessing, short enough to hash. */
export function passwordProblem(p: string): 'password_too_short' | 'password_too_long' | 'password_too_simple' | null {
  if (p.length < PASSWORD_MIN) return 'password_too_short';
  if (p.length > PASSWORD_MAX) return 'password_too_long';
  if (!/[A-Za-z]/.test(p) || !/\d/.test(p)) return 'password_too_simple';
  return null;
}

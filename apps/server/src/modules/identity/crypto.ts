import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');
export const hmac = (key: string, s: string) => createHmac('sha256', key).update(s).digest('base64url');

/** Compares secrets in constant time whatever their lengths. */
export function safeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb);
}

/** A numeric code of `digits` digits, uniformly random (no modulo bias). */
export function numericCode(digits: number): string {
  let s = '';
  for (let i = 0; i < digits; i++) s += String(randomInt(10));
  return s;
}

/** Characters that survive being read aloud or copied by hand (no 0/O, 1/l/I). */
const READABLE = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export function readableSecret(length: number): string {
  let s = '';
  for (let i = 0; i < length; i++) s += READABLE[randomInt(READABLE.length)];
  return s;
}

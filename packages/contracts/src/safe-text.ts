import { z } from 'zod';

/** Issue 11 §2: the error code of a string that holds a control character. */
export const CONTROL_CHARACTER_CODE = 'control_character';

/**
 * C0 control characters other than tab, line feed and carriage return, and DEL. PostgreSQL
 * refuses NUL in text outright; the others have no business in a name, code or id either.
 */
export function hasControlCharacter(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f) return true;
  }
  return false;
}

/**
 * A string without control characters. The server refuses them in every raw parameter, query and
 * body string; this helper covers text a schema decodes first (base64 logins and passwords).
 */
export const safeText = () =>
  z.string().refine((s) => !hasControlCharacter(s), {
    message: 'control characters are not allowed',
    params: { code: CONTROL_CHARACTER_CODE },
  });

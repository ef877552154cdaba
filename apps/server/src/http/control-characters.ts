import type { FastifyInstance } from 'fastify';
import { CONTROL_CHARACTER_CODE, hasControlCharacter } from '@sb/contracts';
import { clientError } from './errors';

/**
 * Bounds of the walk over a parsed body. The body limit (256 KB) already caps the size; these keep
 * a deeply nested or very wide document from costing more than a few milliseconds. No form or
 * API call of the site comes near them.
 */
export const INPUT_WALK_LIMITS = { maxDepth: 32, maxNodes: 20_000 } as const;

export type InputVerdict = { kind: 'ok' } | { kind: 'control'; where: string } | { kind: 'too_complex' };

/**
 * Looks for a control character in every string (values and keys) of a decoded input: path
 * params, query or parsed body. Iterative, so a deep document cannot overflow the stack.
 */
export function inspectInput(value: unknown, where: string): InputVerdict {
  const stack: { value: unknown; where: string; depth: number }[] = [{ value, where, depth: 0 }];
  let nodes = 0;
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item) break;
    if (++nodes > INPUT_WALK_LIMITS.maxNodes || item.depth > INPUT_WALK_LIMITS.maxDepth) return { kind: 'too_complex' };
    const v = item.value;
    if (typeof v === 'string') {
      if (hasControlCharacter(v)) return { kind: 'control', where: item.where };
    } else if (Array.isArray(v)) {
      v.forEach((child, i) => stack.push({ value: child, where: `${item.where}[${i}]`, depth: item.depth + 1 }));
    } else if (typeof v === 'object' && v !== null && !ArrayBuffer.isView(v)) {
      for (const [key, child] of Object.entries(v)) {
        if (hasControlCharacter(key)) return { kind: 'control', where: item.where };
        stack.push({ value: child, where: `${item.where}.${key}`, depth: item.depth + 1 });
      }
    }
  }
  return { kind: 'ok' };
}

/**
 * Issue 11 §2: a NUL byte reaching PostgreSQL is an error there, so every request is checked in
 * one place, whatever its route and schema: decoded path params, query and parsed body. Runs after
 * parsing and before validation (and after the 401 of protected routes, which answer first).
 */
export function registerControlCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const parts: [string, unknown][] = [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ];
    for (const [where, value] of parts) {
      const verdict = inspectInput(value, where);
      if (verdict.kind === 'control') {
        throw clientError(
          400,
          CONTROL_CHARACTER_CODE,
          `${verdict.where}: control characters (other than tab and line breaks) are not allowed`,
        );
      }
      if (verdict.kind === 'too_complex') {
        throw clientError(400, 'input_too_complex', `${where}: nested too deeply or too many values`);
      }
    }
  });
}

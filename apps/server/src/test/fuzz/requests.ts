import fc from 'fast-check';
import { render, type Draft, type FuzzInput } from './draft';
import { mutationArb } from './mutations';
import type { Operation, Param, ParamLocation } from './openapi';
import { validValue } from './values';

/** Pages the catch-all page renderer knows, so that its wildcard gets past the router now and then. */
const PAGES = ['en', 'ru/live', 'en/sport/football', 'en/line/1/2', 'de/results', 'en/onpay/success', 'en/account'];

function paramArb(p: Param): fc.Arbitrary<unknown> {
  if (p.name === '*') return fc.oneof(fc.constantFrom(...PAGES), fc.string({ maxLength: 30 }));
  return validValue(p.schema);
}

export function group(op: Operation, where: ParamLocation): fc.Arbitrary<Record<string, unknown>> {
  const params = op.params.filter((p) => p.in === where);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of params) model[p.name] = paramArb(p);
  const requiredKeys = params.filter((p) => p.required || p.in === 'path').map((p) => p.name);
  return fc.record(model, { requiredKeys }) as fc.Arbitrary<Record<string, unknown>>;
}

/**
 * Bad inputs for one operation: a request that follows the route's own schema, then one to three
 * mutations of it (see mutations.ts). `baseHeaders` is the caller (session cookie, X-Requested-With).
 */
export function inputArb(op: Operation, baseHeaders: Record<string, string>): fc.Arbitrary<FuzzInput> {
  return fc
    .record({
      path: group(op, 'path'),
      query: group(op, 'query'),
      header: group(op, 'header'),
      body: op.body ? validValue(op.body.schema) : fc.constant(undefined),
      mutations: fc.array(mutationArb(op), { minLength: 1, maxLength: 3 }),
    })
    .map(({ mutations, ...values }) => {
      const draft: Draft = { ...values, rawQuery: [] };
      for (const m of mutations) if (m.stage === 'value') m.apply(draft);
      const rendered = render(op, draft, baseHeaders);
      for (const m of mutations) if (m.stage === 'request') m.apply(rendered);
      return { ...rendered, mutations: mutations.map((m) => m.label) };
    });
}

/** FNV-1a: a stable 32-bit seed per (run seed, caller, operation), so one operation reproduces alone. */
export function seedOf(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('\u0001')) {
    h ^= ch.codePointAt(0) ?? 0;
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

export function sampleInputs(
  op: Operation,
  baseHeaders: Record<string, string>,
  seed: number,
  count: number,
): FuzzInput[] {
  return fc.sample(inputArb(op, baseHeaders), { seed, numRuns: count });
}

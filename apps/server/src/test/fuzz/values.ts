import fc from 'fast-check';
import type { JsonSchema } from './openapi';

/**
 * Values for one JSON schema: `validValue` follows the schema (so a request gets past the first
 * checks), `badValue` breaks it (issue 11: wrong types, 100 KB strings, control characters and NUL,
 * unicode, SQL and HTML payloads, out-of-range numbers and dates).
 */

export const KB100 = 100 * 1024;
const INT32 = 2 ** 31 - 1;

const typesOf = (s: JsonSchema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

function lowerBound(s: JsonSchema): number | undefined {
  if (typeof s.exclusiveMinimum === 'number') return s.exclusiveMinimum;
  return s.minimum;
}
function upperBound(s: JsonSchema): number | undefined {
  if (typeof s.exclusiveMaximum === 'number') return s.exclusiveMaximum;
  return s.maximum;
}

function integerArb(s: JsonSchema): fc.Arbitrary<number> {
  const excl = s.exclusiveMinimum === true || typeof s.exclusiveMinimum === 'number' ? 1 : 0;
  const exclMax = s.exclusiveMaximum === true || typeof s.exclusiveMaximum === 'number' ? 1 : 0;
  const min = Math.ceil(lowerBound(s) ?? -INT32) + excl;
  const max = Math.floor(upperBound(s) ?? INT32) - exclMax;
  if (min > max) return fc.constant(min);
  const small = fc.integer({ min: Math.max(min, -INT32), max: Math.min(max, INT32) });
  if (min >= -INT32 && max <= INT32) return small;
  return fc.oneof({ arbitrary: small, weight: 4 }, fc.constantFrom(min, max));
}

function numberArb(s: JsonSchema): fc.Arbitrary<number> {
  const min = lowerBound(s) ?? -1e9;
  const max = upperBound(s) ?? 1e9;
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true }).filter((n) => n !== min || !s.exclusiveMinimum);
}

function stringArb(s: JsonSchema): fc.Arbitrary<string> {
  switch (s.format) {
    case 'date-time':
      return fc
        .date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2040, 0, 1)), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date(Date.UTC(1930, 0, 1)), max: new Date(Date.UTC(2040, 0, 1)), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'uri':
      return fc.webUrl();
  }
  if (s.pattern) {
    try {
      const max = s.maxLength;
      return fc.stringMatching(new RegExp(s.pattern)).map((v) => (max !== undefined ? v.slice(0, max) : v));
    } catch {
      // A pattern fast-check cannot walk: fall back to length-bounded strings.
    }
  }
  const minLength = s.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(s.maxLength ?? 24, 40)) });
}

function objectArb(s: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = s.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [k, v] of Object.entries(props)) model[k] = validValue(v, depth + 1);
  const required = (s.required ?? []).filter((k) => k in props);
  const record = fc.record(model, { requiredKeys: required });
  const extra = s.additionalProperties;
  if (extra && typeof extra === 'object' && Object.keys(props).length === 0)
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), validValue(extra, depth + 1), { maxKeys: 4 });
  return record as fc.Arbitrary<Record<string, unknown>>;
}

/** Arbitraries are built once per schema: building one (a pattern's parse above all) costs more than drawing. */
const validCache = new WeakMap<JsonSchema, fc.Arbitrary<unknown>>();
const badCache = new WeakMap<JsonSchema, fc.Arbitrary<unknown>>();

/** A value the schema accepts (approximately: lengths of pattern strings are cut, not searched). */
export function validValue(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const cached = validCache.get(s);
  if (cached) return cached;
  const base = validNonNull(s, depth);
  const arb = s.nullable ? fc.oneof({ arbitrary: base, weight: 5 }, fc.constant(null)) : base;
  validCache.set(s, arb);
  return arb;
}

function validNonNull(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum && s.enum.length > 0) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives && alternatives.length > 0) return fc.oneof(...alternatives.map((a) => validValue(a, depth + 1)));
  if (s.allOf && s.allOf[0]) return validValue(s.allOf[0], depth + 1);
  const [type] = typesOf(s);
  switch (type) {
    case 'string':
      return stringArb(s);
    case 'integer':
      return integerArb(s);
    case 'number':
      return numberArb(s);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(s.items && depth < 6 ? validValue(s.items, depth + 1) : fc.string(), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 4, 4)),
      });
    case 'object':
      return depth < 6 ? objectArb(s, depth) : fc.constant({});
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

// ── hostile values ─────────────────────────────────────────────────────────────────────

const CONTROL = [
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(64),
  '\u0001\u0002\u0003\u001f\u007f',
  '\r\n',
  'line1\r\nSet-Cookie: x=1',
  '\t\v\f\b',
  '\u0085\u2028\u2029',
  '\uFEFFbom',
  '\u001b[31mred',
];
const UNICODE = [
  '𝕳𝖊𝖑𝖑𝖔',
  '👨‍👩‍👧‍👦',
  '\uD800',
  'a\uDFFFb',
  '\u202Eevil\u202C',
  'e\u0301\u0301\u0301',
  'ｅｍａｉｌ＠ｅｘａｍｐｌｅ．ｃｏｍ',
  'İıſK',
  'Ω≈ç√∫˜µ≤≥÷',
  '١٢٣',
  '\uFFFF\uFFFE',
  'ß'.repeat(300),
];
const INJECTION = [
  "' OR '1'='1",
  "1'; DROP TABLE users; --",
  '1 UNION SELECT null, version() --',
  "'); SELECT pg_sleep(0); --",
  '$$; select 1; $$',
  "E'\\x00'",
  '%',
  '_',
  '\\',
  '\\\\x00',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('x')",
  '{{7*7}}${7*7}<%= 7*7 %>',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '%zz',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  'true',
  '[]',
  '{}',
  '',
  ' ',
  '   padded   ',
];
const DATES = [
  '0000-01-01T00:00:00Z',
  '-271821-04-19T23:59:59.999Z',
  '+275760-09-13T00:00:00.001Z',
  '9999-12-31T23:59:59.999Z',
  '10000-01-01T00:00:00Z',
  '2026-02-30T00:00:00Z',
  '2026-13-01',
  '2026-00-00',
  '1970-01-01T24:00:00Z',
  '2026-01-01T00:00:00+99:99',
  'Invalid Date',
  '8640000000000001',
  '-8640000000000001',
  '1e21',
];
const NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  -0.000001,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  8640000000000001,
  -8640000000000001,
  1e21,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_VALUE,
  Number.MIN_SAFE_INTEGER,
];
const NUMERIC_STRINGS = [
  '99999999999999999999999999',
  '-1',
  '0x10',
  '1e5',
  '1e309',
  ' 1',
  '1 ',
  '01',
  '+1',
  '1.0',
  '1,5',
  '0b11',
  '12abc',
];

/** Long strings, made once: a 100 KB ASCII string, 100 KB of two-byte characters, 100 KB of NULs. */
const HUGE = ['A'.repeat(KB100), 'é'.repeat(KB100 / 2), '\u0000'.repeat(KB100), '<a>'.repeat(Math.floor(KB100 / 3))];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...CONTROL), weight: 3 },
  { arbitrary: fc.constantFrom(...UNICODE), weight: 3 },
  { arbitrary: fc.constantFrom(...INJECTION), weight: 3 },
  { arbitrary: fc.constantFrom(...DATES), weight: 2 },
  { arbitrary: fc.constantFrom(...NUMERIC_STRINGS), weight: 2 },
  { arbitrary: fc.constantFrom(...HUGE), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  {
    arbitrary: fc.string({ unit: fc.constantFrom('\u0000', 'a', '%', '/', '\\', '"', "'", '<'), maxLength: 30 }),
    weight: 1,
  },
);

const wrongTypes: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  null,
  true,
  false,
  0,
  1,
  -1,
  1.5,
  '',
  'abc',
  [],
  [1, 2, 3],
  {},
  { a: 1 },
  [null],
  JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}'),
);

function outOfRange(s: JsonSchema): fc.Arbitrary<unknown> {
  const near: unknown[] = [];
  const lo = lowerBound(s);
  const hi = upperBound(s);
  if (lo !== undefined) near.push(lo - 1, lo - 0.5, lo);
  if (hi !== undefined) near.push(hi + 1, hi + 0.5, hi * 10);
  if (s.maxLength !== undefined) near.push('x'.repeat(s.maxLength + 1));
  if (s.minLength !== undefined && s.minLength > 0) near.push('x'.repeat(s.minLength - 1));
  if (s.maxItems !== undefined) near.push(new Array(s.maxItems + 1).fill(0));
  return fc.constantFrom(...NUMBERS, ...near);
}

/** A value the schema must refuse (or that an unprepared handler might choke on). */
export function badValue(s: JsonSchema): fc.Arbitrary<unknown> {
  const cached = badCache.get(s);
  if (cached) return cached;
  const types = typesOf(s);
  const numeric = types.includes('integer') || types.includes('number');
  const temporal = s.format === 'date-time' || s.format === 'date';
  const arb = fc.oneof(
    { arbitrary: wrongTypes, weight: 3 },
    { arbitrary: hostileString, weight: 5 },
    { arbitrary: outOfRange(s), weight: numeric || s.maxLength !== undefined ? 4 : 1 },
    { arbitrary: fc.constantFrom(...DATES), weight: temporal ? 4 : 1 },
    { arbitrary: fc.array(validValue(s), { minLength: 1, maxLength: 3 }), weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
  );
  badCache.set(s, arb);
  return arb;
}

/** A key that is not in the schema (sometimes one with a special meaning to JavaScript). */
export const extraKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'userId', 'role', 'isAdmin'),
  fc.string({ minLength: 1, maxLength: 12 }),
  fc.constantFrom('\u0000', 'a\u0000', 'ключ', '$where', 'a.b', 'a[b]'),
);

/** A value as a query-string or path-segment text. */
export function asText(v: unknown): string {
  if (typeof v === 'string') return v;
  if (v === undefined) return '';
  if (typeof v === 'number' || typeof v === 'boolean' || v === null) return String(v);
  return JSON.stringify(v) ?? '';
}

/** Percent-encoding that survives lone surrogates (encoded as their UTF-8 replacement bytes). */
export function enc(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return [...Buffer.from(s, 'utf8')].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
}

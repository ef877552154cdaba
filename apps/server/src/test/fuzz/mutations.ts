import fc from 'fast-check';
import { BOUNDARY, fieldsOf, formBody, headerSafe, setAt, type Draft, type Rendered } from './draft';
import type { Operation } from './openapi';
import { asText, badValue, enc, extraKey, hostileString, KB100 } from './values';

/**
 * The ways one request is broken (issue 11): a field of the route's own schema made wrong,
 * missing or joined by extra ones; the body's framing (content type, encoding, malformed JSON);
 * the path (duplicate slashes, percent-encoding, raw hostile segments); the headers.
 */
export type Mutation =
  | { stage: 'value'; label: string; apply: (d: Draft) => void }
  | { stage: 'request'; label: string; apply: (r: Rendered) => void };

const short = (v: unknown) => {
  const t = typeof v === 'string' ? JSON.stringify(v) : asText(v);
  return t.length > 40 ? `${t.slice(0, 40)}…(${t.length})` : t;
};
const value = (label: string, apply: (d: Draft) => void): Mutation => ({ stage: 'value', label, apply });
const request = (label: string, apply: (r: Rendered) => void): Mutation => ({ stage: 'request', label, apply });
const hasBody = (method: string) => method !== 'GET';
const pathOf = (url: string) => url.split('?', 1)[0] ?? '';
/** A JSON body re-sent as a form (what a cross-site HTML form would post). */
const asForm = (payload: string) => {
  try {
    return formBody(JSON.parse(payload) as unknown);
  } catch {
    return payload;
  }
};

const CONTENT_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=nope',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=iso-8859-1',
  'application/vnd.api+json',
  'application/json, text/plain',
  'application/octet-stream',
  'text/html',
  'image/svg+xml',
  '*/*',
  'json',
  ';;;',
];

const depth = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
const MALFORMED = [
  '',
  '{',
  '{"a":',
  '[',
  '"',
  'nul',
  '{"a":1}{"b":2}',
  "{'a':1}",
  '{"a":1,}',
  '\u0000',
  '{"a":"\\u0000"}',
  '\uFEFF{}',
  'NaN',
  '1e999',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  depth(5000),
  `{"a":"${'x'.repeat(300 * 1024)}"}`,
];

const ENCODINGS = ['gzip', 'deflate', 'br', 'identity', 'x-unknown', 'gzip, gzip'];

const RAW_SEGMENTS = [
  '%00',
  'a%00b',
  '%',
  '%zz',
  '%C0%AF',
  '%E0%A4%A',
  '%FF%FE',
  '..%2F..%2Fetc',
  '%2e%2e',
  'a%2Fb',
  '%F0%9F%98%80',
  '%0D%0ASet-Cookie:%20x=1',
  '%3Cscript%3E',
  'x'.repeat(300),
  'x'.repeat(KB100),
  '%20',
  '-1',
  '0',
  '1.5',
  '1e3',
  '9999999999999999999999',
];

const RAW_QUERIES = [
  '&',
  '=&&=',
  '%zz=1',
  'a=%zz',
  'a=%',
  'a[b]=1',
  'a[]=1&a[]=2',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  `q=${'x'.repeat(KB100)}`,
  '%00=%00',
];

const JUNK_HEADERS: fc.Arbitrary<[string, string]> = fc.oneof(
  fc.tuple(fc.constant('cookie'), fc.constantFrom('sid=garbage', `sid=${'A'.repeat(5000)}`, 'sid=', 'sid=%00', ';;;=')),
  fc.tuple(fc.constant('authorization'), fc.constantFrom('Bearer garbage', 'Bearer ', 'Basic YWRtaW46YWRtaW4=', 'x')),
  fc.tuple(fc.constantFrom('accept-language', 'x-language', 'user-agent', 'x-forwarded-for', 'origin'), hostileString),
  fc.tuple(fc.constant('host'), fc.constantFrom('evil.example', 'localhost:99999', '[::1', '')),
  fc.tuple(fc.constant('origin'), fc.constantFrom('https://evil.example', 'null')),
  fc.tuple(fc.constant('idempotency-key'), hostileString),
  fc.tuple(fc.constant('accept'), fc.constantFrom('text/html', 'application/xml', '*/*;q=x', '')),
);

/** One mutation applicable to the operation (the arbitrary only offers kinds the operation has). */
export function mutationArb(op: Operation): fc.Arbitrary<Mutation> {
  const kinds: { arbitrary: fc.Arbitrary<Mutation>; weight: number }[] = [];
  const params = op.params;
  if (params.length > 0) {
    kinds.push({
      weight: 6,
      arbitrary: fc
        .constantFrom(...params)
        .chain((p) => badValue(p.schema).map((v) => ({ p, v })))
        .map(({ p, v }) => value(`${p.in} ${p.name}=${short(v)}`, (d) => void (d[p.in][p.name] = v))),
    });
    const droppable = params.filter((p) => p.in !== 'path');
    if (droppable.length > 0)
      kinds.push({
        weight: 2,
        arbitrary: fc
          .constantFrom(...droppable)
          .map((p) => value(`no ${p.in} ${p.name}`, (d) => void (d[p.in][p.name] = undefined))),
      });
  }
  if (op.path.includes('{'))
    kinds.push({
      weight: 3,
      arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((seg) =>
        request(`raw path segment ${short(seg)}`, (r) => {
          const [path = '', query] = r.url.split('?', 2);
          const parts = path.split('/');
          parts[parts.length - 1] = seg;
          r.url = parts.join('/') + (query !== undefined ? `?${query}` : '');
        }),
      ),
    });
  kinds.push({
    weight: 2,
    arbitrary: fc
      .array(fc.tuple(extraKey, fc.oneof(hostileString, fc.constantFrom('1', ''))), { minLength: 1, maxLength: 3 })
      .map((pairs) =>
        value(`extra query ${short(pairs.map(([k]) => k))}`, (d) => {
          for (const [k, v] of pairs) d.rawQuery.push(`${enc(k)}=${enc(v)}`);
        }),
      ),
  });
  kinds.push({
    weight: 2,
    arbitrary: fc
      .constantFrom(...RAW_QUERIES)
      .map((q) => value(`raw query ${short(q)}`, (d) => void d.rawQuery.push(q))),
  });
  if (op.body) {
    const fields = fieldsOf(op.body.schema);
    if (fields.length > 0) {
      kinds.push({
        weight: 8,
        arbitrary: fc
          .constantFrom(...fields)
          .chain((f) => badValue(f.schema).map((v) => ({ f, v })))
          .map(({ f, v }) =>
            value(`body ${f.at.join('.')}=${short(v)}`, (d) => void (d.body = setAt(d.body, f.at, v))),
          ),
      });
      kinds.push({
        weight: 3,
        arbitrary: fc
          .constantFrom(...fields)
          .map((f) => value(`no body ${f.at.join('.')}`, (d) => void (d.body = setAt(d.body, f.at, undefined)))),
      });
    }
    kinds.push({
      weight: 2,
      arbitrary: fc
        .array(fc.tuple(extraKey, fc.oneof(hostileString, badValue({}))), { minLength: 1, maxLength: 4 })
        .map((pairs) =>
          value(`extra body ${short(pairs.map(([k]) => k))}`, (d) => {
            if (!d.body || typeof d.body !== 'object' || Array.isArray(d.body)) return;
            const body: Record<string, unknown> = { ...(d.body as Record<string, unknown>) };
            // defineProperty: `__proto__` becomes an own key that JSON.stringify sends.
            for (const [k, v] of pairs) Object.defineProperty(body, k, { value: v, enumerable: true, writable: true });
            d.body = body;
          }),
        ),
    });
    kinds.push({
      weight: 2,
      arbitrary: badValue({ type: 'object' }).map((v) => value(`body=${short(v)}`, (d) => void (d.body = v))),
    });
  }
  if (hasBody(op.method)) {
    kinds.push({
      weight: 3,
      arbitrary: fc.constantFrom(...MALFORMED).map((raw) =>
        request(`raw body ${short(raw)}`, (r) => {
          r.headers['content-type'] ??= 'application/json';
          r.payload = raw;
        }),
      ),
    });
    kinds.push({
      weight: 4,
      arbitrary: fc.constantFrom(...CONTENT_TYPES).map((type) =>
        request(`content-type ${type}`, (r) => {
          r.headers['content-type'] = type;
          if (type === 'application/x-www-form-urlencoded' && r.payload !== undefined) r.payload = asForm(r.payload);
          else r.payload ??= type.startsWith('multipart') ? `--${BOUNDARY}\r\n\r\n` : 'x=1';
        }),
      ),
    });
    kinds.push({
      weight: 1,
      arbitrary: fc.constantFrom(...ENCODINGS).map((e) =>
        request(`content-encoding ${e}`, (r) => {
          r.headers['content-encoding'] = e;
          r.payload ??= '{}';
        }),
      ),
    });
    kinds.push({
      weight: 3,
      arbitrary: fc.constant(request('no x-requested-with', (r) => void delete r.headers['x-requested-with'])),
    });
  }
  kinds.push({ weight: 4, arbitrary: pathMutation });
  kinds.push({
    weight: 2,
    arbitrary: JUNK_HEADERS.map(([k, v]) =>
      request(`header ${k}: ${short(v)}`, (r) => {
        // A player keeps their session cookie: junk is appended, the session stays first.
        r.headers[k] = k === 'cookie' && r.headers.cookie ? `${r.headers.cookie}; ${v}` : headerSafe(v);
      }),
    ),
  });
  return fc.oneof(...kinds);
}

/** Breaks the path's spelling without (always) changing the route it names. */
const pathMutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.nat(12).map((i) =>
    request('duplicate slash', (r) => {
      const slashes = [...pathOf(r.url).matchAll(/\//g)].map((m) => m.index);
      const at = slashes[i % slashes.length] ?? 0;
      r.url = `${r.url.slice(0, at)}/${r.url.slice(at)}`;
    }),
  ),
  fc.nat(64).map((i) =>
    request('percent-encoded path character', (r) => {
      const path = pathOf(r.url);
      const letters = [...path.matchAll(/[A-Za-z0-9.-]/g)].map((m) => m.index);
      const at = letters[i % Math.max(1, letters.length)];
      if (at === undefined) return;
      const hex = path.charCodeAt(at).toString(16).toUpperCase();
      r.url = `${r.url.slice(0, at)}%${i % 2 ? hex : hex.toLowerCase()}${r.url.slice(at + 1)}`;
    }),
  ),
  fc.constantFrom(
    request('encoded slash', (r) => void (r.url = r.url.replace(/\/(?=[^/?]*(\?|$))/, '%2F'))),
    request('trailing slash', (r) => void (r.url = r.url.replace(/(\?|$)/, '/$1'))),
    request('dot segment', (r) => void (r.url = r.url.replace(/^\/([^/?]+)/, '/$1/./x/..'))),
    request('upper-case path', (r) => void (r.url = r.url.replace(/^[^?]*/, (p) => p.toUpperCase()))),
    request('backslash path', (r) => void (r.url = r.url.replace(/^\//, '/\\'))),
    request('matrix parameter', (r) => void (r.url = r.url.replace(/(\?|$)/, ';jsessionid=x$1'))),
    request(
      'double-encoded path',
      (r) => void (r.url = r.url.replace(/^\/([a-z])/, (_m, c: string) => `/%25${c.charCodeAt(0).toString(16)}`)),
    ),
    request('fragment', (r) => void (r.url = `${r.url}#frag`)),
  ),
);

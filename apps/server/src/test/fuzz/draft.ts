import type { JsonSchema, Operation } from './openapi';
import { asText, enc } from './values';

/**
 * A request under construction: structured values first (so a mutation can break one field of a
 * body that is otherwise valid), then the rendered request (so a mutation can break its framing).
 */
export interface Draft {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  header: Record<string, unknown>;
  body: unknown;
  /** Query pairs appended after the rendered ones, verbatim (already encoded or deliberately not). */
  rawQuery: string[];
}

export interface Rendered {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

export interface FuzzInput extends Rendered {
  /** What was done to the request, for the failure report. */
  mutations: string[];
}

export const BOUNDARY = '----fuzzBoundary7MA4YWxkTrZu0gW';

/** Header values a real client can send: printable Latin-1 only. */
export function headerSafe(v: string): string {
  let out = '';
  for (const ch of v.slice(0, 8192)) {
    const c = ch.codePointAt(0) ?? 0;
    out += c === 9 || (c >= 0x20 && c <= 0x7e) || (c >= 0x80 && c <= 0xff) ? ch : '?';
  }
  return out;
}

export function multipartBody(fields: Record<string, unknown>): string {
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${asText(v)}\r\n`,
  );
  return `${parts.join('')}--${BOUNDARY}--\r\n`;
}

export function formBody(fields: unknown): string {
  if (!fields || typeof fields !== 'object') return enc(asText(fields));
  return Object.entries(fields)
    .map(([k, v]) => `${enc(k)}=${enc(asText(v))}`)
    .join('&');
}

function renderQuery(query: Record<string, unknown>, raw: string[]): string {
  const pairs: string[] = [];
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined) continue;
    // Arrays become repeated keys, as a browser form would send them.
    if (Array.isArray(v)) for (const item of v) pairs.push(`${enc(k)}=${enc(asText(item))}`);
    else pairs.push(`${enc(k)}=${enc(asText(v))}`);
  }
  pairs.push(...raw);
  return pairs.length ? `?${pairs.join('&')}` : '';
}

export function renderPath(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const v = asText(values[name]);
    // The wildcard of the page renderer takes a path, slashes and all.
    return name === '*' ? v.split('/').map(enc).join('/') : enc(v);
  });
}

export function render(op: Operation, d: Draft, baseHeaders: Record<string, string>): Rendered {
  const headers: Record<string, string> = { ...baseHeaders };
  for (const [k, v] of Object.entries(d.header)) if (v !== undefined) headers[k] = headerSafe(asText(v));
  const url = renderPath(op.path, d.path) + renderQuery(d.query, d.rawQuery);
  const out: Rendered = { method: op.method, url, headers };
  if (op.body && d.body !== undefined) {
    if (op.body.contentType.startsWith('multipart/')) {
      headers['content-type'] = `multipart/form-data; boundary=${BOUNDARY}`;
      out.payload =
        d.body && typeof d.body === 'object' && !Array.isArray(d.body)
          ? multipartBody(d.body as Record<string, unknown>)
          : asText(d.body);
    } else {
      headers['content-type'] = 'application/json';
      out.payload = JSON.stringify(d.body);
    }
  }
  return out;
}

/** Every property of a body schema (nested objects and the first array item), with its path. */
export function fieldsOf(
  s: JsonSchema,
  prefix: (string | number)[] = [],
  depth = 0,
): { at: (string | number)[]; schema: JsonSchema; required: boolean }[] {
  if (depth > 4) return [];
  const out: { at: (string | number)[]; schema: JsonSchema; required: boolean }[] = [];
  const inner = s.anyOf?.find((a) => a.properties || a.items) ?? s.oneOf?.find((a) => a.properties || a.items) ?? s;
  for (const [k, v] of Object.entries(inner.properties ?? {})) {
    const at = [...prefix, k];
    out.push({ at, schema: v, required: (inner.required ?? []).includes(k) });
    out.push(...fieldsOf(v, at, depth + 1));
  }
  if (inner.items) {
    const at = [...prefix, 0];
    out.push({ at, schema: inner.items, required: true });
    out.push(...fieldsOf(inner.items, at, depth + 1));
  }
  return out;
}

/** Sets (or, with `undefined`, deletes) the value at a path, creating containers on the way. */
export function setAt(root: unknown, at: (string | number)[], value: unknown): unknown {
  if (at.length === 0) return value;
  const [head, ...rest] = at as [string | number, ...(string | number)[]];
  const container: Record<string | number, unknown> | unknown[] =
    root && typeof root === 'object'
      ? Array.isArray(root)
        ? [...(root as unknown[])]
        : { ...(root as Record<string, unknown>) }
      : typeof head === 'number'
        ? []
        : {};
  const current = (container as Record<string | number, unknown>)[head];
  const next = setAt(current, rest, value);
  if (next === undefined && !Array.isArray(container)) Reflect.deleteProperty(container, head);
  else (container as Record<string | number, unknown>)[head] = next;
  return container;
}

import { apiErrorSchema } from '@sb/contracts';
import { isApiPath } from '../../http/errors';
import type { FuzzInput } from './draft';
import type { Operation } from './openapi';

const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}…(${s.length} chars)` : s);
const codeOf = (body: string) => /"code"\s*:\s*"([^"]*)"/.exec(body)?.[1] ?? '';

/** What the fuzzer asserts of one answer (issue 11): never a 5xx; a 4xx of the API in the error shape. */

export interface Answer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}

/**
 * The path the router sees: escapes decoded as the router decodes them (decodeURI: `%2F` stays a
 * character of a segment), duplicate slashes collapsed.
 */
export function routedPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape: the router refuses it before routing; judge the path as written.
  }
  return decoded.replace(/\/{2,}/g, '/');
}

export function problemOf(op: Operation, input: FuzzInput, res: Answer, anonymous: boolean): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} on bad input`;
  const path = routedPath(input.url);
  if (anonymous && (op.admin || op.secured) && isApiPath(path)) {
    // The admin API and every player route refuse an anonymous caller, whatever is sent (issue
    // 11 §8): 401/403/404, or a 4xx that comes before the guard (a URL the router cannot read, a
    // control character, a malformed content type). An answer, or a validation error, means the
    // request got past the guard.
    if (res.statusCode < 300) return `${res.statusCode}: a protected operation answered an anonymous caller`;
    if (codeOf(res.body) === 'validation_failed')
      return `${res.statusCode}: an anonymous request reached validation (must be 401 before it)`;
  }
  if (res.statusCode < 400 || !isApiPath(path)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(res.body);
  } catch {
    return `${res.statusCode} without a JSON body (${String(res.headers['content-type'] ?? 'no content-type')})`;
  }
  const shape = apiErrorSchema.safeParse(parsed);
  if (!shape.success) return `${res.statusCode} body is not the JSON-API error shape`;
  const first = shape.data.errors[0];
  if (!first?.code) return `${res.statusCode} error without a code`;
  if (first.status !== String(res.statusCode)) return `${res.statusCode} error says status ${first.status}`;
  return null;
}

export interface Failure {
  caller: string;
  op: string;
  index: number;
  seed: number;
  problem: string;
  input: FuzzInput;
  status: number;
  body: string;
}

/** Failures grouped by cause (operation, answer, code), the first example of each, readable. */
export function formatFailures(failures: Failure[], runSeed: number, limit = 20): string {
  const groups = new Map<string, Failure[]>();
  for (const f of failures) {
    const key = `${f.op} → ${f.problem} ${codeOf(f.body)}`;
    groups.set(key, [...(groups.get(key) ?? []), f]);
  }
  const lines = [
    `${failures.length} failing inputs in ${groups.size} groups (FUZZ_SEED=${runSeed}); the first ${Math.min(limit, groups.size)}:`,
  ];
  for (const [key, list] of [...groups].slice(0, limit)) {
    const f = list[0];
    if (!f) continue;
    const callers = [...new Set(list.map((x) => x.caller))].join('+');
    lines.push(
      `• ${key} — ${list.length}× (${callers})`,
      `    reproduce: FUZZ_SEED=${runSeed} FUZZ_OP='${f.op}' (${f.caller} input #${f.index}, operation seed ${f.seed})`,
      `    mutations: ${f.input.mutations.join(' | ')}`,
      `    request: ${f.input.method} ${cut(f.input.url, 160)} ${cut(JSON.stringify(f.input.headers), 200)}`,
      ...(f.input.payload !== undefined ? [`    body: ${cut(JSON.stringify(f.input.payload), 240)}`] : []),
      `    answer: ${f.status} ${cut(f.body.replace(/\s+/g, ' '), 200)}`,
    );
  }
  return lines.join('\n');
}

export function histogram(counts: Map<number, number>): string {
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}: ${n}`)
    .join(', ');
}

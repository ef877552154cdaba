/** The operations of the OpenAPI document, as the fuzzer needs them (issue 11: a fuzzer that keeps it fixed). */

/** The subset of JSON Schema (OpenAPI 3.0 flavour) the route schemas use. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  nullable?: boolean;
  default?: unknown;
}

export type ParamLocation = 'path' | 'query' | 'header';

export interface Param {
  in: ParamLocation;
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** OpenAPI template, e.g. `/web-api/payments/{id}`. */
  path: string;
  params: Param[];
  body: { contentType: string; schema: JsonSchema } | null;
  /** Lives under /admin-api (the bearer scheme also marks player routes that take an access token). */
  admin: boolean;
  /** Declares a security requirement: a player's session or access token (or the admin bearer). */
  secured: boolean;
}

interface RawOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, unknown>[];
}

export interface OpenApiDocument {
  paths?: Record<string, Record<string, RawOperation>>;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    for (const [method, raw] of Object.entries(ops)) {
      if (!METHODS.has(method)) continue;
      const params: Param[] = (raw.parameters ?? [])
        .filter((p): p is { in: ParamLocation; name: string; required?: boolean; schema?: JsonSchema } =>
          ['path', 'query', 'header'].includes(p.in),
        )
        .map((p) => ({ in: p.in, name: p.name, required: p.required === true, schema: p.schema ?? {} }));
      const content = Object.entries(raw.requestBody?.content ?? {})[0];
      out.push({
        method: method.toUpperCase(),
        path,
        params,
        body: content ? { contentType: content[0], schema: content[1].schema ?? {} } : null,
        admin: path.startsWith('/admin-api/'),
        secured: (raw.security ?? []).length > 0,
      });
    }
  }
  return out;
}

export const opName = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;

/**
 * Operations that, as the fuzzing player, would legitimately end or lock that player: logging out,
 * self-exclusion, limits, wrong passwords or TOTP codes counted towards a lockout, removing
 * sessions. They are fuzzed as the player all the same, but as a fresh player registered for that
 * operation (re-logged in whenever a request ended its session), so the funded player stays usable
 * for every other operation. Nothing is skipped.
 */
export const DISPOSABLE_PLAYER = new Set([
  'POST /web-api/user/logout',
  'DELETE /web-api/user/sessions/{id}',
  'POST /web-api/user/password/change',
  'POST /web-api/user/2fa/setup',
  'POST /web-api/user/2fa/enable',
  'POST /web-api/user/2fa/disable',
  'POST /limit-service-api/api/external/web/v3/limits',
  'POST /limit-service-api/api/external/web/v3/limitaction',
  'DELETE /limit-service-api/api/external/web/v3/limit',
  'POST /limit-service-api/api/external/web/v3/BlockUser',
  'POST /limit-service-api/api/external/web/v3/testanswers',
]);

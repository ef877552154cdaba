import { requestCaptcha } from './captcha-store';
import { APP_HEADER } from '@sb/contracts/app-header';
import { clientAppVersion } from './app-version';

/** Spec §9 Token cache 60 s: one bearer token serves every call for a minute. */
export const TOKEN_CACHE_MS = 60_000;
/** Spec §8: HTTP 400 with error code 100, 111, 112 or 113 asks for a captcha challenge. */
export const CAPTCHA_ERROR_CODES = ['100', '111', '112', '113'] as const;
export type CaptchaErrorCode = (typeof CAPTCHA_ERROR_CODES)[number];
/** Spec §8: a cancelled request maps to 499; a network failure to a network-error status. */
export const ABORTED_STATUS = 499;
export const NETWORK_ERROR_STATUS = 'network_error';
export const CAPTCHA_TOKEN_HEADER = 'X-Captcha-Token';
export const TOKEN_PATH = '/web-api/user/gettoken?force_refresh=true';
/** A player who keeps failing the challenge gets the error, not an endless series of captchas. */
export const MAX_CAPTCHA_ROUNDS = 3;
/** Spec §8 default error title. */
export const DEFAULT_ERROR_TITLE = 'main_error';
/** Issue 25 §4: the code of a call the server shed under load (503 with Retry-After). */
export const OVERLOADED_CODE = 'overloaded';
/** A shed read is asked again at most twice, each after the server's Retry-After, capped. */
export const MAX_OVERLOAD_RETRIES = 2;
export const MAX_RETRY_AFTER_MS = 10_000;
/** The wait when the server named none (or an unreadable one). */
export const DEFAULT_RETRY_AFTER_MS = 1_000;
/**
 * Issue 25 §5: the API's compliance refusals (a blocked country or network, maintenance) and the
 * dictionary key that says why; pages that word refusal codes themselves include these.
 */
export const GATE_ERROR_LABEL = { region_blocked: 'main_region_blocked', maintenance: 'maintenance_text' } as const;
/** The session's token calls are reads in effect: retried when shed, as GETs are. */
const RETRIED_WRITES = ['/web-api/user/updatetoken'];

export type ApiStatus = number | typeof NETWORK_ERROR_STATUS;

export interface ApiErrorInfo {
  status: ApiStatus;
  code: string;
  /** A dictionary key (the server's `title`). */
  title: string;
  detail: string;
}

/** Spec §8: the detail fields of every error, joined by newlines (empty details skipped). */
export function joinedDetail(errors: readonly Pick<ApiErrorInfo, 'detail'>[]): string {
  return errors
    .map((e) => e.detail)
    .filter((d) => d !== '')
    .join('\n');
}

export class ApiError extends Error implements ApiErrorInfo {
  readonly status: ApiStatus;
  readonly code: string;
  readonly title: string;
  readonly detail: string;
  readonly errors: readonly ApiErrorInfo[];
  /**
   * The parsed answer of a refusal, for the fields a caller reads beside `errors` (e.g. the new
   * odds of a 409 coef_changed); undefined for client-side errors (cancel, network).
   */
  readonly body: unknown;

  constructor(errors: readonly [ApiErrorInfo, ...ApiErrorInfo[]], body?: unknown) {
    const [first] = errors;
    // Spec §8: a JSON-API error message is the detail fields joined by newlines.
    super(joinedDetail(errors) || first.code);
    this.name = 'ApiError';
    this.status = first.status;
    this.code = first.code;
    this.title = first.title;
    this.detail = first.detail;
    this.errors = errors;
    this.body = body;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  /** The call needs the player's bearer token (spec §7 gettoken). */
  auth?: boolean;
  /** Extra headers of this call (e.g. X-Language for the limit service). */
  headers?: Record<string, string>;
  /** The call carries the fingerprint token (spec §7: "a fingerprint token is added where required"). */
  fingerprint?: boolean;
  /**
   * Revalidate with the server instead of answering from the browser's HTTP cache: for state the
   * server may already act on (maintenance), where a cached "off" must not undo its redirect.
   */
  fresh?: boolean;
  signal?: AbortSignal;
}

/** Shows a challenge and resolves with the captcha token, or null when the player gives up. */
export type CaptchaSolver = (code: CaptchaErrorCode) => Promise<string | null>;

export interface ApiClientDeps {
  fetchImpl?: typeof fetch;
  now?: () => number;
  solveCaptcha?: CaptchaSolver;
  /** The browser's fingerprint token; `refresh` forces a new one (spec §3 Fingerprint record). */
  fingerprint?: (refresh: boolean) => Promise<string | null>;
  /** Spec §8: HTTP 451 with exception_code 1 → go to the confirm-terms page. */
  onTermsRequired?: () => void;
  /** Spec §7 app header value: the build this page runs. */
  appVersion?: () => string;
  /** Waits before a shed call is asked again (tests pass their own). */
  sleep?: (ms: number) => Promise<void>;
}

export const FINGERPRINT_HEADER = 'X-Fingerprint-Token';
/** Spec §8: HTTP 400 with the fingerprint error code → refresh the fingerprint and retry. */
export const FINGERPRINT_ERROR_CODE = 'fingerprint_invalid';
export const TERMS_STATUS = 451;

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  /** Forgets the cached bearer token (after logout). */
  dropToken(): void;
  /**
   * The session is over and the page is about to be replaced (logout): no further call is sent,
   * each answers as cancelled, so no poll or reconnect of the old session meets a 401.
   */
  endSession(): void;
}

export const isCaptchaCode = (code: string): code is CaptchaErrorCode =>
  (CAPTCHA_ERROR_CODES as readonly string[]).includes(code);

const single = (info: ApiErrorInfo) => new ApiError([info]);

const abortedError = () =>
  single({ status: ABORTED_STATUS, code: 'aborted', title: DEFAULT_ERROR_TITLE, detail: 'Request cancelled' });
const networkError = () =>
  single({
    status: NETWORK_ERROR_STATUS,
    code: NETWORK_ERROR_STATUS,
    title: 'main_network_error',
    detail: 'Network failure',
  });

function isAbort(err: unknown, signal: AbortSignal | undefined): boolean {
  return (
    signal?.aborted === true || (typeof err === 'object' && err !== null && 'name' in err && err.name === 'AbortError')
  );
}

function str(v: unknown, fallback: string): string {
  return typeof v === 'string' && v !== '' ? v : fallback;
}

function exceptionCodeOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'exception_code' in body ? body.exception_code : undefined;
}

/** Retry-After in seconds (the server's form) as a wait in ms, within [0, MAX_RETRY_AFTER_MS]. */
export function retryAfterMs(header: string | null): number {
  const seconds = header === null || header.trim() === '' ? NaN : Number(header);
  if (!Number.isFinite(seconds) || seconds < 0) return DEFAULT_RETRY_AFTER_MS;
  return Math.min(MAX_RETRY_AFTER_MS, seconds * 1000);
}

const isShed = (res: Response, error: ApiError) => res.status === 503 && error.code === OVERLOADED_CODE;

/** JSON:API-style `errors[]` (ARCHITECTURE: errors) into ApiError; anything else into main_error. */
export function parseErrorBody(httpStatus: number, body: unknown): ApiError {
  const list = typeof body === 'object' && body !== null && 'errors' in body ? body.errors : null;
  const infos: ApiErrorInfo[] = Array.isArray(list)
    ? list
        .filter((e): e is Record<string, unknown> => typeof e === 'object' && e !== null)
        .map((e) => ({
          status: Number(e['status']) || httpStatus,
          code: str(e['code'], `http_${httpStatus}`),
          title: str(e['title'], DEFAULT_ERROR_TITLE),
          detail: str(e['detail'], ''),
        }))
    : [];
  const [first, ...rest] = infos;
  return first
    ? new ApiError([first, ...rest], body)
    : new ApiError([{ status: httpStatus, code: `http_${httpStatus}`, title: DEFAULT_ERROR_TITLE, detail: '' }], body);
}

/**
 * ARCHITECTURE "one API client carries the spec's cross-cutting behaviour": X-Requested-With and
 * Accept on every call, the shared bearer token, 401 refresh-and-retry once, the captcha
 * challenge on 100/111/112/113, 499 on cancel and a network-error status.
 */
export function createApiClient(deps: ApiClientDeps = {}): ApiClient {
  const now = deps.now ?? Date.now;
  const appVersion = deps.appVersion ?? (() => clientAppVersion());
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let cached: { token: string; at: number } | null = null;
  let inflight: Promise<string> | null = null;
  let ended = false;

  async function send(path: string, options: RequestOptions, extraHeaders: Record<string, string>): Promise<Response> {
    const headers: Record<string, string> = {
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
      // Spec §7: every request carries an app header.
      [APP_HEADER]: appVersion(),
      ...extraHeaders,
    };
    const init: RequestInit = { method: options.method ?? 'GET', headers, credentials: 'same-origin' };
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(options.body);
    }
    if (options.signal) init.signal = options.signal;
    if (options.fresh) init.cache = 'no-cache';
    try {
      return await (deps.fetchImpl ?? globalThis.fetch)(path, init);
    } catch (err) {
      throw isAbort(err, options.signal) ? abortedError() : networkError();
    }
  }

  async function readJson(res: Response, signal: AbortSignal | undefined): Promise<unknown> {
    let text: string;
    try {
      text = await res.text();
    } catch (err) {
      throw isAbort(err, signal) ? abortedError() : networkError();
    }
    if (text === '') return undefined;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      if (res.ok) {
        throw single({ status: res.status, code: 'malformed_response', title: DEFAULT_ERROR_TITLE, detail: '' });
      }
      return undefined;
    }
  }

  /** Every caller inside the cache minute shares one token, and concurrent callers one request. */
  function token(): Promise<string> {
    if (cached && now() - cached.at < TOKEN_CACHE_MS) return Promise.resolve(cached.token);
    inflight ??= (async () => {
      let res = await send(TOKEN_PATH, {}, {});
      let body = await readJson(res, undefined);
      // Issue 25 §4: a shed gettoken is asked again after Retry-After (bounded), not shown as an error.
      for (let retries = 0; !res.ok && retries < MAX_OVERLOAD_RETRIES; retries++) {
        if (!isShed(res, parseErrorBody(res.status, body))) break;
        await sleep(retryAfterMs(res.headers.get('Retry-After')));
        res = await send(TOKEN_PATH, {}, {});
        body = await readJson(res, undefined);
      }
      if (!res.ok) throw parseErrorBody(res.status, body);
      const value = typeof body === 'object' && body !== null && 'token' in body ? body.token : null;
      if (typeof value !== 'string') {
        throw single({ status: res.status, code: 'malformed_response', title: DEFAULT_ERROR_TITLE, detail: '' });
      }
      cached = { token: value, at: now() };
      return value;
    })().finally(() => {
      inflight = null;
    });
    return inflight;
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    let refreshed = false;
    let fingerprintRefreshed = false;
    let captchaRounds = 0;
    let captchaToken: string | null = null;
    let overloadRetries = 0;
    const method = options.method ?? 'GET';
    const retriedWhenShed = method === 'GET' || RETRIED_WRITES.some((p) => path.startsWith(p));
    for (;;) {
      if (ended) throw abortedError();
      const headers: Record<string, string> = { ...options.headers };
      if (options.auth) headers['Authorization'] = `Bearer ${await token()}`;
      if (captchaToken) headers[CAPTCHA_TOKEN_HEADER] = captchaToken;
      if (options.fingerprint && deps.fingerprint) {
        const fp = await deps.fingerprint(fingerprintRefreshed).catch(() => null);
        if (fp) headers[FINGERPRINT_HEADER] = fp;
      }
      const res = await send(path, options, headers);
      const body = await readJson(res, options.signal);
      if (res.ok) return body as T;
      const error = parseErrorBody(res.status, body);
      if (res.status === 400 && error.code === FINGERPRINT_ERROR_CODE && options.fingerprint && !fingerprintRefreshed) {
        fingerprintRefreshed = true;
        continue;
      }
      // Issue 25 §4: a read the server shed under load is asked again after its Retry-After
      // (bounded); a write is not (money routes are never shed, and others are the caller's choice).
      if (isShed(res, error) && retriedWhenShed && overloadRetries < MAX_OVERLOAD_RETRIES) {
        overloadRetries++;
        await sleep(retryAfterMs(res.headers.get('Retry-After')));
        continue;
      }
      if (res.status === TERMS_STATUS && exceptionCodeOf(body) === 1) deps.onTermsRequired?.();
      // Spec §8: 401 → delete the token, fetch a new one, retry (bounded: once).
      if (res.status === 401 && options.auth && !refreshed) {
        refreshed = true;
        cached = null;
        continue;
      }
      // Spec §8: 400 with a captcha code → show a challenge and retry with the captcha token.
      if (res.status === 400 && isCaptchaCode(error.code) && deps.solveCaptcha && captchaRounds < MAX_CAPTCHA_ROUNDS) {
        captchaRounds++;
        captchaToken = await deps.solveCaptcha(error.code);
        if (captchaToken === null) throw error;
        continue;
      }
      throw error;
    }
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
    dropToken: () => {
      cached = null;
    },
    endSession: () => {
      cached = null;
      ended = true;
    },
  };
}

/** The page's client: captcha challenges open the captcha dialog (components/ui/captcha-dialog). */
export const api = createApiClient({
  solveCaptcha: requestCaptcha,
  // Loaded when a call first needs it: its answer schema (zod) stays out of the first load.
  fingerprint: (refresh) => import('./fingerprint').then((m) => m.fingerprintToken(refresh)),
  onTermsRequired: () => {
    const lng = /^\/([a-z]{2})(\/|$)/.exec(window.location.pathname)?.[1] ?? 'en';
    if (!window.location.pathname.endsWith('/confirm')) window.location.assign(`/${lng}/confirm`);
  },
});

/** What a contract schema offers to read an answer: zod's `safeParse`. */
export interface AnswerSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

/** Issue 12: an answer that does not match its contract is refused, never cast. */
export const INVALID_ANSWER_CODE = 'invalid_answer';

function parsedAnswer<T>(schema: AnswerSchema<T>, path: string, answer: unknown): T {
  const result = schema.safeParse(answer);
  if (result.success) return result.data;
  throw single({
    status: 502,
    code: INVALID_ANSWER_CODE,
    title: DEFAULT_ERROR_TITLE,
    detail: `Unexpected answer of ${path}`,
  });
}

type CallOptions = Omit<RequestOptions, 'method' | 'body'>;

/** GET parsed by the answer's contract schema (issue 12: the web parses answers, no `get<T>` casts). */
export const getParsed = async <T>(
  schema: AnswerSchema<T>,
  path: string,
  options?: CallOptions,
  client: Pick<ApiClient, 'get'> = api,
) => parsedAnswer(schema, path, await client.get<unknown>(path, options));

/**
 * GET parsed by a contract schema that is loaded with the call (issue 13): a module the page
 * needs before hydration can read an answer without bringing zod into the first-load JS; the
 * schema's chunk downloads while the request is in flight.
 */
export const getLazyParsed = async <T>(
  loadSchema: () => Promise<AnswerSchema<T>>,
  path: string,
  options?: CallOptions,
  client: Pick<ApiClient, 'get'> = api,
) => {
  const [schema, answer] = await Promise.all([loadSchema(), client.get<unknown>(path, options)]);
  return parsedAnswer(schema, path, answer);
};

/** POST parsed by the answer's contract schema. */
export const postParsed = async <T>(
  schema: AnswerSchema<T>,
  path: string,
  body?: unknown,
  options?: CallOptions,
  client: Pick<ApiClient, 'post'> = api,
) => parsedAnswer(schema, path, await client.post<unknown>(path, body, options));

/** DELETE parsed by the answer's contract schema. */
export const deleteParsed = async <T>(
  schema: AnswerSchema<T>,
  path: string,
  options?: CallOptions,
  client: Pick<ApiClient, 'delete'> = api,
) => parsedAnswer(schema, path, await client.delete<unknown>(path, options));

import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import underPressure from '@fastify/under-pressure';
import type { Env } from '../env';
import { busyPage } from '../http/busy-page';
import { isApiPath } from '../http/errors';
import { recordRouteTable } from './load-shedding-routes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Issue 25 §4: the route moves money (a stake, a payout, a deposit or withdrawal, a provider's
     * wallet callback, a bonus or shop claim, an operator's correction) or changes a player's
     * safety setting: never shed, whatever the load. Declared in the route's own definition; the
     * route-table test (money-routes.test.ts) fails when a write route is not classified.
     */
    money?: boolean;
  }
}

export interface LoadSheddingOptions {
  /** Mean event-loop delay (ms) above which requests are shed; 0 = not checked. */
  maxEventLoopDelayMs: number;
  /** Event-loop utilisation (0–1) above which requests are shed; 0 = not checked. */
  maxEventLoopUtilization: number;
  /** Page renders in progress at once; 0 = no cap. */
  maxInFlight: number;
  /** Pages that wait for a render slot when all are busy; beyond them a page is shed at once. */
  maxQueued: number;
  sampleIntervalMs: number;
  retryAfterS: number;
  /** Tests: behave as if the node were overloaded, without loading it. */
  forcePressure?: boolean;
}

export const OVERLOADED_CODE = 'overloaded';

/** Production default: a mean lag of 100 ms means requests already wait longer than they take. */
export const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 100;
/**
 * Production default of the in-flight cap. The lag is sampled, so a burst (200 connections at
 * once) is all admitted before the next sample and queues for seconds; the cap refuses it at once.
 * A server-rendered page costs 5–10 ms of CPU, and a probe waits for about one turn of the event
 * loop: 4 pages in progress keep that turn near 30 ms (bench/overload.ts measured, on 2 cores,
 * /healthz p99 84 ms at 4, 262 ms at 8; pages served per second 126 at 4, 143 at 8).
 */
export const DEFAULT_MAX_IN_FLIGHT = 4;
/**
 * Production default of the render queue: a page beyond the cap waits for a slot (about 8 ms of
 * CPU each, so 32 waiting is a wait of tens of milliseconds) instead of being refused at once;
 * ordinary bursts of a busy site are served, only a flood is shed.
 */
export const DEFAULT_MAX_QUEUED = 32;

/** The options from the environment (README: LOAD_SHED_*); off outside production unless set. */
export function loadSheddingOptions(env: Env, forcePressure = false): LoadSheddingOptions {
  const production = env.NODE_ENV === 'production';
  return {
    maxEventLoopDelayMs: env.LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS ?? (production ? DEFAULT_MAX_EVENT_LOOP_DELAY_MS : 0),
    maxEventLoopUtilization: env.LOAD_SHED_MAX_EVENT_LOOP_UTILIZATION,
    maxInFlight: env.LOAD_SHED_MAX_IN_FLIGHT ?? (production ? DEFAULT_MAX_IN_FLIGHT : 0),
    maxQueued: env.LOAD_SHED_MAX_QUEUED ?? (production ? DEFAULT_MAX_QUEUED : 0),
    sampleIntervalMs: env.LOAD_SHED_SAMPLE_INTERVAL_MS,
    retryAfterS: env.LOAD_SHED_RETRY_AFTER_S,
    forcePressure,
  };
}

/**
 * Probes and monitoring: an orchestrator must see a busy node as alive, and operators must see why.
 * And the WebSocket: an upgraded request never ends as a response, so the in-flight cap could
 * never release it, and the channel costs nothing per message.
 */
const NEVER_SHED = new Set(['/healthz', '/readyz', '/metrics', '/ws']);

/** Hashed client files: cheap, and what lets a page already served finish loading. */
const ASSETS_PREFIX = '/assets/';

/**
 * The page renderer reads the public APIs in-process (app.inject): those calls belong to a page
 * already admitted, and refusing them would waste its work. They carry this header, whose value
 * only this process knows, so a client cannot claim it.
 */
const INTERNAL_HEADER = 'x-sb-internal';
const INTERNAL_TOKEN = randomBytes(16).toString('hex');
export const INTERNAL_REQUEST_HEADERS: Readonly<Record<string, string>> = { [INTERNAL_HEADER]: INTERNAL_TOKEN };

/**
 * Whether a request may be refused with 503 when the node is overloaded. Only new requests are
 * refused (the check runs first, in onRequest): a call already past it is never dropped. Money is
 * known from the route's declaration alone: a URL prefix list let a money route under another
 * prefix (crash cash-out, the provider's wallet callbacks) be shed (issue 25 §4).
 */
export function sheddable(request: {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  routeOptions: { url?: string | undefined; config: { money?: boolean } };
}): boolean {
  const url = request.routeOptions.url;
  if (request.routeOptions.config.money === true) return false;
  if (request.headers[INTERNAL_HEADER] === INTERNAL_TOKEN) return false;
  if (url === undefined) return true;
  return !(NEVER_SHED.has(url) || url.startsWith(ASSETS_PREFIX));
}

/**
 * Issue 11 §10: when the node is overloaded, pages and non-money APIs answer 503 + Retry-After at
 * once instead of queueing behind the load, so health probes and money calls stay fast. Two
 * signals: the event-loop lag sampled by @fastify/under-pressure (pages and non-money APIs), and a
 * cap on page renders in progress with a short queue behind it (the lag is sampled, so a burst is
 * all admitted before the next sample; the cap lets it in a few at a time and refuses what does
 * not fit in the queue). The refusal is a prepared body sent from the first hook of all: under a
 * flood most requests are refused, and each one must cost as little as possible, or the refusals
 * themselves keep a probe waiting.
 */
export async function registerLoadShedding(app: FastifyInstance, opts: LoadSheddingOptions): Promise<void> {
  recordRouteTable(app);
  const lagChecked = opts.maxEventLoopDelayMs > 0 || opts.maxEventLoopUtilization > 0 || opts.forcePressure === true;
  if (!lagChecked && opts.maxInFlight === 0) return;
  if (lagChecked) {
    await app.register(underPressure, {
      maxEventLoopDelay: opts.maxEventLoopDelayMs,
      maxEventLoopUtilization: opts.maxEventLoopUtilization,
      // Utilisation of the last interval, not since boot: a long-running node must still react.
      eventLoopUtilizationMode: 'interval',
      sampleInterval: opts.sampleIntervalMs,
      retryAfter: opts.retryAfterS,
      // The plugin treats a failing health check as pressure: the forced mode is one that always fails.
      ...(opts.forcePressure ? { healthCheck: async () => false, healthCheckInterval: 3_600_000 } : {}),
      // The plugin only measures: the hook below decides, so that probes and money calls pass.
      pressureHandler: () => undefined,
    });
  }
  const pressed = lagChecked ? () => app.isUnderPressure() : () => false;
  const refusal = {
    json: JSON.stringify({
      errors: [
        {
          status: '503',
          code: OVERLOADED_CODE,
          title: 'main_error',
          detail: 'The server is busy: retry in a few seconds',
        },
      ],
    }),
    html: busyPage(opts.retryAfterS),
    retryAfter: String(opts.retryAfterS),
  };
  // Page renders (the CPU-heavy requests) run at most maxInFlight at once; a page beyond that waits
  // in a bounded FIFO queue for a slot. API calls are cheap (cached answers) and are shed by the lag
  // signal alone: a browser's parallel calls are never refused by a cap.
  let inFlight = 0;
  const queue: { request: FastifyRequest; admit: () => void }[] = [];
  const admitted = new WeakSet<FastifyRequest>();
  const isPage = (request: FastifyRequest) => !isApiPath(request.routeOptions.url ?? request.url);
  const refuse = (request: FastifyRequest, reply: FastifyReply) => {
    reply.code(503).header('Retry-After', refusal.retryAfter).header('Cache-Control', 'no-store');
    const page =
      request.method === 'GET' &&
      !isApiPath(request.routeOptions.url ?? request.url) &&
      request.headers.accept?.includes('text/html') === true;
    if (page) reply.type('text/html; charset=utf-8');
    else reply.type('application/json; charset=utf-8');
    reply.send(page ? refusal.html : refusal.json);
  };
  /** Takes a slot (or the one reserved for it when it left the queue) for this render. */
  const admit = (request: FastifyRequest, reply: FastifyReply, reserved = false) => {
    if (!reserved) inFlight += 1;
    admitted.add(request);
    // A leaked slot would shed every page for good: whichever comes first of the response's
    // end, the client going away or the connection closing releases it, and only once.
    reply.raw.once('close', () => release(request));
  };
  // Callback style: a refused request never calls done(), so nothing after this hook runs for it.
  app.addHook('onRequest', (request, reply, done) => {
    if (!sheddable(request)) return done();
    if (pressed()) return refuse(request, reply);
    if (opts.maxInFlight === 0 || !isPage(request)) return done();
    if (inFlight < opts.maxInFlight) {
      admit(request, reply);
      return done();
    }
    if (queue.length >= opts.maxQueued) return refuse(request, reply);
    const entry = {
      request,
      admit: () => {
        // The client left while its turn was coming: pass the reserved slot on.
        if (request.raw.destroyed) {
          inFlight -= 1;
          return admitNext();
        }
        admit(request, reply, true);
        done();
      },
    };
    queue.push(entry);
    // A client that leaves while waiting gives its place up.
    reply.raw.once('close', () => {
      const i = queue.indexOf(entry);
      if (i >= 0) queue.splice(i, 1);
    });
  });
  // The next waiting page starts on a later turn of the event loop, not inside the one that ended
  // the last render: new connections (a health probe) are accepted between two renders.
  const admitNext = () => {
    const next = queue.shift();
    if (!next) return;
    inFlight += 1; // reserved: a page arriving meanwhile cannot take it past the queue
    setImmediate(next.admit);
  };
  const release = (request: FastifyRequest) => {
    if (!admitted.delete(request)) return;
    inFlight -= 1;
    admitNext();
  };
  app.addHook('onResponse', async (request) => release(request));
  app.addHook('onRequestAbort', async (request) => release(request));
}

import type { FastifyBaseLogger } from 'fastify';

/**
 * Issue 12: the one logger shape every service, job and feed takes. `app.log` (pino) fits, and so
 * does a child logger per module (`app.log.child({ module: 'betting' })`).
 */
export type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error' | 'debug'>;

const quiet = (): void => undefined;

/** The logger of a service built without one (tests, benches): says nothing. */
export const SILENT_LOGGER: Logger = { info: quiet, warn: quiet, error: quiet, debug: quiet };

import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** How long the server may take to boot (PGlite init + migrations + config seeding). */
const BOOT_TIMEOUT_MS = 90_000;
/** The server drains in-flight requests for up to 10 s on SIGTERM; give it a little more. */
const STOP_TIMEOUT_MS = 12_000;
const LOG_TAIL_LINES = 40;

export interface RunningServer {
  readonly origin: string;
  readonly port: number;
  /** Last lines the server wrote (stdout + stderr), for diagnostics. */
  logTail(): string;
  stop(): Promise<void>;
}

function isPortFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => {
      probe.close(() => resolve(true));
    });
  });
}

/** First free port from `preferred` upwards (another server or bench run may hold 3200). */
export async function findFreePort(preferred: number, host: string, attempts = 100): Promise<number> {
  for (let port = preferred; port < preferred + attempts; port++) {
    if (await isPortFree(port, host)) return port;
  }
  throw new Error(`no free port in ${preferred}..${preferred + attempts - 1}`);
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.off('exit', onExit);
      resolve(false);
    }, timeoutMs);
    const onExit = () => {
      clearTimeout(timer);
      resolve(true);
    };
    child.once('exit', onExit);
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface StartServerOptions {
  repoRoot: string;
  port: number;
  host: string;
  /** Relative to repoRoot; wiped before start so every run boots a fresh embedded database. */
  dataDir: string;
  /** More settings for this run (e.g. load-shedding thresholds). */
  env?: Readonly<Record<string, string>>;
}

/** Starts the production server as a child process and resolves once /healthz answers 200. */
export async function startServer(opts: StartServerOptions): Promise<RunningServer> {
  rmSync(join(opts.repoRoot, opts.dataDir), { recursive: true, force: true });

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PORT: String(opts.port),
    HOST: opts.host,
    // Production boots only with a name for the site (issue 11 §9): the bench calls it by its address.
    ALLOWED_HOSTS: opts.host,
    DATA_DIR: opts.dataDir,
    // Empty = embedded PGlite / in-memory bus, whatever the caller's shell has set.
    DATABASE_URL: '',
    REDIS_URL: '',
    ...opts.env,
  };
  // Serve the freshly built client from the default location, unless the caller names another build.
  if (!opts.env?.WEB_DIST_DIR) delete env.WEB_DIST_DIR;

  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: opts.repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  const tail: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      tail.push(line);
      if (tail.length > LOG_TAIL_LINES) tail.shift();
    }
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  // Last resort: never leave the server behind if the bench process exits abruptly.
  const killOnExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);

  const origin = `http://${opts.host}:${opts.port}`;
  const logTail = () => tail.join('\n');

  const stop = async () => {
    process.off('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    if (await waitForExit(child, STOP_TIMEOUT_MS)) return;
    child.kill('SIGKILL');
    await waitForExit(child, 5_000);
  };

  const deadline = Date.now() + BOOT_TIMEOUT_MS;
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `server exited during boot (code ${String(child.exitCode)}, signal ${String(child.signalCode)})`,
        );
      }
      try {
        const res = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2_000) });
        await res.body?.cancel();
        if (res.ok) break;
      } catch {
        // Not listening yet.
      }
      if (Date.now() > deadline) throw new Error(`server did not answer /healthz within ${BOOT_TIMEOUT_MS} ms`);
      await sleep(250);
    }
  } catch (err) {
    await stop();
    const message = err instanceof Error ? err.message : String(err);
    throw new Error(`${message}\n--- server output ---\n${logTail()}`, { cause: err });
  }

  return { origin, port: opts.port, logTail, stop };
}

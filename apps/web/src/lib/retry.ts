export interface RetryOptions {
  tries: number;
  delayMs: number;
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `fn` up to `tries` times with a fixed pause between failures; rethrows the last error. */
export async function retry<T>(fn: () => Promise<T>, opts: RetryOptions): Promise<T> {
  const sleep = opts.sleep ?? defaultSleep;
  let lastError: unknown;
  for (let attempt = 1; attempt <= opts.tries; attempt++) {
    if (opts.signal?.aborted) throw opts.signal.reason;
    try {
      return await fn();
    } catch (err) {
      lastError = err;
      if (attempt < opts.tries) await sleep(opts.delayMs);
    }
  }
  throw lastError;
}

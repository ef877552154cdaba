export interface PollOptions {
  tries: number;
  delayMs: number;
  sleep?: (ms: number) => Promise<void>;
  signal?: AbortSignal;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Reads up to `tries` times, `delayMs` apart, until `done` holds; answers the last value read and
 * whether it was done. A failed read counts as a try (the next one may succeed).
 */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  opts: PollOptions,
): Promise<{ done: boolean; value: T | undefined }> {
  const sleep = opts.sleep ?? defaultSleep;
  let value: T | undefined;
  for (let attempt = 1; attempt <= opts.tries; attempt++) {
    if (opts.signal?.aborted) break;
    try {
      value = await read();
      if (done(value)) return { done: true, value };
    } catch {
      // A lost answer is just another try.
    }
    if (attempt < opts.tries) await sleep(opts.delayMs);
  }
  return { done: false, value };
}

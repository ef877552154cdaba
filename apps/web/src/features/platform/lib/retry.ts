/** Waits; tests pass their own. */
export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spec §9 Retries: a call tried `times` times in all, `delayMs` apart (redirect check 5 × 1000 ms,
 * block check 2 × 100 ms). A failure `retry` says is final, and the last failure, are thrown.
 */
export async function withRetries<T>(
  call: () => Promise<T>,
  opts: { times: number; delayMs: number; sleep: Sleep; retry: (err: unknown) => boolean },
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (err) {
      if (attempt >= opts.times || !opts.retry(err)) throw err;
      await opts.sleep(opts.delayMs);
    }
  }
}

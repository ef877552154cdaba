import { describe, expect, it } from 'vitest';
import { ACCOUNT_UPDATE_POLL_DELAY_MS, ACCOUNT_UPDATE_POLL_TRIES } from './constants';
import { pollUntil } from './poll';

function recorder() {
  const pauses: number[] = [];
  return { pauses, sleep: async (ms: number) => void pauses.push(ms) };
}

describe('spec §9 account update polling: up to 5 times, 2500 ms apart', () => {
  it('stops at the first answer that shows the change', async () => {
    const { pauses, sleep } = recorder();
    const answers = [1, 1, 2, 3];
    const result = await pollUntil(
      async () => answers.shift() ?? 0,
      (v) => v === 2,
      { tries: ACCOUNT_UPDATE_POLL_TRIES, delayMs: ACCOUNT_UPDATE_POLL_DELAY_MS, sleep },
    );
    expect(result).toEqual({ done: true, value: 2 });
    expect(pauses).toEqual([2500, 2500]);
  });

  it('gives up after 5 reads with 4 pauses between them, keeping the last answer', async () => {
    const { pauses, sleep } = recorder();
    let reads = 0;
    const result = await pollUntil(
      async () => ++reads,
      () => false,
      { tries: ACCOUNT_UPDATE_POLL_TRIES, delayMs: ACCOUNT_UPDATE_POLL_DELAY_MS, sleep },
    );
    expect(reads).toBe(5);
    expect(pauses).toEqual([2500, 2500, 2500, 2500]);
    expect(result).toEqual({ done: false, value: 5 });
  });

  it('a failed read is one more try, not the end', async () => {
    const { sleep } = recorder();
    let reads = 0;
    const result = await pollUntil(
      async () => {
        reads++;
        if (reads === 1) throw new Error('network');
        return reads;
      },
      (v) => v === 2,
      { tries: 5, delayMs: 1000, sleep },
    );
    expect(result).toEqual({ done: true, value: 2 });
  });

  it('stops when aborted (the page went away)', async () => {
    const controller = new AbortController();
    let reads = 0;
    await pollUntil(
      async () => {
        reads++;
        controller.abort();
        return reads;
      },
      () => false,
      { tries: 5, delayMs: 1000, sleep: async () => undefined, signal: controller.signal },
    );
    expect(reads).toBe(1);
  });
});

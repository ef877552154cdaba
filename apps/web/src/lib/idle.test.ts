import { describe, expect, it } from 'vitest';
import { IDLE_PREFETCH_TIMEOUT_MS, whenIdle, type IdleHost } from './idle';

function fakeHost(withIdleCallback: boolean) {
  const idle: { callback: () => void; timeout: number }[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  const host: IdleHost = {
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
    ...(withIdleCallback
      ? {
          requestIdleCallback: (callback: () => void, o: { timeout: number }) =>
            idle.push({ callback, timeout: o.timeout }),
        }
      : {}),
  };
  return { host, idle, timers };
}

describe('whenIdle', () => {
  it('spec §9 idle prefetch timeout: waits for an idle period, 2000 ms at the latest', async () => {
    expect(IDLE_PREFETCH_TIMEOUT_MS).toBe(2000);
    const { host, idle, timers } = fakeHost(true);
    let done = false;
    const waiting = whenIdle(host).then(() => {
      done = true;
    });
    expect(idle).toHaveLength(1);
    expect(idle[0]?.timeout).toBe(2000);
    expect(timers).toHaveLength(0);
    await Promise.resolve();
    expect(done).toBe(false);
    idle[0]?.callback();
    await waiting;
    expect(done).toBe(true);
  });

  it('spec §9 idle prefetch: without requestIdleCallback it waits for the next task', async () => {
    const { host, timers } = fakeHost(false);
    let done = false;
    const waiting = whenIdle(host).then(() => {
      done = true;
    });
    expect(timers).toEqual([{ callback: expect.any(Function), ms: 0 }]);
    await Promise.resolve();
    expect(done).toBe(false);
    timers[0]?.callback();
    await waiting;
    expect(done).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { delayToNextTick, lineAutoRefresh, LINE_REFRESH_PAUSE_MS, type RefreshDeps } from './line-refresh';

function fakeDeps(start: number) {
  let now = start;
  let hidden = false;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const listeners = new Set<() => void>();
  const deps: RefreshDeps = {
    clock: {
      now: () => now,
      setTimeout: (fn, ms) => {
        seq += 1;
        timers.set(seq, { at: now + ms, fn });
        return seq;
      },
      clearTimeout: (h) => void timers.delete(h as number),
    },
    isHidden: () => hidden,
    onVisibility: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    jitter: () => 1000,
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const next = [...timers.entries()].sort((a, b) => a[1].at - b[1].at)[0];
      if (next === undefined || next[1].at > end) break;
      timers.delete(next[0]);
      now = next[1].at;
      next[1].fn();
    }
    now = end;
  };
  const setHidden = (h: boolean) => {
    hidden = h;
    for (const l of listeners) l();
  };
  return { deps, advance, setHidden, pending: () => timers.size };
}

describe('line auto-refresh', () => {
  it('§4 Timers the refresh runs just after each price tick boundary, not every second', () => {
    expect(delayToNextTick(120_000 + 15_000, 1000)).toBe(46_000);
    const f = fakeDeps(120_000 + 15_000);
    let calls = 0;
    lineAutoRefresh(() => (calls += 1), f.deps);
    f.advance(45_000);
    expect(calls).toBe(0);
    f.advance(1_000);
    expect(calls).toBe(1);
    f.advance(60_000);
    expect(calls).toBe(2);
  });

  it('§4 Timers / §9 30000 ms: the timer pauses 30 s after the page is hidden', () => {
    expect(LINE_REFRESH_PAUSE_MS).toBe(30_000);
    const f = fakeDeps(0);
    let calls = 0;
    lineAutoRefresh(() => (calls += 1), f.deps);
    f.setHidden(true);
    f.advance(29_999);
    expect(f.pending()).toBe(2); // still running: refresh timer and pause timer
    f.advance(1);
    expect(f.pending()).toBe(0); // paused
    f.advance(600_000);
    expect(calls).toBe(0);
  });

  it('§4 Timers hidden for less than 30 s: no pause and no forced update on return', () => {
    const f = fakeDeps(0);
    let calls = 0;
    lineAutoRefresh(() => (calls += 1), f.deps);
    f.setHidden(true);
    f.advance(10_000);
    f.setHidden(false);
    expect(calls).toBe(0);
    f.advance(51_000);
    expect(calls).toBe(1);
  });

  it('§4 Timers on return the timer forces an update and restarts', () => {
    const f = fakeDeps(0);
    let calls = 0;
    lineAutoRefresh(() => (calls += 1), f.deps);
    f.setHidden(true);
    f.advance(200_000);
    expect(calls).toBe(0);
    f.setHidden(false);
    expect(calls).toBe(1);
    f.advance(40_999); // returned at 200 000: next boundary 240 000 + 1 000 jitter
    expect(calls).toBe(1);
    f.advance(1);
    expect(calls).toBe(2);
  });

  it('stopping clears every timer', () => {
    const f = fakeDeps(0);
    const stop = lineAutoRefresh(() => undefined, f.deps);
    f.setHidden(true);
    stop();
    expect(f.pending()).toBe(0);
  });
});

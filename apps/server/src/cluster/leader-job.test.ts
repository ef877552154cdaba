import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../log';
import { LeaderJob } from './leader-job';

function leadership(initial: boolean) {
  const state = { leader: initial, listener: null as ((leader: boolean) => void) | null };
  return {
    state,
    port: {
      isLeader: () => state.leader,
      onChange: (fn: (leader: boolean) => void) => {
        state.listener = fn;
        return () => {
          state.listener = null;
        };
      },
    },
    set(leader: boolean) {
      state.leader = leader;
      state.listener?.(leader);
    },
  };
}

const errors: unknown[] = [];
const log: Logger = {
  info: () => undefined,
  warn: () => undefined,
  debug: () => undefined,
  error: (obj: unknown) => {
    errors.push(obj);
  },
};

describe('issue 12 leader jobs: one skeleton for every job that only the leader runs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    errors.length = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at once when leading, then every interval; losing leadership stops it, regaining restarts it', async () => {
    const lead = leadership(true);
    let runs = 0;
    const job = new LeaderJob({ leadership: lead.port, log, intervalMs: 1_000, failure: 'failed' }, async () => {
      runs += 1;
    });
    job.start();
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs).toBe(4);
    lead.set(false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(4);
    lead.set(true);
    expect(runs).toBe(5);
    await job.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(runs).toBe(5);
    expect(lead.state.listener).toBeNull();
  });

  it('a follower never runs; runOnLead false waits one interval after winning the lead', async () => {
    const lead = leadership(false);
    let runs = 0;
    const job = new LeaderJob(
      { leadership: lead.port, log, intervalMs: 1_000, failure: 'failed', runOnLead: false },
      async () => {
        runs += 1;
      },
    );
    job.start();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs).toBe(0);
    lead.set(true);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(runs).toBe(1);
    await job.stop();
  });

  it('runs never overlap, a failed run is logged and the next one still runs, stop waits for the run in flight', async () => {
    const lead = leadership(false);
    const job = new LeaderJob({ leadership: lead.port, log, intervalMs: 1_000, failure: 'job failed' }, () =>
      Promise.resolve(),
    );
    const order: string[] = [];
    const slow = job.serial(async () => {
      order.push('a start');
      await new Promise((r) => setTimeout(r, 500));
      order.push('a end');
      throw new Error('boom');
    });
    const next = job.serial(async () => {
      order.push('b');
      return 7;
    });
    const stopped = job.stop();
    await vi.advanceTimersByTimeAsync(500);
    await expect(slow).rejects.toThrow('boom');
    await expect(next).resolves.toBe(7);
    await stopped;
    expect(order).toEqual(['a start', 'a end', 'b']);

    const failing = new LeaderJob(
      { leadership: leadership(true).port, log, intervalMs: 1_000, failure: 'job failed' },
      () => Promise.reject(new Error('down')),
    );
    failing.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(errors).toHaveLength(2);
    await failing.stop();
  });
});

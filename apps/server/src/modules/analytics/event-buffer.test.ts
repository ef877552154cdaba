import { describe, expect, it, vi } from 'vitest';
import { EventBuffer } from './event-buffer';
import type { EventRow } from './repository';

const row = (n: number): EventRow => ({
  at: new Date(0),
  stream: 'events',
  name: `e${n}`,
  sessionId: 's-000000',
  path: '/',
  data: null,
});

describe('issue 18: analytics events are stored in batches', () => {
  it('one write per batch: at the batch size at once, the rest after flushMs', async () => {
    vi.useFakeTimers();
    try {
      const writes: number[] = [];
      const buffer = new EventBuffer({
        write: async (rows) => void writes.push(rows.length),
        flushMs: 2000,
        batchSize: 3,
        maxPending: 100,
        onError: () => {},
      });
      buffer.push([row(1), row(2)]);
      expect(writes).toEqual([]);
      buffer.push([row(3), row(4)]);
      await vi.advanceTimersByTimeAsync(0);
      expect(writes).toEqual([3]);
      await vi.advanceTimersByTimeAsync(2000);
      expect(writes).toEqual([3, 1]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a failed write keeps its rows for the next flush; beyond maxPending new events are dropped and counted', async () => {
    let fail = true;
    const written: EventRow[] = [];
    const errors: unknown[] = [];
    const buffer = new EventBuffer({
      write: async (rows) => {
        if (fail) throw new Error('database away');
        written.push(...rows);
      },
      flushMs: 60_000,
      batchSize: 10,
      maxPending: 4,
      onError: (e) => errors.push(e),
    });
    expect(buffer.push([row(1), row(2), row(3)])).toBe(3);
    await buffer.flush();
    expect(errors).toHaveLength(1);
    expect(buffer.size).toBe(3);
    expect(buffer.push([row(4), row(5)])).toBe(1);
    expect(buffer.dropped).toBe(1);
    fail = false;
    await buffer.drain();
    expect(written.map((r) => r.name)).toEqual(['e1', 'e2', 'e3', 'e4']);
    expect(buffer.size).toBe(0);
  });
});

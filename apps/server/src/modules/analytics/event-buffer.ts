import type { EventRow } from './repository';

export interface EventBufferOptions {
  write: (rows: readonly EventRow[]) => Promise<void>;
  /** A batch is written at least this often while events arrive. */
  flushMs: number;
  /** …or at once when this many wait. */
  batchSize: number;
  /** Beyond this many waiting (the database is away), new events are dropped and counted. */
  maxPending: number;
  onError: (err: unknown) => void;
}

/**
 * Analytics events are written in batches (issue 18: one INSERT per batch, not per event). A
 * failed write keeps its rows for the next flush, up to maxPending; analytics never slows a page.
 */
export class EventBuffer {
  private pending: EventRow[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private writing: Promise<void> | null = null;
  dropped = 0;

  constructor(private readonly opts: EventBufferOptions) {}

  push(rows: readonly EventRow[]): number {
    const room = Math.max(0, this.opts.maxPending - this.pending.length);
    const taken = rows.slice(0, room);
    this.dropped += rows.length - taken.length;
    this.pending.push(...taken);
    if (this.pending.length >= this.opts.batchSize) void this.flush();
    else if (!this.timer && this.pending.length > 0) {
      this.timer = setTimeout(() => void this.flush(), this.opts.flushMs);
      this.timer.unref?.();
    }
    return taken.length;
  }

  get size(): number {
    return this.pending.length;
  }

  /** Writes what waits; concurrent calls wait for the same write. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.writing) return this.writing;
    if (this.pending.length === 0) return;
    const batch = this.pending.splice(0, this.opts.batchSize);
    this.writing = this.opts
      .write(batch)
      .catch((err: unknown) => {
        this.pending.unshift(...batch.slice(0, Math.max(0, this.opts.maxPending - this.pending.length)));
        this.opts.onError(err);
      })
      .finally(() => {
        this.writing = null;
      });
    await this.writing;
    if (this.pending.length > 0 && !this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.opts.flushMs);
      this.timer.unref?.();
    }
  }

  /** On shutdown: everything that waits, in batches. */
  async drain(): Promise<void> {
    for (let guard = 0; this.pending.length > 0 && guard < 1000; guard++) {
      const before = this.pending.length;
      await this.flush();
      if (this.pending.length >= before) break;
    }
  }
}

import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Events that must not be lost travel through the database, not the bus (docs/architecture.md,
 * "Events across nodes"): the writer stores the state change, and every node reads rows changed
 * since its last read. The bus only makes that faster.
 *
 * "Changed since" is tracked by transaction id, not by time or a sequence: a row written by a
 * transaction carries `pg_current_xact_id()` (a change-tracked column defaults to CURRENT_XID and
 * every UPDATE sets it again), and a reader remembers the horizon of its snapshot,
 * `pg_snapshot_xmin(pg_current_snapshot())` — every transaction below it has ended, so whatever
 * it wrote is visible to any later read. A reader that takes the horizon first and then reads the
 * rows with xid ≥ its previous horizon misses nothing, even when transactions commit out of
 * order (which a sequence or a timestamp cursor would skip). A row may be read twice; readers
 * apply rows idempotently.
 */

/** The writing transaction's id (xid8 as bigint): the default and the UPDATE value of a change-tracked column. */
export const CURRENT_XID = sql`(pg_current_xact_id()::text::bigint)`;

/** Every transaction with a smaller id has ended (committed or rolled back). */
export async function snapshotHorizon(db: Db): Promise<number> {
  const result = await db.execute(sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon`);
  const horizon = (result as unknown as { rows: { horizon: string }[] }).rows[0]?.horizon;
  if (horizon === undefined) throw new Error('no snapshot horizon');
  return Number(horizon);
}

export interface ChangeFeedOptions<Row> {
  db: Db;
  /** What is read: rows written by transactions with id ≥ `sinceXid`. */
  read: (db: Db, sinceXid: number) => Promise<Row[]>;
  /** Applies one row; must be idempotent (a row may come again, and may also come from the bus). */
  apply: (row: Row) => void | Promise<void>;
  /** How often the node reads (default 2 s); `poll()` reads at once (a bus reconnect, a wake-up). */
  pollMs?: number;
  /** Names the feed in logs. */
  name: string;
  log: { warn(obj: object, msg: string): void };
}

export const DEFAULT_POLL_MS = 2_000;

/** One node's reader of a change-tracked table: a periodic poll plus reads on demand, never overlapping. */
export class ChangeFeed<Row> {
  private horizon: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> = Promise.resolve();
  private failing = false;

  constructor(private readonly opts: ChangeFeedOptions<Row>) {}

  /**
   * Takes the starting horizon — call it before loading the current state at start-up, so that
   * nothing written in between is missed — and starts the periodic poll.
   */
  async start(): Promise<void> {
    this.horizon = await snapshotHorizon(this.opts.db);
    if (this.timer) return;
    this.timer = setInterval(() => void this.poll(), this.opts.pollMs ?? DEFAULT_POLL_MS);
    this.timer.unref();
  }

  /** Reads what changed since the last read and applies it (after any read in flight). Never throws. */
  poll(): Promise<void> {
    const run = this.running.then(() => this.readOnce());
    this.running = run;
    return run;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private async readOnce(): Promise<void> {
    if (this.horizon === null) return;
    try {
      const next = await snapshotHorizon(this.opts.db);
      const rows = await this.opts.read(this.opts.db, this.horizon);
      let applied = true;
      for (const row of rows) {
        try {
          await this.opts.apply(row);
        } catch (err) {
          applied = false;
          this.opts.log.warn({ err, feed: this.opts.name }, 'changes: applying a row failed; it is read again');
        }
      }
      // A row that failed is read again next time (with the rows around it: applying is idempotent).
      if (applied) this.horizon = next;
      this.failing = false;
    } catch (err) {
      // The database is away: the next poll reads the same range again.
      if (!this.failing) this.opts.log.warn({ err, feed: this.opts.name }, 'changes: read failed; retrying');
      this.failing = true;
    }
  }
}

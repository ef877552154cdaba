import { createHash } from 'node:crypto';
import pg from 'pg';
import { SILENT_LOGGER, type Logger } from '../log';

/**
 * Leader election for background jobs (ARCHITECTURE: "one leader per cluster, elected with a
 * PostgreSQL advisory lock"). The leader holds a session-level advisory lock on a dedicated
 * connection — not a pool client, which would be returned and reused — so the lock lives exactly
 * as long as that connection: a node that dies or loses its connection loses the lock, and
 * another node takes over at its next attempt. With no PostgreSQL URL (embedded PGlite) there is
 * one node, and it is always the leader.
 *
 * Jobs run by the leader must still be idempotent: after a network partition the old leader
 * notices the lost connection only at its next health check (`retryMs`), so for a short while
 * two nodes may both believe they lead.
 */
export interface LeadershipOptions {
  /** `postgres://…`; unset means a single node (PGlite) that is always the leader. */
  url?: string | undefined;
  /**
   * Nodes that share `name` compete for one lock. Nodes of one cluster must use the same name;
   * clusters that share one PostgreSQL server (test schemas) use different ones.
   */
  name?: string;
  /** How often a follower retries and a leader checks its connection (default 5 s). */
  retryMs?: number;
  /** Issue 12: the one logger shape; connection errors are logged (never thrown out of the election loop). */
  log?: Logger;
}

export type LeadershipListener = (isLeader: boolean) => void;

/** Two-int advisory keys live apart from the single-bigint key of the migration lock. */
const LEADER_LOCK_CLASS = 7_316_002;
const DEFAULT_RETRY_MS = 5_000;

/** A stable int4 from the name, so every node derives the same lock key. */
export function leaderLockKey(name: string): number {
  return createHash('sha256').update(name).digest().readInt32BE(0);
}

export class Leadership {
  private readonly url: string | undefined;
  private readonly key: number;
  private readonly retryMs: number;
  private readonly log: Logger;
  private readonly listeners = new Set<LeadershipListener>();
  private client: pg.Client | null = null;
  private leader = false;
  private running = false;
  private timer: NodeJS.Timeout | null = null;
  /** The attempt in flight, so stop() waits for it instead of racing it. */
  private attempt: Promise<void> = Promise.resolve();

  constructor(opts: LeadershipOptions = {}) {
    this.url = opts.url;
    this.key = leaderLockKey(opts.name ?? 'sportsbook');
    this.retryMs = opts.retryMs ?? DEFAULT_RETRY_MS;
    this.log = opts.log ?? SILENT_LOGGER;
  }

  /** Starts the election; resolves after the first attempt (so isLeader() is meaningful). */
  async start(): Promise<void> {
    if (this.running) return;
    this.running = true;
    if (!this.url) {
      this.setLeader(true);
      return;
    }
    this.attempt = this.tick();
    await this.attempt;
  }

  /** Gives the lock up (if held) and stops trying. */
  async stop(): Promise<void> {
    if (!this.running) return;
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.attempt;
    const client = this.client;
    this.client = null;
    if (client) {
      try {
        if (this.leader) await client.query('SELECT pg_advisory_unlock($1, $2)', [LEADER_LOCK_CLASS, this.key]);
      } catch (err) {
        this.log.warn({ err }, 'leader election');
      }
      await client.end().catch(() => undefined);
    }
    this.setLeader(false);
  }

  isLeader(): boolean {
    return this.leader;
  }

  /** Called with the new state every time it changes. Returns an unsubscribe function. */
  onChange(listener: LeadershipListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private setLeader(value: boolean): void {
    if (this.leader === value) return;
    this.leader = value;
    for (const l of this.listeners) {
      try {
        l(value);
      } catch (err) {
        this.log.warn({ err }, 'leader election');
      }
    }
  }

  private schedule(): void {
    if (!this.running) return;
    this.timer = setTimeout(() => {
      this.attempt = this.tick();
    }, this.retryMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    try {
      if (this.leader && this.client) {
        // Still connected means still holding the lock (it is released only with the session).
        await this.client.query('SELECT 1');
      } else {
        const client = this.client ?? (await this.connect());
        const res = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS ok', [
          LEADER_LOCK_CLASS,
          this.key,
        ]);
        if (this.running) this.setLeader(res.rows[0]?.ok === true);
      }
    } catch (err) {
      this.log.warn({ err }, 'leader election');
      this.dropConnection();
    }
    this.schedule();
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url, application_name: 'sportsbook-leader' });
    // A dropped connection releases the lock on the server: stop acting as leader at once.
    client.on('error', (err) => {
      this.log.warn({ err }, 'leader election');
      if (this.client === client) this.dropConnection();
    });
    client.on('end', () => {
      if (this.client === client) this.dropConnection();
    });
    this.client = client;
    await client.connect();
    return client;
  }

  private dropConnection(): void {
    const client = this.client;
    this.client = null;
    this.setLeader(false);
    if (client) void client.end().catch(() => undefined);
  }
}

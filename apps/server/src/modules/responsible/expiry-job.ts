import type { Leadership } from '../../cluster/leader';
import { LeaderJob } from '../../cluster/leader-job';
import type { Db } from '../../db/client';
import type { Logger } from '../../log';
import { writeDownLapsed } from './repository';

/** How often the leader writes down lapsed limits (reads do not wait for it: state.ts). */
export const EXPIRY_JOB_MS = 60_000;
/** Rows per UPDATE; a run repeats until fewer come back, so a backlog clears in one run. */
export const EXPIRY_BATCH = 500;

export interface ExpiryJobDeps {
  db: Db;
  leadership: Pick<Leadership, 'isLeader' | 'onChange'>;
  now: () => number;
  /** Issue 12: the one logger shape (app.log or a child of it). */
  log: Logger;
  intervalMs?: number;
}

/**
 * Issue 12: limit expiry is a leader job, not a side effect of reading. While this node leads it
 * marks INACTIVE, every `intervalMs`, the time-outs and self-exclusions that ended and the pending
 * changes whose approval window closed — the state every read already computes from the clock.
 * Idempotent (a row is written once, and only while it is still lapsed), so two nodes that both
 * believe they lead for a moment do no harm.
 */
export class LimitExpiryJob {
  private readonly job: LeaderJob;

  constructor(private readonly deps: ExpiryJobDeps) {
    this.job = new LeaderJob(
      {
        leadership: deps.leadership,
        log: deps.log,
        intervalMs: deps.intervalMs ?? EXPIRY_JOB_MS,
        failure: 'responsible: limit expiry job failed',
      },
      () => this.runOnce(),
    );
  }

  start(): void {
    this.job.start();
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

  /** One run: writes down every lapsed row as of now; answers how many. */
  runOnce(): Promise<number> {
    return this.job.serial(() => this.writeDown());
  }

  private async writeDown(): Promise<number> {
    const now = this.deps.now();
    let total = 0;
    for (;;) {
      const n = await writeDownLapsed(this.deps.db, now, EXPIRY_BATCH);
      total += n;
      if (n < EXPIRY_BATCH) return total;
    }
  }
}

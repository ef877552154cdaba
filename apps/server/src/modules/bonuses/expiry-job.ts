import type { Leadership } from '../../cluster/leader';
import { LeaderJob } from '../../cluster/leader-job';
import type { Logger } from '../../log';

/** How often the leader expires bonuses whose time has come. */
export const BONUS_EXPIRY_JOB_MS = 60_000;

export interface BonusExpiryJobDeps {
  /** One sweep (BonusService.expireDue): answers how many bonuses expired. */
  expire: () => Promise<number>;
  leadership: Pick<Leadership, 'isLeader' | 'onChange'>;
  log: Logger;
  intervalMs?: number;
}

/**
 * Issue 16: bonus expiry is a leader job (as responsible's LimitExpiryJob). Idempotent: a bonus
 * row is locked and expired once, its removal keyed in the ledger by its id, so two nodes that
 * both believe they lead for a moment move no money twice.
 */
export class BonusExpiryJob {
  private readonly job: LeaderJob;

  constructor(private readonly deps: BonusExpiryJobDeps) {
    this.job = new LeaderJob(
      {
        leadership: deps.leadership,
        log: deps.log,
        intervalMs: deps.intervalMs ?? BONUS_EXPIRY_JOB_MS,
        failure: 'bonuses: expiry job failed',
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

  /** One sweep, after the previous one finished. */
  runOnce(): Promise<number> {
    return this.job.serial(() => this.deps.expire());
  }
}

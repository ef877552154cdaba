import type { Leadership } from '../../cluster/leader';
import { LeaderJob } from '../../cluster/leader-job';
import type { Logger } from '../../log';

/** How often the leader settles the bets of shared rounds that ended (a round lasts 9 s at least). */
export const SHARED_ROUNDS_JOB_MS = 1_000;

export interface SharedRoundsJobDeps {
  /** Settles what ended by `now` (crash: crashed rounds; live roulette: due spins); answers how many. */
  settle: (now: number) => Promise<number>;
  leadership: Pick<Leadership, 'isLeader' | 'onChange'>;
  now: () => number;
  log: Logger;
}

/**
 * Issue 15: shared rounds are settled by a leader job (reads never write): while this node leads,
 * it settles every second the open bets of rounds that ended (crash: auto cash-outs the crash
 * reached are paid, the rest lost; live roulette: the spin's pocket), so a restart or a node lost
 * mid-round settles them on recovery.
 */
export class SharedRoundsJob {
  private readonly job: LeaderJob;

  constructor(private readonly deps: SharedRoundsJobDeps) {
    this.job = new LeaderJob(
      {
        leadership: deps.leadership,
        log: deps.log,
        intervalMs: SHARED_ROUNDS_JOB_MS,
        failure: 'casino: shared-round settlement failed',
        // A round lasts 9 s at least: the first settlement waits one interval.
        runOnLead: false,
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

  runOnce(): Promise<number> {
    return this.job.serial(() => this.deps.settle(this.deps.now()));
  }
}

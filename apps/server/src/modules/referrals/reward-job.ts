import type { Leadership } from '../../cluster/leader';
import { LeaderJob } from '../../cluster/leader-job';
import type { Logger } from '../../log';

/** How often the leader decides the rewards that wait for friends' own play. */
export const REFERRAL_REWARD_JOB_MS = 60_000;

export interface ReferralRewardJobDeps {
  /** One sweep (ReferralService.settleWaiting): answers how many rewards were paid. */
  settle: () => Promise<number>;
  leadership: Pick<Leadership, 'isLeader' | 'onChange'>;
  log: Logger;
  intervalMs?: number;
}

/**
 * Issue 25 §9: a friend's reward is paid after the friend's own real-money play, which no deposit
 * announces — so the leader asks again for every friend whose reward waits. Idempotent: each
 * decision is taken under the friend's row lock and the reward keyed in the ledger by the friend.
 */
export class ReferralRewardJob {
  private readonly job: LeaderJob;

  constructor(deps: ReferralRewardJobDeps) {
    this.job = new LeaderJob(
      {
        leadership: deps.leadership,
        log: deps.log,
        intervalMs: deps.intervalMs ?? REFERRAL_REWARD_JOB_MS,
        failure: 'referrals: reward job failed',
      },
      () => deps.settle(),
    );
  }

  start(): void {
    this.job.start();
  }

  stop(): Promise<void> {
    return this.job.stop();
  }
}

import type { Leadership } from '../../cluster/leader';
import { LeaderJob } from '../../cluster/leader-job';
import type { Logger } from '../../log';

/** How often the leader looks for ended tournaments to pay (the test clock jumps: stay short). */
export const TOURNAMENT_PRIZE_JOB_MS = 10_000;

export interface TournamentPrizeJobDeps {
  /** One sweep (TournamentService.payDue): answers how many prizes were paid. */
  pay: () => Promise<number>;
  leadership: Pick<Leadership, 'isLeader' | 'onChange'>;
  log: Logger;
  intervalMs?: number;
}

/**
 * Issue 16: tournament prizes are paid by a leader job (as the bonuses' BonusExpiryJob).
 * Idempotent: the tournament row is locked and closed once (`paid_at`), each prize keyed in the
 * ledger `tournament:{id}:{position}`, so two nodes that both believe they lead for a moment move
 * no money twice.
 */
export class TournamentPrizeJob {
  private readonly job: LeaderJob;

  constructor(private readonly deps: TournamentPrizeJobDeps) {
    this.job = new LeaderJob(
      {
        leadership: deps.leadership,
        log: deps.log,
        intervalMs: deps.intervalMs ?? TOURNAMENT_PRIZE_JOB_MS,
        failure: 'tournaments: prize job failed',
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
    return this.job.serial(() => this.deps.pay());
  }
}

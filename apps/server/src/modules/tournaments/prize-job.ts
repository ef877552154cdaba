import type { Leadership } from '../../cluster/leader';
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
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> = Promise.resolve(0);
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly deps: TournamentPrizeJobDeps) {}

  start(): void {
    this.unsubscribe = this.deps.leadership.onChange((leader) => (leader ? this.schedule() : this.cancel()));
    if (this.deps.leadership.isLeader()) this.schedule();
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.cancel();
    await this.running.catch(() => undefined);
  }

  /** One sweep, after the previous one finished. */
  runOnce(): Promise<number> {
    const run = this.running.catch(() => 0).then(() => this.deps.pay());
    this.running = run;
    return run;
  }

  private tick(): void {
    if (!this.deps.leadership.isLeader()) return;
    this.runOnce().catch((err: unknown) => this.deps.log.error({ err }, 'tournaments: prize job failed'));
  }

  private schedule(): void {
    if (this.timer) return;
    this.tick();
    this.timer = setInterval(() => this.tick(), this.deps.intervalMs ?? TOURNAMENT_PRIZE_JOB_MS);
    this.timer.unref();
  }

  private cancel(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

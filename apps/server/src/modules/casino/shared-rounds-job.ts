import type { Leadership } from '../../cluster/leader';
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
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> = Promise.resolve(0);
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly deps: SharedRoundsJobDeps) {}

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

  runOnce(): Promise<number> {
    const run = this.running.catch(() => 0).then(() => this.deps.settle(this.deps.now()));
    this.running = run;
    return run;
  }

  private tick(): void {
    if (!this.deps.leadership.isLeader()) return;
    this.runOnce().catch((err: unknown) => this.deps.log.error({ err }, 'casino: shared-round settlement failed'));
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), SHARED_ROUNDS_JOB_MS);
    this.timer.unref();
  }

  private cancel(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

import type { Leadership } from '../../cluster/leader';
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
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> = Promise.resolve(0);
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly deps: BonusExpiryJobDeps) {}

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
    const run = this.running.catch(() => 0).then(() => this.deps.expire());
    this.running = run;
    return run;
  }

  private tick(): void {
    if (!this.deps.leadership.isLeader()) return;
    this.runOnce().catch((err: unknown) => this.deps.log.error({ err }, 'bonuses: expiry job failed'));
  }

  private schedule(): void {
    if (this.timer) return;
    this.tick();
    this.timer = setInterval(() => this.tick(), this.deps.intervalMs ?? BONUS_EXPIRY_JOB_MS);
    this.timer.unref();
  }

  private cancel(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

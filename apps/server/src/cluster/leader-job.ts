import type { Logger } from '../log';
import type { Leadership } from './leader';

export interface LeaderJobOptions {
  leadership: Pick<Leadership, 'isLeader' | 'onChange'>;
  log: Logger;
  intervalMs: number;
  /** What the log says when a run fails (the job goes on at its next interval). */
  failure: string;
  /** Whether a node that becomes leader runs at once (default) or first after one interval. */
  runOnLead?: boolean;
}

/**
 * The skeleton of every leader job (limit expiry, bonus expiry, tournament prizes, shared casino
 * rounds, toto settlement, lotto draws): while this node leads, `tick` runs every `intervalMs`;
 * leadership lost stops the timer, regained starts it again; runs never overlap (`serial` queues
 * a run after the one in flight, whether it failed or not), and `stop` waits for the run in
 * flight. The jobs stay idempotent on their own (a row locked and written once, ledger keys), so
 * two nodes that both believe they lead for a moment move nothing twice.
 */
export class LeaderJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly options: LeaderJobOptions,
    private readonly tick: () => Promise<unknown>,
  ) {}

  start(): void {
    const { leadership } = this.options;
    this.unsubscribe = leadership.onChange((leader) => (leader ? this.schedule() : this.cancel()));
    if (leadership.isLeader()) this.schedule();
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.cancel();
    await this.running.catch(() => undefined);
  }

  /** Runs `run` after the run in flight has finished (or failed). */
  serial<T>(run: () => Promise<T>): Promise<T> {
    const next = this.running.catch(() => undefined).then(run);
    this.running = next;
    return next;
  }

  private fire(): void {
    if (!this.options.leadership.isLeader()) return;
    this.tick().catch((err: unknown) => this.options.log.error({ err }, this.options.failure));
  }

  private schedule(): void {
    if (this.timer) return;
    if (this.options.runOnLead !== false) this.fire();
    this.timer = setInterval(() => this.fire(), this.options.intervalMs);
    this.timer.unref();
  }

  private cancel(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

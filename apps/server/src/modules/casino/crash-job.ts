import type { Leadership } from '../../cluster/leader';
import type { Db } from '../../db/client';
import type { Logger } from '../../log';
import { settleCrashed } from './crash-play';
import type { CrashSchedule } from './crash-schedule';

/** How often the leader settles the bets of crashed rounds (a round lasts 9 s at least). */
export const CRASH_JOB_MS = 1_000;

export interface CrashJobDeps {
  db: Db;
  schedule: CrashSchedule;
  leadership: Pick<Leadership, 'isLeader' | 'onChange'>;
  now: () => number;
  log: Logger;
}

/**
 * Issue 15: the crash's settlement is a leader job (reads never write): while this node leads, it
 * settles every second the open bets of rounds that crashed (auto cash-outs the crash reached
 * are paid, the rest lost), so a restart or a node lost mid-round settles them on recovery.
 */
export class CrashJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> = Promise.resolve(0);
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly deps: CrashJobDeps) {}

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
    const run = this.running
      .catch(() => 0)
      .then(() => settleCrashed(this.deps.db, this.deps.schedule, this.deps.now()));
    this.running = run;
    return run;
  }

  private tick(): void {
    if (!this.deps.leadership.isLeader()) return;
    this.runOnce().catch((err: unknown) => this.deps.log.error({ err }, 'casino: crash settlement failed'));
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), CRASH_JOB_MS);
    this.timer.unref();
  }

  private cancel(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

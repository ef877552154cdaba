import { LOTTERIES, lotteryById } from '@sb/lotto';
import type { Leadership } from '../../cluster/leader';
import type { Db } from '../../db/client';
import type { Logger } from '../../log';
import { ensureDraws } from './draws';
import { closeDue, dueDraws } from './repository';
import { settleDraw, type Credited } from './settle-draw';

/** How often the leader looks for draws whose time has come. */
export const DRAW_JOB_MS = 15_000;

export interface DrawJobDeps {
  db: Db;
  leadership: Pick<Leadership, 'isLeader' | 'onChange'>;
  now: () => number;
  log: Logger;
  /** Told about every prize credited (the balance channel). */
  onCredited?: (credited: Credited[]) => Promise<void>;
  intervalMs?: number;
}

export interface DrawRun {
  at: number;
  created: number;
  drawn: number;
  settledTickets: number;
}

/**
 * Issue 19: the lotto's draws are a leader job driven by the injected clock (as the limit expiry
 * job): while this node leads, every `intervalMs` it creates the coming days' draws (their
 * commitments public before sales) and draws and settles every draw whose time has come. A run
 * at a given clock time (`runAt`) is how tests and the admin hook drive it — never wall time.
 * Runs are serialised; each draw is settled in its own transaction and only once.
 */
export class LottoDrawJob {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly deps: DrawJobDeps) {}

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

  /** One run as of `atMs` (default: the clock). */
  runAt(atMs: number = this.deps.now()): Promise<DrawRun> {
    const run = this.running.catch(() => undefined).then(() => this.run(atMs));
    this.running = run;
    return run;
  }

  private async run(atMs: number): Promise<DrawRun> {
    let created = 0;
    for (const lottery of LOTTERIES) created += await ensureDraws(this.deps.db, lottery, atMs);
    let drawn = 0;
    let settledTickets = 0;
    const at = new Date(atMs);
    await closeDue(this.deps.db, at);
    for (const due of await dueDraws(this.deps.db, at)) {
      const lottery = lotteryById(due.lotteryId);
      if (!lottery) continue;
      const done = await settleDraw(this.deps.db, lottery, due.id, at);
      if (!done.drawn) continue;
      drawn += 1;
      settledTickets += done.tickets;
      if (done.credited.length > 0) await this.deps.onCredited?.(done.credited);
    }
    return { at: atMs, created, drawn, settledTickets };
  }

  private tick(): void {
    if (!this.deps.leadership.isLeader()) return;
    this.runAt().catch((err: unknown) => this.deps.log.error({ err }, 'lotto: draw job failed'));
  }

  private schedule(): void {
    if (this.timer) return;
    this.tick();
    this.timer = setInterval(() => this.tick(), this.deps.intervalMs ?? DRAW_JOB_MS);
    this.timer.unref();
  }

  private cancel(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

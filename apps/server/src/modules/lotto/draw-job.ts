import { LOTTERIES, lotteryById } from '@sb/lotto';
import type { Leadership } from '../../cluster/leader';
import { LeaderJob } from '../../cluster/leader-job';
import type { Db } from '../../db/client';
import type { Logger } from '../../log';
import { ensureDraws, type LottoDaySeed } from './draws';
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
  /** Issue 25 item 2: the secret seed of each day chain (draws.ts). */
  daySeed: LottoDaySeed;
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
  private readonly job: LeaderJob;

  constructor(private readonly deps: DrawJobDeps) {
    this.job = new LeaderJob(
      {
        leadership: deps.leadership,
        log: deps.log,
        intervalMs: deps.intervalMs ?? DRAW_JOB_MS,
        failure: 'lotto: draw job failed',
      },
      () => this.runAt(),
    );
  }

  start(): void {
    this.job.start();
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

  /** One run as of `atMs` (default: the clock). */
  runAt(atMs: number = this.deps.now()): Promise<DrawRun> {
    return this.job.serial(() => this.run(atMs));
  }

  private async run(atMs: number): Promise<DrawRun> {
    let created = 0;
    for (const lottery of LOTTERIES) created += await ensureDraws(this.deps.db, lottery, atMs, this.deps.daySeed);
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
}

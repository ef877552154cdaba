import type { TotoRules } from '@sb/toto';
import type { Leadership } from '../../cluster/leader';
import { LeaderJob } from '../../cluster/leader-job';
import type { Db } from '../../db/client';
import type { Logger } from '../../log';
import { ensureDraws } from './draws';
import type { TotoLine } from './port';
import { closeDue, closedDraws } from './repository';
import { resultsOf, settleDraw, type Credited } from './settle-draw';

/** How often the leader makes, closes and settles draws. */
export const TOTO_JOB_MS = 30_000;

export interface TotoJobDeps {
  db: Db;
  rules: TotoRules;
  line: TotoLine;
  leadership: Pick<Leadership, 'isLeader' | 'onChange'>;
  now: () => number;
  log: Logger;
  /** Told about every prize credited (the balance channel). */
  onCredited?: (credited: Credited[]) => Promise<void>;
  intervalMs?: number;
}

export interface TotoRun {
  at: number;
  created: number;
  closed: number;
  settled: number;
  settledCoupons: number;
}

/**
 * Issue 19: the toto's draws are a leader job driven by the injected clock (as the lotto's draw
 * job): while this node leads, every `intervalMs` it makes the coming days' draws from the line,
 * closes the draws whose first event has started and settles each closed draw whose events all
 * have results. A run at a given clock time (`runAt`) is how tests and the admin hook drive it —
 * never wall time. Runs are serialised; each draw is settled in its own transaction, once.
 */
export class TotoSettlementJob {
  private readonly job: LeaderJob;

  constructor(private readonly deps: TotoJobDeps) {
    this.job = new LeaderJob(
      {
        leadership: deps.leadership,
        log: deps.log,
        intervalMs: deps.intervalMs ?? TOTO_JOB_MS,
        failure: 'toto: settlement job failed',
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
  runAt(atMs: number = this.deps.now()): Promise<TotoRun> {
    return this.job.serial(() => this.run(atMs));
  }

  private async run(atMs: number): Promise<TotoRun> {
    const { db, rules, line } = this.deps;
    const created = await ensureDraws(db, rules, line, atMs);
    const at = new Date(atMs);
    const closed = await closeDue(db, at);
    let settled = 0;
    let settledCoupons = 0;
    for (const draw of await closedDraws(db)) {
      // No result can be in before the last event has started.
      if (Math.max(...draw.events.map((e) => e.startAt)) > atMs) continue;
      const results = await resultsOf(line, draw, atMs);
      if (!results) continue;
      const done = await settleDraw(db, rules, draw.id, results, at);
      if (!done.settled) continue;
      settled += 1;
      settledCoupons += done.coupons;
      if (done.credited.length > 0) await this.deps.onCredited?.(done.credited);
    }
    return { at: atMs, created, closed, settled, settledCoupons };
  }
}

import type { TotoRules } from '@sb/toto';
import type { Leadership } from '../../cluster/leader';
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
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> = Promise.resolve();
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly deps: TotoJobDeps) {}

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
  runAt(atMs: number = this.deps.now()): Promise<TotoRun> {
    const run = this.running.catch(() => undefined).then(() => this.run(atMs));
    this.running = run;
    return run;
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

  private tick(): void {
    if (!this.deps.leadership.isLeader()) return;
    this.runAt().catch((err: unknown) => this.deps.log.error({ err }, 'toto: settlement job failed'));
  }

  private schedule(): void {
    if (this.timer) return;
    this.tick();
    this.timer = setInterval(() => this.tick(), this.deps.intervalMs ?? TOTO_JOB_MS);
    this.timer.unref();
  }

  private cancel(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

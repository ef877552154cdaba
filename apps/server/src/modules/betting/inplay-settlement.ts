import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Leadership } from '../../cluster/leader';
import { SILENT_LOGGER, type Logger } from '../../log';
import type { LiveSource } from './live-acceptance';
import { settleCoupons, type BalanceChange, type OnStakesSettled, type SettleReport } from './settlement';

/**
 * Issue 14, in-play settlement (docs/betting.md Live): outcomes decided by what has happened in a
 * game being played (a total passed, a next goal scored) settle at once, through the same coupon
 * settlement as final results.
 *
 * 1. Open legs (status −1) of open coupons, grouped by game; the feed's `decidedOutcomes(game, now)`
 *    gives the statuses of those already decided.
 * 2. Those legs get their status with `result_version` left at 0, only while still −1: a second
 *    run writes nothing, and the final result (version ≥ 1) writes every leg again with
 *    settleOutcome, which agrees with what was decided in play.
 * 3. Open coupons with a leg written now are recomputed by `settleCoupons`: a single settles at
 *    once, an express when a leg lost or every leg is decided; the rest stay open. The payout is
 *    posted with the ledger key `bet_settle:{couponId}:{settleVersion}` in the coupon's locked
 *    transaction, so a coupon is paid once; the final result finds the same payout and posts nothing.
 * A crash between 2 and 3 is repaired by the first run of a node that becomes leader (every open
 * coupon with a leg decided in play is recomputed), and in any case by the final result.
 */
export interface InPlayReport extends SettleReport {
  games: number;
}

/** Open legs read per run. */
const OPEN_LEGS_LIMIT = 20_000;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const textArr = (values: readonly string[]) => sql`${`{${values.map((v) => JSON.stringify(v)).join(',')}}`}::text[]`;
const intArr = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;

export async function settleInPlay(
  db: Db,
  live: LiveSource,
  now: number,
  onBalance: (changes: BalanceChange[]) => Promise<void>,
  opts: { recover?: boolean; onSettled?: OnStakesSettled | undefined } = {},
): Promise<InPlayReport> {
  const open = rowsOf<{ game_id: number; outcome_id: string }>(
    await db.execute(sql`
      select distinct l.game_id, l.outcome_id from bet_coupon_leg l join bet_coupon c on c.id = l.coupon_id
      where c.status = 'open' and l.status_id = -1 order by 1, 2 limit ${OPEN_LEGS_LIMIT}`),
  );
  const byGame = new Map<number, string[]>();
  for (const r of open) byGame.set(r.game_id, [...(byGame.get(r.game_id) ?? []), r.outcome_id]);
  const ids: string[] = [];
  const statuses: number[] = [];
  const gameIds: number[] = [];
  for (const [gameId, outcomeIds] of byGame) {
    const decided = live.decidedOutcomes(gameId, now);
    if (decided.size === 0) continue;
    let any = false;
    for (const id of outcomeIds) {
      const status = decided.get(id);
      if (status === undefined || status < 0) continue;
      ids.push(id);
      statuses.push(status);
      any = true;
    }
    if (any) gameIds.push(gameId);
  }
  let legs = 0;
  let couponIds: number[] = [];
  if (ids.length) {
    const written = rowsOf<{ coupon_id: string }>(
      await db.execute(sql`
        update bet_coupon_leg l set status_id = s.status
        from unnest(${textArr(ids)}, ${intArr(statuses)}) as s(outcome_id, status)
        where l.game_id = any(${intArr(gameIds)}) and l.outcome_id = s.outcome_id
          and l.status_id = -1 and l.result_version = 0
        returning l.coupon_id::text as coupon_id`),
    );
    legs = written.length;
    couponIds = written.map((r) => Number(r.coupon_id));
  }
  if (opts.recover) {
    const pending = rowsOf<{ id: string }>(
      await db.execute(sql`
        select distinct c.id::text as id from bet_coupon c join bet_coupon_leg l on l.coupon_id = c.id
        where c.status = 'open' and l.status_id >= 0 and l.result_version = 0`),
    );
    couponIds.push(...pending.map((r) => Number(r.id)));
  }
  const unique = [...new Set(couponIds)].sort((a, b) => a - b);
  const report = unique.length
    ? await settleCoupons(db, unique, new Date(now), onBalance, opts.onSettled)
    : { legs: 0, coupons: 0, credited: 0n, debited: 0n, shortfall: 0n };
  return { ...report, legs, games: gameIds.length };
}

export interface InPlaySettlerDeps {
  db: Db;
  live: LiveSource;
  now: () => number;
  /** Runs a settlement job in the node's settlement queue (one at a time with final results). */
  run: <T>(job: () => Promise<T>) => Promise<T>;
  publish: (changes: BalanceChange[]) => Promise<void>;
  /** Runs on the leader only; without one this node settles. */
  leadership?: Pick<Leadership, 'isLeader'> | undefined;
  log?: Logger | undefined;
  /** Issue 16: coupons settled for the first time (bonus wagering), as final settlement hands them. */
  onStakesSettled?: OnStakesSettled | undefined;
}

/** The leader's in-play settlement job: `tick` every few seconds (`start`), only on the leader. */
export class InPlaySettler {
  /** The first run on the leader also recovers coupons whose legs were decided but not settled. */
  private recovered = false;

  constructor(private readonly deps: InPlaySettlerDeps) {}

  /** One run now (tests call it directly); null on a follower. */
  async tick(): Promise<InPlayReport | null> {
    if (this.deps.leadership && !this.deps.leadership.isLeader()) {
      this.recovered = false;
      return null;
    }
    const recover = !this.recovered;
    const report = await this.deps.run(() =>
      settleInPlay(this.deps.db, this.deps.live, this.deps.now(), this.deps.publish, {
        recover,
        onSettled: this.deps.onStakesSettled,
      }),
    );
    this.recovered = true;
    return report;
  }

  /** Runs `tick` every `everyMs`; returns the stop function. */
  start(everyMs: number): () => void {
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      this.tick()
        .catch((err: unknown) => (this.deps.log ?? SILENT_LOGGER).error({ err }, 'in-play settlement failed'))
        .finally(() => {
          busy = false;
        });
    }, everyMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}

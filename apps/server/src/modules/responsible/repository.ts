import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  DEPOSIT_TYPES,
  NO_LIMIT,
  PERIOD_TYPES,
  WAGER_TYPES,
  windowSeconds,
  type LimitState,
  type MoneyLimit,
} from '@sb/limits';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, payments, rgLimits, users } from '../../db/schema';
import { asOf, at, inForceSql, lapsedSql, periodInForceSql } from './state';

/**
 * The SQL of the limit service. Reads never write (issue 12): they return rows with their state
 * as of the clock (state.ts); only commands and the leader's expiry job change rows.
 */
export type LimitRow = Omit<typeof rgLimits.$inferSelect, 'state'> & { state: LimitState };

/** Ledger kinds a wagering limit counts (stakes), and a loss limit (stakes net of what came back). */
export const WAGER_KINDS: readonly string[] = ['bet_stake', 'casino_stake', 'lotto_stake', 'toto_stake'];
export const LOSS_KINDS: readonly string[] = [
  ...WAGER_KINDS,
  'bet_win',
  'casino_win',
  'lotto_win',
  'toto_win',
  'bet_refund',
  'casino_rollback',
];

const DEPOSIT: readonly number[] = DEPOSIT_TYPES;
const rowsOf = (result: unknown): Record<string, unknown>[] =>
  (result as { rows?: Record<string, unknown>[] }).rows ?? [];
const since = (type: number, nowMs: number) => nowMs - (windowSeconds(type) ?? 0) * 1000;
const oldest = (types: readonly number[], nowMs: number) => Math.min(...types.map((t) => since(t, nowMs)));
const column = (type: number) => sql.raw(`u${type}`);

/** Every limit row of the player, oldest first, with its state as of `nowMs`. */
export async function limitRows(db: Db, userId: number, nowMs: number): Promise<LimitRow[]> {
  const rows = await db.select().from(rgLimits).where(eq(rgLimits.userId, userId)).orderBy(rgLimits.id);
  return asOf(rows, nowMs);
}

export async function currencyOf(db: Db, userId: number): Promise<string | null> {
  const [u] = await db.select({ currency: users.currency }).from(users).where(eq(users.id, userId));
  return u?.currency ?? null;
}

/** Deposits per deposit limit type in its rolling window (pending ones count too), from one scan. */
function depositSums(userId: number, currency: string, types: readonly number[], nowMs: number, when?: SQL): SQL {
  const sums = types.map(
    (t) =>
      sql`coalesce(sum(${payments.amount}) filter (where ${payments.createdAt} >= ${at(since(t, nowMs))}), 0)::text as ${column(t)}`,
  );
  // Pending deposits count too: the player cannot open several that together cross the limit.
  return sql`select ${sql.join(sums, sql`, `)} from ${payments}
    where ${payments.userId} = ${userId} and ${payments.direction} = 'deposit' and ${payments.currency} = ${currency}
      and ${payments.status} in ('pending', 'success') and ${payments.createdAt} >= ${at(oldest(types, nowMs))}
      ${when ? sql`and ${when}` : sql``}`;
}

/** Stakes (wagering) or stakes net of wins (loss) per limit type in its rolling window, from one scan. */
function ledgerSums(userId: number, currency: string, types: readonly number[], nowMs: number): SQL {
  const kindsOf = (t: number) => ((WAGER_TYPES as readonly number[]).includes(t) ? WAGER_KINDS : LOSS_KINDS);
  const sums = types.map(
    (t) =>
      sql`coalesce(sum(-${ledgerEntries.amount}) filter (where ${inArray(ledgerTransactions.kind, [...kindsOf(t)])} and ${ledgerTransactions.createdAt} >= ${at(since(t, nowMs))}), 0)::text as ${column(t)}`,
  );
  return sql`select ${sql.join(sums, sql`, `)} from ${ledgerEntries}
    join ${ledgerTransactions} on ${ledgerTransactions.id} = ${ledgerEntries.txnId}
    join ${ledgerAccounts} on ${ledgerAccounts.id} = ${ledgerEntries.accountId}
    where ${ledgerAccounts.userId} = ${userId} and ${ledgerAccounts.currency} = ${currency}
      and ${inArray(ledgerTransactions.kind, [...LOSS_KINDS])} and ${ledgerTransactions.createdAt} >= ${at(oldest(types, nowMs))}`;
}

function usageOf(row: Record<string, unknown>, types: readonly number[]): Map<number, bigint> {
  const out = new Map<number, bigint>();
  for (const t of types) {
    // Stakes leave the player's account (negative entries); wins come back. Net loss ≥ 0.
    const v = BigInt(String(row[`u${t}`] ?? '0'));
    out.set(t, v < 0n ? 0n : v);
  }
  return out;
}

/**
 * Money used per limit type in its rolling window (deposits, stakes, net losses), only for the
 * types asked, in one statement (none when no type is asked).
 */
export async function moneyUsage(
  db: Db,
  userId: number,
  currency: string,
  types: readonly number[],
  nowMs: number,
): Promise<Map<number, bigint>> {
  const deposit = types.filter((t) => DEPOSIT.includes(t));
  const stake = types.filter((t) => !DEPOSIT.includes(t) && windowSeconds(t) !== null);
  const parts = [
    deposit.length > 0 ? depositSums(userId, currency, deposit, nowMs) : null,
    stake.length > 0 ? ledgerSums(userId, currency, stake, nowMs) : null,
  ].filter((p): p is SQL => p !== null);
  const [first, second] = parts;
  if (!first) return new Map();
  const query = second ? sql`select * from (${first}) d cross join (${second}) s` : first;
  const [row] = rowsOf(await db.execute(query));
  return usageOf(row ?? {}, [...deposit, ...stake]);
}

export interface DepositCheck {
  /** The time-out (33) or self-exclusion (30) in force, if any. */
  blockedBy: number | null;
  /** Deposit limits in force in the deposit's currency. */
  limits: MoneyLimit[];
  /** Deposits in each deposit limit's window (computed only when a limit is set and nothing blocks). */
  used: Map<number, bigint>;
}

/**
 * Everything a deposit is checked against, in ONE statement (as `checkStake` for stakes): the
 * time-out or self-exclusion in force, the deposit limits in force in the currency, and the
 * deposits of their three windows — summed only when a deposit limit is set and no period blocks.
 */
export async function depositCheck(db: Db, userId: number, currency: string, nowMs: number): Promise<DepositCheck> {
  const deposit = sql.raw(DEPOSIT.join(', '));
  const period = sql.raw(PERIOD_TYPES.join(', '));
  const gate = sql`exists (select 1 from lim where lim.limit_type in (${deposit}))
    and not exists (select 1 from lim where lim.limit_type in (${period}))`;
  const result = await db.execute(sql`
    with lim as (
      select ${rgLimits.id} as id, ${rgLimits.limitType} as limit_type, ${rgLimits.limitValue}::text as limit_value
      from ${rgLimits}
      where ${rgLimits.userId} = ${userId}
        and ((${periodInForceSql(nowMs)})
          or (${rgLimits.limitType} in (${deposit}) and ${rgLimits.currency} = ${currency}
            and ${rgLimits.limitValue} < ${sql.raw(String(NO_LIMIT))} and ${inForceSql(nowMs)}))
    ), used as (${depositSums(userId, currency, DEPOSIT, nowMs, gate)})
    select lim.limit_type, lim.limit_value, used.* from used left join lim on true order by lim.id`);
  const rows = rowsOf(result);
  const typed = rows
    .filter((r) => r['limit_type'] !== null && r['limit_type'] !== undefined)
    .map((r) => ({ limitType: Number(r['limit_type']), limitValue: BigInt(String(r['limit_value'])) }));
  return {
    blockedBy: typed.find((r) => PERIOD_TYPES.includes(r.limitType))?.limitType ?? null,
    limits: typed.filter((r) => DEPOSIT.includes(r.limitType)),
    used: usageOf(rows[0] ?? {}, DEPOSIT),
  };
}

/** The player's active rows of these types (stake checks skip the ones that ran out by their end time). */
export function activeRows(db: Db, userId: number, types: readonly number[]) {
  return db
    .select({
      limitType: rgLimits.limitType,
      limitValue: rgLimits.limitValue,
      currency: rgLimits.currency,
      startedAt: rgLimits.startedAt,
      endsAt: rgLimits.endsAt,
    })
    .from(rgLimits)
    .where(and(eq(rgLimits.userId, userId), inArray(rgLimits.limitType, [...types]), eq(rgLimits.state, 'ACTIVE')))
    .orderBy(rgLimits.id);
}

/**
 * SQL, true when the player is in a time-out or self-exclusion at `nowMs` (to embed in another
 * statement; the id is a parameter, not a correlated column, so no name can bind to the outer table).
 */
export const excludedSql = (userId: number, nowMs: number): SQL =>
  sql`exists (select 1 from ${rgLimits} where ${rgLimits.userId} = ${userId} and ${periodInForceSql(nowMs)})`;

/**
 * The leader's expiry job: writes down the state reads already compute (periods that ended,
 * pending changes whose approval window closed), at most `batch` rows per call. The condition is
 * repeated on the UPDATE itself so a row a player changed meanwhile (a confirmation) is left alone.
 */
export async function writeDownLapsed(db: Db, nowMs: number, batch: number): Promise<number> {
  const due = db.select({ id: rgLimits.id }).from(rgLimits).where(lapsedSql(nowMs)).limit(batch);
  const rows = await db
    .update(rgLimits)
    .set({ state: 'INACTIVE' })
    .where(and(inArray(rgLimits.id, due), lapsedSql(nowMs)))
    .returning({ id: rgLimits.id });
  return rows.length;
}

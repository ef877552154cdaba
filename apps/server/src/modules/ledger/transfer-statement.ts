import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { MAX_AMOUNT, type Posting } from '@sb/ledger';
import type { Db } from '../../db/client';
import type { Tx } from './ledger';

/** One locked account of a transfer (all null when no posting named an existing account). */
export interface TransferRow {
  /** The new transaction's id; null when nothing was applied (refused, or the key was used). */
  txn_id: string | null;
  id: number | null;
  currency: string | null;
  balance: string | null;
  allow_negative: boolean | null;
  closed: boolean | null;
  balance_after: string | null;
}

/**
 * The whole transfer in one statement, so it costs one round trip (inside a wider transaction)
 * or one round trip in all (as its own implicit transaction):
 *
 * - `l` locks the posted accounts in id order (FOR NO KEY UPDATE: no deadlocks between
 *   transfers; under READ COMMITTED a waiting lock returns the row as the other transfer left it);
 * - `v` is the double-entry rule of `@sb/ledger` `applyTransfer` on those locked rows: at least two
 *   postings, none zero or beyond MAX_AMOUNT, no account twice, every account exists and is open,
 *   each currency sums to zero, no account that may not go negative ends below zero;
 * - `t` claims the idempotency key only when the rule holds (a concurrent retry waits on the
 *   unique index, then does nothing);
 * - `u` moves the balances only when the key was claimed (the table's CHECK still guards), and
 *   `e` writes one entry per account with its balance after.
 *
 * A refusal writes nothing, so the caller's transaction stays usable. The text is constant (the
 * postings travel as two arrays), which lets PostgreSQL keep it as a named prepared statement.
 */
const TRANSFER_SQL = `
with ${transferCtes({ ids: '$1::int[]', amounts: '$2::bigint[]', key: '$3', kind: '$4', meta: '$5::jsonb' })}
select (select id from t)::text as txn_id, l.id, l.currency, l.balance::text as balance, l.allow_negative,
  l.closed_at is not null as closed, u.balance::text as balance_after
from (select 1) as one left join l on true left join u on u.id = l.id
order by l.id`;

/** SQL expressions of a transfer's inputs, for a statement that embeds the transfer. */
export interface TransferCteInputs {
  /** int[] of account ids and bigint[] of amounts, in posting order. */
  ids: string;
  amounts: string;
  key: string;
  kind: string;
  meta: string;
  /**
   * CTEs written together with the transfer: they come after the rule `v` (so they can depend on
   * `(select ok from v)`) and before the key is claimed, which then also needs `gate` to hold.
   */
  between?: { ctes: string; gate: string };
}

/**
 * The transfer as the CTEs `d, l, v, t, u, e` described above, so that another statement (bet
 * placement: coupon, legs and stake in one round trip) can write its rows atomically with it.
 */
export function transferCtes(p: TransferCteInputs): string {
  return `d(id, amount) as (select * from unnest(${p.ids}, ${p.amounts})),
l as (
  select a.id, a.currency, a.balance, a.allow_negative, a.closed_at
  from ledger_account a
  where a.id = any(${p.ids})
  order by a.id
  for no key update
),
v as (
  select (select count(*) from d) >= 2
    and not exists (select 1 from d where d.amount = 0 or abs(d.amount) > ${MAX_AMOUNT.toString()})
    and (select count(distinct d.id) from d) = (select count(*) from d)
    and (select count(*) from l where l.closed_at is null) = (select count(*) from d)
    and not exists (select 1 from d join l on l.id = d.id group by l.currency having sum(d.amount) <> 0)
    and not exists (select 1 from d join l on l.id = d.id where not l.allow_negative and l.balance + d.amount < 0)
    as ok
),${p.between ? `\n${p.between.ctes},` : ''}
t as (
  insert into ledger_txn (idempotency_key, kind, meta)
  select ${p.key}, ${p.kind}, ${p.meta} where (select ok from v)${p.between ? ` and (${p.between.gate})` : ''}
  on conflict (idempotency_key) do nothing
  returning id
),
u as (
  update ledger_account a set balance = a.balance + d.amount
  -- The id list again so the planner reaches the rows by the primary key, never by a scan.
  from d where a.id = any(${p.ids}) and a.id = d.id and exists (select 1 from t)
  returning a.id, a.balance
),
e as (
  insert into ledger_entry (txn_id, account_id, amount, balance_after)
  select t.id, u.id, d.amount, u.balance from u join d on d.id = u.id cross join t
)`;
}

const STATEMENT_NAME = 'ledger_transfer_v1';

/** Past the limit is refused either way; clamped, it cannot overflow the bigint cast first. */
const OVER = MAX_AMOUNT + 1n;
/** An id the int column cannot hold names no account: sent as 0 (none), refused, named by the rule. */
const INT_MAX = 2_147_483_647;
const clamp = (amount: bigint) => (amount > OVER ? OVER : amount < -OVER ? -OVER : amount);

/** The postings as the two array literals (int[] ids, bigint[] amounts) the transfer CTEs take. */
export function postingArrays(postings: readonly Posting[]): [string, string] {
  return [
    `{${postings.map((p) => (Number.isInteger(p.accountId) && Math.abs(p.accountId) <= INT_MAX ? p.accountId : 0)).join(',')}}`,
    `{${postings.map((p) => clamp(p.amount).toString()).join(',')}}`,
  ];
}

function paramsOf(req: { idempotencyKey: string; kind: string; postings: Posting[]; meta?: unknown }): string[] {
  return [...postingArrays(req.postings), req.idempotencyKey, req.kind, JSON.stringify(req.meta ?? {})];
}

/**
 * The node-postgres connection behind a drizzle handle: the pool of a database, or the checked-out
 * client of a transaction (drizzle keeps it as `session.client`). Null on PGlite or if drizzle
 * ever moves it, and then the statement simply goes through drizzle, unnamed.
 */
function pgClientOf(handle: Tx | Db): pg.Pool | pg.ClientBase | null {
  const h = handle as unknown as { $client?: unknown; session?: { client?: unknown } };
  const client = h.session?.client ?? h.$client;
  return client instanceof pg.Pool || client instanceof pg.Client ? client : null;
}

/** `$n` placeholders of a constant text as drizzle parameters (PGlite and the fallback). */
function asDrizzle(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 1 ? sql`${values[Number(part) - 1]}` : sql.raw(part))),
    sql``,
  );
}

/**
 * Runs a constant statement with `$n` parameters: on PostgreSQL as a named prepared statement on
 * the handle's connection (parsed and planned once per connection), elsewhere through drizzle.
 */
export async function runNamedStatement<Row extends object>(
  handle: Tx | Db,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const client = pgClientOf(handle);
  if (client) return (await client.query<Row>({ name, text, values })).rows;
  const result = await handle.execute(asDrizzle(text, values));
  return (result as unknown as { rows: Row[] }).rows;
}

export async function runTransferStatement(
  handle: Tx | Db,
  req: { idempotencyKey: string; kind: string; postings: Posting[]; meta?: unknown },
): Promise<TransferRow[]> {
  return runNamedStatement<TransferRow>(handle, STATEMENT_NAME, TRANSFER_SQL, paramsOf(req));
}

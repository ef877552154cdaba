import { sql } from 'drizzle-orm';
import type { Tx } from '../ledger';

/** One player ↔ house movement of a batch; `amount` is the player's side (+ credit, − debit). */
export interface BatchPosting {
  idempotencyKey: string;
  kind: string;
  playerAccountId: number;
  houseAccountId: number;
  amount: bigint;
  meta: Record<string, unknown>;
}

export interface BatchResult {
  /** Keys applied now, with what actually moved (a debit is cut at the player's balance). */
  applied: Map<string, { moved: bigint; balance: bigint }>;
  /** Keys that were already applied earlier: nothing moved. */
  duplicates: Set<string>;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const arr = (values: readonly (string | number)[], type: string) =>
  sql`${`{${values.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::${sql.raw(type)}[]`;

/**
 * Many ledger transfers in a fixed number of statements, for settlement of thousands of coupons:
 * the same rules as `transfer` (idempotency key claimed first, accounts locked in id order,
 * balances change together with their entries, player balances never below zero) applied to a
 * batch. A debit larger than the player's balance moves only what is there; the caller records
 * the rest (see docs/betting.md, corrections).
 */
export async function postBatch(tx: Tx, postings: readonly BatchPosting[]): Promise<BatchResult> {
  const applied = new Map<string, { moved: bigint; balance: bigint }>();
  const duplicates = new Set<string>();
  const nonZero = postings.filter((p) => p.amount !== 0n);
  if (nonZero.length === 0) return { applied, duplicates };
  const claimed = rowsOf<{ id: string; idempotency_key: string }>(
    await tx.execute(sql`
      insert into ledger_txn (idempotency_key, kind, meta)
      select k, kind, m::jsonb from unnest(${arr(
        nonZero.map((p) => p.idempotencyKey),
        'text',
      )}, ${arr(
        nonZero.map((p) => p.kind),
        'text',
      )}, ${arr(
        nonZero.map((p) => JSON.stringify(p.meta)),
        'text',
      )}) as t(k, kind, m)
      on conflict (idempotency_key) do nothing
      returning id::text as id, idempotency_key`),
  );
  const txnOf = new Map(claimed.map((r) => [r.idempotency_key, r.id]));
  for (const p of nonZero) if (!txnOf.has(p.idempotencyKey)) duplicates.add(p.idempotencyKey);
  const todo = nonZero.filter((p) => txnOf.has(p.idempotencyKey));
  if (todo.length === 0) return { applied, duplicates };

  const ids = [...new Set(todo.flatMap((p) => [p.playerAccountId, p.houseAccountId]))].sort((a, b) => a - b);
  const accounts = rowsOf<{ id: number; balance: string; allow_negative: boolean }>(
    await tx.execute(sql`
      select id, balance::text as balance, allow_negative from ledger_account
      where id = any(${arr(ids, 'int')}) order by id for no key update`),
  );
  const balance = new Map(accounts.map((a) => [Number(a.id), BigInt(a.balance)]));
  const mayGoNegative = new Map(accounts.map((a) => [Number(a.id), a.allow_negative]));
  const entries: { txn: string; account: number; amount: bigint; after: bigint }[] = [];
  for (const p of todo) {
    const player = balance.get(p.playerAccountId);
    const house = balance.get(p.houseAccountId);
    if (player === undefined || house === undefined) throw new Error(`ledger account missing for ${p.idempotencyKey}`);
    let moved = p.amount;
    if (!mayGoNegative.get(p.playerAccountId) && player + moved < 0n) moved = -player;
    const txn = txnOf.get(p.idempotencyKey) ?? '';
    if (moved !== 0n) {
      balance.set(p.playerAccountId, player + moved);
      balance.set(p.houseAccountId, house - moved);
      entries.push({ txn, account: p.playerAccountId, amount: moved, after: player + moved });
      entries.push({ txn, account: p.houseAccountId, amount: -moved, after: house - moved });
    }
    applied.set(p.idempotencyKey, { moved, balance: player + moved });
  }
  if (entries.length) {
    await tx.execute(sql`
      insert into ledger_entry (txn_id, account_id, amount, balance_after)
      select * from unnest(${arr(
        entries.map((e) => e.txn),
        'bigint',
      )}, ${arr(
        entries.map((e) => e.account),
        'int',
      )}, ${arr(
        entries.map((e) => e.amount.toString()),
        'bigint',
      )}, ${arr(
        entries.map((e) => e.after.toString()),
        'bigint',
      )})`);
    const touched = [...new Set(entries.map((e) => e.account))];
    await tx.execute(sql`
      update ledger_account a set balance = d.balance
      from unnest(${arr(touched, 'int')}, ${arr(
        touched.map((id) => (balance.get(id) ?? 0n).toString()),
        'bigint',
      )}) as d(id, balance)
      where a.id = d.id`);
  }
  return { applied, duplicates };
}

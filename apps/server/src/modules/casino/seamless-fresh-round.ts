import { getTableColumns } from 'drizzle-orm';
import { STUDIO_PROVIDER_ID } from '@sb/contracts';
import { MAX_AMOUNT } from '@sb/ledger';
import type { Db } from '../../db/client';
import { casinoRounds } from '../../db/schema';
import { houseAccount, runNamedStatement, type Tx } from '../ledger';
import { noStakeLimitsSql } from '../responsible';
import type { PlayAccount, RoundRow } from './repository';
import { casinoHouseRole, KIND, keysOf, type Meta } from './seamless-ledger-records';

/**
 * The money core's fast path for a fresh studio round (issue 15, "Proofs and performance"): the
 * round row, its stake and its win (when it won) as two balanced ledger transactions with their
 * usual keys (`casino:stake:{roundId}`, `casino:win:{roundId}`) and meta, and the "recently played"
 * mark, in one statement — one round trip instead of a dozen. It is a specialisation of
 * seamless-ledger.ts debitTx + creditTx for the one case where their extra work proves nothing:
 *
 * - the round row's insert (`ON CONFLICT (id) DO NOTHING`) proves the round id is new, so its keys
 *   are too (no advisory lock, no key look-up); a rollback mark of the id still refuses (`v`);
 * - the stake is all real money (`v`: the real balance covers it), so the issue 16 money order
 *   takes no bonus money and the win goes back whole to the real account, as `stakeSplit` and
 *   `winPostings` would decide; a player whose real balance is short goes the full way;
 * - `g` holds when the responsible-gaming check was done before or the player has no limit a stake
 *   could run into (`noStakeLimitsSql`, as bet placement); otherwise nothing is written and the
 *   caller asks `checkStake` first.
 *
 * Accounts are locked in id order (the player's and its house shard), after the seed row the
 * caller locked — the order of the full path. Nothing is written unless every check holds.
 */
const FRESH_SQL = `
with l as (
  select a.id, a.user_id, a.role, a.currency, a.balance, a.allow_negative, a.closed_at
  from ledger_account a where a.id in ($1::int, $2::int) order by a.id for no key update
),
g as (select $11::boolean or ${noStakeLimitsSql('$5::int')} as free),
v as (
  select exists (select 1 from l where l.id = $1::int and l.closed_at is null and l.currency = $15::text
      and l.user_id = $5::int and l.role = 'player' and (l.allow_negative or l.balance >= $3::bigint))
    and exists (select 1 from l where l.id = $2::int and l.closed_at is null and l.currency = $15::text
      and l.user_id is null and l.role = $16::text)
    and $3::bigint > 0 and $3::bigint <= ${MAX_AMOUNT.toString()}
    and $4::bigint >= 0 and $4::bigint <= ${MAX_AMOUNT.toString()}
    and not exists (select 1 from casino_seamless_rollback m where m.provider = $12::text and m.transaction_id = $13::text)
    as ok
),
r as (
  insert into casino_round select * from jsonb_populate_record(null::casino_round, $6::jsonb)
  where (select ok from v) and (select free from g)
  on conflict (id) do nothing
  returning id
),
ts as (
  insert into ledger_txn (idempotency_key, kind, meta)
  select $7::text, '${KIND.debit}', $9::jsonb where exists (select 1 from r)
  on conflict (idempotency_key) do nothing
  returning id
),
tw as (
  insert into ledger_txn (idempotency_key, kind, meta)
  select $8::text, '${KIND.credit}', $10::jsonb where exists (select 1 from ts) and $4::bigint > 0
  on conflict (idempotency_key) do nothing
  returning id
),
u as (
  update ledger_account a set balance = a.balance + x.amount
  from (values ($1::int, $4::bigint - $3::bigint), ($2::int, $3::bigint - $4::bigint)) as x(id, amount)
  where a.id in ($1::int, $2::int) and a.id = x.id
    and exists (select 1 from ts) and ($4::bigint = 0 or exists (select 1 from tw))
  returning a.id, a.balance
),
e as (
  insert into ledger_entry (txn_id, account_id, amount, balance_after)
  select ts.id, u.id, -$3::bigint, u.balance - $4::bigint from ts, u where u.id = $1::int
  union all select ts.id, u.id, $3::bigint, u.balance + $4::bigint from ts, u where u.id = $2::int
  union all select tw.id, u.id, -$4::bigint, u.balance from tw, u where u.id = $2::int
  union all select tw.id, u.id, $4::bigint, u.balance from tw, u where u.id = $1::int
),
rc as (
  insert into casino_recent (user_id, game_id, played_at)
  select $5::int, $14::text, $17::timestamptz where exists (select 1 from u)
  on conflict (user_id, game_id) do update set played_at = excluded.played_at
)
select exists (select 1 from casino_round c where c.id = $13::text::uuid) as taken,
  (select ok from v) as ok, (select free from g) as rg_free, exists (select 1 from r) as inserted,
  exists (select 1 from u) as moved, (select balance from u where id = $1::int)::text as balance`;

const STATEMENT_NAME = 'casino_fresh_round_v2';

interface FreshRow {
  /** The round id was taken before this statement (a retry): checked first, so a retry replays. */
  taken: boolean;
  ok: boolean;
  rg_free: boolean;
  inserted: boolean;
  moved: boolean;
  balance: string | null;
}

/** What the fast path did: played (the balance after), or why the caller takes the full path. */
export type Fresh =
  | { kind: 'played'; balance: bigint }
  /** The round id is taken (before or by a concurrent twin): nothing written (the caller replays the round). */
  | { kind: 'taken' }
  /** The player has stake limits and `checkStake` was not asked yet: nothing written. */
  | { kind: 'rg' }
  /** The real balance is short (bonus money, or a refusal), or another rule of the full path applies: nothing written. */
  | { kind: 'full' };

/** The round row's columns by their SQL names, for `jsonb_populate_record(null::casino_round, …)`. */
const COLUMNS = Object.entries(getTableColumns(casinoRounds)).map(([key, col]) => [key, col.name] as const);
function roundJson(row: RoundRow): string {
  const out: Record<string, unknown> = {};
  const values = row as unknown as Record<string, unknown>;
  for (const [key, name] of COLUMNS) {
    const v = values[key];
    out[name] = typeof v === 'bigint' ? v.toString() : v instanceof Date ? v.toISOString() : (v ?? null);
  }
  return JSON.stringify(out);
}

/** House shard ids per database handle (house accounts are never deleted; a stale id only sends a round the full way). */
const houses = new WeakMap<object, Map<string, number>>();

async function houseOf(db: Db, tx: Tx, role: string, currency: string): Promise<number> {
  let known = houses.get(db);
  if (!known) houses.set(db, (known = new Map()));
  const key = `${role}/${currency}`;
  const id = known.get(key) ?? (await houseAccount(tx, role, currency));
  known.set(key, id);
  return id;
}

/**
 * Posts a fresh studio round (row, stake, win, recent) in one statement inside the caller's
 * transaction (after its seed lock). A `full` answer wrote nothing: the caller plays the round
 * through debitTx/creditTx in the same transaction.
 */
export async function postFreshRound(
  db: Db,
  tx: Tx,
  p: { row: RoundRow; userId: number; account: PlayAccount; rgChecked: boolean },
): Promise<Fresh> {
  const { row, userId, account } = p;
  const role = casinoHouseRole(userId);
  const house = await houseOf(db, tx, role, account.currency);
  const keys = keysOf(STUDIO_PROVIDER_ID);
  const meta = (seamless: Meta['seamless'], amount: bigint): Meta & { transactionId: string } => ({
    seamless,
    provider: STUDIO_PROVIDER_ID,
    userId,
    accountId: account.id,
    roundId: row.id,
    amount: amount.toString(),
    currency: account.currency,
    transactionId: row.id,
  });
  const [r] = await runNamedStatement<FreshRow>(tx, STATEMENT_NAME, FRESH_SQL, [
    account.id,
    house,
    row.stake.toString(),
    row.payout.toString(),
    userId,
    roundJson(row),
    keys.debit(row.id),
    keys.credit(row.id),
    JSON.stringify(meta('debit', row.stake)),
    JSON.stringify(meta('credit', row.payout)),
    p.rgChecked,
    STUDIO_PROVIDER_ID,
    row.id,
    row.gameId,
    account.currency,
    role,
    row.createdAt.toISOString(),
  ]);
  if (!r) throw new Error('casino fresh round: no answer');
  if (r.taken) return { kind: 'taken' };
  if (!r.rg_free) return { kind: 'rg' };
  if (!r.ok) {
    houses.get(db)?.delete(`${role}/${account.currency}`);
    return { kind: 'full' };
  }
  if (!r.inserted) return { kind: 'taken' };
  // A fresh round id whose keys were used (never, unless rows were removed by hand): the caller's transaction rolls back.
  if (!r.moved || r.balance === null) throw new Error(`casino round ${row.id}: its ledger keys are taken`);
  return { kind: 'played', balance: BigInt(r.balance) };
}

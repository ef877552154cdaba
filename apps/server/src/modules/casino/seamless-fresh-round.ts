import { getTableColumns } from 'drizzle-orm';
import { STUDIO_PROVIDER_ID } from '@sb/contracts';
import { MAX_AMOUNT } from '@sb/ledger';
import type { Db } from '../../db/client';
import { casinoRounds } from '../../db/schema';
import { houseAccount, runNamedStatement, type Tx } from '../ledger';
import { noStakeLimitsSql } from '../responsible';
import { PLAYABLE_TYPES, type PlayAccount, type RoundRow } from './repository';
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
/**
 * What a stake listener does for a real studio stake, in a form the one-statement round can run
 * (issue 16 club points, and whether bonus wagering has anything to move): the bonuses module
 * gives it, app.ts registers it with the listener. `guard` (SQL boolean) holds when the listener's
 * wagering would do nothing (no active casino bonus); otherwise the round goes the full way and the
 * listener runs. `ctes` are what it records, run when `when` holds, with `params` numbered from `first`.
 */
export interface StakeSqlForm {
  plan(
    stake: { roundId: string; amount: bigint; currency: string; category: string },
    sql: { user: string; at: string; when: string; first: number },
  ): { guard: string; ctes: string[]; params: unknown[] };
}

/**
 * The statement. `seed` (the instant path, no transaction around it): the player's seed row must
 * still be the one the outcome was computed from ($19 nonce, $20 server seed hash, $21 client seed);
 * it is locked first (the full path's order: seed, then accounts in id order) and its nonce taken
 * with the round; when it is not, nothing is written and the row as locked is answered (`cur_*`).
 * Without `seed` the caller's transaction holds the seed and took the nonce. $18: the player asked
 * for this account (else it must be the active one).
 */
function freshSql(seed: boolean, stake: { guard: string; ctes: string[] }): string {
  const seedLock = seed
    ? `s0 as (
  select c.nonce, c.server_seed, c.server_seed_hash, c.client_seed from casino_seed c where c.user_id = $5::int
  for no key update
),
s as (select 1 from s0 where s0.nonce = $19::int and s0.server_seed_hash = $20::text and s0.client_seed = $21::text),
`
    : '';
  const afterSeed = seed ? ' and exists (select 1 from s)' : '';
  const seedTake = seed
    ? `,
sn as (
  update casino_seed c set nonce = c.nonce + 1 where c.user_id = $5::int and c.nonce = $19::int and exists (select 1 from u)
)`
    : '';
  const extra = stake.ctes.map((c) => `,\n${c}`).join('');
  return `
with ${seedLock}l as (
  select a.id, a.user_id, a.role, a.type, a.is_active, a.currency, a.balance, a.allow_negative, a.closed_at
  from ledger_account a where a.id in ($1::int, $2::int)${afterSeed} order by a.id for no key update
),
g as (select $11::boolean or ${noStakeLimitsSql('$5::int')} as free),
w as (select ${stake.guard} as idle),
v as (
  select exists (select 1 from l where l.id = $1::int and l.closed_at is null and l.currency = $15::text
      and l.user_id = $5::int and l.role = 'player' and l.type in (${PLAYABLE_TYPES.join(', ')})
      and ($18::boolean or l.is_active) and (l.allow_negative or l.balance >= $3::bigint))
    and exists (select 1 from l where l.id = $2::int and l.closed_at is null and l.currency = $15::text
      and l.user_id is null and l.role = $16::text)
    and $3::bigint > 0 and $3::bigint <= ${MAX_AMOUNT.toString()}
    and $4::bigint >= 0 and $4::bigint <= ${MAX_AMOUNT.toString()}
    and not exists (select 1 from casino_seamless_rollback m where m.provider = $12::text and m.transaction_id = $13::text)
    and (select idle from w)
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
  returning id
),
tw as (
  insert into ledger_txn (idempotency_key, kind, meta)
  select $8::text, '${KIND.credit}', $10::jsonb where exists (select 1 from ts) and $4::bigint > 0
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
)${seedTake}${extra}
select exists (select 1 from casino_round c where c.id = $13::text::uuid) as taken,
  ${seed ? 'exists (select 1 from s)' : 'true'} as seed_ok, (select idle from w) as idle, (select ok from v) as ok,
  (select free from g) as rg_free,
  exists (select 1 from r) as inserted, exists (select 1 from u) as moved,
  (select balance from u where id = $1::int)::text as balance${
    seed
      ? `,
  (select s0.nonce from s0) as cur_nonce, (select s0.server_seed from s0) as cur_server_seed,
  (select s0.server_seed_hash from s0) as cur_server_seed_hash, (select s0.client_seed from s0) as cur_client_seed`
      : ''
  }`;
}

/** Named statements by text: a connection parses and plans each variant once. */
const names = new Map<string, string>();
const nameOf = (text: string): string => {
  let name = names.get(text);
  if (!name) names.set(text, (name = `casino_fresh_round_v3_${names.size}`));
  return name;
};

interface FreshRow {
  /** The round id was taken before this statement (a retry): checked first, so a retry replays. */
  taken: boolean;
  /** The seed row is still the outcome's (always, inside the caller's transaction). */
  seed_ok: boolean;
  /** The seed row as locked by the instant statement (null inside a transaction, or no seed). */
  cur_nonce?: number | null;
  cur_server_seed?: string | null;
  cur_server_seed_hash?: string | null;
  cur_client_seed?: string | null;
  /** The stake listener has nothing to do that the statement does not (its SQL form's guard). */
  idle: boolean;
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
  | { kind: 'full' }
  /** The instant statement's seed guard failed: nothing written; the seed row as it is now (null: none). */
  | { kind: 'stale'; seed: (SeedGuard & { serverSeed: string }) | null };

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

/** The seed row an instant round's outcome was computed from (its nonce is the round's). */
export interface SeedGuard {
  nonce: number;
  serverSeedHash: string;
  clientSeed: string;
}

interface FreshArgs {
  row: RoundRow;
  userId: number;
  account: PlayAccount;
  rgChecked: boolean;
  /** The player asked for this account; else it must be the player's active one. */
  explicitAccount: boolean;
}

function currentSeed(r: FreshRow): (SeedGuard & { serverSeed: string }) | null {
  const { cur_nonce: nonce, cur_server_seed: serverSeed, cur_server_seed_hash: serverSeedHash } = r;
  const clientSeed = r.cur_client_seed;
  if (nonce == null || serverSeed == null || serverSeedHash == null || clientSeed == null) return null;
  return { nonce, serverSeed, serverSeedHash, clientSeed };
}

async function runFresh(
  db: Db,
  handle: Db | Tx,
  p: FreshArgs & { house: number; role: string },
  variant: { seed: SeedGuard | null; stake: { guard: string; ctes: string[]; params: unknown[] } },
): Promise<Fresh> {
  const { row, userId, account, role } = p;
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
  const text = freshSql(variant.seed !== null, variant.stake);
  const seed = variant.seed ? [variant.seed.nonce, variant.seed.serverSeedHash, variant.seed.clientSeed] : [];
  const [r] = await runNamedStatement<FreshRow>(handle, nameOf(text), text, [
    account.id,
    p.house,
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
    p.explicitAccount,
    ...seed,
    ...variant.stake.params,
  ]);
  if (!r) throw new Error('casino fresh round: no answer');
  if (r.taken) return { kind: 'taken' };
  if (!r.seed_ok) return { kind: 'stale', seed: currentSeed(r) };
  if (!r.rg_free) return { kind: 'rg' };
  if (!r.ok) {
    if (r.idle) houses.get(db)?.delete(`${role}/${account.currency}`);
    return { kind: 'full' };
  }
  if (!r.inserted) return { kind: 'taken' };
  // A fresh round id whose keys were used (never, unless rows were removed by hand): the key's unique
  // index fails the statement; this is the last guard.
  if (!r.moved || r.balance === null) throw new Error(`casino round ${row.id}: its ledger keys are taken`);
  return { kind: 'played', balance: BigInt(r.balance) };
}

/**
 * Posts a fresh studio round (row, stake, win, recent) in one statement inside the caller's
 * transaction (after its seed lock). A `full` answer wrote nothing: the caller plays the round
 * through debitTx/creditTx in the same transaction. The caller tells the stake listener.
 */
export async function postFreshRound(db: Db, tx: Tx, p: Omit<FreshArgs, 'explicitAccount'>): Promise<Fresh> {
  const role = casinoHouseRole(p.userId);
  const house = await houseOf(db, tx, role, p.account.currency);
  // The caller chose the account (repository.ts playAccount) in this transaction.
  const args = { ...p, explicitAccount: true, house, role };
  return runFresh(db, tx, args, { seed: null, stake: { guard: 'true', ctes: [], params: [] } });
}

/**
 * An instant round as ONE statement and no transaction around it (issue 15 bench): the seed row's
 * nonce is taken in it, guarded by the seed the outcome was computed from, and the stake listener's
 * work is done by its SQL form (`stakeForm`; null when no listener is registered). Answers `full`
 * (nothing written) when the seed moved meanwhile, the house shard is not known yet, or any rule of
 * the full path applies: the caller then plays the round in a transaction.
 */
export async function postInstantRound(
  db: Db,
  p: FreshArgs & { seed: SeedGuard; category: string; stakeForm: StakeSqlForm | null },
): Promise<Fresh> {
  const role = casinoHouseRole(p.userId);
  const house = houses.get(db)?.get(`${role}/${p.account.currency}`);
  if (house === undefined) return { kind: 'full' };
  const stake = p.stakeForm
    ? p.stakeForm.plan(
        { roundId: p.row.id, amount: p.row.stake, currency: p.account.currency, category: p.category },
        { user: '$5::int', at: '$17::timestamptz', when: 'exists (select 1 from u)', first: 22 },
      )
    : { guard: 'true', ctes: [], params: [] };
  return runFresh(db, db, { ...p, house, role }, { seed: p.seed, stake });
}

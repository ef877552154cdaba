import type { Db } from '../../db/client';
import { runNamedStatement } from '../ledger';
import { casinoError } from './errors';
import { playChecked, realRow, RoundIdTaken, type Bet, type Played } from './play';
import { PLAYABLE_TYPES, playAccount, type PlayAccount } from './repository';
import { postInstantRound, type SeedGuard } from './seamless-fresh-round';
import { stakeListenerForm } from './seamless-ledger';
import type { Studio } from './studio';

/**
 * An instant studio round as ONE statement, no explicit transaction (issue 15 "Proofs and
 * performance"). The statement takes the seed's nonce, writes the round, its stake and win as
 * balanced ledger transactions, the recent mark and the stake listener's club points, guarded by
 * every rule the full path checks. The outcome is computed here from the seed row as this node
 * last knew it (PlayContextCache; read first when unknown); the statement locks the row and writes
 * only if it is still that row (nonce, server seed hash, client seed), else it answers the row as
 * it is and the round is computed again once. So a nonce is consumed only by its round (none is
 * skipped: the house cannot discard an outcome) and two rounds never share one. Anything else — a
 * player with stake limits, bonus money, an active casino bonus to wager, a new house shard, an
 * account no longer the active one — writes nothing, and the caller plays the round in a
 * transaction (play.ts playReal).
 */

/** The account a stake comes from and the player's current seed (null before the first round). */
export interface PlayContext {
  account: PlayAccount;
  seed: (SeedGuard & { serverSeed: string }) | null;
}

interface ContextRow {
  id: number;
  currency: string;
  server_seed: string | null;
  server_seed_hash: string | null;
  client_seed: string | null;
  nonce: number | null;
}

/** As repository.ts playAccount (main or currency account, active or the one asked for), with the seed. */
const CONTEXT_SQL = `
select a.id, a.currency, s.server_seed, s.server_seed_hash, s.client_seed, s.nonce
from ledger_account a left join casino_seed s on s.user_id = a.user_id
where a.user_id = $1::int and a.role = 'player' and a.closed_at is null and a.type in (${PLAYABLE_TYPES.join(', ')})
  and (case when $2::int is null then a.is_active else a.id = $2::int end)
limit 1`;

export async function playContext(db: Db, userId: number, accountId?: number): Promise<PlayContext | undefined> {
  const [r] = await runNamedStatement<ContextRow>(db, 'casino_play_context_v1', CONTEXT_SQL, [
    userId,
    accountId ?? null,
  ]);
  if (!r) return undefined;
  const seed =
    r.server_seed !== null && r.server_seed_hash !== null && r.client_seed !== null && r.nonce !== null
      ? { serverSeed: r.server_seed, serverSeedHash: r.server_seed_hash, clientSeed: r.client_seed, nonce: r.nonce }
      : null;
  return { account: { id: r.id, currency: r.currency }, seed };
}

type Seed = NonNullable<PlayContext['seed']>;

/**
 * What this node last knew of a player's account and seed (the nonce after its last round here),
 * so that an instant round is ONE round trip. Only a hint: the statement checks the seed row and
 * the account itself, and a stale seed costs one more statement (it answers the row as it is).
 */
export class PlayContextCache {
  private readonly known = new Map<string, PlayContext & { seed: Seed }>();
  constructor(private readonly max = 50_000) {}
  private static key = (userId: number, accountId: number | undefined) => `${userId}/${accountId ?? 'active'}`;
  get(userId: number, accountId: number | undefined) {
    return this.known.get(PlayContextCache.key(userId, accountId));
  }
  set(userId: number, accountId: number | undefined, ctx: PlayContext & { seed: Seed }): void {
    const key = PlayContextCache.key(userId, accountId);
    this.known.delete(key);
    if (this.known.size >= this.max) {
      const oldest = this.known.keys().next().value;
      if (oldest !== undefined) this.known.delete(oldest);
    }
    this.known.set(key, ctx);
  }
  forget(userId: number, accountId: number | undefined): void {
    this.known.delete(PlayContextCache.key(userId, accountId));
  }
}

export type Instant = { kind: 'played'; played: Played } | { kind: 'taken' } | { kind: 'rg' } | { kind: 'full' };

/**
 * Plays a real instant round in one statement when it can (see above): with the cached context,
 * else after reading it; a stale seed is retried once with the row the statement answered. `full`
 * and `rg` wrote nothing (the caller reads the account again and plays the round in a transaction).
 */
export async function playInstant(
  db: Db,
  studio: Studio,
  cache: PlayContextCache,
  p: Bet & { userId: number; accountId: number | undefined; roundId: string; at: Date },
): Promise<Instant> {
  const listener = stakeListenerForm();
  if (!listener.usable || p.game.kind !== 'instant') return { kind: 'full' };
  let ctx = cache.get(p.userId, p.accountId);
  if (!ctx) {
    const read = await playContext(db, p.userId, p.accountId);
    if (!read?.seed) return { kind: 'full' };
    ctx = { account: read.account, seed: read.seed };
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    const row = realRow(studio, { ...p, account: ctx.account }, ctx.seed);
    const fresh = await postInstantRound(db, {
      row,
      userId: p.userId,
      account: ctx.account,
      rgChecked: false,
      explicitAccount: p.accountId !== undefined,
      seed: ctx.seed,
      category: p.game.info.category,
      stakeForm: listener.form,
    });
    if (fresh.kind === 'played') {
      cache.set(p.userId, p.accountId, { account: ctx.account, seed: { ...ctx.seed, nonce: ctx.seed.nonce + 1 } });
      return { kind: 'played', played: { row, balance: fresh.balance, serverSeed: null } };
    }
    if (fresh.kind !== 'stale' || !fresh.seed) {
      cache.forget(p.userId, p.accountId);
      return fresh.kind === 'stale' ? { kind: 'full' } : fresh;
    }
    ctx = { account: ctx.account, seed: fresh.seed };
    cache.set(p.userId, p.accountId, ctx);
  }
  return { kind: 'full' };
}

/**
 * A real round: an instant one in one statement when it can (above), else in a transaction with
 * the account read again (play.ts playChecked). `check(currency)` is the responsible-gaming check.
 */
export async function playRealRound(
  db: Db,
  studio: Studio,
  cache: PlayContextCache,
  p: Bet & {
    userId: number;
    roundId: string;
    at: Date;
    limitsInSql: boolean;
    kind: 'instant' | 'round';
    accountId: number | undefined;
  },
  check: (currency: string) => Promise<void>,
): Promise<Played> {
  let limits = false;
  if (p.kind === 'instant' && p.limitsInSql) {
    const fast = await playInstant(db, studio, cache, p);
    if (fast.kind === 'played') return fast.played;
    if (fast.kind === 'taken') throw new RoundIdTaken();
    limits = fast.kind === 'rg';
  }
  const account = await playAccount(db, p.userId, p.accountId);
  if (!account) throw casinoError(400, 'account_not_found', 'no playable account');
  // A player the statement found with stake limits is checked first.
  const real = { ...p, account, limitsInSql: p.limitsInSql && !limits };
  return playChecked(db, studio, real, () => check(account.currency));
}

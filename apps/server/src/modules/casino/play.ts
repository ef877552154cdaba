import { randomUUID } from 'node:crypto';
import { MULTIPLIER_SCALE, type CasinoGame as StudioGame, type Json, type RoundGame } from '@sb/casino';
import { STUDIO_PROVIDER_ID, type CasinoPlayBody } from '@sb/contracts';
import type { Db } from '../../db/client';
import { LedgerError, type Tx } from '../ledger';
import { STUDIO_MAX_BET, STUDIO_MIN_BET } from './catalogue';
import { casinoError } from './errors';
import { newClientSeed, takeSeedNonce } from './fairness';
import { insertRound, lockRound, touchRecent, updateRound, type PlayAccount, type RoundRow } from './repository';
import type { Studio } from './studio';
import { creditTx, debitTx, notifyStake, type DebitOptions, type Moved } from './seamless-ledger';
import { postFreshRound } from './seamless-fresh-round';
import { keysOf, SeamlessRefusal, studioStakeId } from './seamless-ledger-records';

/**
 * The studio's rounds (issue 15). A real round's stake and payout go through the casino's one
 * money path (seamless-ledger.ts) as provider STUDIO_PROVIDER_ID, in one database transaction with
 * the round row and the nonce it used; the transaction ids are the round id (a later stake of the
 * round: `{roundId}:{step}`), the ledger keys stay `casino:stake:{roundId}[:{step}]` and
 * `casino:win:{roundId}`. A retry of the same round id plays nothing twice; a refused stake
 * (balance, limits) writes nothing. Demo rounds (play money) never touch the ledger.
 */
export { HOUSE_CASINO } from './seamless-ledger-records';
export { setCasinoStakeListener, type CasinoStakeListener } from './seamless-ledger';
export { notifyStake };
export const DEMO_CURRENCY = 'FUN';

export const stakeKey = (roundId: string, step = 0) => keysOf(STUDIO_PROVIDER_ID).debit(studioStakeId(roundId, step));
export const winKey = (roundId: string) => keysOf(STUDIO_PROVIDER_ID).credit(roundId);

/** payout = ⌊stake × multiplier / MULTIPLIER_SCALE⌋ (the house keeps the fraction of a minor unit). */
export const payoutOf = (stake: bigint, multiplier: number): bigint =>
  (stake * BigInt(multiplier)) / BigInt(MULTIPLIER_SCALE);

export interface Bet {
  game: StudioGame;
  params: Json;
  stake: bigint;
}

/** The game, its parsed parameters and the stake, or a 400/404 with a code. */
export function betOf(studio: Studio, body: CasinoPlayBody, kind: StudioGame['kind']): Bet {
  const game = studio.gameById(body.gameId);
  if (!game) throw casinoError(404, 'game_not_found', `no game ${body.gameId}`);
  if (game.kind !== kind) throw casinoError(400, kind === 'instant' ? 'not_instant_game' : 'not_round_game');
  const parsed = game.parse(body.params ?? {});
  if (!parsed.ok) throw casinoError(400, parsed.code, `bad parameters: ${parsed.code}`);
  const stake = BigInt(body.stake);
  if (stake < STUDIO_MIN_BET || stake > STUDIO_MAX_BET)
    throw casinoError(400, 'stake_out_of_range', `stake between ${STUDIO_MIN_BET} and ${STUDIO_MAX_BET}`, {
      minBetMinor: STUDIO_MIN_BET.toString(),
      maxBetMinor: STUDIO_MAX_BET.toString(),
    });
  return { game, params: parsed.value, stake };
}

/** A refusal of the money path as the player's answer (the caller's transaction rolls back). */
function moneyRefusal(err: unknown): never {
  if (err instanceof SeamlessRefusal && err.code === 'INSUFFICIENT_FUNDS')
    throw casinoError(400, 'insufficient_funds', 'the balance does not cover the stake');
  if (err instanceof SeamlessRefusal) throw casinoError(409, 'money_refused', err.code);
  if (err instanceof LedgerError) throw casinoError(400, 'account_not_found', err.code);
  throw err;
}

/** A studio move of `userId` (null only when the caller has no player: never for a real round). */
const studioMove = (
  account: PlayAccount,
  userId: number | null,
  roundId: string,
  transactionId: string,
  amount: bigint,
) => ({
  userId,
  account,
  transactionId,
  roundId,
  amount,
  currency: account.currency,
});

/**
 * Debits a stake of the round at `step` (its transaction id `studioStakeId`). `bonusMoney`
 * (default: yes) is issue 16's money order: real money first, then the player's casino bonus
 * money for the part the real balance is short of, in the same ledger transfer. `notify: false`
 * leaves telling the stake listener to the caller.
 */
export async function debit(
  tx: Tx,
  account: PlayAccount,
  roundId: string,
  amount: bigint,
  step: number,
  opts: Pick<DebitOptions, 'bonusMoney' | 'notify'> & { userId: number | null },
): Promise<Moved> {
  const m = studioMove(account, opts.userId, roundId, studioStakeId(roundId, step), amount);
  return debitTx(tx, STUDIO_PROVIDER_ID, m, opts).catch(moneyRefusal);
}

/**
 * Credits a round's payout (transaction id: the round id), once. With the round's steps, a round
 * staked partly with bonus money wins back in proportion (issue 16 money order).
 */
export async function credit(
  tx: Tx,
  account: PlayAccount,
  roundId: string,
  amount: bigint,
  opts: { userId: number | null; steps?: number },
): Promise<Moved> {
  const m = studioMove(account, opts.userId, roundId, roundId, amount);
  const stakeTransactionIds = Array.from({ length: (opts.steps ?? 0) + 1 }, (_, i) => studioStakeId(roundId, i));
  return creditTx(tx, STUDIO_PROVIDER_ID, m, { stakeTransactionIds }).catch(moneyRefusal);
}

export interface Played {
  row: RoundRow;
  balance: bigint | null;
  /** Demo rounds: their one-off seed. */
  serverSeed: string | null;
}

/** Thrown inside the transaction when the round id was taken meanwhile: the caller replays it. */
export class RoundIdTaken extends Error {}

/** Nothing was written: the player has stake limits, ask `checkStake` and play again with `rgChecked`. */
export class StakeNeedsRgCheck extends Error {}

/** A real round's row, its outcome drawn from the seed at `seed.nonce` (the round's nonce). */
export function realRow(
  studio: Studio,
  p: Bet & { userId: number; account: PlayAccount; roundId: string; at: Date },
  seed: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number },
): RoundRow {
  const owner = { id: p.roundId, userId: p.userId, mode: 'real' as const, accountId: p.account.id };
  return roundRow(studio, p, { ...owner, currency: p.account.currency, serverSeed: null }, seed);
}

/** A round's row with its outcome drawn from the seed at `seed.nonce`; `who.serverSeed` is stored (demo) or null (real). */
function roundRow(
  studio: Studio,
  p: Bet & { at: Date },
  who: Pick<RoundRow, 'id' | 'userId' | 'mode' | 'accountId' | 'currency' | 'serverSeed'>,
  seed: { serverSeed: string; serverSeedHash: string; clientSeed: string; nonce: number },
): RoundRow {
  const opened = openRound(p.game, p.params, studio.floatStream(seed.serverSeed, seed.clientSeed, seed.nonce));
  return {
    ...who,
    gameId: p.game.info.id,
    status: opened.multiplier === null ? 'open' : 'settled',
    stake: p.stake,
    totalStake: p.stake,
    multiplier: opened.multiplier,
    payout: opened.multiplier === null ? 0n : payoutOf(p.stake, opened.multiplier),
    params: p.params,
    state: opened.state,
    actions: 0,
    serverSeedHash: seed.serverSeedHash,
    clientSeed: seed.clientSeed,
    nonce: seed.nonce,
    createdAt: p.at,
    settledAt: opened.multiplier === null ? null : p.at,
  };
}

/**
 * Plays a new real round (instant: settled at once; round game: opened, or settled at once when
 * its start already decides it, e.g. a natural blackjack). The seed and nonce are taken in one
 * statement; then the money core's fast path (seamless-fresh-round.ts) writes the round, its stake,
 * its win and the recent mark in one more. A round it does not cover (real balance short: the issue
 * 16 money order; a rollback mark) goes the full way through debitTx/creditTx in the same
 * transaction. Without `rgChecked`, a player with stake limits gets StakeNeedsRgCheck (nothing
 * written); with it, the caller's `checkStake` allowed the stake.
 */
export async function playReal(
  db: Db,
  studio: Studio,
  p: Bet & { userId: number; account: PlayAccount; roundId: string; at: Date; rgChecked: boolean },
): Promise<Played> {
  return db.transaction(async (tx) => {
    const { seed, nonce } = await takeSeedNonce(tx, studio, p.userId);
    const row = realRow(studio, p, { ...seed, nonce });
    const payout = row.payout;
    const fresh = await postFreshRound(db, tx, { row, userId: p.userId, account: p.account, rgChecked: p.rgChecked });
    if (fresh.kind === 'rg') throw new StakeNeedsRgCheck();
    if (fresh.kind === 'taken') throw new RoundIdTaken();
    let balance: bigint;
    if (fresh.kind === 'played') balance = fresh.balance;
    else {
      if (!(await insertRound(tx, row))) throw new RoundIdTaken();
      ({ balance } = await debit(tx, p.account, p.roundId, p.stake, 0, { userId: p.userId, notify: false }));
      if (payout > 0n) ({ balance } = await credit(tx, p.account, p.roundId, payout, { userId: p.userId }));
      await touchRecent(tx, p.userId, p.game.info.id, p.at);
    }
    // Wagering after the win (issue 16): a stake that completes a bonus converts its win with it (capped).
    await notifyStake(tx, p.roundId, p.stake);
    return { row, balance, serverSeed: null };
  });
}

/**
 * A real round behind the responsible-gaming check (wagering and loss limits, time-out,
 * self-exclusion): `check` before the round, or — `limitsInSql`, the real RgService — only when
 * the round's statement found the player has a limit a stake could run into (as bet placement).
 */
export async function playChecked(
  db: Db,
  studio: Studio,
  p: Bet & { userId: number; account: PlayAccount; roundId: string; at: Date; limitsInSql: boolean },
  check: () => Promise<void>,
): Promise<Played> {
  if (!p.limitsInSql) await check();
  try {
    return await playReal(db, studio, { ...p, rgChecked: !p.limitsInSql });
  } catch (err) {
    if (!(err instanceof StakeNeedsRgCheck)) throw err;
    await check();
    return playReal(db, studio, { ...p, rgChecked: true });
  }
}

export function openRound(game: StudioGame, params: Json, floats: ReturnType<Studio['floatStream']>) {
  if (game.kind === 'instant') {
    const { multiplier, result } = game.play(params, floats);
    return { multiplier, state: result };
  }
  const state = game.start(params, floats);
  return { multiplier: game.outcome(state), state };
}

/** A demo round: one-off seeds, play money; a round game's state is kept (no player) to act on. */
export async function playDemo(db: Db, studio: Studio, p: Bet & { at: Date }): Promise<Played> {
  const serverSeed = studio.newServerSeed();
  const seed = { serverSeed, serverSeedHash: studio.hashSeed(serverSeed), clientSeed: newClientSeed(), nonce: 0 };
  const who = { id: randomUUID(), userId: null, mode: 'demo' as const, accountId: null, currency: DEMO_CURRENCY };
  const row = roundRow(studio, p, { ...who, serverSeed }, seed);
  // Only an open round game is stored (the next action needs its state); instant demo rounds are not.
  if (row.status === 'open') await db.transaction((tx) => insertRound(tx, row));
  return { row, balance: null, serverSeed: row.status === 'settled' ? serverSeed : null };
}

/** What an action costs before it is applied (blackjack double and split), in minor units. */
export function extraStakeOf(game: RoundGame, row: RoundRow, action: Json): bigint {
  return BigInt(game.extraStake(row.state as Json, action)) * row.stake;
}

/**
 * A player's decision in an open round: the round is locked, the extra stake debited first, the
 * action applied; when the round is over its payout is credited once (keyed by the round id).
 */
export async function actOnRound(
  db: Db,
  studio: Studio,
  p: { roundId: string; userId: number | null; action: unknown; at: Date },
): Promise<Played> {
  return db.transaction(async (tx) => {
    const row = await lockRound(tx, p.roundId);
    if (!row || row.userId !== p.userId) throw casinoError(404, 'round_not_found');
    if (row.status !== 'open') throw casinoError(409, 'round_settled', 'the round is over');
    const game = studio.gameById(row.gameId);
    if (!game || game.kind !== 'round') throw casinoError(404, 'game_not_found');
    const parsed = game.parseAction(p.action);
    if (!parsed.ok) throw casinoError(400, parsed.code, `bad action: ${parsed.code}`);
    const extra = extraStakeOf(game, row, parsed.value);
    const next = game.act(row.state as Json, parsed.value);
    if (!next.ok) throw casinoError(400, next.code, `action refused: ${next.code}`);
    const account = row.accountId === null ? null : { id: row.accountId, currency: row.currency };
    const step = row.actions + 1;
    let balance: bigint | null = null;
    if (extra > 0n && account) ({ balance } = await debit(tx, account, row.id, extra, step, { userId: row.userId }));
    const multiplier = game.outcome(next.value);
    const payout = multiplier === null ? 0n : payoutOf(row.stake, multiplier);
    const settled = multiplier !== null;
    if (settled && payout > 0n && account)
      ({ balance } = await credit(tx, account, row.id, payout, { userId: row.userId, steps: step }));
    const change = {
      state: next.value,
      actions: step,
      totalStake: row.totalStake + extra,
      ...(settled ? { status: 'settled', multiplier, payout, settledAt: p.at } : {}),
    };
    await updateRound(tx, row.id, change);
    const updated: RoundRow = { ...row, ...change };
    const revealDemo = row.mode === 'demo' && settled;
    return { row: updated, balance, serverSeed: revealDemo ? row.serverSeed : null };
  });
}

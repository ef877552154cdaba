import { createHmac, randomUUID } from 'node:crypto';
import type {
  BingoState,
  CasinoGamesQuery,
  CasinoPlayAnswer,
  CasinoPlayBody,
  CasinoVerifyAnswer,
  CrashState,
  LiveRouletteState,
} from '@sb/contracts';
import type { Json } from '@sb/casino';
import type { EventBus } from '../../bus/bus';
import type { Db } from '../../db/client';
import type { ConfigService } from '../config';
import type { RgService } from '../responsible';
import { BINGO_ID, BingoSchedule, buyTicket, cardCountOf, settleDraws } from './bingo';
import { BINGO90_ID, BINGO90_ROOM, buyBingo90Ticket, settleBingo90Draws } from './bingo90-room';
import * as catalogue from './catalogue';
import { STUDIO_MAX_BET, STUDIO_MIN_BET } from './catalogue';
import { cashOutCrash, openAutoCashouts, parseCrashParams, placeCrashBet, settleCrashed } from './crash-play';
import { CRASH_GAME_ID, CrashSchedule } from './crash-schedule';
import { casinoError } from './errors';
import { playFreeSpin } from './free-spin-play';
import * as fairness from './fairness';
import { LIVE_ROULETTE_ID, LiveRouletteSchedule, placeSpinBet, settleSpins } from './live-roulette';
import { PlayContextCache, playRealRound } from './instant-round';
import { actOnRound, betOf, playDemo, RoundIdTaken, type Played } from './play';
import { presentRound } from './present';
import { openRound, playAccount, playerRounds, roundById, type PlayAccount, type RoundRow } from './repository';
import {
  CASINO_CASHOUTS_CHANNEL,
  maskPlayer,
  type AutoCashout,
  type CashoutNote,
  type SharedStates,
} from './shared-rounds-feed';
import { publishRoundBalance } from './round-balance';
import { bingoStateOf, crashStateOf, liveRouletteStateOf } from './shared-views';
import type { Studio } from './studio';
import { verifyRound } from './verify';

/** A derived secret (one secret per shared game from the app's crash secret). */
const hmac = (key: string, message: string) => createHmac('sha256', key).update(message).digest('hex');

/** How many rounds the history answers by default. */
const HISTORY_LIMIT = 30;

export interface CasinoDeps {
  db: Db;
  studio: Studio;
  /** Responsible gaming, as bet placement asks it (`stakeLimitsInSql`: no call for a player without limits). */
  rg: Pick<RgService, 'checkStake'> & Partial<Pick<RgService, 'stakeLimitsInSql'>>;
  config: Pick<ConfigService, 'groups'>;
  bus: Pick<EventBus, 'publish'>;
  now: () => number;
  /** Crash rounds come from this secret's daily hash chains (the app derives it from the outcome secret, issue 25 §2). */
  crashSecret: string;
}

/** The casino (issue 15): catalogue, favourites, fairness and play; the SQL is the module's files. */
export class CasinoService {
  readonly crash: CrashSchedule;
  readonly liveRoulette: LiveRouletteSchedule;
  readonly bingo: BingoSchedule;
  readonly bingo90: BingoSchedule;
  /** This node's hint of each player's account and seed: an instant round in one statement. */
  private readonly contexts = new PlayContextCache();

  constructor(private readonly deps: CasinoDeps) {
    this.crash = new CrashSchedule(deps.crashSecret);
    this.liveRoulette = new LiveRouletteSchedule(hmac(deps.crashSecret, 'live-roulette'), deps.studio);
    this.bingo = new BingoSchedule(hmac(deps.crashSecret, 'bingo'), deps.studio);
    this.bingo90 = new BingoSchedule(hmac(deps.crashSecret, 'bingo90'), deps.studio, BINGO90_ROOM);
  }

  private get db() {
    return this.deps.db;
  }

  /** Boot: the studio's games into the catalogue. */
  seed(): Promise<void> {
    return catalogue.seedCatalogue(this.db, this.deps.studio);
  }

  // ── catalogue ───────────────────────────────────────────────────────────────────────────
  games(q: CasinoGamesQuery) {
    return catalogue.listGames(this.db, q);
  }

  async game(id: string) {
    const game = await catalogue.gameRow(this.db, id);
    if (!game) throw casinoError(404, 'game_not_found', `no game ${id}`);
    return game;
  }

  paytable(id: string) {
    return this.deps.studio.paytable(id) ?? null;
  }

  providers() {
    return catalogue.listProviders(this.db);
  }

  favorites(userId: number) {
    return catalogue.favoriteGames(this.db, userId);
  }

  async addFavorite(userId: number, gameId: string) {
    await this.game(gameId);
    await catalogue.addFavorite(this.db, userId, gameId);
  }

  removeFavorite(userId: number, gameId: string) {
    return catalogue.removeFavorite(this.db, userId, gameId);
  }

  recent(userId: number) {
    return catalogue.recentGames(this.db, userId);
  }

  // ── fairness ────────────────────────────────────────────────────────────────────────────
  fairness(userId: number) {
    return fairness.fairnessOf(this.db, this.deps.studio, userId);
  }

  rotateSeed(userId: number) {
    return fairness.rotateSeed(this.db, this.deps.studio, userId);
  }

  setClientSeed(userId: number, clientSeed: string) {
    return fairness.setClientSeed(this.db, this.deps.studio, userId, clientSeed);
  }

  /**
   * Recomputes a past round from its seeds once its server seed is revealed (rotation, a demo
   * round's own, a shared round's chain link). Public: anyone with the round id may check it.
   */
  verify(roundId: string): Promise<CasinoVerifyAnswer> {
    return verifyRound(
      {
        db: this.db,
        studio: this.deps.studio,
        liveRoulette: this.liveRoulette,
        bingo: this.bingo,
        bingo90: this.bingo90,
      },
      roundId,
    );
  }

  // ── play ────────────────────────────────────────────────────────────────────────────────
  /** An instant game's bet (kind 'instant') or a round game's opening (kind 'round'). */
  async play(userId: number | null, body: CasinoPlayBody, kind: 'instant' | 'round'): Promise<CasinoPlayAnswer> {
    if (body.gameId === CRASH_GAME_ID) return this.crashBet(userId, body);
    if (body.gameId === LIVE_ROULETTE_ID) return this.spinBet(userId, body);
    if (body.gameId === BINGO_ID || body.gameId === BINGO90_ID) return this.bingoBet(userId, body);
    const bet = betOf(this.deps.studio, body, kind);
    const at = new Date(this.deps.now());
    if (body.mode === 'demo') return this.answer(await playDemo(this.db, this.deps.studio, { ...bet, at }), false);
    if (userId === null) throw casinoError(401, 'unauthorized', 'log in to play for real money');
    const roundId = body.roundId ?? randomUUID();
    const limitsInSql = this.deps.rg.stakeLimitsInSql === true;
    // An instant round's retry is found by its statement (RoundIdTaken below) when limits are checked there too.
    const replay = kind === 'round' || !limitsInSql ? await this.replay(userId, roundId) : null;
    if (replay) return replay;
    // A round game left open (a closed tab, a restart) is resumed, never doubled: the page asks for it.
    if (kind === 'round') {
      const open = await openRound(this.db, userId, body.gameId);
      if (open) throw casinoError(409, 'round_open', 'finish the open round first', { roundId: open.id });
    }
    const real = { ...bet, userId, roundId, at, limitsInSql };
    try {
      const check = (currency: string) => this.checkStake(userId, currency, bet.stake);
      const played = await playRealRound(
        this.db,
        this.deps.studio,
        this.contexts,
        { ...real, kind, accountId: body.accountId },
        check,
      );
      await this.publishBalance(userId, played);
      return this.answer(played, false);
    } catch (err) {
      if (!(err instanceof RoundIdTaken)) throw err;
      const again = await this.replay(userId, roundId);
      if (!again) throw casinoError(409, 'round_id_taken');
      return again;
    }
  }

  /** Issue 16: one of the player's free spins on its slot (costs nothing; free-spin-play.ts). */
  async freeSpin(userId: number, freeSpinsId: number, body: { params?: unknown; roundId?: string | undefined }) {
    const roundId = body.roundId ?? randomUUID();
    const replay = await this.replay(userId, roundId);
    if (replay) return replay;
    const at = new Date(this.deps.now());
    try {
      const played = await playFreeSpin(this.db, this.deps.studio, {
        userId,
        freeSpinsId,
        params: body.params,
        roundId,
        at,
      });
      return this.answer(played, false);
    } catch (err) {
      if (!(err instanceof RoundIdTaken)) throw err;
      const again = await this.replay(userId, roundId);
      if (!again) throw casinoError(409, 'round_id_taken');
      return again;
    }
  }

  async act(userId: number | null, roundId: string, action: unknown): Promise<CasinoPlayAnswer> {
    const row = await roundById(this.db, roundId);
    // A demo round belongs to no one: whoever holds its id plays it (logged in or not).
    const owner = row?.mode === 'demo' ? null : userId;
    if (!row || row.userId !== owner) throw casinoError(404, 'round_not_found');
    if (row.gameId === CRASH_GAME_ID && owner !== null) {
      const cashed = await cashOutCrash(this.db, this.crash, { roundId, userId: owner, now: this.deps.now() });
      await this.publishBalance(owner, cashed);
      // Everyone sees who cashed out: the leader's feed publishes it on `casino:crash`.
      const round = (cashed.row.state as { round?: unknown }).round;
      if (typeof round === 'string' && cashed.row.multiplier)
        await this.deps.bus.publish(CASINO_CASHOUTS_CHANNEL, {
          betId: roundId,
          round,
          player: maskPlayer(owner),
          multiplier: cashed.row.multiplier,
          auto: false,
        } satisfies CashoutNote);
      return this.answer(cashed, false);
    }
    const game = this.deps.studio.gameById(row.gameId);
    if (owner !== null && game?.kind === 'round' && row.status === 'open') {
      const parsed = game.parseAction(action);
      const extra = parsed.ok ? BigInt(game.extraStake(row.state as Json, parsed.value)) * row.stake : 0n;
      if (extra > 0n) await this.checkStake(owner, row.currency, extra);
    }
    const at = new Date(this.deps.now());
    const played = await actOnRound(this.db, this.deps.studio, { roundId, userId: owner, action, at });
    if (owner !== null) await this.publishBalance(owner, played);
    return this.answer(played, false);
  }

  // ── crash (shared rounds) ───────────────────────────────────────────────────────────────
  /** What every shared-round bet checks first: real money, stake range, replay, one open bet, account, limits. */
  private async sharedBet(
    userId: number | null,
    body: CasinoPlayBody,
    gameId: string,
    place: (p: {
      userId: number;
      account: PlayAccount;
      roundId: string;
      stake: bigint;
      now: number;
    }) => Promise<Played>,
    /** Bingo: the cards bought, each a stake (the limits see them all). */
    count = 1n,
  ): Promise<CasinoPlayAnswer> {
    if (body.mode !== 'real' || userId === null)
      throw casinoError(401, 'unauthorized', 'shared rounds are played for real money');
    const stake = BigInt(body.stake);
    if (stake < STUDIO_MIN_BET || stake > STUDIO_MAX_BET) throw casinoError(400, 'stake_out_of_range');
    const roundId = body.roundId ?? randomUUID();
    const replay = await this.replay(userId, roundId);
    if (replay) return replay;
    const open = await openRound(this.db, userId, gameId);
    if (open) throw casinoError(409, 'round_open', 'one bet per round', { roundId: open.id });
    const account = await playAccount(this.db, userId, body.accountId);
    if (!account) throw casinoError(400, 'account_not_found', 'no playable account');
    await this.checkStake(userId, account.currency, stake * count);
    const placed = await place({ userId, account, roundId, stake, now: this.deps.now() });
    await this.publishBalance(userId, placed);
    return this.answer(placed, false);
  }

  /** A crash bet for the round in its betting window (real money only: the round is everyone's). */
  private crashBet(userId: number | null, body: CasinoPlayBody): Promise<CasinoPlayAnswer> {
    const params = parseCrashParams(body.params);
    return this.sharedBet(userId, body, CRASH_GAME_ID, (p) => placeCrashBet(this.db, this.crash, { ...p, params }));
  }

  /** A live-roulette bet (the studio roulette's bets) for the spin in its betting window. */
  private spinBet(userId: number | null, body: CasinoPlayBody): Promise<CasinoPlayAnswer> {
    const bets = (body.params ?? null) as Json;
    return this.sharedBet(userId, body, LIVE_ROULETTE_ID, (p) =>
      placeSpinBet(this.db, this.liveRoulette, { ...p, bets }),
    );
  }

  /** A bingo ticket (75 or 90) of params.cards cards (1–6), each a stake, for the room's open draw. */
  private bingoBet(userId: number | null, body: CasinoPlayBody): Promise<CasinoPlayAnswer> {
    const cards = cardCountOf(body.params);
    if (cards === null) throw casinoError(400, 'invalid_params', 'cards: a whole number from 1 to 6');
    if (body.gameId === BINGO90_ID)
      return this.sharedBet(
        userId,
        body,
        BINGO90_ID,
        (p) => buyBingo90Ticket(this.db, this.bingo90, this.deps.studio, { ...p, cards }),
        BigInt(cards),
      );
    return this.sharedBet(
      userId,
      body,
      BINGO_ID,
      (p) => buyTicket(this.db, this.bingo, { ...p, cards }),
      BigInt(cards),
    );
  }

  /** The leader job's work: bets of crashed rounds and of due spins. */
  async settleSharedRounds(now: number): Promise<number> {
    const n = await this.settleSharedRoundsByTopic(now);
    return n['casino:crash'] + n['casino:roulette'] + n['casino:bingo75'] + n['casino:bingo90'];
  }

  /** The same, counted per `/ws` topic (the feed tells each topic's pages to refresh balances). */
  async settleSharedRoundsByTopic(now: number) {
    return {
      'casino:crash': await settleCrashed(this.db, this.crash, now),
      'casino:roulette': await settleSpins(this.db, this.liveRoulette, now),
      'casino:bingo75': await settleDraws(this.db, this.bingo, now),
      'casino:bingo90': await settleBingo90Draws(this.db, this.bingo90, now),
    } as const;
  }

  /** The shared rounds at any moment (the feed and the `/ws` snapshots). */
  sharedStates(): SharedStates {
    return {
      crash: (now) => crashStateOf(this.crash, now),
      roulette: (now) => liveRouletteStateOf(this.liveRoulette, now),
      bingo75: (now) => bingoStateOf(this.bingo, now),
      bingo90: (now) => bingoStateOf(this.bingo90, now),
    };
  }

  /** The open auto cash-outs of a crash round, with their players' public names. */
  async autoCashouts(round: string): Promise<AutoCashout[]> {
    const rows = await openAutoCashouts(this.db, round);
    return rows.map((r) => ({ betId: r.betId, player: maskPlayer(r.userId ?? 0), multiplier: r.multiplier }));
  }

  /** The shared rounds now (their results and seeds once drawn). */
  bingoState(): BingoState {
    return bingoStateOf(this.bingo, this.deps.now());
  }

  bingo90State(): BingoState {
    return bingoStateOf(this.bingo90, this.deps.now());
  }

  liveRouletteState(): LiveRouletteState {
    return liveRouletteStateOf(this.liveRoulette, this.deps.now());
  }

  crashState(): CrashState {
    return crashStateOf(this.crash, this.deps.now());
  }

  async history(userId: number, gameId: string | undefined, limit = HISTORY_LIMIT) {
    const rows = await playerRounds(this.db, userId, gameId, limit);
    return rows.map((r) => presentRound(this.deps.studio, r));
  }

  /** A round id played before by this player answers as it was; someone else's is refused. */
  private async replay(userId: number, roundId: string): Promise<CasinoPlayAnswer | null> {
    const row = await roundById(this.db, roundId);
    if (!row) return null;
    if (row.userId !== userId) throw casinoError(409, 'round_id_taken');
    return this.answer({ row, balance: null, serverSeed: null }, true);
  }

  /** Wagering and loss limits, time-out and self-exclusion (modules/responsible): a refusal is a 403. */
  private async checkStake(userId: number, currency: string, amount: bigint): Promise<void> {
    const rg = await this.deps.rg.checkStake(userId, currency, amount);
    if (!rg.ok) throw casinoError(403, 'limit_refused', rg.code, { reason: rg.code, reasonTitle: rg.title });
  }

  private answer(played: Played, replay: boolean): CasinoPlayAnswer {
    const demo = played.row.mode === 'demo';
    return {
      round: presentRound(this.deps.studio, played.row),
      balanceMinor: played.balance?.toString() ?? null,
      playMoney: demo,
      serverSeed: played.serverSeed,
      replay,
    };
  }

  private publishBalance(userId: number, played: Played): Promise<void> {
    return publishRoundBalance(this.deps, userId, played);
  }
}

export type { RoundRow };

import { createHash } from 'node:crypto';
import {
  ACCOUNT_TYPE,
  type BetLimits,
  type CashoutOffer,
  type cashoutRequestSchema,
  type couponHistoryQuerySchema,
  type CouponView,
  exponentOf,
  type GameResult,
  type LiveState,
} from '@sb/contracts';
import type { z } from 'zod';
import { formatMinor, move } from '@sb/ledger';
import type { Db } from '../../db/client';
import type { LinePort } from '../line';
import { houseAccount, refusalOf, type Tx } from '../ledger';
import { BALANCE_CHANNEL, type BalanceEvent } from '../wallet';
import { cashoutOffer } from './cashout';
import { SILENT_LOGGER } from '../../log';
import { betError, isBetError } from './errors';
import { betLimits } from './limits';
import { runPlaceStatement, storedCoupon, type PlaceParams } from './place-statement';
import { planPlacement, type PlaceInput, type PlannedLeg } from './placement';
import { boostForPlacement } from './promo-boost';
import type { BettingDeps } from './deps';
import { acceptLive, realSleep, scoreOf } from './live-acceptance';
import { InPlaySettler } from './inplay-settlement';
import { presentCoupon } from './present';
import { cashoutCoupon, countBookingLoad, createBooking } from './commands';
import { couponHistoryView, bookingView, ownCoupon } from './queries';
import { accountFacts, couponByKey, gamesWithOpenLegs, loadCoupons } from './repository';
import { settleGame, type BalanceChange, type SettleReport } from './settlement';

export type { PlaceInput, BettingDeps };
export type HistoryQuery = z.output<typeof couponHistoryQuerySchema>;
export type CashoutInput = z.output<typeof cashoutRequestSchema>;

/**
 * Stakes are credited to one of several house accounts per currency: every placement locks the
 * house side of its transfer, and one hot row would serialise all placements of a currency. With
 * 16 shards, 8 concurrent placements often met on one (a wait of a whole commit); 64 make it rare.
 */
export const HOUSE_BET_SHARDS = 64;
/** Accounts whose fixed facts a node keeps (cleared when full). */
const ACCOUNT_CACHE_SIZE = 100_000;

/** What placement needs of an account and may keep: none of it ever changes. */
interface AccountFacts {
  userId: number | null;
  role: string;
  currency: string;
  type: number;
}

const requestHash = (input: PlaceInput): string => {
  const { idempotencyKey: _key, ...rest } = input;
  return createHash('sha256').update(JSON.stringify(rest)).digest('base64url');
};

/** Placement, bet history, cash out, booking codes and the settlement job (docs/betting.md). */
export class BettingService {
  private readonly db: Db;
  private readonly now: () => number;
  private readonly houses = new Map<string, number>();
  private readonly accounts = new Map<number, AccountFacts>();
  private queue: Promise<unknown> = Promise.resolve();
  private stops: (() => void)[] = [];
  /** Issue 14: settles outcomes decided in play (inplay-settlement.ts); null without a live source. */
  readonly inPlay: InPlaySettler | null;

  constructor(private readonly deps: BettingDeps) {
    this.db = deps.db;
    this.now = deps.now ?? Date.now;
    const run = <T>(job: () => Promise<T>) => this.serially(job);
    const publish = (c: BalanceChange[]) => this.publish(c);
    this.inPlay = deps.live ? new InPlaySettler({ ...deps, live: deps.live, now: this.now, run, publish }) : null;
  }

  get line(): LinePort | undefined {
    return this.deps.line;
  }

  /** Subscribes settlement to the line's results; on becoming leader, settles what was missed. */
  start(): void {
    const { line, leadership } = this.deps;
    if (!line) return;
    this.stops.push(
      line.onResult(async (r) => {
        await this.enqueue(r);
      }),
    );
    if (leadership) {
      this.stops.push(leadership.onChange((leader) => leader && void this.sweep()));
      if (leadership.isLeader()) void this.sweep();
    } else void this.sweep();
    if (this.inPlay) this.stops.push(this.inPlay.start(this.deps.inPlayEveryMs ?? 3_000));
  }

  async stop(): Promise<void> {
    for (const s of this.stops.splice(0)) s();
    await this.queue.catch(() => undefined);
  }

  /** Results settle one at a time on this node (the leader). */
  enqueue(result: GameResult): Promise<SettleReport | null> {
    return this.serially(() => this.settle(result));
  }

  /** Settlement jobs (results and in-play) run one at a time on this node. */
  private serially<T>(job: () => Promise<T>): Promise<T> {
    const run = this.queue.then(job);
    this.queue = run.catch((err: unknown) => (this.deps.log ?? SILENT_LOGGER).error({ err }, 'settlement failed'));
    return run;
  }

  /** Settles a game's result now (tests and the bench call it directly). */
  async settle(result: GameResult): Promise<SettleReport | null> {
    if (this.deps.leadership && !this.deps.leadership.isLeader()) return null;
    return settleGame(
      this.db,
      result,
      this.deps.settleLeg,
      new Date(this.now()),
      (c) => this.publish(c),
      this.deps.onStakesSettled,
    );
  }

  /** Open legs whose game already has a stored result (missed while no node led). */
  async sweep(): Promise<void> {
    const line = this.deps.line;
    if (!line) return;
    try {
      for (const gameId of await gamesWithOpenLegs(this.db, 1000)) {
        const r = await line.result(gameId);
        if (r) await this.enqueue(r);
      }
    } catch (err) {
      (this.deps.log ?? SILENT_LOGGER).error({ err }, 'settlement sweep failed');
    }
  }

  // ── placement ───────────────────────────────────────────────────────────────────────────
  /**
   * Validation in memory, the responsible-gaming check, then one statement that stores the coupon
   * and debits the stake (`place-statement.ts`). There is no idempotency pre-check: the unique key
   * decides, and only a conflict or a refusal looks the key up (a retried coupon answers as placed
   * even if the odds or the balance have moved since).
   */
  async place(userId: number, input: PlaceInput): Promise<{ coupon: CouponView; replay: boolean }> {
    const hash = requestHash(input);
    try {
      return await this.placeNew(userId, input, hash);
    } catch (err) {
      if (isBetError(err) && err.code !== 'idempotency_conflict') {
        const replay = await this.replay(userId, input.idempotencyKey, hash);
        if (replay) return { coupon: replay, replay: true };
      }
      throw err;
    }
  }

  private async placeNew(
    userId: number,
    input: PlaceInput,
    hash: string,
  ): Promise<{ coupon: CouponView; replay: boolean }> {
    const account = await this.account(userId, input.accountId);
    if (
      account.type === ACCOUNT_TYPE.bonus &&
      this.deps.sportBonusAllowed &&
      !(await this.deps.sportBonusAllowed(input.accountId))
    )
      throw betError(400, 'bonus_product_mismatch', `account ${input.accountId}`);
    const groups = await this.deps.config.groups();
    const line = this.deps.line ?? { outcome: () => null, result: async () => null, onResult: () => () => undefined };
    const planNow = () =>
      planPlacement(input, {
        line,
        groups,
        currency: account.currency,
        accountType: account.type,
        now: this.now(),
        liveState: (gameId) => this.liveState(gameId),
      });
    // Issue 14: live legs wait the acceptance delay in this call (no transaction is open) and are checked again.
    const plan = await acceptLive({
      input,
      first: planNow(),
      config: groups.betting.live,
      sleep: this.deps.sleep ?? realSleep,
      replan: planNow,
      score: (l: PlannedLeg) => scoreOf(line.outcome(l.outcome.id)?.game ?? l.game, this.liveState(l.game.id)),
    });
    const params: PlaceParams = {
      userId,
      accountId: input.accountId,
      currency: account.currency,
      house: await this.betHouse(userId, account.currency),
      coefPolicy: input.changeCoefAction,
      promoCode: input.promoCode ?? null,
      promoBoost: await boostForPlacement(this.deps.couponBoost, userId, input, plan, account.currency, this.now()),
      idempotencyKey: input.idempotencyKey,
      requestHash: hash,
      placedAt: new Date(this.now()),
      plan,
      rgChecked: false,
    };
    // With the limit service's own rows in the database, the statement checks "no limits" itself
    // and the full check runs only for players who have some; any other seam is asked first.
    if (this.deps.rg.stakeLimitsInSql !== true) await this.checkStake(params);
    let rows = await runPlaceStatement(this.db, params);
    if (rows[0]?.rg_free === false) {
      await this.checkStake(params);
      rows = await runPlaceStatement(this.db, params);
    }
    const first = rows[0];
    if (first?.coupon_id && first.txn_id) {
      const balance = rows.find((r) => r.id === params.accountId)?.balance_after;
      if (balance)
        await this.publish([
          { userId, accountId: params.accountId, currency: params.currency, balance: BigInt(balance) },
        ]);
      return { coupon: presentCoupon(storedCoupon(params, Number(first.coupon_id))), replay: false };
    }
    // The rule held but the key was taken: a concurrent request with the same key won (its
    // statement committed before this one's insert went on) — answer what it placed.
    if (first?.ok) {
      const again = await this.replay(userId, input.idempotencyKey, hash);
      if (again) return { coupon: again, replay: true };
      // Issue 16 coupon boost: the code's use was taken by another coupon of this player.
      if (first.promo_ok === false) throw betError(400, 'promo_code_used', 'the promo code was used already');
      throw betError(409, 'idempotency_conflict', 'retry');
    }
    const refusal = refusalOf(rows, move(params.accountId, params.house, plan.stake));
    if (refusal.code === 'insufficient_funds')
      throw betError(400, 'insufficient_funds', 'the balance does not cover the stake');
    if (refusal.accountId === params.accountId) {
      this.accounts.delete(params.accountId);
      throw betError(400, 'account_not_found', `account ${params.accountId}`);
    }
    throw refusal;
  }

  /** `rg.checkStake` (wagering and loss limits, time-out, self-exclusion): a refusal is a 403. */
  private async checkStake(p: PlaceParams): Promise<void> {
    const rg = await this.deps.rg.checkStake(p.userId, p.currency, p.plan.stake);
    if (!rg.ok) throw betError(403, 'limit_refused', rg.code, { reason: rg.code, reasonTitle: rg.title });
    p.rgChecked = true;
  }

  /**
   * The player's account: owner, role, currency and type never change, so they are kept per node
   * once read; whether it is still open is checked again by the placement statement.
   */
  private async account(userId: number, accountId: number): Promise<AccountFacts> {
    let facts = this.accounts.get(accountId);
    if (!facts) {
      const row = await accountFacts(this.db, accountId);
      if (!row || row.closedAt) throw betError(400, 'account_not_found', `account ${accountId}`);
      facts = { userId: row.userId, role: row.role, currency: row.currency, type: row.type };
      if (this.accounts.size >= ACCOUNT_CACHE_SIZE) this.accounts.clear();
      this.accounts.set(accountId, facts);
    }
    if (facts.userId !== userId || facts.role !== 'player')
      throw betError(400, 'account_not_found', `account ${accountId}`);
    return facts;
  }

  /** The player's house shard of `house:bets` in the currency, created on first use. */
  private async betHouse(userId: number, currency: string): Promise<number> {
    const role = `house:bets:${userId % HOUSE_BET_SHARDS}`;
    const key = `${role}/${currency}`;
    const known = this.houses.get(key);
    if (known !== undefined) return known;
    const id = await this.db.transaction((tx: Tx) => houseAccount(tx, role, currency));
    this.houses.set(key, id);
    return id;
  }

  private async replay(userId: number, key: string, hash: string): Promise<CouponView | null> {
    const found = await couponByKey(this.db, userId, key);
    if (!found) return null;
    if (found.requestHash !== hash)
      throw betError(409, 'idempotency_conflict', 'this idempotency key was used for another coupon');
    const [c] = await loadCoupons(this.db, [found.id]);
    return c ? presentCoupon(c) : null;
  }

  // ── history and print ───────────────────────────────────────────────────────────────────
  async history(userId: number, q: HistoryQuery) {
    return couponHistoryView(this.db, userId, q);
  }

  /** One coupon of its owner; anyone else's id is not found (no hint that it exists). */
  async coupon(userId: number, id: number): Promise<CouponView> {
    return ownCoupon(this.db, userId, id);
  }

  // ── cash out ────────────────────────────────────────────────────────────────────────────
  async cashoutOffer(userId: number, id: number): Promise<CashoutOffer> {
    const [c] = await loadCoupons(this.db, [id]);
    if (!c || c.userId !== userId) throw betError(404, 'not_found', `coupon ${id}`);
    const { betting } = await this.deps.config.groups();
    return this.offerOf(c, betting.cashoutMarginThousandths);
  }

  private offerOf(c: Parameters<typeof cashoutOffer>[0], margin: number): CashoutOffer {
    const line = this.deps.line;
    if (!line) return { couponId: String(c.id), amount: '0', available: false, reason: 'suspended' };
    return cashoutOffer(c, line, margin, this.now(), (gameId) => this.liveState(gameId));
  }

  /** Issue 14: a game's in-play state — the line's (LinePort.liveState) when it has one, else the feed's. */
  private liveState(gameId: number): LiveState | null {
    const line = this.deps.line;
    if (line?.liveState) return line.liveState(gameId);
    return this.deps.live?.liveState(gameId, this.now()) ?? null;
  }

  async cashout(userId: number, id: number, req: CashoutInput): Promise<{ coupon: CouponView; paid: string }> {
    const { betting } = await this.deps.config.groups();
    const expected = BigInt(req.expectedAmount);
    const done = await this.db.transaction((tx: Tx) =>
      cashoutCoupon(tx, {
        userId,
        couponId: id,
        expected,
        percent: req.percent,
        offerOf: (c) => this.offerOf(c, betting.cashoutMarginThousandths),
        at: new Date(this.now()),
      }),
    );
    if (done.balance !== undefined)
      await this.publish([{ userId, accountId: done.c.accountId, currency: done.c.currency, balance: done.balance }]);
    return { coupon: await this.coupon(userId, id), paid: done.paid.toString() };
  }

  // ── booking codes ───────────────────────────────────────────────────────────────────────
  async book(outcomeIds: readonly string[]): Promise<{ code: string; expiresAt: number }> {
    for (const id of outcomeIds)
      if (!this.deps.line?.outcome(id)) throw betError(400, 'unknown_outcome', `unknown outcome ${id}`);
    const { betting } = await this.deps.config.groups();
    const now = this.now();
    const expiresAt = now + betting.bookingTtlHours * 3_600_000;
    const code = await createBooking(this.db, outcomeIds, now, expiresAt);
    return { code, expiresAt };
  }

  /** Anyone may load a code (no login); each load counts against the caller's IP. */
  async loadBooking(code: string, caller: { ip: string }) {
    await countBookingLoad(this.db, caller.ip, this.now());
    return bookingView(this.db, this.deps.line, code, this.now());
  }

  async limits(currency: string | undefined): Promise<BetLimits> {
    return betLimits(await this.deps.config.groups(), currency);
  }

  // ── realtime ────────────────────────────────────────────────────────────────────────────
  private async publish(changes: readonly BalanceChange[]): Promise<void> {
    const { currencies } = await this.deps.config.groups();
    for (const c of changes) {
      const exponent = exponentOf(currencies, c.currency);
      const event: BalanceEvent = {
        userId: c.userId,
        accountId: c.accountId,
        money: formatMinor(c.balance, exponent),
        moneyMinor: c.balance.toString(),
      };
      await this.deps.bus.publish(BALANCE_CHANNEL, event);
    }
  }
}

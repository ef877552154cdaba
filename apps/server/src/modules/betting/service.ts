import { createHash, randomInt } from 'node:crypto';
import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import {
  BOOKING_CODE_ALPHABET,
  type BetLimits,
  type CashoutOffer,
  type cashoutRequestSchema,
  type couponHistoryQuerySchema,
  type CouponView,
  type GameResult,
} from '@sb/contracts';
import type { z } from 'zod';
import { formatMinor, move } from '@sb/ledger';
import type { EventBus } from '../../bus/bus';
import type { Leadership } from '../../cluster/leader';
import type { Db } from '../../db/client';
import { betBookings, betCouponLegs, betCoupons, ledgerAccounts } from '../../db/schema';
import type { ConfigService } from '../config/service';
import type { LinePort } from '../line/port';
import type { RgService } from '../responsible/service';
import { houseAccount, refusalOf, transfer, type Tx } from '../wallet/ledger';
import { BALANCE_CHANNEL, type BalanceEvent } from '../wallet/service';
import { cashoutOffer } from './cashout';
import { BetError } from './errors';
import { betLimits } from './limits';
import { runPlaceStatement, storedCoupon, type PlaceParams } from './place-statement';
import { planPlacement, type PlaceInput } from './placement';
import { presentCoupon } from './present';
import { loadCoupons } from './repository';
import { HOUSE_WINS, settleGame, type BalanceChange, type SettleLeg, type SettleReport } from './settlement';

export type { PlaceInput };
export type HistoryQuery = z.output<typeof couponHistoryQuerySchema>;
export type CashoutInput = z.output<typeof cashoutRequestSchema>;

/**
 * Stakes are credited to one of several house accounts per currency: every placement locks the
 * house side of its transfer, and one hot row would serialise all placements of a currency. With
 * 16 shards, 8 concurrent placements often met on one (a wait of a whole commit); 64 make it rare.
 */
export const HOUSE_BET_SHARDS = 64;
const BOOKING_CODE_LENGTH = 8;
/** Accounts whose fixed facts a node keeps (cleared when full). */
const ACCOUNT_CACHE_SIZE = 100_000;

/** What placement needs of an account and may keep: none of it ever changes. */
interface AccountFacts {
  userId: number | null;
  role: string;
  currency: string;
  type: number;
}

export interface BettingDeps {
  db: Db;
  /** The line (LineService); undefined until the line module is wired: every outcome is unknown. */
  line: LinePort | undefined;
  rg: Pick<RgService, 'checkStake'> & Partial<Pick<RgService, 'stakeLimitsInSql'>>;
  config: ConfigService;
  bus: EventBus;
  /** Settlement runs on the leader only; without one this node settles. */
  leadership?: Pick<Leadership, 'isLeader' | 'onChange'> | undefined;
  /** settleOutcome of @sb/feed (tests may pass their own). */
  settleLeg: SettleLeg;
  now?: () => number;
  log?: (err: unknown, msg: string) => void;
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

  constructor(private readonly deps: BettingDeps) {
    this.db = deps.db;
    this.now = deps.now ?? Date.now;
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
  }

  async stop(): Promise<void> {
    for (const s of this.stops.splice(0)) s();
    await this.queue.catch(() => undefined);
  }

  /** Results settle one at a time on this node (the leader). */
  enqueue(result: GameResult): Promise<SettleReport | null> {
    const run = this.queue.then(() => this.settle(result));
    this.queue = run.catch((err: unknown) => this.deps.log?.(err, 'settlement failed'));
    return run;
  }

  /** Settles a game's result now (tests and the bench call it directly). */
  async settle(result: GameResult): Promise<SettleReport | null> {
    if (this.deps.leadership && !this.deps.leadership.isLeader()) return null;
    return settleGame(this.db, result, this.deps.settleLeg, new Date(this.now()), (c) => this.publish(c));
  }

  /** Open legs whose game already has a stored result (missed while no node led). */
  async sweep(): Promise<void> {
    const line = this.deps.line;
    if (!line) return;
    try {
      const games = await this.db
        .selectDistinct({ gameId: betCouponLegs.gameId })
        .from(betCouponLegs)
        .innerJoin(betCoupons, eq(betCoupons.id, betCouponLegs.couponId))
        .where(and(eq(betCoupons.status, 'open'), eq(betCouponLegs.statusId, -1)))
        .limit(1000);
      for (const { gameId } of games) {
        const r = await line.result(gameId);
        if (r) await this.enqueue(r);
      }
    } catch (err) {
      this.deps.log?.(err, 'settlement sweep failed');
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
      if (err instanceof BetError && err.code !== 'idempotency_conflict') {
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
    const groups = await this.deps.config.groups();
    const line = this.deps.line;
    const plan = planPlacement(input, {
      line: line ?? { outcome: () => null, result: async () => null, onResult: () => () => undefined },
      groups,
      currency: account.currency,
      accountType: account.type,
      now: this.now(),
    });
    const params: PlaceParams = {
      userId,
      accountId: input.accountId,
      currency: account.currency,
      house: await this.betHouse(userId, account.currency),
      coefPolicy: input.changeCoefAction,
      promoCode: input.promoCode ?? null,
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
      if (!again) throw new BetError(409, 'idempotency_conflict', 'retry');
      return { coupon: again, replay: true };
    }
    const refusal = refusalOf(rows, move(params.accountId, params.house, plan.stake));
    if (refusal.code === 'insufficient_funds')
      throw new BetError(400, 'insufficient_funds', 'the balance does not cover the stake');
    if (refusal.accountId === params.accountId) {
      this.accounts.delete(params.accountId);
      throw new BetError(400, 'account_not_found', `account ${params.accountId}`);
    }
    throw refusal;
  }

  /** `rg.checkStake` (wagering and loss limits, time-out, self-exclusion): a refusal is a 403. */
  private async checkStake(p: PlaceParams): Promise<void> {
    const rg = await this.deps.rg.checkStake(p.userId, p.currency, p.plan.stake);
    if (!rg.ok) throw new BetError(403, 'limit_refused', rg.code, { reason: rg.code, reasonTitle: rg.title });
    p.rgChecked = true;
  }

  /**
   * The player's account: owner, role, currency and type never change, so they are kept per node
   * once read; whether it is still open is checked again by the placement statement.
   */
  private async account(userId: number, accountId: number): Promise<AccountFacts> {
    let facts = this.accounts.get(accountId);
    if (!facts) {
      const [row] = await this.db
        .select({
          userId: ledgerAccounts.userId,
          role: ledgerAccounts.role,
          currency: ledgerAccounts.currency,
          type: ledgerAccounts.type,
          closedAt: ledgerAccounts.closedAt,
        })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.id, accountId));
      if (!row || row.closedAt) throw new BetError(400, 'account_not_found', `account ${accountId}`);
      facts = { userId: row.userId, role: row.role, currency: row.currency, type: row.type };
      if (this.accounts.size >= ACCOUNT_CACHE_SIZE) this.accounts.clear();
      this.accounts.set(accountId, facts);
    }
    if (facts.userId !== userId || facts.role !== 'player')
      throw new BetError(400, 'account_not_found', `account ${accountId}`);
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
    const [found] = await this.db
      .select({ id: betCoupons.id, requestHash: betCoupons.requestHash })
      .from(betCoupons)
      .where(and(eq(betCoupons.userId, userId), eq(betCoupons.idempotencyKey, key)));
    if (!found) return null;
    if (found.requestHash !== hash)
      throw new BetError(409, 'idempotency_conflict', 'this idempotency key was used for another coupon');
    const [c] = await loadCoupons(this.db, [found.id]);
    return c ? presentCoupon(c) : null;
  }

  // ── history and print ───────────────────────────────────────────────────────────────────
  async history(userId: number, q: HistoryQuery) {
    const where: SQL[] = [eq(betCoupons.userId, userId)];
    if (q.status === 'open') where.push(eq(betCoupons.status, 'open'));
    if (q.status === 'settled') where.push(inArray(betCoupons.status, ['settled', 'cashed_out']));
    if (q.from !== undefined) where.push(gte(betCoupons.placedAt, new Date(q.from)));
    if (q.to !== undefined) where.push(lt(betCoupons.placedAt, new Date(q.to)));
    const cond = and(...where);
    const [total] = await this.db.select({ n: count() }).from(betCoupons).where(cond);
    const page = await this.db
      .select({ id: betCoupons.id })
      .from(betCoupons)
      .where(cond)
      .orderBy(desc(betCoupons.placedAt), desc(betCoupons.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    const totals = await this.db
      .select({
        currency: betCoupons.currency,
        staked: sql<string>`coalesce(sum(${betCoupons.stake}), 0)::text`,
        won: sql<string>`coalesce(sum(${betCoupons.payout} + ${betCoupons.shortfall} + ${betCoupons.cashedOut}), 0)::text`,
      })
      .from(betCoupons)
      .where(cond)
      .groupBy(betCoupons.currency);
    const coupons = await loadCoupons(
      this.db,
      page.map((p) => p.id),
    );
    return {
      coupons: coupons.map(presentCoupon),
      page: q.page,
      pageSize: q.pageSize,
      total: total?.n ?? 0,
      totals,
    };
  }

  /** One coupon of its owner; anyone else's id is not found (no hint that it exists). */
  async coupon(userId: number, id: number): Promise<CouponView> {
    const [c] = await loadCoupons(this.db, [id]);
    if (!c || c.userId !== userId) throw new BetError(404, 'not_found', `coupon ${id}`);
    return presentCoupon(c);
  }

  // ── cash out ────────────────────────────────────────────────────────────────────────────
  async cashoutOffer(userId: number, id: number): Promise<CashoutOffer> {
    const [c] = await loadCoupons(this.db, [id]);
    if (!c || c.userId !== userId) throw new BetError(404, 'not_found', `coupon ${id}`);
    const { betting } = await this.deps.config.groups();
    return this.offerOf(c, betting.cashoutMarginThousandths);
  }

  private offerOf(c: Parameters<typeof cashoutOffer>[0], margin: number): CashoutOffer {
    const line = this.deps.line;
    if (!line) return { couponId: String(c.id), amount: '0', available: false, reason: 'suspended' };
    return cashoutOffer(c, line, margin, this.now());
  }

  async cashout(userId: number, id: number, req: CashoutInput): Promise<{ coupon: CouponView; paid: string }> {
    const { betting } = await this.deps.config.groups();
    const expected = BigInt(req.expectedAmount);
    const done = await this.db.transaction(async (tx: Tx) => {
      await tx.execute(sql`select id from bet_coupon where id = ${id} for update`);
      const [c] = await loadCoupons(tx, [id]);
      if (!c || c.userId !== userId) throw new BetError(404, 'not_found', `coupon ${id}`);
      const offer = this.offerOf(c, betting.cashoutMarginThousandths);
      if (!offer.available) throw new BetError(409, 'cashout_unavailable', offer.reason ?? 'no offer', { offer });
      if (BigInt(offer.amount) !== expected) throw new BetError(409, 'cashout_changed', 'the offer changed', { offer });
      const paid = (BigInt(offer.amount) * BigInt(req.percent)) / 100n;
      if (paid <= 0n) throw new BetError(409, 'cashout_unavailable', 'nothing to pay', { offer });
      const house = await houseAccount(tx, HOUSE_WINS, c.currency);
      const moved = await transfer(tx, {
        idempotencyKey: `bet_cashout:${c.id}:${c.cashoutCount + 1}`,
        kind: 'bet_win',
        postings: move(house, c.accountId, paid),
        meta: { couponId: String(c.id), percent: req.percent },
      });
      const full = req.percent === 100;
      const sharePpm = full ? 0 : Math.floor((c.sharePpm * (100 - req.percent)) / 100);
      await tx
        .update(betCoupons)
        .set({
          cashedOut: c.cashedOut + paid,
          cashoutCount: c.cashoutCount + 1,
          sharePpm,
          ...(full ? { status: 'cashed_out', settledAt: new Date(this.now()) } : {}),
        })
        .where(eq(betCoupons.id, c.id));
      return { c, paid, balance: moved.balances.get(c.accountId) };
    });
    if (done.balance !== undefined)
      await this.publish([{ userId, accountId: done.c.accountId, currency: done.c.currency, balance: done.balance }]);
    return { coupon: await this.coupon(userId, id), paid: done.paid.toString() };
  }

  // ── booking codes ───────────────────────────────────────────────────────────────────────
  async book(outcomeIds: readonly string[]): Promise<{ code: string; expiresAt: number }> {
    for (const id of outcomeIds)
      if (!this.deps.line?.outcome(id)) throw new BetError(400, 'unknown_outcome', `unknown outcome ${id}`);
    const { betting } = await this.deps.config.groups();
    const now = this.now();
    const expiresAt = now + betting.bookingTtlHours * 3_600_000;
    for (;;) {
      const code = Array.from(
        { length: BOOKING_CODE_LENGTH },
        () => BOOKING_CODE_ALPHABET[randomInt(BOOKING_CODE_ALPHABET.length)],
      ).join('');
      const [row] = await this.db
        .insert(betBookings)
        .values({ code, outcomeIds: [...outcomeIds], createdAt: new Date(now), expiresAt: new Date(expiresAt) })
        .onConflictDoNothing()
        .returning({ code: betBookings.code });
      if (row) return { code: row.code, expiresAt };
    }
  }

  async loadBooking(code: string) {
    const [row] = await this.db.select().from(betBookings).where(eq(betBookings.code, code.toUpperCase()));
    if (!row || row.expiresAt.getTime() <= this.now())
      throw new BetError(404, 'booking_not_found', 'unknown or expired code');
    return {
      code: row.code,
      bets: row.outcomeIds.map((outcomeId) => {
        const found = this.deps.line?.outcome(outcomeId) ?? null;
        return {
          outcomeId,
          outcome: found ? found.outcome : null,
          names: found
            ? {
                champName: found.game.champName,
                team1: found.game.team1.name,
                team2: found.game.team2?.name ?? null,
                title: found.game.title,
                startAt: found.game.startAt,
              }
            : null,
        };
      }),
    };
  }

  async limits(currency: string | undefined): Promise<BetLimits> {
    return betLimits(await this.deps.config.groups(), currency);
  }

  // ── realtime ────────────────────────────────────────────────────────────────────────────
  private async publish(changes: readonly BalanceChange[]): Promise<void> {
    const { currencies } = await this.deps.config.groups();
    for (const c of changes) {
      const exponent = currencies.find((x) => x.iso === c.currency)?.exponent ?? 2;
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

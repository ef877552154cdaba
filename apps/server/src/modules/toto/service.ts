import { randomUUID } from 'node:crypto';
import {
  exponentOf,
  type TotoCoupon,
  type TotoCouponAnswer,
  type TotoCouponBody,
  type TotoDraw,
  type TotoDrawAnswer,
  type TotoDrawsAnswer,
} from '@sb/contracts';
import { formatMinor } from '@sb/ledger';
import { checkCoupon, type TotoRules } from '@sb/toto';
import type { EventBus } from '../../bus/bus';
import type { Db } from '../../db/client';
import type { ConfigService } from '../config';
import type { RgService } from '../responsible';
import { BALANCE_CHANNEL, type BalanceEvent } from '../wallet';
import { buyCoupon, CouponIdTaken } from './buy';
import { ensureDraws } from './draws';
import { totoError } from './errors';
import type { TotoLine } from './port';
import { presentCoupon, presentDraw, presentRules } from './present';
import * as repo from './repository';
import type { Credited } from './settle-draw';

/** How many coupons "my coupons" answers, and draws the archive answers by default. */
const COUPONS_LIMIT = 50;
const ARCHIVE_LIMIT = 20;

export interface TotoDeps {
  db: Db;
  rules: TotoRules;
  line: TotoLine;
  /** Responsible gaming: the same seam bet placement, the casino and the lotto ask before any stake moves. */
  rg: Pick<RgService, 'checkStake'>;
  config: Pick<ConfigService, 'groups'>;
  bus: Pick<EventBus, 'publish'>;
  now: () => number;
}

/** The toto (issue 19): draws, coupons; making, closing and settling draws is the job's (settle-job.ts). */
export class TotoService {
  constructor(private readonly deps: TotoDeps) {}

  private get db() {
    return this.deps.db;
  }

  seed(): Promise<void> {
    return repo.seedJackpot(this.db, this.deps.rules.id);
  }

  private async present(rows: repo.DrawRow[]): Promise<TotoDraw[]> {
    const [sold, jackpotNow] = await Promise.all([
      repo.stakesOf(
        this.db,
        rows.map((r) => r.id),
      ),
      repo.jackpotOf(this.db, this.deps.rules.id),
    ]);
    return rows.map((row) => presentDraw(this.deps.rules, row, { sold: sold.get(row.id), jackpotNow }));
  }

  /** Spec §2 toto/draw and toto/next: the draw selling now (0) or the one after it (1). */
  async selling(which: 0 | 1): Promise<TotoDrawAnswer> {
    const rows = await repo.sellingDraws(this.db, new Date(this.deps.now()), 2);
    const row = rows[which];
    return { rules: presentRules(this.deps.rules), draw: row ? ((await this.present([row]))[0] ?? null) : null };
  }

  async draw(id: string): Promise<TotoDrawAnswer> {
    const row = await repo.drawById(this.db, id);
    if (!row) throw totoError(404, 'draw_not_found', `no draw ${id}`);
    return { rules: presentRules(this.deps.rules), draw: (await this.present([row]))[0] ?? null };
  }

  /** Spec §2 toto/draws: the archive of draws whose sales closed, with their results. */
  async archive(limit = ARCHIVE_LIMIT): Promise<TotoDrawsAnswer> {
    const rows = await repo.pastDraws(this.db, new Date(this.deps.now()), limit);
    return { rules: presentRules(this.deps.rules), draws: await this.present(rows) };
  }

  /** Spec §2 toto/coupons: the player's coupons with their draws, hits and prizes. */
  async coupons(userId: number): Promise<TotoCoupon[]> {
    const rows = await repo.couponsOf(this.db, userId, COUPONS_LIMIT);
    const draws = await this.present(await repo.drawsByIds(this.db, [...new Set(rows.map((r) => r.drawId))]));
    const byId = new Map(draws.map((d) => [d.id, d]));
    return rows.flatMap((row) => {
      const draw = byId.get(row.drawId);
      return draw ? [presentCoupon(row, draw)] : [];
    });
  }

  async buy(userId: number, body: TotoCouponBody): Promise<TotoCouponAnswer> {
    const { rules } = this.deps;
    const couponId = body.couponId ?? randomUUID();
    const replay = await this.replay(userId, couponId);
    if (replay) return replay;
    const checked = checkCoupon(rules, body.predictions, BigInt(body.stakePerCombinationMinor));
    if (!checked.ok)
      throw totoError(
        400,
        checked.code,
        `coupon refused: ${checked.code}`,
        checked.event === undefined ? {} : { event: checked.event },
      );
    const account = await repo.payAccount(this.db, userId, body.accountId);
    if (!account) throw totoError(400, 'account_not_found', 'no account to pay from');
    const rg = await this.deps.rg.checkStake(userId, account.currency, checked.stake);
    if (!rg.ok) throw totoError(403, 'limit_refused', rg.code, { reason: rg.code, reasonTitle: rg.title });
    const nowMs = this.deps.now();
    await ensureDraws(this.db, rules, this.deps.line, nowMs);
    if (!(await repo.drawExists(this.db, body.drawId))) throw totoError(404, 'draw_not_found');
    try {
      const bought = await buyCoupon(this.db, {
        rules,
        userId,
        account,
        couponId,
        drawId: body.drawId,
        predictions: checked.predictions,
        combinations: checked.combinations,
        perCombination: BigInt(body.stakePerCombinationMinor),
        stake: checked.stake,
        at: new Date(nowMs),
      });
      if (bought.balance !== null)
        await this.publishBalance([
          { userId, accountId: account.id, currency: account.currency, balance: bought.balance },
        ]);
      return {
        coupon: await this.presentOne(bought.coupon),
        balanceMinor: bought.balance?.toString() ?? null,
        replay: false,
      };
    } catch (err) {
      if (!(err instanceof CouponIdTaken)) throw err;
      const again = await this.replay(userId, couponId);
      if (!again) throw totoError(409, 'coupon_id_taken');
      return again;
    }
  }

  private async presentOne(row: repo.CouponRow): Promise<TotoCoupon> {
    const draw = await repo.drawById(this.db, row.drawId);
    if (!draw) throw totoError(404, 'draw_not_found');
    const [shown] = await this.present([draw]);
    if (!shown) throw totoError(404, 'draw_not_found');
    return presentCoupon(row, shown);
  }

  /** A coupon id bought before by this player answers as it was; someone else's is refused. */
  private async replay(userId: number, couponId: string): Promise<TotoCouponAnswer | null> {
    const row = await repo.couponById(this.db, couponId);
    if (!row) return null;
    if (row.userId !== userId) throw totoError(409, 'coupon_id_taken');
    return { coupon: await this.presentOne(row), balanceMinor: null, replay: true };
  }

  /** The wallet's balance channel: the header shows the new balance at once (stakes and prizes). */
  async publishBalance(credited: Credited[]): Promise<void> {
    if (credited.length === 0) return;
    const { currencies } = await this.deps.config.groups();
    for (const c of credited) {
      const event: BalanceEvent = {
        userId: c.userId,
        accountId: c.accountId,
        money: formatMinor(c.balance, exponentOf(currencies, c.currency)),
        moneyMinor: c.balance.toString(),
      };
      await this.deps.bus.publish(BALANCE_CHANNEL, event);
    }
  }
}

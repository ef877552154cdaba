import { randomUUID } from 'node:crypto';
import {
  exponentOf,
  type LotteryAnswer,
  type LotterySummary,
  type LottoBuyAnswer,
  type LottoBuyBody,
  type LottoResultsAnswer,
  type LottoResultsQuery,
  type LottoTicket,
} from '@sb/contracts';
import { formatMinor } from '@sb/ledger';
import { DRAW_ALGORITHM, LOTTERIES, lotteryById, nextDrawTimes, verifyDraw, type Lottery } from '@sb/lotto';
import type { EventBus } from '../../bus/bus';
import type { Db } from '../../db/client';
import type { ConfigService } from '../config';
import type { RgService } from '../responsible';
import { BALANCE_CHANNEL, type BalanceEvent } from '../wallet';
import { buyTicket, linesOf, TicketIdTaken } from './buy';
import { ensureDraws, type LottoDaySeed } from './draws';
import { lottoError } from './errors';
import { presentDraw, presentTicket, presentTiers } from './present';
import * as repo from './repository';
import type { Credited } from './settle-draw';

/** How many tickets "my tickets" answers, and draws the results archive answers by default. */
const TICKETS_LIMIT = 50;
const RESULTS_LIMIT = 20;
/** Draws the lottery page lists ahead. */
const NEXT_DRAWS = 5;

export interface LottoDeps {
  db: Db;
  /** Responsible gaming: the same seam bet placement and the casino ask before any stake moves. */
  rg: Pick<RgService, 'checkStake'>;
  config: Pick<ConfigService, 'groups'>;
  bus: Pick<EventBus, 'publish'>;
  now: () => number;
  /** Issue 25 item 2: the secret seed of each day chain (draws.ts), the same as the draw job's. */
  daySeed: LottoDaySeed;
}

/** The lotto (issue 19): catalogue, tickets, results; the draws are the draw job's (draw-job.ts). */
export class LottoService {
  constructor(private readonly deps: LottoDeps) {}

  private get db() {
    return this.deps.db;
  }

  seed(): Promise<void> {
    return repo.seedLotteries(this.db);
  }

  private summary(lottery: Lottery, jackpot: Record<string, string>): LotterySummary {
    const [next] = nextDrawTimes(lottery.schedule, this.deps.now(), 1);
    return {
      id: lottery.id,
      name: lottery.name,
      n: lottery.n,
      drawn: lottery.drawn,
      pickMin: lottery.pickMin,
      pickMax: lottery.pickMax,
      bonusOf: lottery.bonusOf,
      linePriceMinor: lottery.linePrice.toString(),
      maxLines: lottery.maxLines,
      maxDraws: lottery.maxDraws,
      poolShareBp: lottery.poolShareBp,
      fixedRtp: Object.fromEntries(Object.entries(lottery.publishedFixedRtp).map(([k, v]) => [k, v])),
      nextDrawAt: next === undefined ? null : new Date(next).toISOString(),
      jackpotMinor: jackpot,
    };
  }

  async catalog(): Promise<LotterySummary[]> {
    const jackpots = await repo.jackpots(this.db);
    return LOTTERIES.map((l) => this.summary(l, jackpots.get(l.id) ?? {}));
  }

  private lotteryOf(id: string): Lottery {
    const lottery = lotteryById(id);
    if (!lottery) throw lottoError(404, 'lottery_not_found', `no lottery ${id}`);
    return lottery;
  }

  /** The lottery's page: prize table, next draws (with their commitments once created). */
  async lottery(id: string): Promise<LotteryAnswer> {
    const lottery = this.lotteryOf(id);
    const jackpots = await repo.jackpots(this.db);
    const times = nextDrawTimes(lottery.schedule, this.deps.now(), NEXT_DRAWS).map((t) => new Date(t));
    const rows = await repo.drawsAt(this.db, lottery.id, times);
    const byTime = new Map(rows.map((r) => [r.scheduledAt.getTime(), r]));
    return {
      lottery: this.summary(lottery, jackpots.get(lottery.id) ?? {}),
      tiers: presentTiers(lottery),
      nextDraws: times.map((t) => {
        const row = byTime.get(t.getTime());
        return { scheduledAt: t.toISOString(), draw: row ? presentDraw(row) : null };
      }),
    };
  }

  async buy(userId: number, body: LottoBuyBody): Promise<LottoBuyAnswer> {
    const lottery = this.lotteryOf(body.lotteryId);
    const ticketId = body.ticketId ?? randomUUID();
    const replay = await this.replay(userId, ticketId);
    if (replay) return replay;
    const { lines, price } = linesOf(lottery, body);
    const account = await repo.payAccount(this.db, userId, body.accountId);
    if (!account) throw lottoError(400, 'account_not_found', 'no account to pay from');
    const rg = await this.deps.rg.checkStake(userId, account.currency, price);
    if (!rg.ok) throw lottoError(403, 'limit_refused', rg.code, { reason: rg.code, reasonTitle: rg.title });
    const nowMs = this.deps.now();
    await ensureDraws(this.db, lottery, nowMs, this.deps.daySeed);
    try {
      const at = new Date(nowMs);
      const bought = await buyTicket(this.db, {
        lottery,
        userId,
        account,
        ticketId,
        lines,
        draws: body.draws,
        price,
        at,
      });
      if (bought.balance !== null)
        await this.publishBalance([
          { userId, accountId: account.id, currency: account.currency, balance: bought.balance },
        ]);
      return {
        ticket: await this.present(bought.ticket),
        balanceMinor: bought.balance?.toString() ?? null,
        replay: false,
      };
    } catch (err) {
      if (!(err instanceof TicketIdTaken)) throw err;
      const again = await this.replay(userId, ticketId);
      if (!again) throw lottoError(409, 'ticket_id_taken');
      return again;
    }
  }

  async tickets(userId: number): Promise<LottoTicket[]> {
    const rows = await repo.ticketsOf(this.db, userId, TICKETS_LIMIT);
    const parts = await repo.partsOf(
      this.db,
      rows.map((r) => r.id),
    );
    return rows.map((row) =>
      presentTicket(
        row,
        parts.filter((p) => p.part.ticketId === row.id),
      ),
    );
  }

  /** Spec §2 lotto/view/{id}: the owner's ticket; anyone else's is not found. */
  async ticket(userId: number, ticketId: string): Promise<LottoTicket> {
    const row = await repo.ticketById(this.db, ticketId);
    if (!row || row.userId !== userId) throw lottoError(404, 'ticket_not_found');
    return this.present(row);
  }

  async results(q: LottoResultsQuery): Promise<LottoResultsAnswer> {
    if (q.lotteryId !== undefined) this.lotteryOf(q.lotteryId);
    const rows = await repo.drawnDraws(this.db, q.lotteryId, q.limit ?? RESULTS_LIMIT);
    return {
      algorithm: DRAW_ALGORITHM,
      draws: rows.map((row) => {
        const shown = presentDraw(row);
        const lottery = lotteryById(row.lotteryId);
        const check = lottery
          ? verifyDraw(lottery, {
              id: row.id,
              seed: row.seed,
              commitment: row.commitment,
              numbers: shown.numbers ?? [],
              bonus: row.bonus,
            })
          : { seedMatchesCommitment: false, numbersMatch: false };
        return {
          ...shown,
          verify: { seedMatchesCommitment: check.seedMatchesCommitment, numbersMatch: check.numbersMatch },
        };
      }),
    };
  }

  private async present(row: repo.TicketRow): Promise<LottoTicket> {
    return presentTicket(row, await repo.partsOf(this.db, [row.id]));
  }

  /** A ticket id bought before by this player answers as it was; someone else's is refused. */
  private async replay(userId: number, ticketId: string): Promise<LottoBuyAnswer | null> {
    const row = await repo.ticketById(this.db, ticketId);
    if (!row) return null;
    if (row.userId !== userId) throw lottoError(409, 'ticket_id_taken');
    return { ticket: await this.present(row), balanceMinor: null, replay: true };
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

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  netLoss,
  PREMIUM_CASHBACK,
  PREMIUM_MIN_LEVEL,
  premiumCashbackAmount,
  premiumPointsNeeded,
  previousCashbackPeriod,
  VIP_LEVELS,
  vipCashbackTerms,
  vipPeriodStart,
  vipStatus,
  type CashbackPeriod,
  type CashbackTerms,
  type VipLevelId,
} from '@sb/bonus';
import { apiErrorSchema, VIP_CASHBACK_PATH, vipCashbackAnswerSchema, type VipCashbackAnswer } from '@sb/contracts';
import type { Db } from '../../db/client';
import { playerCurrency, principal } from '../identity';
import { cashbackPayments, levelAt, payCashbackTo, periodTotals } from './cashback';
import { pointsEarnedSince } from './loyalty';
import * as repo from './repository';

/**
 * Issue 16 cashback by VIP level (spec §2 casino/vipcashback, casino/premiumcashback). The VIP
 * rates of casino cashback definitions are applied by cashback.ts's payPeriod (the existing job
 * step); this service adds the premium programme (Gold and Platinum only, paid by the same leader
 * job once per period) and the office pages' answer.
 */
export const premiumCashbackKey = (t: { userId: number; currency: string }, p: CashbackPeriod) =>
  `bonus:cashback:premium:${t.userId}:${t.currency}:${new Date(p.start).toISOString()}`;

const rate = (level: VipLevelId, terms: CashbackTerms) => ({
  level,
  percent: terms.percent,
  capMinor: terms.cap === null ? null : terms.cap.toString(),
});

export class VipCashbackService {
  constructor(private readonly deps: { db: Db; now: () => number }) {}

  /** Pays the last complete period's premium cashback (a leader job step); answers how many were paid now. */
  async payPremium(): Promise<number> {
    const { db } = this.deps;
    const p = previousCashbackPeriod(this.deps.now());
    if (this.done === p.start) return 0;
    let paid = 0;
    for (const t of await periodTotals(db, 'casino', p)) {
      const loss = netLoss(t);
      if (loss <= 0n) continue;
      const amount = premiumCashbackAmount(await levelAt(db, t.userId, p), loss);
      if (amount <= 0n) continue;
      const meta = { definitionId: null, periodStart: p, loss, programme: 'premium' };
      if (await payCashbackTo(db, premiumCashbackKey(t, p), t, amount, meta)) paid++;
    }
    this.done = p.start;
    return paid;
  }

  private done: number | null = null;

  async answer(userId: number): Promise<VipCashbackAnswer> {
    const { db, now } = this.deps;
    const currency = (await playerCurrency(db, userId)) ?? '';
    const earned = await pointsEarnedSince(db, userId, new Date(vipPeriodStart(now())));
    const level = vipStatus(earned).level;
    const last = previousCashbackPeriod(now());
    const lastStart = new Date(last.start).toISOString();
    const casino = (await repo.activeDefinitions(db)).filter((r) => r.kind === 'cashback' && r.product === 'casino');
    let vipPaid = 0n;
    let premiumPaid = 0n;
    for (const pay of await cashbackPayments(db, userId, 100)) {
      const meta = pay.meta as { periodStart?: unknown; programme?: unknown; definitionId?: unknown };
      if (meta.periodStart !== lastStart || pay.currency !== currency) continue;
      if (meta.programme === 'premium') premiumPaid += pay.amount;
      else if (casino.some((r) => r.id === meta.definitionId)) vipPaid += pay.amount;
    }
    return {
      currency,
      level,
      earnedInPeriod: earned,
      lastPeriod: {
        start: lastStart,
        end: new Date(last.end).toISOString(),
        level: await levelAt(db, userId, last),
        vipPaidMinor: vipPaid.toString(),
        premiumPaidMinor: premiumPaid.toString(),
      },
      programmes: casino.map((r) => ({
        id: r.id,
        name: r.name,
        rates: VIP_LEVELS.map((l) => rate(l.id, vipCashbackTerms(r, l.id))),
      })),
      premium: {
        qualifies: PREMIUM_CASHBACK[level] !== null,
        minLevel: PREMIUM_MIN_LEVEL,
        pointsNeeded: premiumPointsNeeded(earned),
        rates: VIP_LEVELS.flatMap((l) => {
          const terms = PREMIUM_CASHBACK[l.id];
          return terms ? [rate(l.id, terms)] : [];
        }),
      },
    };
  }
}

/** GET /web-api/bonuses/vip-cashback (login). */
export function vipCashbackRoutes(service: VipCashbackService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      VIP_CASHBACK_PATH,
      {
        config: { auth: 'required' },
        schema: { tags: ['bonuses'], response: { 200: vipCashbackAnswerSchema, 401: apiErrorSchema } },
      },
      async (request) => service.answer(principal(request).userId),
    );
  };
}

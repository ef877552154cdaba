import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  canConfirm,
  checkAmount,
  classifyChange,
  LIMIT_TYPE,
  LOSS_TYPES,
  MONEY_TYPES,
  NO_LIMIT,
  PERIOD_TYPES,
  pendingStart,
  periodInForce,
  WAGER_TYPES,
} from '@sb/limits';
import type { Db } from '../../db/client';
import { rgLimits, rgQuestionnaires } from '../../db/schema';
import type { ConfigService } from '../config';
import { revokeAllSessions } from '../identity';
import type { DepositGuard } from '../wallet';
import { definitionOf, LIMIT_DEFINITIONS, QUESTIONS } from './catalogue';
import { DomainError } from '../../http/errors';
import { activeRows, currencyOf, depositCheck, limitRows, moneyUsage, type LimitRow } from './repository';
import { activeOf, PlayTime, type RealityCheckAnswer } from './playtime';
import { countedTypes, limitViews, type LimitView } from './view';

export interface LimitRequest {
  limitType: number;
  limitValue: number;
  selfExcludeReason?: string | undefined;
}

/** The limit types a stake can run into: wagering, loss, time-out and self-exclusion. */
const STAKE_CHECK_TYPES: number[] = [...WAGER_TYPES, ...LOSS_TYPES, ...PERIOD_TYPES];

/**
 * A SQL condition, true when the player (`userIdExpr`) has no active limit a stake could run into.
 * Bet placement embeds it in its one statement: when it holds there is nothing for `checkStake`
 * to check, and the stake is written in the same round trip; otherwise placement asks `checkStake`.
 * Deliberately coarse (any currency, any end time): it may send a player to the full check, never
 * past it.
 */
export const noStakeLimitsSql = (userIdExpr: string): string =>
  `not exists (select 1 from rg_limit r where r.user_id = ${userIdExpr} and r.state = 'ACTIVE' and r.limit_type in (${STAKE_CHECK_TYPES.join(', ')}))`;

/** Questionnaires must be answered within 15 minutes. */
const QUESTIONNAIRE_TTL_MS = 15 * 60_000;

/**
 * The limit service (spec §3 Limit, §4, §7, §9). Every rule of enforcement lives here and is used
 * by the server at the moment money moves: deposits (the wallet's deposit guard), bets and casino
 * stakes (`checkStake`).
 */
export class RgService {
  /** Placement may check `noStakeLimitsSql` in its statement instead of calling `checkStake` first. */
  readonly stakeLimitsInSql = true;

  private readonly playTime: PlayTime;

  constructor(
    private readonly db: Db,
    private readonly config: ConfigService,
    private readonly now: () => number = Date.now,
  ) {
    this.playTime = new PlayTime(db, now);
  }

  private async currencyOf(userId: number): Promise<string> {
    const currency = await currencyOf(this.db, userId);
    if (currency === null) throw new DomainError(401, 'unauthorized', 'main_error');
    return currency;
  }

  /**
   * The player's rows with their state as of now: a read never writes (issue 12). Periods that
   * ended and pending changes past their approval window read as INACTIVE at once; the leader's
   * expiry job (expiry-job.ts) writes that down later.
   */
  private rows(userId: number): Promise<LimitRow[]> {
    return limitRows(this.db, userId, this.now());
  }

  private active(rows: LimitRow[], type: number): LimitRow | undefined {
    return activeOf(rows, type);
  }

  // ── read ───────────────────────────────────────────────────────────────────────────────
  available() {
    return LIMIT_DEFINITIONS;
  }

  async limits(userId: number): Promise<LimitView[]> {
    const rows = await this.rows(userId);
    const currency = await this.currencyOf(userId);
    // Only the windows of the money limits in force are summed (one statement, or none).
    const used = await moneyUsage(this.db, userId, currency, countedTypes(rows), this.now());
    return limitViews(rows, used);
  }

  /** Time-out or self-exclusion in force: no play, no deposits, no marketing (withdrawals stay open). */
  async excluded(userId: number): Promise<{ limitType: number; endsAt: string | null } | null> {
    const now = this.now();
    const b = (await this.rows(userId)).find((r) =>
      periodInForce({ ...r, startedAt: r.startedAt.getTime(), endsAt: r.endsAt?.getTime() ?? null }, now),
    );
    return b ? { limitType: b.limitType, endsAt: b.endsAt?.toISOString() ?? null } : null;
  }

  // ── enforcement ────────────────────────────────────────────────────────────────────────
  /** The wallet's deposit guard: refuses over a deposit limit or during a time-out/self-exclusion. */
  depositGuard(): DepositGuard {
    return async (req) => {
      // One statement: the period in force, the deposit limits and their windows' deposits.
      const check = await depositCheck(this.db, req.userId, req.currency, this.now());
      if (check.blockedBy !== null)
        return {
          ok: false,
          code: check.blockedBy === LIMIT_TYPE.selfExclusion ? 'self_excluded' : 'timeout_active',
          title: 'responsible_gaming_blocked',
        };
      const verdict = checkAmount(check.limits, check.used, req.amount);
      return verdict.ok
        ? { ok: true }
        : { ok: false, code: 'deposit_limit_exceeded', title: 'responsible_gaming_deposit_limit' };
    };
  }

  /**
   * Bets and casino stakes ask this before any money moves (wagering and loss limits, periods).
   * It runs on every stake, so it costs one indexed read of the player's active limits and, only
   * when a wagering or loss limit is set in this currency, one more for the usage it needs. Expired
   * rows are skipped here by their end time (the same rule the expiry job writes down later).
   */
  async checkStake(
    userId: number,
    currency: string,
    amount: bigint,
  ): Promise<{ ok: true } | { ok: false; code: string; title: string }> {
    const now = this.now();
    const rows = await activeRows(this.db, userId, STAKE_CHECK_TYPES);
    const live = rows.filter((r) => r.endsAt === null || r.endsAt.getTime() > now);
    const block = live.find((r) =>
      periodInForce(
        { ...r, state: 'ACTIVE', startedAt: r.startedAt.getTime(), endsAt: r.endsAt?.getTime() ?? null },
        now,
      ),
    );
    if (block)
      return {
        ok: false,
        code: block.limitType === LIMIT_TYPE.selfExclusion ? 'self_excluded' : 'timeout_active',
        title: 'responsible_gaming_blocked',
      };
    const money = live.filter((r) => r.currency === currency && r.limitValue < BigInt(NO_LIMIT));
    if (money.length === 0) return { ok: true };
    const used = await moneyUsage(this.db, userId, currency, [...new Set(money.map((r) => r.limitType))], now);
    for (const [types, code, title] of [
      [WAGER_TYPES, 'wager_limit_exceeded', 'responsible_gaming_wager_limit'],
      [LOSS_TYPES, 'loss_limit_exceeded', 'responsible_gaming_loss_limit'],
    ] as const) {
      const limits = money
        .filter((r) => (types as readonly number[]).includes(r.limitType))
        .map((r) => ({ limitType: r.limitType, limitValue: r.limitValue }));
      // A stake can at most be lost whole, so it counts fully against the loss limit too.
      if (!checkAmount(limits, used, amount).ok) return { ok: false, code, title };
    }
    return { ok: true };
  }

  // ── changes ────────────────────────────────────────────────────────────────────────────
  private validate(req: LimitRequest): bigint {
    const def = definitionOf(req.limitType);
    if (!def) throw new DomainError(400, 'unknown_limit_type', 'responsible_gaming_save_error');
    if (!Number.isSafeInteger(req.limitValue))
      throw new DomainError(400, 'invalid_limit_value', 'responsible_gaming_save_error');
    if (def.availableValues) {
      if (!def.availableValues.includes(req.limitValue))
        throw new DomainError(400, 'invalid_limit_value', 'responsible_gaming_save_error');
    } else if (req.limitValue <= 0 || (req.limitValue > 10 ** 12 && req.limitValue !== NO_LIMIT)) {
      throw new DomainError(400, 'invalid_limit_value', 'responsible_gaming_save_error');
    }
    return BigInt(req.limitValue);
  }

  /** Whether any of these requests loosens protection (and so may need the questionnaire). */
  private async loosens(userId: number, requests: LimitRequest[]): Promise<boolean> {
    const rows = await this.rows(userId);
    return requests.some((r) => {
      if (PERIOD_TYPES.includes(r.limitType) || r.limitType === 32) return false;
      const current = this.active(rows, r.limitType)?.limitValue ?? null;
      const next = r.limitType === 31 && r.limitValue === -1 ? BigInt(NO_LIMIT) : BigInt(r.limitValue);
      const kind = classifyChange(current, next);
      return kind === 'increase' || kind === 'removal';
    });
  }

  /** POST limits: saves at once, or first asks the questionnaire when a change loosens protection. */
  async save(userId: number, requests: LimitRequest[]) {
    if (requests.length === 0 || requests.length > 20)
      throw new DomainError(400, 'invalid_limits', 'responsible_gaming_save_error');
    for (const r of requests) this.validate(r);
    const { responsible } = await this.config.groups();
    if (responsible.questionnaireEnabled && (await this.loosens(userId, requests))) {
      const tokenGuid = randomUUID();
      await this.db
        .insert(rgQuestionnaires)
        .values({ tokenGuid, userId, limits: requests, expiresAt: new Date(this.now() + QUESTIONNAIRE_TTL_MS) });
      return {
        status: 'questions' as const,
        data: { questions: QUESTIONS.map((q) => ({ id: q.id, text: q.text })) },
        tokenGuid,
        limitsData: await this.limits(userId),
      };
    }
    for (const r of requests) await this.apply(userId, r);
    return {
      status: 'saved' as const,
      data: { questions: [] },
      tokenGuid: null,
      limitsData: await this.limits(userId),
    };
  }

  /** POST testanswers: every answer must be the safe one for the loosening to be recorded. */
  async testAnswers(userId: number, tokenGuid: string, answers: { id: number; answer: string }[]) {
    const [q] = await this.db
      .update(rgQuestionnaires)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(rgQuestionnaires.tokenGuid, tokenGuid),
          eq(rgQuestionnaires.userId, userId),
          isNull(rgQuestionnaires.usedAt),
        ),
      )
      .returning();
    if (!q || q.expiresAt.getTime() < this.now())
      throw new DomainError(400, 'questionnaire_expired', 'responsible_gaming_save_error');
    const questionsResult = QUESTIONS.map((question) => ({
      id: question.id,
      correct: answers.find((a) => a.id === question.id)?.answer === question.pass,
    }));
    const success = questionsResult.every((r) => r.correct);
    if (success) for (const r of q.limits as LimitRequest[]) await this.apply(userId, r);
    return { questionsResult, success, limitsData: await this.limits(userId) };
  }

  private async apply(userId: number, req: LimitRequest): Promise<void> {
    const value = this.validate(req);
    const now = this.now();
    const currency = MONEY_TYPES.includes(req.limitType) ? await this.currencyOf(userId) : null;
    const rows = await this.rows(userId);
    const current = this.active(rows, req.limitType);
    await this.db.transaction(async (tx) => {
      if (PERIOD_TYPES.includes(req.limitType)) {
        // Time-out and self-exclusion start at once and cannot be lifted or shortened early.
        const inForce = rows.find(
          (r) =>
            PERIOD_TYPES.includes(r.limitType) &&
            r.state === 'ACTIVE' &&
            (r.endsAt === null || r.endsAt.getTime() > now),
        );
        if (inForce) throw new DomainError(409, 'period_in_force', 'responsible_gaming_period_in_force');
        await tx.insert(rgLimits).values({
          userId,
          limitType: req.limitType,
          limitValue: value,
          state: 'ACTIVE',
          startedAt: new Date(now),
          endsAt: new Date(now + Number(value) * 86_400_000),
          selfExcludeReason: req.limitType === LIMIT_TYPE.selfExclusion ? (req.selfExcludeReason ?? null) : null,
        });
        return;
      }
      const next = req.limitType === 31 && value === -1n ? BigInt(NO_LIMIT) : value;
      const kind = req.limitType === 32 ? 'decrease' : classifyChange(current?.limitValue ?? null, next);
      // A new request replaces any change still waiting for the same type.
      await tx
        .update(rgLimits)
        .set({ state: 'INACTIVE' })
        .where(and(eq(rgLimits.userId, userId), eq(rgLimits.limitType, req.limitType), eq(rgLimits.state, 'PENDING')));
      if (kind === 'same') return;
      if (kind === 'new' || kind === 'decrease') {
        if (current) await tx.update(rgLimits).set({ state: 'INACTIVE' }).where(eq(rgLimits.id, current.id));
        await tx.insert(rgLimits).values({
          userId,
          limitType: req.limitType,
          limitValue: next,
          currency,
          state: 'ACTIVE',
          startedAt: new Date(now),
        });
        return;
      }
      await tx.insert(rgLimits).values({
        userId,
        limitType: req.limitType,
        limitValue: next,
        currency,
        state: 'PENDING',
        needApprove: true,
        startedAt: new Date(pendingStart(now)),
      });
    });
  }

  /** POST limitaction: confirm (after the cooling-off, within the window) or reject a pending change. */
  async action(userId: number, action: 'confirm' | 'reject', limitType: number) {
    const rows = await this.rows(userId);
    const pending = rows.find((r) => r.limitType === limitType && r.state === 'PENDING');
    if (!pending)
      throw new DomainError(
        404,
        'no_pending_limit',
        action === 'confirm' ? 'responsible_gaming_confirm_limit_error' : 'responsible_gaming_cancel_limit_error',
      );
    if (action === 'reject') {
      await this.db.update(rgLimits).set({ state: 'INACTIVE' }).where(eq(rgLimits.id, pending.id));
      return { title: 'responsible_gaming_cancel_limit_success', limitsData: await this.limits(userId) };
    }
    const check = canConfirm({ startedAt: pending.startedAt.getTime() }, this.now());
    if (!check.ok) throw new DomainError(409, check.reason, 'responsible_gaming_confirm_limit_error');
    await this.db.transaction(async (tx) => {
      const current = this.active(rows, limitType);
      if (current) await tx.update(rgLimits).set({ state: 'INACTIVE' }).where(eq(rgLimits.id, current.id));
      // Confirming a removal leaves no active limit of the type.
      if (pending.limitValue >= BigInt(NO_LIMIT))
        await tx.update(rgLimits).set({ state: 'INACTIVE', needApprove: false }).where(eq(rgLimits.id, pending.id));
      else
        await tx
          .update(rgLimits)
          .set({ state: 'ACTIVE', needApprove: false, startedAt: new Date(this.now()) })
          .where(eq(rgLimits.id, pending.id));
    });
    return { title: 'responsible_gaming_confirm_limit_success', limitsData: await this.limits(userId) };
  }

  /** DELETE limit (when the mode flag is not 1): a removal, which waits like an increase. */
  async remove(userId: number, limitType: number) {
    const def = definitionOf(limitType);
    if (!def) throw new DomainError(400, 'unknown_limit_type', 'responsible_gaming_save_error');
    if (PERIOD_TYPES.includes(limitType))
      throw new DomainError(409, 'period_in_force', 'responsible_gaming_period_in_force');
    if (limitType === 32) {
      await this.db
        .update(rgLimits)
        .set({ state: 'INACTIVE' })
        .where(and(eq(rgLimits.userId, userId), eq(rgLimits.limitType, 32), eq(rgLimits.state, 'ACTIVE')));
      return this.limits(userId);
    }
    await this.apply(userId, { limitType, limitValue: limitType === 31 ? -1 : NO_LIMIT });
    return this.limits(userId);
  }

  /** BlockUser: self-exclusion for one of the spec's periods; every session ends at once. */
  async blockUser(userId: number, days: number, reason: string | undefined) {
    await this.apply(userId, { limitType: LIMIT_TYPE.selfExclusion, limitValue: days, selfExcludeReason: reason });
    await revokeAllSessions(this.db, userId);
    return { success: true as const };
  }

  // ── play time: ping, session limit, reality check (playtime.ts) ─────────────────────────
  async ping(userId: number, sessionId: string) {
    return this.playTime.ping(userId, sessionId, await this.rows(userId));
  }

  /** Spec §7 reality-check call: continue, log_out or nothing; do_not_show_again; next popup time. */
  async realityCheck(userId: number, sessionId: string, answer: RealityCheckAnswer) {
    return this.playTime.realityCheck(userId, sessionId, await this.rows(userId), answer);
  }
}

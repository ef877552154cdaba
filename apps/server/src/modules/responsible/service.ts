import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import {
  canConfirm,
  checkAmount,
  classifyChange,
  DEPOSIT_TYPES,
  LOSS_TYPES,
  MONEY_TYPES,
  NO_LIMIT,
  PERIOD_TYPES,
  pendingStart,
  periodInForce,
  sessionExceeded,
  WAGER_TYPES,
  windowSeconds,
  type LimitState,
} from '@sb/limits';
import type { Db } from '../../db/client';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  payments,
  rgLimits,
  rgQuestionnaires,
  rgSessions,
  users,
} from '../../db/schema';
import type { ConfigService } from '../config/service';
import { revokeAllSessions, revokeSession } from '../identity/sessions';
import type { DepositGuard } from '../wallet/deposit-guard';
import { definitionOf, LIMIT_DEFINITIONS, QUESTIONS } from './catalogue';
import { RgError } from './errors';

type LimitRow = typeof rgLimits.$inferSelect;

export interface LimitView {
  limitType: number;
  limitValue: string;
  limitBalance: string | null;
  limitState: LimitState;
  needApprove: boolean;
  startedAt: string;
  endsAt: string | null;
  selfExcludeReason: string | null;
  availableValues: number[] | null;
  measure: string;
  label: string;
  currencyCode: string | null;
}

export interface LimitRequest {
  limitType: number;
  limitValue: number;
  selfExcludeReason?: string | undefined;
}

/** Ledger kinds a wagering limit counts (stakes), and a loss limit (stakes net of what came back). */
const WAGER_KINDS: readonly string[] = ['bet_stake', 'casino_stake'];
const LOSS_KINDS: readonly string[] = [...WAGER_KINDS, 'bet_win', 'casino_win', 'bet_refund', 'casino_rollback'];
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
/** A ping more than this late starts a new stretch of play instead of counting the gap. */
const PING_GAP_MS = 90_000;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The limit service (spec §3 Limit, §4, §7, §9). Every rule of enforcement lives here and is used
 * by the server at the moment money moves: deposits (the wallet's deposit guard), bets and casino
 * stakes (`checkStake`).
 */
export class RgService {
  /** Placement may check `noStakeLimitsSql` in its statement instead of calling `checkStake` first. */
  readonly stakeLimitsInSql = true;

  constructor(
    private readonly db: Db,
    private readonly config: ConfigService,
    private readonly now: () => number = Date.now,
  ) {}

  private async currencyOf(userId: number): Promise<string> {
    const [u] = await this.db.select({ currency: users.currency }).from(users).where(eq(users.id, userId));
    if (!u) throw new RgError(401, 'unauthorized', 'main_error');
    return u.currency;
  }

  /** Expires what has run its course: periods that ended, pending changes past their window. */
  private async housekeeping(userId: number): Promise<void> {
    const now = new Date(this.now());
    await this.db
      .update(rgLimits)
      .set({ state: 'INACTIVE' })
      .where(
        and(
          eq(rgLimits.userId, userId),
          eq(rgLimits.state, 'ACTIVE'),
          sql`${rgLimits.endsAt} is not null and ${rgLimits.endsAt} <= ${now}`,
        ),
      );
    await this.db
      .update(rgLimits)
      .set({ state: 'INACTIVE' })
      .where(
        and(
          eq(rgLimits.userId, userId),
          eq(rgLimits.state, 'PENDING'),
          sql`${rgLimits.startedAt} + interval '86400 seconds' < ${now}`,
        ),
      );
  }

  private async rows(userId: number): Promise<LimitRow[]> {
    await this.housekeeping(userId);
    return this.db.select().from(rgLimits).where(eq(rgLimits.userId, userId)).orderBy(rgLimits.id);
  }

  private active(rows: LimitRow[], type: number): LimitRow | undefined {
    return rows.find((r) => r.limitType === type && r.state === 'ACTIVE');
  }

  // ── read ───────────────────────────────────────────────────────────────────────────────
  available() {
    return LIMIT_DEFINITIONS;
  }

  async limits(userId: number): Promise<LimitView[]> {
    const rows = await this.rows(userId);
    const currency = await this.currencyOf(userId);
    const used = await this.usage(userId, currency);
    // The newest inactive row per type is enough history for the page.
    const shown = rows.filter(
      (r) =>
        r.state !== 'INACTIVE' ||
        rows.filter((x) => x.limitType === r.limitType && x.state === 'INACTIVE').at(-1) === r,
    );
    return shown.map((r) => {
      const def = definitionOf(r.limitType);
      const money = MONEY_TYPES.includes(r.limitType);
      return {
        limitType: r.limitType,
        limitValue: r.limitValue.toString(),
        limitBalance:
          money && r.state === 'ACTIVE' && r.limitValue < BigInt(NO_LIMIT)
            ? (r.limitValue - (used.get(r.limitType) ?? 0n) > 0n
                ? r.limitValue - (used.get(r.limitType) ?? 0n)
                : 0n
              ).toString()
            : null,
        limitState: r.state as LimitState,
        needApprove: r.needApprove,
        startedAt: r.startedAt.toISOString(),
        endsAt: r.endsAt?.toISOString() ?? null,
        selfExcludeReason: r.selfExcludeReason,
        availableValues: def?.availableValues ?? null,
        measure: def?.measure ?? 'count',
        label: def?.label ?? `rg_limit_${r.limitType}`,
        currencyCode: money ? r.currency : null,
      };
    });
  }

  // ── usage in rolling windows, from the ledger and payments ─────────────────────────────
  /** Money used per limit type in its rolling window (deposits, stakes, net losses). */
  async usage(userId: number, currency: string): Promise<Map<number, bigint>> {
    const out = new Map<number, bigint>();
    const now = this.now();
    for (const type of DEPOSIT_TYPES) {
      const since = new Date(now - (windowSeconds(type) ?? 0) * 1000);
      // Pending deposits count too: the player cannot open several that together cross the limit.
      const [r] = await this.db
        .select({ sum: sql<string>`coalesce(sum(${payments.amount}), 0)::text` })
        .from(payments)
        .where(
          and(
            eq(payments.userId, userId),
            eq(payments.direction, 'deposit'),
            eq(payments.currency, currency),
            inArray(payments.status, ['pending', 'success']),
            gte(payments.createdAt, since),
          ),
        );
      out.set(type, BigInt(r?.sum ?? '0'));
    }
    for (const [types, kinds] of [
      [WAGER_TYPES, WAGER_KINDS],
      [LOSS_TYPES, LOSS_KINDS],
    ] as const) {
      for (const type of types) {
        const since = new Date(now - (windowSeconds(type) ?? 0) * 1000);
        const [r] = await this.db
          .select({ sum: sql<string>`coalesce(sum(-${ledgerEntries.amount}), 0)::text` })
          .from(ledgerEntries)
          .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.txnId))
          .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
          .where(
            and(
              eq(ledgerAccounts.userId, userId),
              eq(ledgerAccounts.currency, currency),
              inArray(ledgerTransactions.kind, [...kinds]),
              gte(ledgerTransactions.createdAt, since),
            ),
          );
        // Stakes leave the player's account (negative entries); wins come back. Net loss ≥ 0.
        const v = BigInt(r?.sum ?? '0');
        out.set(type, v < 0n ? 0n : v);
      }
    }
    return out;
  }

  private async periodBlock(userId: number): Promise<LimitRow | undefined> {
    const rows = await this.rows(userId);
    const now = this.now();
    return rows.find((r) =>
      periodInForce(
        { ...r, state: r.state as LimitState, startedAt: r.startedAt.getTime(), endsAt: r.endsAt?.getTime() ?? null },
        now,
      ),
    );
  }

  /** Time-out or self-exclusion in force: no play, no deposits, no marketing (withdrawals stay open). */
  async excluded(userId: number): Promise<{ limitType: number; endsAt: string | null } | null> {
    const b = await this.periodBlock(userId);
    return b ? { limitType: b.limitType, endsAt: b.endsAt?.toISOString() ?? null } : null;
  }

  // ── enforcement ────────────────────────────────────────────────────────────────────────
  /** The wallet's deposit guard: refuses over a deposit limit or during a time-out/self-exclusion. */
  depositGuard(): DepositGuard {
    return async (req) => {
      const block = await this.periodBlock(req.userId);
      if (block)
        return {
          ok: false,
          code: block.limitType === 30 ? 'self_excluded' : 'timeout_active',
          title: 'responsible_gaming_blocked',
        };
      const rows = await this.rows(req.userId);
      const limits = rows
        .filter(
          (r) =>
            (DEPOSIT_TYPES as readonly number[]).includes(r.limitType) &&
            r.state === 'ACTIVE' &&
            r.currency === req.currency,
        )
        .map((r) => ({ limitType: r.limitType, limitValue: r.limitValue }));
      const verdict = checkAmount(limits, await this.usage(req.userId, req.currency), req.amount);
      return verdict.ok
        ? { ok: true }
        : { ok: false, code: 'deposit_limit_exceeded', title: 'responsible_gaming_deposit_limit' };
    };
  }

  /**
   * Bets and casino stakes ask this before any money moves (wagering and loss limits, periods).
   * It runs on every stake, so it costs one indexed read of the player's active limits and, only
   * when a wagering or loss limit is set in this currency, one more for the usage it needs. Expired
   * rows are skipped here by their end time (the same rule `housekeeping` writes down later).
   */
  async checkStake(
    userId: number,
    currency: string,
    amount: bigint,
  ): Promise<{ ok: true } | { ok: false; code: string; title: string }> {
    const now = this.now();
    const rows = await this.db
      .select({
        limitType: rgLimits.limitType,
        limitValue: rgLimits.limitValue,
        currency: rgLimits.currency,
        startedAt: rgLimits.startedAt,
        endsAt: rgLimits.endsAt,
      })
      .from(rgLimits)
      .where(
        and(eq(rgLimits.userId, userId), inArray(rgLimits.limitType, STAKE_CHECK_TYPES), eq(rgLimits.state, 'ACTIVE')),
      )
      .orderBy(rgLimits.id);
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
        code: block.limitType === 30 ? 'self_excluded' : 'timeout_active',
        title: 'responsible_gaming_blocked',
      };
    const money = live.filter((r) => r.currency === currency && r.limitValue < BigInt(NO_LIMIT));
    if (money.length === 0) return { ok: true };
    const used = await this.stakeUsage(userId, currency, [...new Set(money.map((r) => r.limitType))]);
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

  /** Wagering and loss usage of the given limit types in their rolling windows, in one query (as `usage`). */
  private async stakeUsage(userId: number, currency: string, types: readonly number[]): Promise<Map<number, bigint>> {
    const now = this.now();
    const since = (type: number) => new Date(now - (windowSeconds(type) ?? 0) * 1000);
    const kindsOf = (type: number): readonly string[] =>
      (WAGER_TYPES as readonly number[]).includes(type) ? WAGER_KINDS : LOSS_KINDS;
    const sums = types.map(
      (type, i) =>
        sql`coalesce(sum(-${ledgerEntries.amount}) filter (where ${inArray(ledgerTransactions.kind, [...kindsOf(type)])} and ${gte(ledgerTransactions.createdAt, since(type))}), 0)::text as ${sql.raw(`u${i}`)}`,
    );
    const oldest = new Date(Math.min(...types.map((t) => since(t).getTime())));
    const result = await this.db.execute(sql`
      select ${sql.join(sums, sql`, `)}
      from ${ledgerEntries}
      join ${ledgerTransactions} on ${ledgerTransactions.id} = ${ledgerEntries.txnId}
      join ${ledgerAccounts} on ${ledgerAccounts.id} = ${ledgerEntries.accountId}
      where ${ledgerAccounts.userId} = ${userId} and ${ledgerAccounts.currency} = ${currency}
        and ${inArray(ledgerTransactions.kind, [...LOSS_KINDS])} and ${gte(ledgerTransactions.createdAt, oldest)}`);
    const row = (result as unknown as { rows: Record<string, string | null>[] }).rows[0] ?? {};
    const out = new Map<number, bigint>();
    types.forEach((type, i) => {
      // Stakes leave the player's account (negative entries); wins come back. Net loss ≥ 0.
      const v = BigInt(row[`u${i}`] ?? '0');
      out.set(type, v < 0n ? 0n : v);
    });
    return out;
  }

  // ── changes ────────────────────────────────────────────────────────────────────────────
  private validate(req: LimitRequest): bigint {
    const def = definitionOf(req.limitType);
    if (!def) throw new RgError(400, 'unknown_limit_type', 'responsible_gaming_save_error');
    if (!Number.isSafeInteger(req.limitValue))
      throw new RgError(400, 'invalid_limit_value', 'responsible_gaming_save_error');
    if (def.availableValues) {
      if (!def.availableValues.includes(req.limitValue))
        throw new RgError(400, 'invalid_limit_value', 'responsible_gaming_save_error');
    } else if (req.limitValue <= 0 || (req.limitValue > 10 ** 12 && req.limitValue !== NO_LIMIT)) {
      throw new RgError(400, 'invalid_limit_value', 'responsible_gaming_save_error');
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
      throw new RgError(400, 'invalid_limits', 'responsible_gaming_save_error');
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
      throw new RgError(400, 'questionnaire_expired', 'responsible_gaming_save_error');
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
        if (inForce) throw new RgError(409, 'period_in_force', 'responsible_gaming_period_in_force');
        await tx.insert(rgLimits).values({
          userId,
          limitType: req.limitType,
          limitValue: value,
          state: 'ACTIVE',
          startedAt: new Date(now),
          endsAt: new Date(now + Number(value) * 86_400_000),
          selfExcludeReason: req.limitType === 30 ? (req.selfExcludeReason ?? null) : null,
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
      throw new RgError(
        404,
        'no_pending_limit',
        action === 'confirm' ? 'responsible_gaming_confirm_limit_error' : 'responsible_gaming_cancel_limit_error',
      );
    if (action === 'reject') {
      await this.db.update(rgLimits).set({ state: 'INACTIVE' }).where(eq(rgLimits.id, pending.id));
      return { title: 'responsible_gaming_cancel_limit_success', limitsData: await this.limits(userId) };
    }
    const check = canConfirm({ startedAt: pending.startedAt.getTime() }, this.now());
    if (!check.ok) throw new RgError(409, check.reason, 'responsible_gaming_confirm_limit_error');
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
    if (!def) throw new RgError(400, 'unknown_limit_type', 'responsible_gaming_save_error');
    if (PERIOD_TYPES.includes(limitType))
      throw new RgError(409, 'period_in_force', 'responsible_gaming_period_in_force');
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
    await this.apply(userId, { limitType: 30, limitValue: days, selfExcludeReason: reason });
    await revokeAllSessions(this.db, userId);
    return { success: true as const };
  }

  // ── play time: ping, session limit, reality check ──────────────────────────────────────
  async ping(userId: number, sessionId: string) {
    const now = this.now();
    const today = day(now);
    const [s] = await this.db.select().from(rgSessions).where(eq(rgSessions.userId, userId));
    let seconds = s && s.day === today ? s.secondsToday : 0;
    const last = s?.lastPingAt?.getTime() ?? null;
    const continuing = last !== null && now - last <= PING_GAP_MS;
    if (continuing && s?.day === today) seconds += Math.round((now - last) / 1000);
    const sessionStartedAt = continuing && s?.sessionStartedAt ? s.sessionStartedAt : new Date(now);
    const rows = await this.rows(userId);
    const reality = this.active(rows, 32);
    let nextAt = s?.realityCheckNextAt ?? null;
    if (reality && !s?.realityCheckOff && (nextAt === null || !continuing))
      nextAt = new Date(now + Number(reality.limitValue) * 60_000);
    await this.db
      .insert(rgSessions)
      .values({
        userId,
        day: today,
        secondsToday: seconds,
        lastPingAt: new Date(now),
        sessionStartedAt,
        realityCheckNextAt: nextAt,
      })
      .onConflictDoUpdate({
        target: rgSessions.userId,
        set: {
          day: today,
          secondsToday: seconds,
          lastPingAt: new Date(now),
          sessionStartedAt,
          realityCheckNextAt: nextAt,
        },
      });
    const session = this.active(rows, 31);
    if (session && sessionExceeded(Number(session.limitValue), seconds * 1000)) {
      // Spec §4 Session limit: at the end the player is disconnected, on the server.
      await revokeSession(this.db, sessionId);
      return {
        active: false,
        sessionLimitReached: true,
        messages: ['main_session_limit_ended', 'main_session_limit_visit_tomorrow'],
        realityCheck: null,
      };
    }
    const due = reality && !s?.realityCheckOff && nextAt !== null && now >= nextAt.getTime();
    return {
      active: true,
      sessionLimitReached: false,
      messages: [] as string[],
      realityCheck: due
        ? {
            due: true,
            playedSeconds: Math.round((now - sessionStartedAt.getTime()) / 1000),
            netResultMinor: (await this.netResult(userId, sessionStartedAt)).toString(),
            intervalMinutes: Number(reality.limitValue),
          }
        : null,
    };
  }

  /** Wins minus stakes since the session started (negative: the player is down). */
  private async netResult(userId: number, since: Date): Promise<bigint> {
    const [r] = await this.db
      .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.txnId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(
        and(
          eq(ledgerAccounts.userId, userId),
          inArray(ledgerTransactions.kind, [
            'bet_stake',
            'casino_stake',
            'bet_win',
            'casino_win',
            'bet_refund',
            'casino_rollback',
          ]),
          gte(ledgerTransactions.createdAt, since),
        ),
      );
    return BigInt(r?.sum ?? '0');
  }

  /** Spec §7 reality-check call: continue, log_out or nothing; do_not_show_again; next popup time. */
  async realityCheck(
    userId: number,
    sessionId: string,
    a: { action: 'continue' | 'log_out' | 'nothing'; doNotShowAgain: boolean; popupShowAt: string | undefined },
  ) {
    const rows = await this.rows(userId);
    const reality = this.active(rows, 32);
    const now = this.now();
    const asked = a.popupShowAt ? Date.parse(a.popupShowAt) : NaN;
    const interval = reality ? Number(reality.limitValue) * 60_000 : 0;
    const next = Number.isFinite(asked) && asked > now ? asked : now + interval;
    await this.db
      .update(rgSessions)
      .set({ realityCheckNextAt: new Date(next), realityCheckOff: a.doNotShowAgain })
      .where(eq(rgSessions.userId, userId));
    if (a.action === 'log_out') await revokeSession(this.db, sessionId);
    return { success: true as const, loggedOut: a.action === 'log_out' };
  }
}

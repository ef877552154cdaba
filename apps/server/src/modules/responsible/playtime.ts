import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { sessionExceeded } from '@sb/limits';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, rgSessions } from '../../db/schema';
import { revokeSession } from '../identity';
import { LOSS_KINDS, type LimitRow } from './repository';

/** A ping more than this late starts a new stretch of play instead of counting the gap. */
const PING_GAP_MS = 90_000;

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const activeOf = (rows: readonly LimitRow[], type: number): LimitRow | undefined =>
  rows.find((r) => r.limitType === type && r.state === 'ACTIVE');

export interface RealityCheckAnswer {
  action: 'continue' | 'log_out' | 'nothing';
  doNotShowAgain: boolean;
  popupShowAt: string | undefined;
}

/**
 * Play time (spec §4 Session limit, Reality check; §7 ping): the 30 s ping counts the day's play,
 * ends the session at the session limit and says when the reality check is due. The player's
 * limit rows come from the service (read as of the clock).
 */
export class PlayTime {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async ping(userId: number, sessionId: string, rows: readonly LimitRow[]) {
    const now = this.now();
    const today = day(now);
    const [s] = await this.db.select().from(rgSessions).where(eq(rgSessions.userId, userId));
    let seconds = s && s.day === today ? s.secondsToday : 0;
    const last = s?.lastPingAt?.getTime() ?? null;
    const continuing = last !== null && now - last <= PING_GAP_MS;
    if (continuing && s?.day === today) seconds += Math.round((now - last) / 1000);
    const sessionStartedAt = continuing && s?.sessionStartedAt ? s.sessionStartedAt : new Date(now);
    const reality = activeOf(rows, 32);
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
    const session = activeOf(rows, 31);
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
          inArray(ledgerTransactions.kind, [...LOSS_KINDS]),
          gte(ledgerTransactions.createdAt, since),
        ),
      );
    return BigInt(r?.sum ?? '0');
  }

  /** Spec §7 reality-check call: continue, log_out or nothing; do_not_show_again; next popup time. */
  async realityCheck(userId: number, sessionId: string, rows: readonly LimitRow[], a: RealityCheckAnswer) {
    const reality = activeOf(rows, 32);
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

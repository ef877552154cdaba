import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { move } from '@sb/ledger';
import { BET_STATUS, type BetStatusId } from '@sb/coupon';
import {
  GAME_STATUS_ID,
  MARKET_GROUP,
  OUTCOME_TYPE,
  type GameResult,
  type GameSummary,
  type Outcome,
} from '@sb/contracts';
import type { App } from '../app';
import { ledgerAccounts } from '../db/schema';
import { registerCsrfGuard } from '../http/csrf';
import { registerErrorHandling } from '../http/errors';
import { registerPrincipal } from '../http/principal';
import { loadSigningKey } from '../modules/identity/secrets';
import type { LinePort } from '../modules/line/port';
import { houseAccount, transfer } from '../modules/ledger/ledger';
import { bettingRoutes } from '../modules/betting/routes';
import { BettingService, type BettingDeps } from '../modules/betting/service';

/** A line under the test's control: games with 1X2 outcomes, prices, blocks, results. */
export class FakeLine implements LinePort {
  private readonly entries = new Map<string, { outcome: Outcome; game: GameSummary }>();
  private readonly results = new Map<number, GameResult>();
  private readonly listeners = new Set<(r: GameResult) => void | Promise<void>>();
  private nextGame = 1000;

  constructor(private readonly now: () => number) {}

  /** A pre-match game with 1X2 outcomes `${id}_1_`, `${id}_2_`, `${id}_3_`. */
  game(coefs: [number, number, number] = [2, 3.5, 4], opts: { startInMs?: number; kind?: number } = {}): number {
    const id = ++this.nextGame;
    const game: GameSummary = {
      id,
      sportId: 1,
      champId: 77,
      champName: 'Test League',
      countryCode: null,
      team1: { id: id * 2, name: `Home ${id}`, short: 'HOM', colors: ['#000', '#fff'] },
      team2: { id: id * 2 + 1, name: `Away ${id}`, short: 'AWY', colors: ['#fff', '#000'] },
      title: null,
      startAt: this.now() + (opts.startInMs ?? 3_600_000),
      statusId: GAME_STATUS_ID.notStarted,
      isTop: false,
      mainMarkets: [],
      marketsCount: 1,
      score: null,
    };
    [OUTCOME_TYPE.win1, OUTCOME_TYPE.draw, OUTCOME_TYPE.win2].forEach((typeId, i) => {
      const outcome: Outcome = {
        id: `${id}_${typeId}_`,
        gameId: id,
        sportId: 1,
        champId: 77,
        groupId: MARKET_GROUP.result,
        typeId,
        param: null,
        kind: opts.kind ?? 1,
        coef: coefs[i] ?? 2,
        isLive: false,
        isBlocked: false,
      };
      this.entries.set(outcome.id, { outcome, game });
    });
    return id;
  }

  set(outcomeId: string, change: Partial<Outcome>): void {
    const e = this.entries.get(outcomeId);
    if (e) this.entries.set(outcomeId, { ...e, outcome: { ...e.outcome, ...change } });
  }

  setGame(gameId: number, change: Partial<GameSummary>): void {
    for (const [id, e] of this.entries)
      if (e.game.id === gameId) this.entries.set(id, { ...e, game: { ...e.game, ...change } });
  }

  outcome(outcomeId: string) {
    return this.entries.get(outcomeId) ?? null;
  }

  async result(gameId: number) {
    return this.results.get(gameId) ?? null;
  }

  onResult(listener: (r: GameResult) => void | Promise<void>) {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Stores a result (home, away goals; status 4 finished or 5 cancelled) and tells listeners. */
  async finish(gameId: number, home: number, away: number, opts: { statusId?: number; version?: number } = {}) {
    const r: GameResult = {
      gameId,
      sportId: 1,
      champId: 77,
      champName: 'Test League',
      team1: { id: 1, name: 'H', short: 'H', colors: ['#000', '#fff'] },
      team2: { id: 2, name: 'A', short: 'A', colors: ['#000', '#fff'] },
      title: null,
      startAt: this.now(),
      statusId: opts.statusId ?? GAME_STATUS_ID.finished,
      score: { home, away, periods: [] },
      winnerId: null,
      version: opts.version ?? 1,
    };
    this.results.set(gameId, r);
    this.setGame(gameId, { statusId: r.statusId });
    for (const l of this.listeners) await l(r);
    return r;
  }
}

/** 1X2 on the final score (the feed's settleOutcome does every market; this is enough here). */
export function settle1x2(o: Pick<Outcome, 'typeId'>, r: GameResult): BetStatusId {
  const s = r.score;
  if (!s) return BET_STATUS.notCalculated;
  const winner = s.home > s.away ? OUTCOME_TYPE.win1 : s.home < s.away ? OUTCOME_TYPE.win2 : OUTCOME_TYPE.draw;
  return o.typeId === winner ? BET_STATUS.win : BET_STATUS.lose;
}

/** The betting routes over the test app's database, with a FakeLine and a controllable rg seam. */
export async function startBetting(
  target: App,
  line: LinePort,
  now: () => number,
  extra: Partial<BettingDeps> = {},
): Promise<{ http: FastifyInstance; betting: BettingService }> {
  const betting = new BettingService({
    db: target.database.db,
    line,
    rg: target.rg,
    config: target.config,
    bus: target.bus,
    settleLeg: settle1x2,
    now,
    ...extra,
  });
  const key = await loadSigningKey(target.database.db, undefined);
  const http = Fastify({ logger: false });
  http.setValidatorCompiler(validatorCompiler);
  http.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(http);
  await http.register(cookie);
  registerCsrfGuard(http, []);
  registerPrincipal(http, { db: target.database.db, key, now });
  await http.register(bettingRoutes({ betting, now }));
  await http.ready();
  return { http, betting };
}

/** Gives a player's account money from the house (as a settled deposit would). */
export async function fund(target: App, accountId: number, amount: bigint): Promise<void> {
  const [acct] = await target.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, accountId));
  if (!acct) throw new Error('no account');
  await target.database.db.transaction(async (tx) => {
    const house = await houseAccount(tx, 'house:deposits', acct.currency);
    await transfer(tx, {
      idempotencyKey: `test-fund:${accountId}:${Math.random()}`,
      kind: 'deposit',
      postings: move(house, accountId, amount),
    });
  });
}

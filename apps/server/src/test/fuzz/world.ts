import { randomUUID } from 'node:crypto';
import { BETS_API, CASINO_API, LINE_API, type GameSummary } from '@sb/contracts';
import type { App } from '../../app';
import { ADMIN, XRW } from '../test-app';
import { CLOSING_ACTION, FALLBACK_ACTIONS, GAME_PARAMS, ROUND_GAMES } from './game-rules';
import { mainAccountId, setupIp, type FuzzPlayer } from './player';

/**
 * Issue 25: the ids that exist, so that a valid-shaped input names real things — the studio's
 * games with their paytables, open outcomes of the line, the player's own accounts, rounds and
 * coupons, promo codes an operator created. Read through the API, as a client would.
 */
export interface OpenOutcome {
  id: string;
  gameId: number;
  coef: number;
}

export interface World {
  accountId: number;
  gameIds: string[];
  paytables: Map<string, unknown>;
  outcomes: OpenOutcome[];
  /** The player's open round (the act operation's target; a player has one at a time). */
  rounds: { id: string; gameId: string }[];
  /** The player's coupons with the cash-out offer read for each. */
  coupons: { id: string; offer: string }[];
  /** Promo codes of a casino no-deposit bonus, each redeemable once per player. */
  promoCodes: string[];
  paymentIds: string[];
}

type Res = Awaited<ReturnType<App['app']['inject']>>;
const ok = (res: Res, what: string) => {
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res;
};

/** A no-deposit casino bonus the operator defines, with promo codes for it (issue 16 admin API). */
export async function createPromoCodes(app: App, prefix: string, count: number, wagering = 1): Promise<string[]> {
  const def = ok(
    await app.app.inject({
      method: 'POST',
      url: '/admin-api/bonuses/definitions',
      headers: ADMIN,
      payload: {
        name: `Fuzz ${prefix}`,
        kind: 'no_deposit',
        fixedAmount: '500',
        validityDays: 7,
        products: ['casino'],
        wageringMultiplier: wagering,
      },
    }),
    'bonus definition',
  ).json<{ id: number }>();
  const codes: string[] = [];
  for (let i = 0; i < count; i++) {
    const code = `${prefix}${i}`.toUpperCase();
    ok(
      await app.app.inject({
        method: 'POST',
        url: '/admin-api/bonuses/promo-codes',
        headers: ADMIN,
        payload: { code, definitionId: def.id },
      }),
      'promo code',
    );
    codes.push(code);
  }
  return codes;
}

/**
 * Pre-match outcomes open for betting at the app's (fixed) clock: not live, not blocked, from
 * games that start later. The test clock is fixed, so the same outcomes every run.
 */
export async function openOutcomes(app: App, max = 12): Promise<OpenOutcome[]> {
  const res = ok(await app.app.inject({ url: `${LINE_API}/games?sportId=1&pageSize=40` }), 'line games');
  const games = res.json<{ games: GameSummary[] }>().games;
  const now = app.line.clock();
  const out: OpenOutcome[] = [];
  for (const g of games) {
    if (g.startAt <= now + 3_600_000) continue;
    for (const o of g.mainMarkets.flatMap((m) => m.outcomes)) {
      const current = app.line.outcome(o.id);
      if (current && !current.outcome.isBlocked && !current.outcome.isLive && out.length < max)
        out.push({ id: o.id, gameId: g.id, coef: current.outcome.coef });
    }
  }
  if (out.length < 2) throw new Error('the line has no open pre-match outcomes at the test clock');
  return out;
}

export async function paytablesOf(app: App, gameIds: readonly string[]): Promise<Map<string, unknown>> {
  const tables = new Map<string, unknown>();
  for (const id of gameIds) {
    const res = ok(await app.app.inject({ url: `${CASINO_API}/games/${id}` }), `game ${id}`);
    tables.set(id, res.json<{ paytable: unknown }>().paytable);
  }
  return tables;
}

const post = (app: App, p: FuzzPlayer, url: string, payload: object) =>
  app.app.inject({ method: 'POST', url, headers: { ...XRW, cookie: p.cookie }, remoteAddress: setupIp(), payload });

type RoundAnswer = { round: { id: string; gameId: string; status: string } };

/** The player's open round (a player has one at a time), from the history; null when none. */
async function openRoundOf(app: App, p: FuzzPlayer): Promise<World['rounds'][number] | null> {
  const res = ok(
    await app.app.inject({ url: `${CASINO_API}/history?limit=100`, headers: { cookie: p.cookie } }),
    'history',
  );
  const open = res.json<{ rounds: RoundAnswer['round'][] }>().rounds.find((r) => r.status === 'open');
  return open ? { id: open.id, gameId: open.gameId } : null;
}

/**
 * The player's one open round (a player may have one at a time): the one left open by earlier
 * inputs, else a new one of the `index`-th round game at the minimum stake (10).
 */
export async function openRound(app: App, p: FuzzPlayer, index: number): Promise<World['rounds'][number]> {
  const open = await openRoundOf(app, p);
  if (open) return open;
  const gameId = ROUND_GAMES[index % ROUND_GAMES.length] ?? 'mines';
  const params = gameId === 'mines' ? { mines: 1 + (index % 20) } : {};
  const res = ok(await post(app, p, `${CASINO_API}/rounds`, { mode: 'real', gameId, stake: 10, params }), 'round');
  return { id: res.json<RoundAnswer>().round.id, gameId };
}

/** Plays the player's open round to its end (cash out, stand or draw; else the next move), if any. */
export async function finishOpenRound(app: App, p: FuzzPlayer): Promise<void> {
  const open = await openRoundOf(app, p);
  if (!open) return;
  let status = 'open';
  const act = async (action: unknown) => {
    const res = await post(app, p, `${CASINO_API}/rounds/${open.id}/act`, { action });
    if (res.statusCode === 200) status = res.json<RoundAnswer>().round.status;
  };
  for (const next of [...(FALLBACK_ACTIONS[open.gameId] ?? []), null]) {
    if (status === 'open') await act(CLOSING_ACTION[open.gameId] ?? {});
    if (status === 'open' && next !== null) await act(next);
  }
  if (status === 'open') throw new Error(`the open ${open.gameId} round ${open.id} could not be finished`);
}

/** Places single bets on open outcomes and reads each coupon's cash-out offer. */
export async function placeCoupons(
  app: App,
  p: FuzzPlayer,
  accountId: number,
  outcomes: readonly OpenOutcome[],
  count: number,
): Promise<World['coupons']> {
  const coupons: World['coupons'] = [];
  for (let i = 0; i < count; i++) {
    const o = outcomes[i % outcomes.length];
    if (!o) break;
    const res = ok(
      await post(app, p, `${BETS_API}/coupons`, {
        typeId: 0,
        accountId,
        amount: 100,
        bets: [{ outcomeId: o.id, coef: o.coef }],
        idempotencyKey: `fuzz-world-${randomUUID()}`,
      }),
      'coupon',
    );
    const id = res.json<{ coupon: { id: string } }>().coupon.id;
    const offer = ok(
      await app.app.inject({ url: `${BETS_API}/coupons/${id}/cashout`, headers: { cookie: p.cookie } }),
      'cash-out offer',
    ).json<{ amount: string }>();
    coupons.push({ id, offer: offer.amount });
  }
  return coupons;
}

export async function buildWorld(app: App, p: FuzzPlayer, promoCodes: string[]): Promise<World> {
  const accountId = await mainAccountId(app, p);
  const gameIds = Object.keys(GAME_PARAMS);
  const outcomes = await openOutcomes(app);
  return {
    accountId,
    gameIds,
    paytables: await paytablesOf(app, gameIds),
    outcomes,
    rounds: [await openRound(app, p, 0)],
    coupons: await placeCoupons(app, p, accountId, outcomes, 4),
    promoCodes,
    paymentIds: [],
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  CASINO_API,
  casinoGamesAnswerSchema,
  casinoHistoryAnswerSchema,
  casinoPlayAnswerSchema,
  casinoRotateAnswerSchema,
  casinoVerifyAnswerSchema,
  type CasinoPlayAnswer,
} from '@sb/contracts';
import type { App } from '../../app';
import { casinoSeeds, ledgerTransactions } from '../../db/schema';
import { XRW } from '../../test/test-app';
import { reconcileLedger } from '../ledger';
import { payoutOf } from './play';
import { testStudio } from './test-studio';
import { openCasinoTestKit, type CasinoTestKit } from './test-kit';

/** Issue 15: the casino's API — catalogue, demo and real play on the ledger, limits, fairness. */
const clock = Date.UTC(2026, 10, 24, 10, 0, 0);
let kit: CasinoTestKit;
let app: App;

beforeAll(async () => {
  kit = await openCasinoTestKit({ now: () => clock, studio: testStudio(), net: 95 });
  app = kit.app();
});
afterAll(async () => {
  await kit.dispose();
});

const db = () => kit.db();

const player = (funds = 100_000n) => kit.player(funds);
type Player = Awaited<ReturnType<typeof player>>;

const play = (p: Player, body: object) => p.post(`${CASINO_API}/play`, { mode: 'real', ...body });
const codeOf = (res: { json: <T>() => T }) => res.json<{ errors: { code: string }[] }>().errors[0]?.code;
const answerOf = (res: { json: <T>() => T }): CasinoPlayAnswer => casinoPlayAnswerSchema.parse(res.json());
const booksBalance = async () => {
  const r = await reconcileLedger(db());
  return r.mismatches.length === 0 && r.unbalancedCurrencies.length === 0;
};
const txnCount = async () => (await db().select({ n: count() }).from(ledgerTransactions))[0]?.n ?? 0;

describe('issue 15: casino catalogue', () => {
  it('lists games by category, provider, tag and name, newest first on request; providers; 404', async () => {
    const all = casinoGamesAnswerSchema.parse((await app.app.inject({ url: `${CASINO_API}/games` })).json());
    expect(all.games.map((g) => g.id)).toEqual(expect.arrayContaining(['test-dice', 'test-lose', 'test-ladder']));
    const cards = casinoGamesAnswerSchema.parse(
      (await app.app.inject({ url: `${CASINO_API}/games?category=card-games` })).json(),
    );
    expect(cards.games.every((g) => g.category === 'card-games')).toBe(true);
    const found = (await app.app.inject({ url: `${CASINO_API}/games?q=dice&tag=originals` })).json<{
      games: { id: string }[];
    }>();
    expect(found.games.map((g) => g.id)).toContain('test-dice');
    const newest = casinoGamesAnswerSchema.parse(
      (await app.app.inject({ url: `${CASINO_API}/games?sort=new` })).json(),
    );
    const ranks = newest.games.map((g) => g.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    expect(newest.games.map((g) => g.id)).toContain('crash');
    const providers = (await app.app.inject({ url: `${CASINO_API}/providers` })).json<{
      providers: { name: string }[];
    }>();
    expect(providers.providers.map((p) => p.name)).toContain('SB Studio');
    expect((await app.app.inject({ url: `${CASINO_API}/games/no-such-game` })).statusCode).toBe(404);
    const slot = (await app.app.inject({ url: `${CASINO_API}/games/fruit-fiesta` })).json<{ paytable: unknown }>();
    expect(slot.paytable).toHaveProperty('pays');
    expect(
      (await app.app.inject({ url: `${CASINO_API}/games/test-dice` })).json<{ paytable: unknown }>().paytable,
    ).toBeNull();
    expect((await app.app.inject({ url: `${CASINO_API}/games?category=nope` })).statusCode).toBe(400);
  });

  it('favourites: add, list, remove; a visitor gets 401', async () => {
    const p = await player(0n);
    expect((await p.post(`${CASINO_API}/favorites`, { gameId: 'test-dice' })).statusCode).toBe(200);
    expect((await p.post(`${CASINO_API}/favorites`, { gameId: 'nope' })).statusCode).toBe(404);
    const list = (await p.get(`${CASINO_API}/favorites`)).json<{ games: { id: string }[] }>();
    expect(list.games.map((g) => g.id)).toEqual(['test-dice']);
    await p.del(`${CASINO_API}/favorites/test-dice`);
    expect((await p.get(`${CASINO_API}/favorites`)).json<{ games: unknown[] }>().games).toEqual([]);
    expect((await app.app.inject({ url: `${CASINO_API}/favorites` })).statusCode).toBe(401);
  });
});

describe('issue 15: play', () => {
  it('demo: no login, play money, nothing on the ledger, the one-off seed revealed', async () => {
    const before = await txnCount();
    const res = await app.app.inject({
      method: 'POST',
      url: `${CASINO_API}/play`,
      headers: XRW,
      payload: { gameId: 'test-dice', mode: 'demo', stake: 100, params: { target: 50 } },
    });
    expect(res.statusCode).toBe(200);
    const a = answerOf(res);
    expect(a.playMoney).toBe(true);
    expect(a.balanceMinor).toBeNull();
    expect(a.round.mode).toBe('demo');
    expect(a.serverSeed).not.toBeNull();
    expect(await txnCount()).toBe(before);
  });

  it('real money needs a player: a visitor gets 401', async () => {
    const res = await app.app.inject({
      method: 'POST',
      url: `${CASINO_API}/play`,
      headers: XRW,
      payload: { gameId: 'test-dice', mode: 'real', stake: 100, params: { target: 50 } },
    });
    expect(res.statusCode).toBe(401);
  });

  it('real: the stake is debited and the payout credited exactly; history, recent; the books balance', async () => {
    const p = await player();
    let expected = 100_000n;
    for (let i = 0; i < 6; i++) {
      const res = await play(p, { gameId: 'test-dice', stake: 250, params: { target: 50 } });
      expect(res.statusCode).toBe(200);
      const a = answerOf(res);
      expect(a.round.payoutMinor).toBe(payoutOf(250n, a.round.multiplier ?? 0).toString());
      expected += BigInt(a.round.payoutMinor) - 250n;
      expect(a.balanceMinor).toBe(expected.toString());
    }
    expect(await p.balance()).toBe(expected);
    const history = (await p.get(`${CASINO_API}/history?gameId=test-dice`)).json<{ rounds: { nonce: number }[] }>();
    expect(history.rounds).toHaveLength(6);
    expect(history.rounds.map((r) => r.nonce).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    const recent = (await p.get(`${CASINO_API}/recent`)).json<{ games: { id: string }[] }>();
    expect(recent.games.map((g) => g.id)).toEqual(['test-dice']);
    expect(await booksBalance()).toBe(true);
  });

  it('a round id is played once: the retry answers the same round, money moves once', async () => {
    const p = await player();
    const roundId = '0b7e0d1e-4a8c-4c1e-9a57-8a0d3c7b9f01';
    const first = answerOf(await play(p, { gameId: 'test-lose', stake: 300, roundId }));
    const again = answerOf(await play(p, { gameId: 'test-lose', stake: 300, roundId }));
    expect(again.replay).toBe(true);
    expect(again.round).toEqual(first.round);
    expect(await p.balance()).toBe(100_000n - 300n);
    const q = await player();
    expect(codeOf(await play(q, { gameId: 'test-lose', stake: 300, roundId }))).toBe('round_id_taken');
  });

  it('bad input is a 400 with a code, never a 500', async () => {
    const p = await player();
    expect(codeOf(await play(p, { gameId: 'test-dice', stake: 100, params: { target: 1 } }))).toBe('bad_target');
    expect(codeOf(await play(p, { gameId: 'test-dice', stake: 1, params: { target: 50 } }))).toBe('stake_out_of_range');
    expect(codeOf(await play(p, { gameId: 'test-ladder', stake: 100 }))).toBe('not_instant_game');
    expect((await play(p, { gameId: 'nope', stake: 100 })).statusCode).toBe(404);
    expect((await play(p, { gameId: 'test-dice', stake: 'x' })).statusCode).toBe(400);
    expect(await p.balance()).toBe(100_000n);
  });

  it('insufficient funds: refused, nothing written, the nonce not used', async () => {
    const p = await player(100n);
    expect(codeOf(await play(p, { gameId: 'test-lose', stake: 200 }))).toBe('insufficient_funds');
    expect(await p.balance()).toBe(100n);
    const [seed] = await db().select().from(casinoSeeds).where(eq(casinoSeeds.userId, p.userId));
    expect(seed?.nonce ?? 0).toBe(0);
  });

  it('concurrent bets on one balance never overdraw it', async () => {
    const p = await player(1_000n);
    const answers = await Promise.all(Array.from({ length: 12 }, () => play(p, { gameId: 'test-lose', stake: 200 })));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode !== 200).every((r) => codeOf(r) === 'insufficient_funds')).toBe(true);
    expect(await p.balance()).toBe(0n);
    expect(await booksBalance()).toBe(true);
  });
});

describe('issue 15: responsible gaming applies to the casino', () => {
  it('a time-out refuses play (403 limit_refused)', async () => {
    const p = await player();
    await app.rg.save(p.userId, [{ limitType: 33, limitValue: 7 }]);
    const res = await play(p, { gameId: 'test-lose', stake: 100 });
    expect(res.statusCode).toBe(403);
    expect(res.json<{ reason: string }>().reason).toBe('timeout_active');
    expect(await p.balance()).toBe(100_000n);
  });

  it('casino stakes count against a wagering limit', async () => {
    const p = await player();
    await app.rg.save(p.userId, [{ limitType: 1, limitValue: 250 }]);
    expect((await play(p, { gameId: 'test-lose', stake: 100 })).statusCode).toBe(200);
    expect((await play(p, { gameId: 'test-lose', stake: 100 })).statusCode).toBe(200);
    const refused = await play(p, { gameId: 'test-lose', stake: 100 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ reason: string }>().reason).toBe('wager_limit_exceeded');
    expect(await p.balance()).toBe(100_000n - 200n);
  });
});

describe('issue 15: round games', () => {
  it('start debits the stake, double debits one more, the payout is credited once at the end', async () => {
    const p = await player();
    const start = answerOf(await p.post(`${CASINO_API}/rounds`, { gameId: 'test-ladder', mode: 'real', stake: 1_000 }));
    expect(start.round.status).toBe('open');
    expect(await p.balance()).toBe(99_000n);
    expect(JSON.stringify(start.round.result)).not.toContain('secret');
    const act = (action: string) => p.post(`${CASINO_API}/rounds/${start.round.id}/act`, { action });
    const doubled = answerOf(await act('double'));
    expect(doubled.round.totalStakeMinor).toBe('2000');
    expect(await p.balance()).toBe(98_000n);
    expect(codeOf(await act('double'))).toBe('cannot_double');
    expect(codeOf(await act('jump'))).toBe('bad_action');
    let last = doubled;
    while (last.round.status === 'open') last = answerOf(await act('climb'));
    expect(await p.balance()).toBe(98_000n + BigInt(last.round.payoutMinor));
    expect(codeOf(await act('cash'))).toBe('round_settled');
    expect(await booksBalance()).toBe(true);
  });

  it('an open round is resumed, never doubled: a second start answers 409 round_open with its id', async () => {
    const p = await player();
    const start = answerOf(await p.post(`${CASINO_API}/rounds`, { gameId: 'test-ladder', mode: 'real', stake: 500 }));
    const again = await p.post(`${CASINO_API}/rounds`, { gameId: 'test-ladder', mode: 'real', stake: 500 });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ roundId: string }>().roundId).toBe(start.round.id);
    expect(await p.balance()).toBe(100_000n - 500n);
    const history = casinoHistoryAnswerSchema.parse((await p.get(`${CASINO_API}/history?gameId=test-ladder`)).json());
    expect(history.rounds[0]).toMatchObject({ id: start.round.id, status: 'open' });
  });

  it('demo round games keep their state without a player', async () => {
    const start = await app.app.inject({
      method: 'POST',
      url: `${CASINO_API}/rounds`,
      headers: XRW,
      payload: { gameId: 'test-ladder', mode: 'demo', stake: 1_000 },
    });
    const a = answerOf(start);
    expect(a.round.status).toBe('open');
    const cashed = await app.app.inject({
      method: 'POST',
      url: `${CASINO_API}/rounds/${a.round.id}/act`,
      headers: XRW,
      payload: { action: 'cash' },
    });
    const done = answerOf(cashed);
    expect(done.round.status).toBe('settled');
    expect(done.round.payoutMinor).toBe('1000');
    expect(done.serverSeed).not.toBeNull();
  });
});

describe('issue 15: provably fair', () => {
  it('the hash is committed; rotation reveals the seed and verify recomputes the round', async () => {
    const p = await player();
    const fair = (await p.get(`${CASINO_API}/fairness`)).json<{ serverSeedHash: string; nonce: number }>();
    expect(fair.nonce).toBe(0);
    const a = answerOf(await play(p, { gameId: 'test-dice', stake: 100, params: { target: 40 } }));
    expect(a.round.serverSeedHash).toBe(fair.serverSeedHash);
    const before = casinoVerifyAnswerSchema.parse(
      (await app.app.inject({ url: `${CASINO_API}/verify?roundId=${a.round.id}` })).json(),
    );
    expect(before.revealed).toBe(false);
    const rotated = casinoRotateAnswerSchema.parse((await p.post(`${CASINO_API}/fairness/rotate`, {})).json());
    expect(rotated.revealed?.serverSeedHash).toBe(fair.serverSeedHash);
    expect(rotated.current.serverSeedHash).not.toBe(fair.serverSeedHash);
    expect(rotated.current.nonce).toBe(0);
    const after = casinoVerifyAnswerSchema.parse(
      (await app.app.inject({ url: `${CASINO_API}/verify?roundId=${a.round.id}` })).json(),
    );
    expect(after).toMatchObject({ revealed: true, hashMatches: true, matches: true });
    expect(after.recomputed?.multiplier).toBe(a.round.multiplier);
  });

  it('the client seed is the player’s: it is used by the next round; a bad one is a 400', async () => {
    const p = await player();
    expect((await p.post(`${CASINO_API}/fairness/client-seed`, { clientSeed: 'my lucky seed' })).statusCode).toBe(400);
    const set = await p.post(`${CASINO_API}/fairness/client-seed`, { clientSeed: 'lucky-7' });
    expect(set.json<{ clientSeed: string }>().clientSeed).toBe('lucky-7');
    const a = answerOf(await play(p, { gameId: 'test-lose', stake: 100 }));
    expect(a.round.clientSeed).toBe('lucky-7');
  });
});

describe('issue 15: the studio package’s games play through the API', () => {
  it('dice and a video slot for real money; mines opens, picks and cashes out or busts', async () => {
    const p = await player();
    const dice = answerOf(await play(p, { gameId: 'dice', stake: 100, params: { target: 50, direction: 'under' } }));
    expect(dice.round.result).toMatchObject({ target: 50, direction: 'under' });
    const slot = answerOf(await play(p, { gameId: 'fruit-fiesta', stake: 100, params: {} }));
    expect(slot.round.result).toHaveProperty('base');
    const mines = answerOf(
      await p.post(`${CASINO_API}/rounds`, { gameId: 'mines', mode: 'real', stake: 100, params: { mines: 3 } }),
    );
    expect(mines.round.status).toBe('open');
    const picked = answerOf(
      await p.post(`${CASINO_API}/rounds/${mines.round.id}/act`, { action: { type: 'pick', tile: 0 } }),
    );
    if (picked.round.status === 'open') {
      const cashed = answerOf(
        await p.post(`${CASINO_API}/rounds/${mines.round.id}/act`, { action: { type: 'cashout' } }),
      );
      expect(cashed.round.status).toBe('settled');
    }
    const history = casinoHistoryAnswerSchema.parse((await p.get(`${CASINO_API}/history?gameId=mines`)).json());
    const minesPaid = BigInt(history.rounds[0]?.payoutMinor ?? '0');
    expect(history.rounds[0]?.status).toBe('settled');
    const net = (a: CasinoPlayAnswer) => BigInt(a.round.payoutMinor) - 100n;
    expect(await p.balance()).toBe(100_000n + net(dice) + net(slot) - 100n + minesPaid);
    expect(await booksBalance()).toBe(true);
  });
});

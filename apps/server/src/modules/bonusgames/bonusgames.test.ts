import { describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { BONUS_GAME_IDS, MAX_TICKETS_PER_GRANT, playBonusRound, TICKET_PRICE_POINTS } from '@sb/casino';
import {
  BONUS_GAME_CLIENT_SEED_PATH,
  BONUS_GAME_HISTORY_PATH,
  BONUS_GAME_ID_VALUES,
  BONUS_GAME_SEED_ROTATE_PATH,
  BONUS_GAME_TICKET_BUY_PATH,
  BONUS_GAME_TICKETS_PATH,
  BONUS_GAME_VERIFY_PATH,
  BONUS_GAMES_PATH,
  bonusGameHistoryAnswerSchema,
  bonusGamePlayAnswerSchema,
  bonusGamesAnswerSchema,
  bonusGameTicketsAnswerSchema,
  bonusGameVerifyAnswerSchema,
  playerBonusesAnswerSchema,
  POINTS_PATH,
  pointsAnswerSchema,
} from '@sb/contracts';
import { ledgerTransactions } from '../../db/schema';
import { useTestApp } from '../../test/test-app';
import { awardPointsTx } from '../bonuses';
import { BALANCE_CHANNEL, type BalanceEvent } from '../wallet';
import { bonusPlayer, expectReconciled, nextKey, type BonusPlayer } from './test-support';

/**
 * Issue 16, spec §2 Games entrance: bonus games played with tickets. Tickets come from an
 * operator's grant, the rewards shop and deposits; a round spends one ticket and pays its prize
 * once (bonus money through the bonus engine and the ledger, or club points). Outcomes are read
 * from the player's committed seed (the test reads the seed to pick a choice, as the verifier can).
 */
const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const node = useTestApp({ now: () => NOW });
const app = () => node.app;

const tickets = async (p: BonusPlayer) =>
  bonusGameTicketsAnswerSchema.parse((await p.get(BONUS_GAME_TICKETS_PATH)).json());
const bonuses = async (p: BonusPlayer) =>
  playerBonusesAnswerSchema.parse((await p.get('/web-api/bonuses')).json()).bonuses;

/** What the player's next round of `gameId` with `choice` draws (from the current seed and nonce). */
async function next(p: BonusPlayer, gameId: string, choice: unknown) {
  await tickets(p); // the seed is committed on first view
  const s = await p.seed();
  const r = playBonusRound({ gameId, choice, serverSeed: s.serverSeed, clientSeed: s.clientSeed, nonce: s.nonce });
  if (!r.ok) throw new Error(r.code);
  return r.value;
}

describe('issue 16, spec §2 Games entrance: the games and their published tables', () => {
  it('lists the six games with each prize table and its exact expected value, to anyone', async () => {
    const res = await app().app.inject({ url: BONUS_GAMES_PATH });
    expect(res.statusCode).toBe(200);
    const body = bonusGamesAnswerSchema.parse(res.json());
    expect(body.games.map((g) => g.id)).toEqual([...BONUS_GAME_IDS]);
    expect([...BONUS_GAME_ID_VALUES]).toEqual([...BONUS_GAME_IDS]);
    expect(body).toMatchObject({
      currency: 'EUR',
      ticketPricePoints: TICKET_PRICE_POINTS,
      depositTicketMinMinor: '2000',
    });
    const fortuna = body.games[0];
    expect(fortuna?.tiers.map((t) => [t.id, t.probability])).toEqual([
      ['bonus-50', '5/12'],
      ['bonus-100', '1/4'],
      ['bonus-200', '1/6'],
      ['bonus-500', '1/12'],
      ['bonus-1000', '1/12'],
    ]);
    expect(fortuna?.expectedValue).toEqual([{ kind: 'bonus', exact: '1225/6', decimal: 1225 / 6 }]);
    for (const g of body.games) expect(g.wageringMultiplier).toBeLessThanOrEqual(10);
    expect(MAX_TICKETS_PER_GRANT).toBe(100); // the admin body's bound (contracts) says the same
  });
});

describe('issue 16 bonus games: tickets are needed, and refusals are clear', () => {
  it('no ticket: 409 no_tickets; a bad choice is 400 before a ticket is spent; an unknown game 404; not EUR 400', async () => {
    const p = await bonusPlayer(app());
    const none = await p.play('fortuna', nextKey('round'));
    expect(none.statusCode, none.body).toBe(409);
    expect(none.json()).toMatchObject({ errors: [{ code: 'no_tickets' }] });
    expect((await p.grant(1)).statusCode).toBe(200);
    const bad = await p.play('chest', nextKey('round'), { pick: 0, code: [1, 2, 3] });
    expect(bad.statusCode).toBe(200); // extra fields are dropped: the pick is valid
    const refused = await p.play('lottery', nextKey('round'), { numbers: [4, 4, 5] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: [{ code: 'bonus_game.lottery_numbers' }] });
    expect((await p.play('roulette', nextKey('round'))).statusCode).toBe(404);
    expect((await p.play('chest', nextKey('round'), { pick: 9 })).statusCode).toBe(400);
    expect((await tickets(p)).tickets).toBe(0);
    const rub = await bonusPlayer(app(), 'RUB');
    expect((await rub.grant(1)).json()).toMatchObject({ errors: [{ code: 'bonus_game_currency_not_eligible' }] });
    expect((await rub.play('fortuna', nextKey('round'))).statusCode).toBe(400);
  });

  it('an operator grant adds its tickets once per idempotency key; the key for another count is 409', async () => {
    const p = await bonusPlayer(app());
    const key = nextKey('grant');
    expect((await p.grant(3, key)).json()).toEqual({ userId: p.userId, granted: 3, tickets: 3 });
    expect((await p.grant(3, key)).json()).toEqual({ userId: p.userId, granted: 3, tickets: 3 });
    expect((await p.grant(4, key)).statusCode).toBe(409);
    expect((await p.grant(101)).statusCode).toBe(400);
    const history = (await tickets(p)).history;
    expect(history).toEqual([{ source: 'grant', delta: 3, gameId: null, at: new Date(NOW).toISOString() }]);
  });
});

describe('issue 16 bonus games: a round spends one ticket and pays its prize once', () => {
  it('fortuna: the bonus goes through the bonus engine into the bonus account (casino, 3 × wagering); a replayed round id answers the same round', async () => {
    const p = await bonusPlayer(app());
    await p.grant(2);
    const expected = await next(p, 'fortuna', null);
    const id = nextKey('round');
    const events: BalanceEvent[] = [];
    const unsubscribe = await node.bus.subscribe(BALANCE_CHANNEL, (e) => {
      if ((e as BalanceEvent).userId === p.userId) events.push(e as BalanceEvent);
    });
    const res = await p.play('fortuna', id);
    expect(res.statusCode, res.body).toBe(200);
    const { play, tickets: left } = bonusGamePlayAnswerSchema.parse(res.json());
    expect(left).toBe(1);
    expect(play).toMatchObject({ gameId: 'fortuna', tier: expected.tier.id, board: expected.round.board });
    const cents = BigInt(expected.tier.prize.amount);
    expect(play.prize).toMatchObject({ kind: 'bonus', amount: cents.toString(), currency: 'EUR' });
    expect(await p.bonusBalance()).toBe(cents);
    // The header's socket hears the bonus account's new balance once the round commits.
    expect(events.map((e) => e.moneyMinor)).toEqual([cents.toString()]);
    const [bonus] = await bonuses(p);
    expect(bonus).toMatchObject({
      id: play.prize.playerBonusId,
      name: `bonus-game:fortuna:${expected.tier.id}`,
      kind: 'no_deposit',
      product: 'casino',
      source: 'bonus_game',
      amountMinor: cents.toString(),
      wageringRequiredMinor: (cents * 3n).toString(),
      status: 'active',
    });
    // The same client round id again: the same round, nothing spent or paid again.
    const again = bonusGamePlayAnswerSchema.parse((await p.play('fortuna', id)).json());
    expect(again).toEqual({ play, tickets: 1 });
    expect(await p.bonusBalance()).toBe(cents);
    expect(events).toHaveLength(1);
    unsubscribe();
    const keyed = await app()
      .database.db.select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `bonus-game:prize:${play.id}`));
    expect(keyed).toHaveLength(1);
    // The id for another game (or another choice) is a conflict, not a second round.
    expect((await p.play('memory', id)).json()).toMatchObject({ errors: [{ code: 'idempotency_key_reused' }] });
    await expectReconciled(app());
  });

  it('safe, lottery, dragon-bonus: a 100.00 bonus, a 50.00 sport free bet and a points prize, each once', async () => {
    const p = await bonusPlayer(app());
    await p.grant(3);
    // Safe: the code that opens the committed combination.
    const combination = ((await next(p, 'safe', { code: [0, 0, 0] })).round.board as { combination: number[] })
      .combination;
    const safe = bonusGamePlayAnswerSchema.parse(
      (await p.play('safe', nextKey('round'), { code: combination })).json(),
    );
    expect(safe.play).toMatchObject({ tier: 'match-3', prize: { kind: 'bonus', amount: '10000' } });
    // Lottery: three of the five numbers the committed draw holds.
    const drawn = ((await next(p, 'lottery', { numbers: [1, 2, 3] })).round.board as { drawn: number[] }).drawn;
    const lottery = bonusGamePlayAnswerSchema.parse(
      (await p.play('lottery', nextKey('round'), { numbers: drawn.slice(0, 3) })).json(),
    );
    expect(lottery.play).toMatchObject({ tier: 'hits-3', prize: { kind: 'free_bet', amount: '5000' } });
    // Dragon: the first egg picked is the dragon's: 10 club points.
    const dragons = ((await next(p, 'dragon-bonus', { path: [0, 0, 0, 0, 0] })).round.board as { dragons: number[] })
      .dragons;
    const dragon = bonusGamePlayAnswerSchema.parse(
      (await p.play('dragon-bonus', nextKey('round'), { path: [dragons[0], 0, 0, 0, 0] })).json(),
    );
    expect(dragon.play).toMatchObject({
      tier: 'level-0',
      prize: { kind: 'points', amount: '10', playerBonusId: null },
    });
    expect(dragon.tickets).toBe(0);
    expect(await p.bonusBalance()).toBe(15_000n);
    const held = await bonuses(p);
    expect(held.map((b) => [b.product, b.kind, b.amountMinor, b.wageringRequiredMinor])).toEqual([
      ['sport', 'free_bet', '5000', '5000'],
      ['casino', 'no_deposit', '10000', '30000'],
    ]);
    const points = pointsAnswerSchema.parse((await p.get(POINTS_PATH)).json());
    expect(points.balance).toBe(10);
    expect(points.history).toEqual([
      { kind: 'bonus_game', points: 10, rewardId: null, at: new Date(NOW).toISOString() },
    ]);
    await expectReconciled(app());
  });
});

describe('issue 16 bonus games under concurrency: tickets spent once, prizes paid once', () => {
  it('2 tickets and 6 simultaneous rounds with their own ids: 2 rounds, 4 × 409 no_tickets; the books reconcile', async () => {
    const p = await bonusPlayer(app());
    await p.grant(2);
    const results = await Promise.all(Array.from({ length: 6 }, () => p.play('fortuna', nextKey('race'))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    const won = results.filter((r) => r.statusCode === 200).map((r) => bonusGamePlayAnswerSchema.parse(r.json()).play);
    expect((await tickets(p)).tickets).toBe(0);
    expect(await p.bonusBalance()).toBe(won.reduce((s, w) => s + BigInt(w.prize.amount), 0n));
    expect(new Set(won.map((w) => w.fairness.nonce))).toEqual(new Set([0, 1]));
    await expectReconciled(app());
  });

  it('one client round id sent five times at once: one round, one ticket, one prize', async () => {
    const p = await bonusPlayer(app());
    await p.grant(3);
    const id = nextKey('same');
    const results = await Promise.all(Array.from({ length: 5 }, () => p.play('fortuna', id)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(results.map((r) => bonusGamePlayAnswerSchema.parse(r.json()).play.id));
    expect(ids.size).toBe(1);
    expect((await tickets(p)).tickets).toBe(2);
    expect(await bonuses(p)).toHaveLength(1);
    const prizes = await app()
      .database.db.select()
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `bonus-game:prize:%`));
    expect(prizes.filter((t) => (t.meta as { playId?: number }).playId === [...ids][0])).toHaveLength(1);
    await expectReconciled(app());
  });
});

describe('issue 16 bonus games: earning tickets from points and deposits', () => {
  it(`rewards shop: a ticket costs ${TICKET_PRICE_POINTS} points, once per key; too few points is 409`, async () => {
    const p = await bonusPlayer(app());
    await app().database.db.transaction((tx) =>
      awardPointsTx(tx, { userId: p.userId, key: `test:${p.userId}`, points: 450, at: new Date(NOW) }),
    );
    const key = nextKey('buy');
    expect((await p.post(BONUS_GAME_TICKET_BUY_PATH, { idempotencyKey: key })).json()).toEqual({
      tickets: 1,
      pointsBalance: 250,
    });
    expect((await p.post(BONUS_GAME_TICKET_BUY_PATH, { idempotencyKey: key })).json()).toEqual({
      tickets: 1,
      pointsBalance: 250,
    });
    expect((await p.post(BONUS_GAME_TICKET_BUY_PATH, { idempotencyKey: nextKey('buy') })).json()).toEqual({
      tickets: 2,
      pointsBalance: 50,
    });
    const poor = await p.post(BONUS_GAME_TICKET_BUY_PATH, { idempotencyKey: nextKey('buy') });
    expect(poor.statusCode).toBe(409);
    expect(poor.json()).toMatchObject({ errors: [{ code: 'insufficient_points' }] });
    const points = pointsAnswerSchema.parse((await p.get(POINTS_PATH)).json());
    expect(points.history.filter((h) => h.kind === 'redeem').map((h) => [h.points, h.rewardId])).toEqual([
      [-200, 'bonus-game-ticket'],
      [-200, 'bonus-game-ticket'],
    ]);
  });

  it('a completed deposit of 20.00 EUR or more earns one ticket, once; a smaller one earns none', async () => {
    const p = await bonusPlayer(app());
    await p.get('/web-api/user/accounts');
    const deposit = async (amount: number) => {
      const accounts = (await p.get('/web-api/user/accounts')).json<{ accounts?: { id: number; type: number }[] }>();
      const main = (accounts.accounts ?? []).find((a) => a.type === 0)?.id;
      const start = await p.post('/web-api/payments/deposits', {
        accountId: main,
        methodId: 'sandbox-card',
        amount,
        lng: 'en',
      });
      expect(start.statusCode, start.body).toBe(200);
      const { paymentId } = start.json<{ paymentId: string }>();
      await app().wallet.settleDeposit(paymentId, 'success', BigInt(amount), 'EUR', `ref-${paymentId}`);
      await app().wallet.settleDeposit(paymentId, 'success', BigInt(amount), 'EUR', `ref-${paymentId}`);
    };
    await deposit(1_999);
    expect((await tickets(p)).tickets).toBe(0);
    await deposit(2_000);
    const t = await tickets(p);
    expect(t.tickets).toBe(1);
    expect(t.history.map((h) => [h.source, h.delta])).toEqual([['deposit', 1]]);
  });
});

describe('issue 16 bonus games: history and verification (provably fair)', () => {
  it('the server seed stays hidden until rotated; then the round recomputes to what was paid, from the committed hash', async () => {
    const p = await bonusPlayer(app());
    await p.grant(1);
    const played = bonusGamePlayAnswerSchema.parse(
      (await p.play('dragon-bonus', nextKey('round'), { path: [2, 1, 0, 1, 2] })).json(),
    ).play;
    const history = bonusGameHistoryAnswerSchema.parse(
      (await p.get(`${BONUS_GAME_HISTORY_PATH}?gameId=dragon-bonus`)).json(),
    );
    expect(history.plays).toEqual([played]);
    expect(
      bonusGameHistoryAnswerSchema.parse((await p.get(`${BONUS_GAME_HISTORY_PATH}?gameId=safe`)).json()).plays,
    ).toEqual([]);
    const before = bonusGameVerifyAnswerSchema.parse(
      (await p.get(`${BONUS_GAME_VERIFY_PATH}?playId=${played.id}`)).json(),
    );
    expect(before).toMatchObject({ serverSeed: null, recomputed: null, matches: null, nonce: played.fairness.nonce });
    const rotated = (await p.post(BONUS_GAME_SEED_ROTATE_PATH, {})).json<{ revealed: { serverSeedHash: string } }>();
    expect(rotated.revealed.serverSeedHash).toBe(played.fairness.serverSeedHash);
    const after = bonusGameVerifyAnswerSchema.parse(
      (await p.get(`${BONUS_GAME_VERIFY_PATH}?playId=${played.id}`)).json(),
    );
    expect(after).toMatchObject({
      hashMatches: true,
      matches: true,
      recomputed: { tier: played.tier, board: played.board },
    });
    // Another player's round is not found; a bad id is 400.
    const other = await bonusPlayer(app());
    expect((await other.get(`${BONUS_GAME_VERIFY_PATH}?playId=${played.id}`)).statusCode).toBe(404);
    expect((await other.get(`${BONUS_GAME_VERIFY_PATH}?playId=99999999999`)).statusCode).toBe(400);
  });

  it('a new client seed reveals the server seed and commits a new one at nonce 0', async () => {
    const p = await bonusPlayer(app());
    const first = (await tickets(p)).fairness;
    const res = await p.post(BONUS_GAME_CLIENT_SEED_PATH, { clientSeed: 'my-lucky-seed' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ revealed: { serverSeedHash: string }; current: { clientSeed: string; nonce: number } }>();
    expect(body.revealed.serverSeedHash).toBe(first.serverSeedHash);
    expect(body.current).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    expect((await p.post(BONUS_GAME_CLIENT_SEED_PATH, { clientSeed: 'bad seed!' })).statusCode).toBe(400);
  });
});

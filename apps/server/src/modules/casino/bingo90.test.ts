import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CASINO_API, bingoStateSchema, casinoPlayAnswerSchema, casinoVerifyAnswerSchema } from '@sb/contracts';
import { isValidBingo90Ticket, settleBingo90 } from '@sb/casino';
import type { App } from '../../app';
import { casinoRounds } from '../../db/schema';
import { BINGO_PERIOD_MS } from './bingo';
import { BINGO90_PERIOD_MS, BINGO90_SALT } from './bingo90-room';
import { openCasinoTestKit, type CasinoTestKit } from './test-kit';

/** Issue 15 "75/90-ball bingo rooms with scheduled shared draws": the 90 room and several cards per ticket. */
let clock = Date.UTC(2026, 10, 24, 15, 0, 0);
const DEPOSIT = 20_000n;
let kit: CasinoTestKit;
let app: App;

beforeAll(async () => {
  kit = await openCasinoTestKit({ now: () => clock, net: 98 });
  app = kit.app();
});
afterAll(async () => {
  await kit.dispose();
});

const player = () => kit.player(DEPOSIT);
type Player = Awaited<ReturnType<typeof player>>;

async function buy(who: Player, gameId: string, cards: unknown, stake = 1_000) {
  const res = await who.post(`${CASINO_API}/play`, { gameId, mode: 'real', stake, params: { cards } });
  if (res.statusCode !== 200) throw new Error(res.body);
  return casinoPlayAnswerSchema.parse(res.json());
}
const cardsOf = (result: unknown) => (result as { cards: number[][][] }).cards;

describe('issue 15: the bingo 90 room (its own schedule, GET /bingo90)', () => {
  it('draws every 2 minutes from its own chain, next to the 75 room’s minute', async () => {
    const s90 = bingoStateSchema.parse((await app.app.inject({ url: `${CASINO_API}/bingo90` })).json());
    const s75 = bingoStateSchema.parse((await app.app.inject({ url: `${CASINO_API}/bingo` })).json());
    expect(s90.serverNow).toBe(clock);
    expect(s90.salt).toBe(BINGO90_SALT);
    expect(s90.chainHash).not.toBe(s75.chainHash);
    const r = app.casino.bingo90.current(clock);
    expect(s90.drawAt).toBe(r?.drawAt);
    expect((r?.drawAt ?? 0) - (r?.buyingAt ?? 0)).toBe(BINGO90_PERIOD_MS);
    const r75 = app.casino.bingo.current(clock);
    expect((r75?.drawAt ?? 0) - (r75?.buyingAt ?? 0)).toBe(BINGO_PERIOD_MS);
    expect([...(s90.last?.balls ?? [])].sort((a, b) => a - b)).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
  });
});

describe('issue 15: several cards per ticket (1–6, each a stake) and the 90 room’s settlement', () => {
  it('refuses a card count outside 1–6 with a 400 and moves nothing', async () => {
    const p = await player();
    for (const cards of [0, 7, 2.5, 'two', -1]) {
      const res = await p.post(`${CASINO_API}/play`, {
        gameId: 'bingo-90',
        mode: 'real',
        stake: 1_000,
        params: { cards },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: { code: string }[] }>().errors[0]?.code).toBe('invalid_params');
    }
    expect(await p.balance()).toBe(DEPOSIT);
  });

  it('a purchase of 3 cards debits 3 stakes once; its cards are valid 90-ball tickets', async () => {
    const p = await player();
    const a = await buy(p, 'bingo-90', 3);
    expect(a.round).toMatchObject({ gameId: 'bingo-90', stakeMinor: '1000', totalStakeMinor: '3000', status: 'open' });
    const cards = cardsOf(a.round.result);
    expect(cards).toHaveLength(3);
    expect(cards.every(isValidBingo90Ticket)).toBe(true);
    expect(await p.balance()).toBe(DEPOSIT - 3_000n);
    expect(BigInt(a.balanceMinor ?? '0')).toBe(DEPOSIT - 3_000n);
  });

  it('the draw pays 90 % of the room’s stakes by one line / two lines / full house, in one settlement; verify deals the cards again', async () => {
    // A fresh draw: the clock at the start of the next 90 room's round.
    const next = app.casino.bingo90.current(clock);
    if (!next) throw new Error('no draw');
    await app.casino.settleSharedRounds(next.drawAt); // the earlier test's ticket
    clock = next.drawAt + 1;
    const r = app.casino.bingo90.current(clock);
    if (!r) throw new Error('no draw');
    const [p, q] = [await player(), await player()];
    const a = await buy(p, 'bingo-90', 4);
    const b = await buy(q, 'bingo-90', 2, 2_000);
    expect(await p.balance()).toBe(DEPOSIT - 4_000n);
    expect(await q.balance()).toBe(DEPOSIT - 4_000n);
    // Not before the draw.
    expect(await app.casino.settleSharedRounds(r.drawAt - 1)).toBe(0);
    clock = r.drawAt;
    expect(await app.casino.settleSharedRounds(clock)).toBe(2);

    const pool = (8_000n * 90n) / 100n;
    const balls = app.casino.bingo90.balls(r.seed);
    // Tickets are settled in id order; the expected split is the package's over all cards in that order.
    const ordered = [a, b].sort((x, y) => (x.round.id < y.round.id ? -1 : 1));
    const expected = settleBingo90(
      ordered.flatMap((t) => cardsOf(t.round.result)),
      balls,
      pool,
    ).payouts;
    const n0 = cardsOf(ordered[0]?.round.result).length;
    const sum = (xs: bigint[]) => xs.reduce((s, x) => s + x, 0n);
    const want = new Map([
      [ordered[0]?.round.id, sum(expected.slice(0, n0))],
      [ordered[1]?.round.id, sum(expected.slice(n0))],
    ]);
    expect((await p.balance()) - (DEPOSIT - 4_000n)).toBe(want.get(a.round.id));
    expect((await q.balance()) - (DEPOSIT - 4_000n)).toBe(want.get(b.round.id));
    const paid = sum(expected);
    expect(paid).toBeLessThanOrEqual(pool);
    expect(paid).toBeGreaterThanOrEqual(pool - 6n);

    const rows = await kit.db().select().from(casinoRounds).where(eq(casinoRounds.gameId, 'bingo-90'));
    for (const t of [a, b]) {
      const row = rows.find((x) => x.id === t.round.id);
      expect(row).toMatchObject({ status: 'settled', serverSeed: r.seed, payout: want.get(t.round.id) });
      expect((row?.state as { balls: number[] }).balls).toEqual(balls);
      const v = casinoVerifyAnswerSchema.parse(
        (await app.app.inject({ url: `${CASINO_API}/verify?roundId=${t.round.id}` })).json(),
      );
      expect(v).toMatchObject({ revealed: true, hashMatches: true, matches: true });
    }
    // Settled once: a second run finds nothing.
    expect(await app.casino.settleSharedRounds(clock + 1_000)).toBe(0);
  });

  it('the 75 room sells several cards too: 2 cards are 2 stakes, and every card plays for the pool', async () => {
    const r = app.casino.bingo.current(clock);
    if (!r) throw new Error('no draw');
    await app.casino.settleSharedRounds(r.drawAt);
    clock = r.drawAt + 1;
    const cur = app.casino.bingo.current(clock);
    if (!cur) throw new Error('no draw');
    const p = await player();
    const a = await buy(p, 'bingo-75', 2);
    expect(cardsOf(a.round.result)).toHaveLength(2);
    expect(a.round.totalStakeMinor).toBe('2000');
    expect(await p.balance()).toBe(DEPOSIT - 2_000n);
    clock = cur.drawAt;
    expect(await app.casino.settleSharedRounds(clock)).toBe(1);
    // The only ticket in the room: its cards take both prizes, the whole pool (90 % of 2 000).
    expect(await p.balance()).toBe(DEPOSIT - 2_000n + 1_800n);
  });
});

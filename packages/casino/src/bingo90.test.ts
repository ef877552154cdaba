import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BINGO90_PRIZE_PERCENTS,
  BINGO90_PRIZES,
  bingo90ColumnRange,
  bingo90Marks,
  bingo90Pool,
  dealBingo90Ticket,
  isValidBingo90Ticket,
  settleBingo90,
  type Bingo90Prize,
  type Bingo90Ticket,
} from './bingo90';
import { floatStream, shuffle } from './fair';
import { fixedFloats } from './test-support';

const seedArb = fc.string({ minLength: 1, maxLength: 16 });
const ticketOf = (seed: string, n: number) => dealBingo90Ticket(floatStream(seed, 'bingo90-test', n));
const ballsOf = (seed: string) =>
  shuffle(
    Array.from({ length: 90 }, (_, i) => i + 1),
    floatStream(seed, 'bingo90-balls', 0),
  );

/** Brute force: draw ball by ball and count complete rows of every card. */
function bruteWinners(tickets: readonly Bingo90Ticket[], balls: readonly number[]) {
  const need: Record<Bingo90Prize, number> = { oneLine: 1, twoLines: 2, fullHouse: 3 };
  const out = {} as Record<Bingo90Prize, { ball: number; winners: number[] }>;
  for (const prize of BINGO90_PRIZES) {
    for (let k = 1; k <= balls.length; k++) {
      const drawn = new Set(balls.slice(0, k));
      const winners = tickets.flatMap((t, i) =>
        t.filter((row) => row.every((n) => n === 0 || drawn.has(n))).length >= need[prize] ? [i] : [],
      );
      if (winners.length > 0) {
        out[prize] = { ball: k, winners };
        break;
      }
    }
  }
  return out;
}

describe('issue 15: bingo 90 tickets (3 rows × 9 columns, 5 numbers a row)', () => {
  it('column ranges are 1–9, 10–19 … 70–79, 80–90', () => {
    expect(bingo90ColumnRange(0)).toEqual([1, 9]);
    expect(bingo90ColumnRange(1)).toEqual([10, 19]);
    expect(bingo90ColumnRange(7)).toEqual([70, 79]);
    expect(bingo90ColumnRange(8)).toEqual([80, 90]);
  });

  it('every ticket dealt from the provably fair floats is valid (property)', () => {
    fc.assert(
      fc.property(seedArb, fc.nat(1_000_000), (seed, n) => {
        const t = ticketOf(seed, n);
        expect(isValidBingo90Ticket(t)).toBe(true);
        expect(t.flat().filter((x) => x !== 0)).toHaveLength(15);
      }),
      { numRuns: 500 },
    );
  });

  it('a ticket is the same from the same floats (verifiable) and valid even from all-zero floats', () => {
    expect(ticketOf('seed', 7)).toEqual(ticketOf('seed', 7));
    expect(isValidBingo90Ticket(dealBingo90Ticket(fixedFloats([])))).toBe(true);
    expect(isValidBingo90Ticket(dealBingo90Ticket(fixedFloats([0.999999, 0.999999, 0.5, 0.999999])))).toBe(true);
  });

  it('the validity check refuses broken tickets', () => {
    const good = ticketOf('seed', 1);
    expect(isValidBingo90Ticket(good)).toBe(true);
    const sixInRow = good.map((row) => [...row]);
    const blank = sixInRow[0]?.indexOf(0) ?? 0;
    if (sixInRow[0]) sixInRow[0][blank] = blank === 0 ? 1 : 10 * blank;
    expect(isValidBingo90Ticket(sixInRow)).toBe(false);
    expect(isValidBingo90Ticket(good.slice(0, 2))).toBe(false);
    expect(isValidBingo90Ticket('x')).toBe(false);
  });
});

describe('issue 15: bingo 90 prizes (one line, two lines, full house; first on the same ball split, floored)', () => {
  it('marks: the balls on which a ticket completes one, two and three rows', () => {
    const t = ticketOf('marks', 0);
    const [r0 = [], r1 = [], r2 = []] = t.map((row) => row.filter((n) => n !== 0));
    const balls = [...r1, ...r2, ...r0];
    const rest = Array.from({ length: 90 }, (_, i) => i + 1).filter((b) => !balls.includes(b));
    expect(bingo90Marks(t, [...balls, ...rest])).toEqual({ oneLine: 5, twoLines: 10, fullHouse: 15 });
  });

  it('the winners found equal a brute-force ball-by-ball check (property)', () => {
    fc.assert(
      fc.property(seedArb, fc.integer({ min: 1, max: 12 }), (seed, n) => {
        const tickets = Array.from({ length: n }, (_, i) => ticketOf(seed, i));
        const balls = ballsOf(seed);
        const res = settleBingo90(tickets, balls, 1_000_000n);
        const brute = bruteWinners(tickets, balls);
        for (const prize of BINGO90_PRIZES) {
          expect(res.prizes[prize].ball).toBe(brute[prize].ball);
          expect(res.prizes[prize].winners).toEqual(brute[prize].winners);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('payouts never exceed the pool, and each prize is its share split equally, floored (property)', () => {
    fc.assert(
      fc.property(
        seedArb,
        fc.integer({ min: 1, max: 10 }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (seed, n, stakes) => {
          const pool = bingo90Pool(stakes);
          expect(pool).toBe((stakes * 9n) / 10n);
          const tickets = Array.from({ length: n }, (_, i) => ticketOf(seed, i));
          const res = settleBingo90(tickets, ballsOf(seed), pool);
          const paid = res.payouts.reduce((s, p) => s + p, 0n);
          expect(paid <= pool).toBe(true);
          for (const prize of BINGO90_PRIZES) {
            const { winners, each } = res.prizes[prize];
            expect(each).toBe((pool * BINGO90_PRIZE_PERCENTS[prize]) / 100n / BigInt(winners.length));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('two identical cards tie on every prize and split it equally, the odd minor unit stays with the house', () => {
    const t = ticketOf('tie', 3);
    const res = settleBingo90([t, t], ballsOf('tie'), 1_001n);
    expect(res.prizes.oneLine).toMatchObject({ winners: [0, 1], each: 100n }); // 20 % of 1001 = 200
    expect(res.prizes.twoLines).toMatchObject({ winners: [0, 1], each: 150n }); // 300
    expect(res.prizes.fullHouse).toMatchObject({ winners: [0, 1], each: 250n }); // 500
    expect(res.payouts).toEqual([500n, 500n]);
  });

  it('the prize shares add up to the whole pool', () => {
    expect(BINGO90_PRIZES.reduce((s, p) => s + BINGO90_PRIZE_PERCENTS[p], 0n)).toBe(100n);
  });
});

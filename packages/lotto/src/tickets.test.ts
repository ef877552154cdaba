import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floatStream } from '@sb/casino';
import { KENO_20_80, LOTTERIES, LOTTO_5_36, LOTTO_6_45 } from './lotteries';
import { fixedPrizeOf, settleLine } from './settle';
import { checkLine, checkTicket, quickPick, ticketPrice } from './tickets';

/** Issue 19 "Lotto": ticket purchase with quick pick and multi-draw tickets; settlement of a line. */
describe('lotto: tickets', () => {
  it('checks picks: count, range, duplicates and the bonus ball', () => {
    expect(checkLine(LOTTO_6_45, { numbers: [6, 1, 2, 3, 4, 5] })).toEqual({
      ok: true,
      value: { numbers: [1, 2, 3, 4, 5, 6], bonus: null },
    });
    expect(checkLine(LOTTO_6_45, { numbers: [1, 2, 3, 4, 5] })).toMatchObject({ code: 'bad_pick_count' });
    expect(checkLine(LOTTO_6_45, { numbers: [1, 2, 3, 4, 5, 46] })).toMatchObject({ code: 'number_out_of_range' });
    expect(checkLine(LOTTO_6_45, { numbers: [1, 2, 3, 4, 5, 1.5] })).toMatchObject({ code: 'number_out_of_range' });
    expect(checkLine(LOTTO_6_45, { numbers: [1, 2, 3, 4, 5, 5] })).toMatchObject({ code: 'duplicate_number' });
    expect(checkLine(LOTTO_6_45, { numbers: [1, 2, 3, 4, 5, 6], bonus: 3 })).toMatchObject({
      code: 'bonus_not_allowed',
    });
    expect(checkLine(LOTTO_5_36, { numbers: [1, 2, 3, 4, 5] })).toMatchObject({ code: 'bonus_required' });
    expect(checkLine(LOTTO_5_36, { numbers: [1, 2, 3, 4, 5], bonus: 11 })).toMatchObject({
      code: 'bonus_out_of_range',
    });
    expect(checkLine(KENO_20_80, { numbers: [80] })).toMatchObject({ ok: true });
    expect(checkLine(KENO_20_80, { numbers: Array.from({ length: 11 }, (_, i) => i + 1) })).toMatchObject({
      code: 'bad_pick_count',
    });
  });

  it('checks the ticket: lines and draws within the lottery limits, the failing line named', () => {
    expect(checkTicket(LOTTO_6_45, [], 1)).toMatchObject({ code: 'no_lines' });
    const line = { numbers: [1, 2, 3, 4, 5, 6] };
    expect(
      checkTicket(
        LOTTO_6_45,
        Array.from({ length: 21 }, () => line),
        1,
      ),
    ).toMatchObject({
      code: 'too_many_lines',
    });
    expect(checkTicket(LOTTO_6_45, [line], 0)).toMatchObject({ code: 'bad_draws' });
    expect(checkTicket(LOTTO_6_45, [line], 9)).toMatchObject({ code: 'bad_draws' });
    expect(checkTicket(LOTTO_6_45, [line, { numbers: [1] }], 2)).toMatchObject({ code: 'bad_pick_count', line: 1 });
  });

  it('price = lines × draws × line price (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOTTERIES),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 20 }),
        (l, lines, draws) => {
          expect(ticketPrice(l, lines, draws)).toBe(BigInt(lines * draws) * l.linePrice);
        },
      ),
    );
  });

  it('quick pick always makes a valid line, the same for the same floats (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOTTERIES), fc.string(), fc.nat(), (lottery, seed, spotsSeed) => {
        const spots = lottery.pickMin + (spotsSeed % (lottery.pickMax - lottery.pickMin + 1));
        const line = quickPick(lottery, spots, floatStream(seed, 'quick-pick', 0));
        expect(checkLine(lottery, line)).toEqual({ ok: true, value: line });
        expect(quickPick(lottery, spots, floatStream(seed, 'quick-pick', 0))).toEqual(line);
      }),
    );
    expect(() => quickPick(LOTTO_6_45, 5, floatStream('s', 'c', 0))).toThrow(RangeError);
  });
});

describe('lotto: settling a line against a draw', () => {
  it('6/45: 3 and 4 hits pay fixed prizes, 5 and 6 name their pool tier', () => {
    const draw = { numbers: [1, 2, 3, 4, 5, 6], bonus: null };
    expect(settleLine(LOTTO_6_45, { numbers: [1, 2, 3, 40, 41, 42] }, draw)).toEqual({
      hits: 3,
      bonusHit: null,
      tierId: '3',
      fixedPrize: 500n,
      poolTier: null,
    });
    expect(settleLine(LOTTO_6_45, { numbers: [1, 2, 3, 4, 41, 42] }, draw).fixedPrize).toBe(15_000n);
    expect(settleLine(LOTTO_6_45, { numbers: [1, 2, 3, 4, 5, 42] }, draw)).toMatchObject({
      poolTier: '5',
      fixedPrize: 0n,
    });
    expect(settleLine(LOTTO_6_45, { numbers: [1, 2, 3, 4, 5, 6] }, draw)).toMatchObject({ poolTier: '6' });
    expect(settleLine(LOTTO_6_45, { numbers: [1, 2, 40, 41, 42, 43] }, draw)).toMatchObject({
      tierId: null,
      fixedPrize: 0n,
    });
  });

  it('5/36: the bonus ball decides between the tiers with and without it', () => {
    const draw = { numbers: [1, 2, 3, 4, 5], bonus: 7 };
    expect(settleLine(LOTTO_5_36, { numbers: [1, 2, 3, 30, 31], bonus: 7 }, draw)).toMatchObject({
      tierId: '3+B',
      fixedPrize: fixedPrizeOf(LOTTO_5_36, 500),
    });
    expect(settleLine(LOTTO_5_36, { numbers: [1, 2, 3, 30, 31], bonus: 8 }, draw)).toMatchObject({ tierId: '3' });
    expect(settleLine(LOTTO_5_36, { numbers: [1, 30, 31, 32, 33], bonus: 8 }, draw)).toMatchObject({ tierId: null });
  });

  it('keno: the paytable of the line’s spot count (10 spots, 0 hits pays)', () => {
    const draw = { numbers: Array.from({ length: 20 }, (_, i) => i + 1), bonus: null };
    const none = Array.from({ length: 10 }, (_, i) => 61 + i);
    expect(settleLine(KENO_20_80, { numbers: none }, draw)).toMatchObject({ tierId: 'k10-0', fixedPrize: 200n });
    expect(settleLine(KENO_20_80, { numbers: [1] }, draw)).toMatchObject({ tierId: 'k1-1', fixedPrize: 360n });
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BET_STATUS, isBetStatusId, type BetStatusId } from './bet-status';
import { legFactor } from './leg-factor';
import { payout } from './payout';
import type { Ratio } from './ratio';
import { leg, legArbitrary, money } from './test-support';

const asNumber = (r: Ratio | undefined): number | undefined =>
  r === undefined ? undefined : Number(r.numerator) / Number(r.denominator);

describe('a leg is worth: win d, return 1, half win half return (d+1)/2, half lose half return 1/2, half lose half win d/2, lose 0', () => {
  it.each<[string, BetStatusId, number | undefined]>([
    ['not calculated', BET_STATUS.notCalculated, undefined],
    ['game not started', BET_STATUS.gameNotStarted, undefined],
    ['lose', BET_STATUS.lose, 0],
    ['win', BET_STATUS.win, 1.875],
    ['return', BET_STATUS.return, 1],
    ['forced return', BET_STATUS.forcedReturn, 1],
    ['half win half return', BET_STATUS.halfWinHalfReturn, 1.4375],
    ['half lose half return', BET_STATUS.halfLoseHalfReturn, 0.5],
    ['half lose half win', BET_STATUS.halfLoseHalfWin, 0.9375],
  ])('%s at d = 1.875 → %s', (_name, statusId, expected) => {
    expect(asNumber(legFactor(leg(1875, statusId)))).toBe(expected);
  });

  it('keeps half thousandths exact: 1.875 half won is 23/16, not 1.437', () => {
    expect(legFactor(leg(1875, BET_STATUS.halfWinHalfReturn))).toEqual({ numerator: 23n, denominator: 16n });
  });

  it('reference, Asian −0.25 on a draw: half lost, half returned — 100.00 at 1.90 pays 50.00', () => {
    const factor = legFactor(leg(1900, BET_STATUS.halfLoseHalfReturn));
    expect(factor && payout(money(10_000), factor)).toBe(5_000n);
  });

  it('reference, Asian −0.75 and a one-goal win: half won, half returned — 100.00 at 1.90 pays 145.00', () => {
    const factor = legFactor(leg(1900, BET_STATUS.halfWinHalfReturn));
    expect(factor && payout(money(10_000), factor)).toBe(14_500n);
  });

  it('status ids are exactly the spec list -2 … 6', () => {
    expect([-3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7].filter(isBetStatusId)).toEqual([-2, -1, 0, 1, 2, 3, 4, 5, 6]);
  });

  it('property: a settled factor lies in [0, d]; a half status is the mean of its two halves', () => {
    fc.assert(
      fc.property(legArbitrary(), (l) => {
        const f = legFactor(l);
        expect(f).toBeDefined();
        if (f === undefined) return;
        expect(f.numerator * 1000n).toBeLessThanOrEqual(BigInt(l.odds) * f.denominator);
        const d = BigInt(l.odds);
        // 2·factor·1000 in thousandths for each half status
        const twice = (2n * f.numerator * 1000n) / f.denominator;
        if (l.statusId === BET_STATUS.halfWinHalfReturn) expect(twice).toBe(d + 1000n);
        if (l.statusId === BET_STATUS.halfLoseHalfReturn) expect(twice).toBe(1000n);
        if (l.statusId === BET_STATUS.halfLoseHalfWin) expect(twice).toBe(d);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { splitStake, splitWin } from './index';

const minor = fc.bigInt({ min: 0n, max: 10_000_000n });

describe('issue 16 money order: real money first, then bonus money', () => {
  it('a stake takes real money first and bonus money only for the part the real balance is short of', () => {
    expect(splitStake(800n, 500n, 1000n)).toEqual({ real: 500n, bonus: 300n });
    expect(splitStake(400n, 500n, 1000n)).toEqual({ real: 400n, bonus: 0n });
    expect(splitStake(1600n, 500n, 1000n)).toBeNull();
  });

  it('property: the parts add up to the stake and never overdraw either balance; bonus money is used only when real money is short', () => {
    fc.assert(
      fc.property(minor, minor, minor, (stake, real, bonus) => {
        const s = splitStake(stake, real, bonus);
        if (stake > real + bonus) return s === null;
        if (s === null) return false;
        return s.real + s.bonus === stake && s.real <= real && s.bonus <= bonus && (s.bonus === 0n || s.real === real);
      }),
    );
  });
});

describe('issue 16 money order: a win is split back in proportion to the money staked', () => {
  it('examples: all real, all bonus, mixed (the fraction stays bonus money)', () => {
    expect(splitWin(1000n, { real: 500n, bonus: 0n })).toEqual({ real: 1000n, bonus: 0n });
    expect(splitWin(1000n, { real: 0n, bonus: 500n })).toEqual({ real: 0n, bonus: 1000n });
    expect(splitWin(1000n, { real: 100n, bonus: 200n })).toEqual({ real: 333n, bonus: 667n });
    expect(splitWin(0n, { real: 100n, bonus: 200n })).toEqual({ real: 0n, bonus: 0n });
  });

  it('property: the shares add up to the win; the real share never exceeds its exact proportion (bonus money never becomes real) and misses it by less than one minor unit', () => {
    fc.assert(
      fc.property(minor, minor, minor, (win, real, bonus) => {
        const w = splitWin(win, { real, bonus });
        if (w.real + w.bonus !== win || w.real < 0n || w.bonus < 0n) return false;
        const total = real + bonus;
        if (total === 0n) return w.real === win;
        // real/total exactly: w.real ≤ win·real/total < w.real + 1
        return w.real * total <= win * real && win * real < (w.real + 1n) * total;
      }),
    );
  });
});

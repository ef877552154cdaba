import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decimalFromAmerican } from './decimal-from-american';
import { formatAmerican } from './format-american';
import { oddsFromAmerican } from './odds-from-american';
import { odds, oddsArbitrary } from './test-support';
import { toAmerican } from './to-american';
import { toDecimalNumber } from './to-decimal-number';

describe('American: d >= 2 → +100·(d − 1); d < 2 → −100/(d − 1), round half up', () => {
  it.each([
    [1500, '-200'],
    [2000, '+100'],
    [2500, '+150'],
    [1910, '-110'],
    [1875, '-114'],
    [1800, '-125'],
    [1999, '-100'],
    [1001, '-100000'],
    [1_001_000, '+100000'],
    [2005, '+101'], // 100.5 rounds half up
    [1320, '-313'], // 312.5: magnitude rounds half up
    [1064, '-1563'], // 1562.5
  ])('%d thousandths → %s', (t, expected) => {
    expect(formatAmerican(odds(t))).toBe(expected);
  });

  it('d = 2 is "+100" (known bug elsewhere: -100 or a division by zero)', () => {
    expect(formatAmerican(odds(2000))).toBe('+100');
  });

  it('long odds are exact: d = 1001 → +100000', () => {
    expect(toAmerican(odds(1_001_000))).toBe(100_000);
  });

  it('property: formatted American round-trips back to decimal within 0.005 for d in [1.01, 1000]', () => {
    fc.assert(
      fc.property(oddsArbitrary(1010, 1_000_000), (o) => {
        const back = decimalFromAmerican(Number(formatAmerican(o)));
        expect(back).toBeDefined();
        expect(Math.abs((back ?? Number.NaN) - toDecimalNumber(o))).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });

  it('property: formatted American is monotone in d', () => {
    fc.assert(
      fc.property(oddsArbitrary(1001, 2_000_000), oddsArbitrary(1001, 2_000_000), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(Number(formatAmerican(low))).toBeLessThanOrEqual(Number(formatAmerican(high)));
      }),
    );
  });

  it('property: magnitude is always >= 100 and positive prices carry "+"', () => {
    fc.assert(
      fc.property(oddsArbitrary(), (o) => {
        const text = formatAmerican(o);
        expect(text).toMatch(/^[+-]\d+$/);
        expect(Math.abs(Number(text))).toBeGreaterThanOrEqual(100);
      }),
    );
  });
});

describe('American back to decimal: +A → 1 + A/100; −A → 1 + 100/|A|', () => {
  it.each([
    [150, 2.5],
    [100, 2],
    [-100, 2],
    [-200, 1.5],
    [100_000, 1001],
  ])('decimalFromAmerican(%d) = %d', (american, expected) => {
    expect(decimalFromAmerican(american)).toBe(expected);
  });

  it.each([
    [150, 2500],
    [-200, 1500],
    [-300, 1333],
    [-110, 1909],
    [100, 2000],
    [-100, 2000],
    [100_000, 1_001_000],
    [-100_000, 1001],
    [-200_000, 1001], // 1.0005 rounds half up
  ])('oddsFromAmerican(%d) = %d thousandths', (american, expected) => {
    expect(oddsFromAmerican(american)).toBe(expected);
  });

  it.each([99, -99, 0, 150.5, Number.NaN, Infinity])(
    'rejects %d (American prices are whole numbers with |A| >= 100)',
    (american) => {
      expect(decimalFromAmerican(american)).toBeUndefined();
      expect(oddsFromAmerican(american)).toBeUndefined();
    },
  );

  it('oddsFromAmerican rejects prices that round below d = 1.001 (-300000 → 1.000333…)', () => {
    expect(oddsFromAmerican(-300_000)).toBeUndefined();
  });

  it('property: positive American prices round-trip exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 1_000_000 }), (american) => {
        const o = oddsFromAmerican(american);
        expect(o === undefined ? undefined : toAmerican(o)).toBe(american);
      }),
    );
  });
});

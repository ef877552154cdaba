import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatHongKong } from './format-hong-kong';
import { formatIndonesian } from './format-indonesian';
import { formatMalay } from './format-malay';
import { odds, oddsArbitrary } from './test-support';
import { toAmerican } from './to-american';

describe('Hong Kong: d − 1', () => {
  it.each([
    [1500, '0.50', '0.500'],
    [2000, '1.00', '1.000'],
    [2500, '1.50', '1.500'],
    [1875, '0.88', '0.875'], // 0.875 rounds half up at 2 places
    [1005, '0.01', '0.005'],
    [1001, '0.00', '0.001'],
    [1_001_000, '1000.00', '1000.000'],
  ])('%d thousandths → %s (3 decimals: %s)', (t, two, three) => {
    expect(formatHongKong(odds(t))).toBe(two);
    expect(formatHongKong(odds(t), 3)).toBe(three);
  });

  it('property: 3 decimals are exact d − 1', () => {
    fc.assert(
      fc.property(oddsArbitrary(), (o) => {
        expect(Math.round(Number(formatHongKong(o, 3)) * 1000)).toBe(o - 1000);
      }),
    );
  });
});

describe('Malay: d <= 2 → d − 1; d > 2 → −1/(d − 1)', () => {
  it.each([
    [1500, '0.50', '0.500'],
    [2000, '1.00', '1.000'],
    [2500, '-0.67', '-0.667'],
    [2600, '-0.63', '-0.625'], // −0.625: magnitude rounds half up
    [2001, '-1.00', '-0.999'],
    [3000, '-0.50', '-0.500'],
    [1001, '0.00', '0.001'],
    [1_001_000, '-0.00', '-0.001'],
  ])('%d thousandths → %s (3 decimals: %s)', (t, two, three) => {
    expect(formatMalay(odds(t))).toBe(two);
    expect(formatMalay(odds(t), 3)).toBe(three);
  });

  it('long odds keep the underdog sign even when the magnitude rounds to zero (d = 1001 → "-0.00")', () => {
    expect(formatMalay(odds(1_001_000))).toBe('-0.00');
  });

  it('property: Malay is in [-1, 1] at 2 and 3 decimals', () => {
    fc.assert(
      fc.property(oddsArbitrary(1001, 10_000_000), fc.constantFrom(2 as const, 3 as const), (o, digits) => {
        const value = Number(formatMalay(o, digits));
        expect(value).toBeGreaterThanOrEqual(-1);
        expect(value).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('property: the sign tells the side — negative exactly when d > 2', () => {
    fc.assert(
      fc.property(oddsArbitrary(), (o) => {
        expect(formatMalay(o).startsWith('-')).toBe(o > 2000);
      }),
    );
  });
});

describe('Indonesian: American / 100, two decimals, sign kept; d = 2 → "1.00" unsigned', () => {
  it.each([
    [1500, '-2.00', '-2.000'],
    [2000, '1.00', '1.000'],
    [2500, '+1.50', '+1.500'],
    [1875, '-1.14', '-1.143'],
    [1910, '-1.10', '-1.099'],
    [1001, '-1000.00', '-1000.000'],
    [1_001_000, '+1000.00', '+1000.000'],
  ])('%d thousandths → %s (3 decimals: %s)', (t, two, three) => {
    expect(formatIndonesian(odds(t))).toBe(two);
    expect(formatIndonesian(odds(t), 3)).toBe(three);
  });

  it('property: at 2 decimals the value is exactly the American price / 100', () => {
    fc.assert(
      fc.property(oddsArbitrary(), (o) => {
        const text = formatIndonesian(o);
        expect(Number(text.replace('.', ''))).toBe(o === 2000 ? 100 : toAmerican(o));
      }),
    );
  });
});

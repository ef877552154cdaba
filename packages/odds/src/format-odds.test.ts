import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COEF_VIEW_IDS, type CoefViewId } from './coef-view-ids';
import { formatOdds } from './format-odds';
import { formatOddsById } from './format-odds-by-id';
import { odds, oddsArbitrary } from './test-support';

// Columns follow COEF_VIEW_IDS: 0, 1, 2, 4, 5, 6, 14, 15, 16.
const EXAMPLES: readonly (readonly [string, number, readonly string[]])[] = [
  ['d = 1.5', 1500, ['1.50', '1/2', '-200', '0.50', '0.50', '-2.00', '0.500', '0.500', '-2.000']],
  ['d = 2 (exact in every format)', 2000, ['2.00', '1/1', '+100', '1.00', '1.00', '1.00', '1.000', '1.000', '1.000']],
  ['d = 2.5', 2500, ['2.50', '3/2', '+150', '1.50', '-0.67', '+1.50', '1.500', '-0.667', '+1.500']],
  [
    'd = 1.875 (3 decimals needed)',
    1875,
    ['1.875', '7/8', '-114', '0.88', '0.88', '-1.14', '0.875', '0.875', '-1.143'],
  ],
  [
    'd = 1001 (long odds)',
    1_001_000,
    ['1001.00', '1000/1', '+100000', '1000.00', '-0.00', '+1000.00', '1000.000', '-0.001', '+1000.000'],
  ],
  [
    'd = 1.001 (shortest price)',
    1001,
    ['1.001', '1/1000', '-100000', '0.00', '0.00', '-1000.00', '0.001', '0.001', '-1000.000'],
  ],
];

describe('formatOdds: table-driven examples for every display id', () => {
  for (const [label, thousandths, row] of EXAMPLES) {
    describe(label, () => {
      COEF_VIEW_IDS.forEach((id, column) => {
        it(`view ${id} → ${row[column]}`, () => {
          expect(formatOdds(odds(thousandths), id)).toBe(row[column]);
        });
      });
    });
  }
});

describe('Asian-view ids 14, 15, 16 show the same numbers as 4, 5, 6 with 3 decimals', () => {
  const pairs: readonly (readonly [CoefViewId, CoefViewId])[] = [
    [4, 14],
    [5, 15],
    [6, 16],
  ];
  it('property: the 3-decimal value rounds to within half a hundredth of the 2-decimal value', () => {
    fc.assert(
      fc.property(oddsArbitrary(), fc.constantFrom(...pairs), (o, [twoId, threeId]) => {
        const two = formatOdds(o, twoId);
        const three = formatOdds(o, threeId);
        expect(three).toMatch(/\.\d{3}$/);
        expect(two).toMatch(/\.\d{2}$/);
        expect(Math.abs(Number(two) - Number(three))).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });
});

describe('spec §5 coefficient format must be in the allowed list, otherwise undefined (formatOddsById)', () => {
  it.each([3, 7, 13, 17, '0', null, undefined])('formatOddsById(d, %j) is undefined — no decimal fallback', (id) => {
    expect(formatOddsById(odds(2500), id)).toBeUndefined();
  });

  it('property: for allowed ids it agrees with formatOdds', () => {
    fc.assert(
      fc.property(oddsArbitrary(), fc.constantFrom(...COEF_VIEW_IDS), (o, id) => {
        expect(formatOddsById(o, id)).toBe(formatOdds(o, id));
      }),
    );
  });
});

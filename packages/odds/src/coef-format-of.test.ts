import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { coefFormatOf } from './coef-format-of';
import { COEF_FORMATS } from './coef-formats';
import { COEF_VIEW_IDS } from './coef-view-ids';
import { isCoefViewId } from './is-coef-view-id';

const NOT_ALLOWED: readonly unknown[] = [
  3,
  7,
  8,
  13,
  17,
  -1,
  1.5,
  Number.NaN,
  '0',
  '2',
  null,
  undefined,
  {},
  [0],
  true,
];

describe('spec display ids are 0, 1, 2, 4, 5, 6, 14, 15, 16', () => {
  it('COEF_VIEW_IDS is exactly the spec list', () => {
    expect(COEF_VIEW_IDS).toEqual([0, 1, 2, 4, 5, 6, 14, 15, 16]);
  });

  it.each(COEF_VIEW_IDS)('isCoefViewId(%d) is true', (id) => {
    expect(isCoefViewId(id)).toBe(true);
  });

  it.each(NOT_ALLOWED)('isCoefViewId(%j) is false', (x) => {
    expect(isCoefViewId(x)).toBe(false);
  });
});

describe('project decision: 0 decimal, 1 fractional, 2 American, 4/5/6 HK/Malay/Indo; 14/15/16 same with 3 decimals', () => {
  it.each([
    [0, { id: 0, style: 'decimal' }],
    [1, { id: 1, style: 'fractional' }],
    [2, { id: 2, style: 'american' }],
    [4, { id: 4, style: 'hong-kong', fractionDigits: 2 }],
    [5, { id: 5, style: 'malay', fractionDigits: 2 }],
    [6, { id: 6, style: 'indonesian', fractionDigits: 2 }],
    [14, { id: 14, style: 'hong-kong', fractionDigits: 3 }],
    [15, { id: 15, style: 'malay', fractionDigits: 3 }],
    [16, { id: 16, style: 'indonesian', fractionDigits: 3 }],
  ])('id %d', (id, expected) => {
    expect(coefFormatOf(id)).toEqual(expected);
  });

  it('every format record carries its own id', () => {
    for (const id of COEF_VIEW_IDS) {
      expect(COEF_FORMATS[id].id).toBe(id);
    }
  });
});

describe('spec §5 coefficient format must be in the allowed list, otherwise undefined', () => {
  it.each(NOT_ALLOWED)('coefFormatOf(%j) is undefined — no default', (x) => {
    expect(coefFormatOf(x)).toBeUndefined();
  });

  it('property: any value outside the list yields undefined, any value inside yields its format', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.integer({ min: -5, max: 20 })), (x) => {
        const allowed = (COEF_VIEW_IDS as readonly unknown[]).includes(x);
        expect(coefFormatOf(x) !== undefined).toBe(allowed);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { COEF_INDICATION_TYPE } from '@sb/preferences';
import { moveIndication } from './coef-indication';

describe('spec §3 coefIndicationType on coupon legs', () => {
  it.each([
    ['up', COEF_INDICATION_TYPE.arrowAndColour, { colour: true, arrow: true }],
    ['down', COEF_INDICATION_TYPE.arrowAndColour, { colour: true, arrow: true }],
    ['up', COEF_INDICATION_TYPE.colourOnly, { colour: true, arrow: false }],
    ['down', COEF_INDICATION_TYPE.none, { colour: false, arrow: false }],
    [null, COEF_INDICATION_TYPE.arrowAndColour, { colour: false, arrow: false }],
  ] as const)('a %s move with indication %i shows %o', (move, type, expected) => {
    expect(moveIndication(move, type)).toEqual(expected);
  });
});

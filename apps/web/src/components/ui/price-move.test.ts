import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COEF_INDICATION_TYPE } from '@sb/preferences';
import { moveIndication, priceMove } from './price-move';

describe('odds button price move', () => {
  it('a higher price is up, a lower one down, an equal or unknown one no move', () => {
    expect(priceMove(1.85, 1.9)).toBe('up');
    expect(priceMove(1.9, 1.85)).toBe('down');
    expect(priceMove(1.9, 1.9)).toBeNull();
    expect(priceMove(null, 1.9)).toBeNull();
    expect(priceMove(1.9, null)).toBeNull();
    expect(priceMove(Number.NaN, 2)).toBeNull();
  });
  it('is antisymmetric: swapping the prices swaps up and down', () => {
    const price = fc.double({ min: 1.01, max: 1000, noNaN: true });
    fc.assert(
      fc.property(price, price, (a, b) => {
        const there = priceMove(a, b);
        const back = priceMove(b, a);
        expect(there === null ? back === null : back === (there === 'up' ? 'down' : 'up')).toBe(true);
      }),
    );
  });
});

describe('spec §3 coefIndicationType: how a moved price is shown', () => {
  it('0 shows an arrow and colour', () => {
    expect(moveIndication('up', COEF_INDICATION_TYPE.arrowAndColour)).toEqual({ arrow: true, colour: true });
  });
  it('1 shows colour only', () => {
    expect(moveIndication('down', COEF_INDICATION_TYPE.colourOnly)).toEqual({ arrow: false, colour: true });
  });
  it('2 shows nothing', () => {
    expect(moveIndication('up', COEF_INDICATION_TYPE.none)).toEqual({ arrow: false, colour: false });
  });
  it('no move or a suspended price shows nothing, whatever the preference', () => {
    for (const type of Object.values(COEF_INDICATION_TYPE)) {
      expect(moveIndication(null, type)).toEqual({ arrow: false, colour: false });
      expect(moveIndication('up', type, true)).toEqual({ arrow: false, colour: false });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { gcd } from './gcd';
import { STANDARD_FRACTIONS } from './standard-fractions';

describe('standard fraction table is a usable nearest-match table', () => {
  it('is strictly ascending by value', () => {
    for (let i = 1; i < STANDARD_FRACTIONS.length; i++) {
      const prev = STANDARD_FRACTIONS[i - 1];
      const next = STANDARD_FRACTIONS[i];
      if (prev === undefined || next === undefined) throw new Error('index out of range');
      expect(prev.numerator * next.denominator).toBeLessThan(next.numerator * prev.denominator);
    }
  });

  it('holds every entry in lowest terms, so a price never prints two ways (3/2 not 6/4)', () => {
    for (const { numerator, denominator } of STANDARD_FRACTIONS) {
      expect(gcd(numerator, denominator)).toBe(1);
    }
  });

  it('contains the reference list (with 4/6 and 6/4 written reduced)', () => {
    const shown = STANDARD_FRACTIONS.map((f) => `${f.numerator}/${f.denominator}`);
    const reference =
      '1/5 2/9 1/4 2/7 3/10 1/3 4/11 2/5 4/9 1/2 8/15 4/7 8/13 2/3 8/11 4/5 5/6 10/11 1/1 11/10 6/5 5/4 11/8 3/2 ' +
      '8/5 13/8 7/4 15/8 2/1 9/4 5/2 11/4 3/1 10/3 7/2 4/1 9/2 5/1 11/2 6/1 13/2 7/1 15/2 8/1 17/2 9/1 10/1 11/1 ' +
      '12/1 14/1 16/1 18/1 20/1 25/1 33/1 40/1 50/1 66/1 100/1';
    expect(shown).toEqual(expect.arrayContaining(reference.split(' ')));
    expect(shown.at(-1)).toBe('100/1');
  });
});

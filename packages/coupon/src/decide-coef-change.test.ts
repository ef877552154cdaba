import { describe, expect, it } from 'vitest';
import { COEF_CHANGE_POLICY, DEFAULT_COEF_CHANGE_POLICY, type CoefChangePolicy } from './coef-change-policy';
import { decideCoefChange } from './decide-coef-change';
import { odds } from './test-support';

describe('coefficient change: 0 confirm any change, 1 accept any, 2 accept only a rise (default)', () => {
  it.each<[CoefChangePolicy, number, number, 'accept' | 'confirm']>([
    [0, 2000, 2000, 'accept'],
    [0, 2000, 2100, 'confirm'],
    [0, 2000, 1900, 'confirm'],
    [1, 2000, 2100, 'accept'],
    [1, 2000, 1900, 'accept'],
    [2, 2000, 2100, 'accept'],
    [2, 2000, 1999, 'confirm'],
    [2, 2000, 2000, 'accept'],
  ])('policy %d, %d → %d: %s', (policy, shown, current, expected) => {
    expect(decideCoefChange(policy, odds(shown), odds(current))).toBe(expected);
  });

  it('works on total coefficients too', () => {
    expect(decideCoefChange(COEF_CHANGE_POLICY.acceptIncrease, 3815n, 3900n)).toBe('accept');
  });

  it('defaults to 2, accept on increase', () => {
    expect(DEFAULT_COEF_CHANGE_POLICY).toBe(2);
  });
});

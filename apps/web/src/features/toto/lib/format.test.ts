import { describe, expect, it } from 'vitest';
import { countdownText, perCurrency } from './format';

describe('toto page formats (issue 19)', () => {
  it('a countdown shows days only when there are any, never below zero', () => {
    expect(countdownText(3_725_000)).toBe('01:02:05');
    expect(countdownText(2 * 86_400_000 + 61_000)).toBe('2 d 00:01:01');
    expect(countdownText(-5_000)).toBe('00:00:00');
  });

  it('a per-currency amount skips zeros', () => {
    expect(perCurrency({ EUR: '1200', USD: '0' })).toBe('12.00 EUR');
    expect(perCurrency({})).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { formatCountdown } from './format';
import { parseLandingId } from './landing-page';

/** Issue 16 bonus/casino pages: which landings exist, and the countdown text. */
describe('issue 16 bonus/casino/landing/{landingId}', () => {
  it.each([
    ['tournament-12', { kind: 'tournament', id: 12 }],
    ['offer-3', { kind: 'offer', id: 3 }],
  ])('%s names a landing', (id, want) => expect(parseLandingId(id)).toEqual(want));

  it.each([
    '',
    'tournament-',
    'tournament-0',
    'offer-01',
    'offer-99999999999',
    'tournament-2147483648',
    'promo-1',
    'x',
  ])('%s names nothing (the not-found page)', (id) => expect(parseLandingId(id)).toBeNull());
});

describe('issue 16 tournament countdowns', () => {
  it('counts hours, minutes and seconds, days beyond a day, never below zero', () => {
    expect(formatCountdown(3_723_000)).toBe('01:02:03');
    expect(formatCountdown(90_061_000)).toBe('1d 01:01:01');
    expect(formatCountdown(-5_000)).toBe('00:00:00');
  });
});

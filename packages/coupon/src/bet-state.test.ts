import { describe, expect, it } from 'vitest';
import { isBetLive, type BetLiveInput } from './is-bet-live';
import { isBetLocked } from './is-bet-locked';

const line: BetLiveInput = { gameStatusId: 1, hasGameTime: false, isLiveInLive: false, isMarketLive: false };

describe('a bet is live when the game is not finished and (game time, live-in-live, status 2 or 3, or market live)', () => {
  it.each<[string, Partial<BetLiveInput>, boolean]>([
    ['a pre-match game', {}, false],
    ['game time', { hasGameTime: true }, true],
    ['live-in-live', { isLiveInLive: true }, true],
    ['status 2', { gameStatusId: 2 }, true],
    ['status 3', { gameStatusId: 3 }, true],
    ['a live market', { isMarketLive: true }, true],
    ['finished (status 4) even with a live market', { gameStatusId: 4, isMarketLive: true, hasGameTime: true }, false],
  ])('%s → %s', (_why, change, expected) => {
    expect(isBetLive({ ...line, ...change })).toBe(expected);
  });
});

describe('a bet is locked if blocked, dependent or banned for express', () => {
  it.each([
    [false, false, false, false],
    [true, false, false, true],
    [false, true, false, true],
    [false, false, true, true],
  ])('blocked %s, dependent %s, banned %s → %s', (isBlocked, isDepend, isBannedExpress, expected) => {
    expect(isBetLocked({ isBlocked, isDepend, isBannedExpress })).toBe(expected);
  });
});

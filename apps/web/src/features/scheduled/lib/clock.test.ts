import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MINUTE, NOW, TV_LIST } from '../test/fixtures';
import { formatCountdown, gameBoundary, listBoundary, serverTimeAt } from './clock';

describe("issue 19 countdowns: from the answer's now plus the elapsed time, never the wall clock", () => {
  it("the page's time is the server's now plus what the monotonic clock measured since the answer", () => {
    const anchor = { serverNow: NOW, at: 5_000 };
    expect(serverTimeAt(anchor, 5_000)).toBe(NOW);
    expect(serverTimeAt(anchor, 6_250)).toBe(NOW + 1_250);
    // A monotonic reading before the anchor (a clock that cannot go back) never moves time back.
    expect(serverTimeAt(anchor, 4_000)).toBe(NOW);
  });

  it('counts down in whole seconds, rounded up, never below zero', () => {
    expect(formatCountdown(150_000)).toBe('2:30');
    expect(formatCountdown(1)).toBe('0:01');
    expect(formatCountdown(59_001)).toBe('1:00');
    expect(formatCountdown(3_723_000)).toBe('1:02:03');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-5_000)).toBe('0:00');
  });

  it('a countdown never grows as time passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * MINUTE }), fc.integer({ min: 0, max: 10 * MINUTE }), (a, b) => {
        const secs = (s: string) => s.split(':').reduce((acc, p) => acc * 60 + Number(p), 0);
        const [more, less] = a >= b ? [a, b] : [b, a];
        expect(secs(formatCountdown(less))).toBeLessThanOrEqual(secs(formatCountdown(more)));
      }),
    );
  });

  it('the lobby asks again at the earliest boundary: the wheel’s draw ends 20 s after now', () => {
    const [fiveOf36, wheel] = TV_LIST.games;
    expect(fiveOf36 && gameBoundary(fiveOf36, NOW)).toBe(NOW + 150_000);
    expect(wheel && gameBoundary(wheel, NOW)).toBe(NOW + 20_000);
    expect(listBoundary(TV_LIST, NOW)).toBe(NOW + 20_000);
    // Once past every known round there is nothing to wait for.
    expect(listBoundary(TV_LIST, NOW + 60 * MINUTE)).toBeNull();
  });
});

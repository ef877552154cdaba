import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { breakpointOf, windowWidthOf } from './breakpoint';
import { BREAKPOINTS, RESIZE_THROTTLE_MS } from './constants';
import { throttle } from './throttle';
import { formatClock, formatTimeZone } from './time';

describe('spec §9 breakpoints 1920, 1366, 1100, 1024', () => {
  it.each([
    [2560, 1920],
    [1920, 1920],
    [1919, 1366],
    [1366, 1366],
    [1100, 1100],
    [1024, 1024],
    [1023, 0],
    [375, 0],
  ])('width %i → %i', (w, bp) => expect(breakpointOf(w)).toBe(bp));

  it('property: the breakpoint never exceeds the width and is one of the spec values', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (w) => {
        const bp = breakpointOf(w);
        expect(bp).toBeLessThanOrEqual(w);
        expect([0, ...BREAKPOINTS]).toContain(bp);
      }),
    );
  });
});

describe('spec §9 window resize throttle 100 ms', () => {
  it('runs the first call at once, collapses a burst into one trailing call with the last value', () => {
    let now = 0;
    const timers: { at: number; cb: () => void }[] = [];
    const calls: number[] = [];
    const fn = throttle((w: number) => calls.push(w), RESIZE_THROTTLE_MS, {
      now: () => now,
      setTimeout: (cb, ms) => timers.push({ at: now + ms, cb }),
    });
    fn(1);
    for (let t = 10; t < 100; t += 10) {
      now = t;
      fn(t);
    }
    expect(calls).toEqual([1]);
    expect(timers).toHaveLength(1);
    now = 100;
    timers[0]?.cb();
    expect(calls).toEqual([1, 90]);
  });
});

describe('spec §3 timeZone and is12h change display only', () => {
  const utc = Date.UTC(2026, 0, 1, 21, 5);
  it('shifts by the hours offset', () => {
    expect(formatClock(utc, 3, false)).toBe('00:05');
    expect(formatClock(utc, 0, false)).toBe('21:05');
    expect(formatClock(utc, -5, false)).toBe('16:05');
    expect(formatClock(utc, 5.5, false)).toBe('02:35');
  });
  it('12-hour clock', () => {
    expect(formatClock(utc, 0, true)).toBe('9:05 PM');
    expect(formatClock(utc, 3, true)).toBe('12:05 AM');
    expect(formatClock(Date.UTC(2026, 0, 1, 12, 0), 0, true)).toBe('12:00 PM');
  });
  it('labels zones', () => {
    expect(formatTimeZone(3)).toBe('UTC+03:00');
    expect(formatTimeZone(-3.5)).toBe('UTC-03:30');
    expect(formatTimeZone(5.75)).toBe('UTC+05:45');
  });
});

describe('spec §5 window-width cookie: what the server accepts from it', () => {
  it('reads a plain width; ignores missing, malformed and out-of-range values', () => {
    expect(windowWidthOf('390')).toBe(390);
    expect(windowWidthOf('1366')).toBe(1366);
    for (const raw of [undefined, '', 'abc', '-390', '390.5', '1e3', '199', '10001', '999999'])
      expect(windowWidthOf(raw)).toBeNull();
  });

  it('property: any accepted value is an integer within 200..10000 and round-trips', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (raw) => {
        const w = windowWidthOf(raw);
        if (w !== null) {
          expect(Number.isInteger(w) && w >= 200 && w <= 10_000).toBe(true);
          expect(String(w)).toBe(raw.replace(/^0+(?=\d)/, ''));
        }
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 200, max: 10_000 }), (w) => {
        expect(windowWidthOf(String(w))).toBe(w);
      }),
    );
  });
});

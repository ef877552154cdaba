import { describe, expect, it } from 'vitest';
import {
  AGE_CONFIRMATION_TTL_MS,
  SESSION_FINGERPRINT_DELAY_MS,
  autoLogoffAt,
  autoRefresh,
  needsAgeConfirmation,
  nextReminderTime,
  reminderDue,
  withRetries,
  type Clock,
} from './timers';

function fakeClock() {
  let now = 0;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const clock: Clock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      timers.set(++seq, { at: now + ms, fn });
      return seq;
    },
    clearTimeout: (h) => void timers.delete(h as number),
  };
  const advance = (ms: number) => {
    const until = now + ms;
    for (;;) {
      const next = [...timers].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!next) break;
      timers.delete(next[0]);
      now = next[1].at;
      next[1].fn();
    }
    now = until;
  };
  return { clock, advance };
}

describe('spec §4 timers: auto-refresh pauses 30 s after the page is hidden, forces an update on return', () => {
  it('ticks every interval while visible, stops 30 s after hiding, ticks at once on return', () => {
    const { clock, advance } = fakeClock();
    let hidden = false;
    let listener: () => void = () => undefined;
    let ticks = 0;
    const stop = autoRefresh(() => ticks++, 60_000, {
      clock,
      isHidden: () => hidden,
      onVisibility: (l) => {
        listener = l;
        return () => undefined;
      },
    });
    advance(120_000);
    expect(ticks).toBe(2);
    hidden = true;
    listener();
    advance(29_000);
    expect(ticks).toBe(2);
    advance(10 * 60_000);
    expect(ticks).toBe(2);
    hidden = false;
    listener();
    expect(ticks).toBe(3);
    advance(60_000);
    expect(ticks).toBe(4);
    stop();
    advance(600_000);
    expect(ticks).toBe(4);
  });

  it('hiding for less than 30 s does not pause', () => {
    const { clock, advance } = fakeClock();
    let hidden = false;
    let listener: () => void = () => undefined;
    let ticks = 0;
    autoRefresh(() => ticks++, 60_000, {
      clock,
      isHidden: () => hidden,
      onVisibility: (l) => ((listener = l), () => undefined),
    });
    hidden = true;
    listener();
    advance(20_000);
    hidden = false;
    listener();
    expect(ticks).toBe(0);
    advance(40_000);
    expect(ticks).toBe(1);
  });
});

describe('spec §9 user-session check retries: 2, 1500 ms apart', () => {
  it('tries three times in all, sleeping 1500 ms between', async () => {
    const sleeps: number[] = [];
    let calls = 0;
    await expect(
      withRetries(
        async () => {
          calls++;
          throw new Error('down');
        },
        async (ms) => void sleeps.push(ms),
      ),
    ).rejects.toThrow('down');
    expect(calls).toBe(3);
    expect(sleeps).toEqual([1500, 1500]);
  });
});

describe('spec §4 age confirmation, stored 3 days (spec §9)', () => {
  const cfg = { isAgeConfirmationEnabled: true, minAge: 18 };
  it('shows when on and not stored, hides for 3 days after confirming', () => {
    expect(needsAgeConfirmation(cfg, null, 1000)).toBe(true);
    expect(needsAgeConfirmation(cfg, 1000, 1000 + AGE_CONFIRMATION_TTL_MS - 1)).toBe(false);
    expect(needsAgeConfirmation(cfg, 1000, 1000 + AGE_CONFIRMATION_TTL_MS)).toBe(true);
    expect(needsAgeConfirmation({ ...cfg, isAgeConfirmationEnabled: false }, null, 0)).toBe(false);
    expect(needsAgeConfirmation(null, null, 0)).toBe(false);
  });
});

describe('spec §4 registration reminder: next allowed time is now plus interval minutes, or 0 for never', () => {
  it('is due when never shown or when the time has come; 0 means never', () => {
    expect(reminderDue(null, 5)).toBe(true);
    expect(reminderDue(10, 5)).toBe(false);
    expect(reminderDue(10, 10)).toBe(true);
    expect(reminderDue(0, 1e15)).toBe(false);
    expect(nextReminderTime(30, 1000)).toBe(1000 + 30 * 60_000);
    expect(nextReminderTime(0, 1000)).toBe(0);
  });
});

describe('spec §3 auto-logoff: isAutoLogoffEnable, autoLogoffInactiveMinutes', () => {
  it('off: never; on: the last activity plus the minutes', () => {
    expect(autoLogoffAt(null, 1_000)).toBeNull();
    expect(autoLogoffAt({ isAutoLogoffEnable: false, autoLogoffInactiveMinutes: 30 }, 1_000)).toBeNull();
    expect(autoLogoffAt({ isAutoLogoffEnable: true, autoLogoffInactiveMinutes: 30 }, 1_000)).toBe(1_000 + 30 * 60_000);
  });
});

describe('spec §9 session and fingerprint delay', () => {
  it('is 8 s', () => {
    expect(SESSION_FINGERPRINT_DELAY_MS).toBe(8_000);
  });
});

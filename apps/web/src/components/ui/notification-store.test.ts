import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TOAST_DURATION_MS, type ToastScheduler } from './toast-store';
import {
  createNotificationStore,
  GROUP_LIMIT,
  NEVER_CLOSE,
  OFFICE_DURATION_MS,
  type NotificationGroup,
} from './notification-store';

/** A hand-driven clock: advance() fires every timer due by then. */
function fakeClock() {
  let now = 0;
  let next = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  const scheduler: ToastScheduler = {
    set: (run, ms) => {
      const id = next++;
      timers.set(id, { at: now + ms, run });
      return id;
    },
    clear: (handle) => {
      timers.delete(handle as number);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, timer] of [...timers]) {
      if (timer.at <= now) {
        timers.delete(id);
        timer.run();
      }
    }
  };
  return { scheduler, advance, pending: () => timers.size };
}

const GROUPS: readonly NotificationGroup[] = ['default', 'config', 'coupon', 'office'];

describe('notification centre', () => {
  it('spec §9 notifications: the default group shows at most 3 (the oldest makes room)', () => {
    const store = createNotificationStore(fakeClock().scheduler);
    for (const text of ['a', 'b', 'c', 'd']) store.notify(text);
    expect(store.get().map((n) => n.text)).toEqual(['b', 'c', 'd']);
  });

  it('spec §9 notifications: the other groups show 1 each, beside the default group', () => {
    const store = createNotificationStore(fakeClock().scheduler);
    store.notify('config 1', { group: 'config' });
    store.notify('config 2', { group: 'config' });
    store.notify('coupon 1', { group: 'coupon' });
    store.notify('office 1', { group: 'office' });
    store.notify('office 2', { group: 'office' });
    store.notify('plain');
    expect(store.get().map((n) => n.text)).toEqual(['config 2', 'coupon 1', 'office 2', 'plain']);
  });

  it('spec §9 notifications: config and coupon notifications never auto-close (duration -1)', () => {
    const clock = fakeClock();
    const store = createNotificationStore(clock.scheduler);
    store.notify('maintenance tonight', { group: 'config' });
    store.notify('odds changed', { group: 'coupon' });
    expect(clock.pending()).toBe(0);
    clock.advance(24 * 3_600_000);
    expect(store.get()).toHaveLength(2);
  });

  it('spec §9 notifications: office notifications close after 10000 ms', () => {
    const clock = fakeClock();
    const store = createNotificationStore(clock.scheduler);
    store.notify('settings saved', { group: 'office', tone: 'success' });
    clock.advance(OFFICE_DURATION_MS - 1);
    expect(store.get()).toHaveLength(1);
    clock.advance(1);
    expect(store.get()).toHaveLength(0);
  });

  it('a default notice closes after the toast duration; a default error waits for the player', () => {
    const clock = fakeClock();
    const store = createNotificationStore(clock.scheduler);
    store.notify('bet accepted', { tone: 'success' });
    store.notify('payment refused', { tone: 'error' });
    clock.advance(TOAST_DURATION_MS);
    expect(store.get().map((n) => n.text)).toEqual(['payment refused']);
  });

  it('an explicit duration wins, NEVER_CLOSE included', () => {
    const clock = fakeClock();
    const store = createNotificationStore(clock.scheduler);
    store.notify('stay', { durationMs: NEVER_CLOSE });
    store.notify('short', { group: 'config', durationMs: 500 });
    clock.advance(500);
    expect(store.get().map((n) => n.text)).toEqual(['stay']);
  });

  it('a keyed notice is shown once while it is on screen, and again after it is closed', () => {
    const store = createNotificationStore(fakeClock().scheduler);
    const first = store.notify('new version', { group: 'config', key: 'app-version' });
    expect(store.notify('new version', { group: 'config', key: 'app-version' })).toBe(first);
    expect(store.get()).toHaveLength(1);
    store.dismiss(first);
    expect(store.notify('new version', { group: 'config', key: 'app-version' })).not.toBe(first);
  });

  it('a notice pushed out by its group leaves no timer behind', () => {
    const clock = fakeClock();
    const store = createNotificationStore(clock.scheduler);
    store.notify('one', { group: 'office' });
    store.notify('two', { group: 'office' });
    expect(clock.pending()).toBe(1);
  });

  it('spec §9 notifications (property): no group ever shows more than its limit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ group: fc.constantFrom(...GROUPS), close: fc.boolean(), wait: fc.nat(12_000) }), {
          maxLength: 40,
        }),
        (steps) => {
          const clock = fakeClock();
          const store = createNotificationStore(clock.scheduler);
          for (const step of steps) {
            const id = store.notify('x', { group: step.group });
            if (step.close) store.dismiss(id);
            clock.advance(step.wait);
            for (const g of GROUPS) {
              expect(store.get().filter((n) => n.group === g).length).toBeLessThanOrEqual(GROUP_LIMIT[g]);
            }
          }
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { createToastStore, MAX_TOASTS, TOAST_DURATION_MS, type ToastScheduler } from './toast-store';

/** A hand-driven clock: run() fires every timer due by then. */
function fakeScheduler() {
  let now = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  let next = 1;
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

describe('toast host', () => {
  it('a toast closes itself after its duration', () => {
    const clock = fakeScheduler();
    const store = createToastStore(clock.scheduler);
    store.show('Bet accepted', 'success');
    clock.advance(TOAST_DURATION_MS - 1);
    expect(store.get()).toHaveLength(1);
    clock.advance(1);
    expect(store.get()).toHaveLength(0);
  });
  it('an error stays until dismissed (WCAG 2.2.1: no time limit on what needs acting on)', () => {
    const clock = fakeScheduler();
    const store = createToastStore(clock.scheduler);
    const id = store.show('Payment failed', 'error');
    clock.advance(TOAST_DURATION_MS * 10);
    expect(store.get().map((t) => t.text)).toEqual(['Payment failed']);
    store.dismiss(id);
    expect(store.get()).toHaveLength(0);
  });
  it(`keeps at most ${MAX_TOASTS}, dropping the oldest and its timer`, () => {
    const clock = fakeScheduler();
    const store = createToastStore(clock.scheduler);
    for (const text of ['a', 'b', 'c', 'd', 'e']) store.show(text);
    expect(store.get().map((t) => t.text)).toEqual(['c', 'd', 'e']);
    expect(clock.pending()).toBe(MAX_TOASTS);
  });
  it('dismissing clears the timer and notifies listeners once', () => {
    const clock = fakeScheduler();
    const store = createToastStore(clock.scheduler);
    let calls = 0;
    store.subscribe(() => calls++);
    const id = store.show('x');
    store.dismiss(id);
    store.dismiss(id);
    expect(calls).toBe(2);
    expect(clock.pending()).toBe(0);
  });
});

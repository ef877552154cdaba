import { describe, expect, it } from 'vitest';
import type { ToastScheduler } from '../../components/ui/toast-store';
import { APP_VERSION_CHECK_DELAY_MS, startVersionCheck } from './version-check';

function harness(current: string, served: () => Promise<string>) {
  let now = 0;
  const timers = new Map<number, { at: number; run: () => void }>();
  let next = 1;
  const scheduler: ToastScheduler = {
    set: (run, ms) => {
      timers.set(next, { at: now + ms, run });
      return next++;
    },
    clear: (h) => void timers.delete(h as number),
  };
  const asked: number[] = [];
  const found: string[] = [];
  const check = startVersionCheck({
    current,
    fetchVersion: () => {
      asked.push(now);
      return served();
    },
    onNewVersion: (v) => found.push(v),
    scheduler,
    now: () => now,
  });
  const advance = async (ms: number) => {
    now += ms;
    for (const [id, t] of [...timers]) {
      if (t.at <= now) {
        timers.delete(id);
        t.run();
      }
    }
    await Promise.resolve();
    await Promise.resolve();
  };
  return { check, asked, found, advance };
}

describe('app version check', () => {
  it('spec §9 app version check after 60 s: not before, and a new build is reported once', async () => {
    const h = harness('entry-client-old', () => Promise.resolve('entry-client-new'));
    await h.advance(APP_VERSION_CHECK_DELAY_MS - 1);
    expect(h.asked).toEqual([]);
    await h.advance(1);
    expect(h.asked).toEqual([APP_VERSION_CHECK_DELAY_MS]);
    expect(h.found).toEqual(['entry-client-new']);
    await h.advance(APP_VERSION_CHECK_DELAY_MS);
    h.check.onVisible();
    expect(h.asked).toHaveLength(1);
  });

  it('the same build: nothing shown; a return to the tab asks again at most once a minute', async () => {
    const h = harness('entry-client-a', () => Promise.resolve('entry-client-a'));
    h.check.onVisible();
    expect(h.asked).toEqual([]);
    await h.advance(APP_VERSION_CHECK_DELAY_MS);
    h.check.onVisible();
    expect(h.asked).toHaveLength(1);
    await h.advance(APP_VERSION_CHECK_DELAY_MS);
    h.check.onVisible();
    await h.advance(0);
    expect(h.asked).toHaveLength(2);
    expect(h.found).toEqual([]);
  });

  it('a failed check is silent and the next return to the tab asks again', async () => {
    let fail = true;
    const h = harness('entry-client-a', () =>
      fail ? Promise.reject(new Error('offline')) : Promise.resolve('entry-client-b'),
    );
    await h.advance(APP_VERSION_CHECK_DELAY_MS);
    expect(h.found).toEqual([]);
    fail = false;
    await h.advance(APP_VERSION_CHECK_DELAY_MS);
    h.check.onVisible();
    await h.advance(0);
    expect(h.found).toEqual(['entry-client-b']);
  });

  it('a tab on the dev server (no build) never asks; stop() cancels the check', async () => {
    const dev = harness('dev', () => Promise.resolve('entry-client-a'));
    await dev.advance(APP_VERSION_CHECK_DELAY_MS);
    expect(dev.asked).toEqual([]);
    const stopped = harness('entry-client-a', () => Promise.resolve('entry-client-b'));
    stopped.check.stop();
    await stopped.advance(APP_VERSION_CHECK_DELAY_MS);
    expect(stopped.asked).toEqual([]);
  });
});

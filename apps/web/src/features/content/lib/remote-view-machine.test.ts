import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ALLOWED,
  INITIAL_ENTRY,
  MAX_RETRIES,
  nextEntry,
  RELOAD_THROTTLE_MS,
  retryDelay,
  type ViewEntry,
  type ViewEvent,
} from './remote-view-machine';

type MakeEvent = (now: number) => ViewEvent;
const MAKERS: readonly MakeEvent[] = [
  () => ({ type: 'load' }),
  () => ({ type: 'loaded' }),
  (now) => ({ type: 'failed', now }),
  (now) => ({ type: 'retry', now }),
  (now) => ({ type: 'reload', now }),
  () => ({ type: 'release' }),
];
const eventArb = fc.constantFrom(...MAKERS);
const runArb = fc.array(fc.tuple(eventArb, fc.integer({ min: 0, max: 5000 })), { maxLength: 60 });

/** Replays a run from not-exist, with time moving forward by each step's gap. */
function replay(run: [MakeEvent, number][]) {
  let entry: ViewEntry = INITIAL_ENTRY;
  let now = 0;
  const steps: { from: ViewEntry; event: ViewEvent; to: ViewEntry }[] = [];
  for (const [make, gap] of run) {
    now += gap;
    const event = make(now);
    const to = nextEntry(entry, event);
    steps.push({ from: entry, event, to });
    entry = to;
  }
  return steps;
}

describe('spec §4 remote view loading state machine', () => {
  it('spec §4 property: every change of state is one the spec allows', () => {
    fc.assert(
      fc.property(runArb, (run) =>
        replay(run).every(({ from, to }) => from.state === to.state || ALLOWED[from.state].includes(to.state)),
      ),
    );
  });

  it('spec §4 property: at most 3 automatic retries, with doubling delays from 1000 ms', () => {
    fc.assert(
      fc.property(runArb, (run) =>
        replay(run).every(({ from, event, to }) => {
          if (to.retries > MAX_RETRIES) return false;
          if (event.type === 'failed' && to.state === 'error' && from.state === 'loading') {
            return to.retryAt === (from.retries < MAX_RETRIES ? event.now + retryDelay(from.retries) : null);
          }
          return true;
        }),
      ),
    );
    expect([0, 1, 2].map(retryDelay)).toEqual([1000, 2000, 4000]);
  });

  it('spec §4 property: reaching ready clears the retry info; reloads are at most one per second', () => {
    fc.assert(
      fc.property(runArb, (run) => {
        const steps = replay(run);
        const readyClean = steps.every(({ to }) => to.state !== 'ready' || (to.retries === 0 && to.retryAt === null));
        const reloads = steps
          .filter(({ from, event, to }) => event.type === 'reload' && from.state === 'error' && to.state === 'loading')
          .map(({ event }) => (event.type === 'reload' ? event.now : 0));
        const throttled = reloads.every((t, i) => i === 0 || t - (reloads[i - 1] ?? 0) >= RELOAD_THROTTLE_MS);
        return readyClean && throttled;
      }),
    );
  });

  it('spec §4: three failed retries stop; release returns to not-exist', () => {
    let e = nextEntry(INITIAL_ENTRY, { type: 'load' });
    let now = 0;
    for (let i = 0; i < MAX_RETRIES; i++) {
      e = nextEntry(e, { type: 'failed', now });
      expect(e.retryAt).toBe(now + retryDelay(i));
      expect(nextEntry(e, { type: 'retry', now: now + retryDelay(i) - 1 }).state).toBe('error');
      now += retryDelay(i);
      e = nextEntry(e, { type: 'retry', now });
      expect(e).toMatchObject({ state: 'loading', retries: i + 1 });
    }
    e = nextEntry(e, { type: 'failed', now });
    expect(e).toMatchObject({ state: 'error', retryAt: null });
    expect(nextEntry(e, { type: 'retry', now: now + 60_000 }).state).toBe('error');
    expect(nextEntry(e, { type: 'release' }).state).toBe('not-exist');
    // A ready view cannot fail or load again without first being released.
    const ready = nextEntry(nextEntry(INITIAL_ENTRY, { type: 'load' }), { type: 'loaded' });
    expect(nextEntry(ready, { type: 'failed', now }).state).toBe('ready');
    expect(nextEntry(ready, { type: 'load' }).state).toBe('ready');
  });
});

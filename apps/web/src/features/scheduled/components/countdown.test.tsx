// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useServerClock } from '../lib/use-server-clock';
import { NOW } from '../test/fixtures';
import { renderHtml } from '../test/render';
import { Countdown } from './countdown';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("issue 19 countdown: from the answer's now, then the elapsed time", () => {
  it('renders the time left from the given now (the server HTML)', () => {
    expect(renderHtml(<Countdown to={NOW + 150_000} now={NOW} />)).toContain('>2:30</time>');
    expect(renderHtml(<Countdown to={NOW + 150_000} now={NOW} />)).toContain('dateTime="PT150S"');
    expect(renderHtml(<Countdown to={NOW} now={NOW + 5_000} />)).toContain('>0:00</time>');
  });

  it('ticks with the monotonic clock, whatever the wall clock says', () => {
    // The machine's clock is a year off: the page must not care.
    vi.setSystemTime(new Date(Date.UTC(2020, 0, 1)));
    let monotonic = 1_000;
    const clock = () => monotonic;
    function Probe({ serverNow }: { serverNow: number }) {
      const now = useServerClock(serverNow, 1_000, clock);
      return <Countdown to={NOW + 150_000} now={now} />;
    }
    const el = document.createElement('div');
    const root = createRoot(el);
    act(() => root.render(<Probe serverNow={NOW} />));
    expect(el.textContent).toBe('2:30');
    act(() => {
      monotonic += 3_000;
      vi.advanceTimersByTime(3_000);
    });
    expect(el.textContent).toBe('2:27');
    // A new answer re-anchors the clock on its own now.
    act(() => root.render(<Probe serverNow={NOW + 60_000} />));
    expect(el.textContent).toBe('1:30');
    act(() => root.unmount());
  });
});

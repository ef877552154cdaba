// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import type { ScheduledGame } from '@sb/contracts';
import { NOW, round, TV_LIST } from '../../test/fixtures';
import { Providers, renderHtml } from '../../test/render';
import { landingRotation } from '../../lib/wheel';
import { Studio } from './studio';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', true);

const [fiveOf36, wheel, the21] = TV_LIST.games as [ScheduledGame, ScheduledGame, ScheduledGame];

const race: ScheduledGame = {
  type: 'horse-racing',
  kind: 'virtual',
  sportId: 312,
  name: 'Horse racing',
  intervalSec: 240,
  durationSec: 60,
  current: null,
  next: [],
  results: [
    round('horse-racing', 1_500_200_000, NOW - 90_000, 60_000, {
      phase: 'finished',
      competitors: [
        { id: 11, name: 'Blue Comet', short: 'BC', colors: ['#00f', '#fff'], strength: 80 },
        { id: 12, name: 'Red Arrow', short: 'RA', colors: ['#f00', '#fff'], strength: 70 },
        { id: 13, name: 'Green Flash', short: 'GF', colors: ['#0f0', '#000'], strength: 60 },
      ],
      draw: [
        [12, 1],
        [13, 2],
        [11, 3],
      ],
    }),
  ],
};

const football: ScheduledGame = {
  ...race,
  type: 'virtual-football',
  sportId: 311,
  results: [],
  current: round('virtual-football', 1_500_100_000, NOW - 30_000, 60_000, {
    phase: 'drawing',
    incidents: [
      { atMs: 10_000, kind: 'goal', side: 1 },
      { atMs: 40_000, kind: 'goal', side: 2 },
    ],
  }),
};

describe('issue 19 studio view from the draw and incidents', () => {
  it('the wheel spins while its round is drawn and lands on the drawn pocket of the last round', () => {
    const live = renderHtml(<Studio game={wheel} live={wheel.current} now={NOW} />);
    expect(live).toContain('sched-wheel__disc--spin');
    expect(live).toContain('data-phase="drawing"');
    const last = renderHtml(<Studio game={wheel} live={null} now={NOW} />);
    // Drawn landed with pocket 32 under the pointer (no inline style: SVG attributes only).
    expect(last).toContain(`rotate(${landingRotation(32, 4)} 100 100)`);
    expect(last).not.toContain('style=');
    expect(last).toContain('Pocket 32 · Red');
  });

  it('a finished number game shows every ball and the sum, and the countdown to the next draw', () => {
    const html = renderHtml(<Studio game={fiveOf36} live={null} now={NOW} />);
    expect(html.match(/class="sched-ball /g)).toHaveLength(5);
    expect(html).toContain('Sum 73');
    expect(html).toContain('>2:30</time>');
  });

  it('21 deals two hands with their points', () => {
    const html = renderHtml(<Studio game={the21} live={null} now={NOW} />);
    expect(html).toContain('Hand 1<span class="sched-hand__points"> · 20 points');
    expect(html).toContain('aria-label="K♣"');
  });

  it('a race shows the finishing order; football the score at the elapsed minute', () => {
    const r = renderHtml(<Studio game={race} live={null} now={NOW} />);
    expect(r).toMatch(
      /data-testid="scheduled-race-order"><li>Red Arrow<\/li><li>Green Flash<\/li><li>Blue Comet<\/li>/,
    );
    expect(r).not.toContain('style=');
    const f = renderHtml(<Studio game={football} live={football.current} now={NOW} />);
    expect(f).toContain('<strong>1:0</strong>');
    expect(f).toContain('45&#x27;');
  });

  it('replay reveals the last draw again on the page clock, ball by ball', () => {
    const el = document.createElement('div');
    const root = createRoot(el);
    const show = (now: number) =>
      act(() =>
        root.render(
          <Providers>
            <Studio game={fiveOf36} live={null} now={now} />
          </Providers>,
        ),
      );
    show(NOW);
    act(() => el.querySelector<HTMLButtonElement>('.sched-replay')?.click());
    // Five balls over 60 s: one every 10 s.
    show(NOW + 25_000);
    expect(el.querySelectorAll('.sched-balls__tray .sched-ball')).toHaveLength(2);
    show(NOW + 61_000);
    expect(el.querySelectorAll('.sched-balls__tray .sched-ball')).toHaveLength(5);
    act(() => root.unmount());
  });
});

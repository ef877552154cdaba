import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LiveIncident, LiveState } from '@sb/contracts';
import { loadDictionary } from '@sb/i18n/load';
import { createI18n, I18nProvider } from '../../lib/i18n';
import { MatchTracker, TRACKER_MARKERS, type MatchTrackerProps } from './match-tracker';
import { fieldOf } from './tracker-fields';

const en = await loadDictionary('en');

const incident = (
  seq: number,
  kind: LiveIncident['kind'],
  team: 1 | 2 | null,
  x: number | null = 0.5,
): LiveIncident => ({
  seq,
  at: 1_000 * seq,
  period: 1,
  clockSec: 60 * seq,
  kind,
  team,
  points: kind === 'goal' ? 1 : 0,
  x,
  y: x === null ? null : 0.25,
});

function state(over: Partial<LiveState> = {}): LiveState {
  return {
    gameId: 9,
    sportId: 1,
    statusId: 2,
    period: 1,
    periodsTotal: 2,
    clockSec: 754,
    clockRunning: true,
    score: { home: 1, away: 0, periods: [[1, 0]] },
    points: null,
    serving: null,
    stats: {},
    betStop: false,
    possession: { team: 1, level: 'dangerous_attack', x: 0.8, y: 0.5 },
    incidents: [incident(1, 'period_start', null, null), incident(2, 'goal', 1, 0.95), incident(3, 'attack', 2)],
    zoneId: 'zone-9',
    updatedAt: 123,
    ...over,
  };
}

const render = (props: Partial<MatchTrackerProps> = {}) =>
  renderToStaticMarkup(
    <I18nProvider i18n={createI18n('en', en)}>
      <MatchTracker gameId={9} state={state()} team1="Reds" team2="Blues" {...props} />
    </I18nProvider>,
  );

describe('match tracker (spec §3 Media, issue 14)', () => {
  it('§3 Media: draws the score, the clock and the zone id of the live state', () => {
    const html = render();
    expect(html).toContain('data-zone-id="zone-9"');
    expect(html).toContain('data-updated-at="123"');
    expect(html).toMatch(/data-tracker-score="">1:0</);
    expect(html).toContain('Period 1 of 2 · 12:34');
  });

  it('puts the ball at the possession x/y and shades the attacked third for a dangerous attack', () => {
    const html = render();
    expect(html).toContain('transform:translate(80.00px, 30.00px)');
    expect(html).toMatch(/data-tracker-zone="dangerous_attack" x="66\.6\d*"/);
    expect(html).toContain(en.tracker_possession_dangerous_attack);
    const away = render({ state: state({ possession: { team: 2, level: 'attack', x: 0.3, y: 0.1 } }) });
    expect(away).toMatch(/data-tracker-zone="attack" x="0" y="0" width="50"/);
    const safe = render({ state: state({ possession: { team: 2, level: 'safe', x: 0.3, y: 0.1 } }) });
    expect(safe).not.toContain('data-tracker-zone');
  });

  it('marks the last incidents with a place (not possession moves) and captions the last one', () => {
    const many = Array.from({ length: 8 }, (_, i) => incident(i + 1, 'corner', 1, 0.9));
    const html = render({ state: state({ incidents: [...many, incident(9, 'attack', 2)] }) });
    expect(html.match(/data-incident-kind="corner"/g)).toHaveLength(TRACKER_MARKERS);
    expect(html).not.toContain('data-incident-kind="attack"');
    expect(html).toContain('data-tracker-incident="corner"');
    expect(html).toContain('Corner · Reds · 8:00');
  });

  it('draws the field of the sport: pitch, rink, court, net court, esports map', () => {
    expect([1, 2, 3, 4, 6, 10, 40, 41, 42].map(fieldOf)).toEqual([
      'pitch',
      'rink',
      'court',
      'net',
      'net',
      'net',
      'map',
      'map',
      'map',
    ]);
    const cs2 = render({
      state: state({ sportId: 40, period: 2, periodsTotal: 3, incidents: [incident(4, 'goal', 2)] }),
    });
    expect(cs2).toContain('match-tracker--map');
    expect(cs2).toContain('Map 2 · ');
    expect(cs2).toContain('Map won · Blues');
  });

  it('shows sets-based points, a break and a finished game; waits honestly without a state', () => {
    expect(render({ state: state({ sportId: 4, points: ['15', '40'] }) })).toContain('Period 1 of 2 · 15:40');
    expect(render({ state: state({ statusId: 3 }) })).toContain('· Break');
    expect(render({ state: state({ statusId: 4 }) })).toContain('>Finished<');
    const waiting = render({ state: null, sportId: 2 });
    expect(waiting).toContain(en.tracker_waiting);
    expect(waiting).toContain('match-tracker--rink');
    expect(waiting).not.toContain('data-tracker-ball');
  });

  it('§3 Media entity type: the variant names where it is shown', () => {
    for (const v of ['board', 'fullscreen', 'overview', 'side'] as const)
      expect(render({ variant: v })).toContain(`match-tracker--${v}`);
  });
});

import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LiveGameDetail, LiveState } from '@sb/contracts';
import { AppProviders } from '../../../test/render-with-app';
import type { CyberGameData } from '../loaders';
import { GameView } from './game-view';
import { LiveGameList } from './game-lists';

const team = (id: number, name: string) => ({ id, name, short: 'T', colors: ['#000', '#fff'] as [string, string] });
const state: LiveState = {
  gameId: 7,
  sportId: 41,
  statusId: 2,
  period: 2,
  periodsTotal: 3,
  clockSec: 1_200,
  clockRunning: true,
  score: {
    home: 1,
    away: 0,
    periods: [
      [1, 0],
      [0, 0],
    ],
  },
  points: null,
  serving: null,
  stats: {},
  betStop: false,
  possession: { team: 2, level: 'attack', x: 0.3, y: 0.6 },
  incidents: [],
  zoneId: 'zone-7',
  updatedAt: 5,
};
const outcome = {
  id: '7_23_',
  gameId: 7,
  sportId: 41,
  champId: 3,
  groupId: 11,
  typeId: 23,
  param: null,
  kind: 1,
  coef: 1.8,
  isLive: true,
  isBlocked: true,
};
const game: LiveGameDetail = {
  id: 7,
  sportId: 41,
  champId: 3,
  champName: 'Dota League',
  countryCode: null,
  team1: team(1, 'Radiant Five'),
  team2: team(2, 'Dire Five'),
  title: null,
  startAt: 0,
  statusId: 2,
  isTop: false,
  mainMarkets: [],
  marketsCount: 1,
  score: state.score,
  live: state,
  markets: [{ groupId: 11, param: null, outcomes: [outcome] }],
};

function render(node: ReactNode) {
  return renderToStaticMarkup(<AppProviders path="/en/cyber/live">{node}</AppProviders>);
}

const data = (g: LiveGameDetail): CyberGameData => ({
  kind: 'game',
  type: 'live',
  game: g,
  champ: {
    id: 3,
    sportId: 41,
    name: 'Dota League',
    slug: 'dota-league',
    countryCode: null,
    isTop: false,
    gamesCount: 1,
  },
});

describe('esports game page (spec §2 cyber game, §3 Media)', () => {
  it('a live game shows its map scores, the match tracker of its zone and its markets (a suspended price locked)', () => {
    const html = render(<GameView data={data(game)} />);
    expect(html).toContain('Map 1: 1:0');
    expect(html).toContain('Map 2: 0:0');
    expect(html).toContain('data-match-tracker="7"');
    expect(html).toContain('data-zone-id="zone-7"');
    expect(html).toContain('match-tracker--map');
    expect(html).toContain('data-outcome-id="7_23_"');
    expect(html).toMatch(/data-outcome-id="7_23_"[^>]*disabled|disabled[^>]*data-outcome-id="7_23_"/);
  });

  it('a game not being played shows no tracker (nothing fake) and no video', () => {
    const html = render(<GameView data={data({ ...game, live: null, statusId: 1, score: null })} />);
    expect(html).not.toContain('data-match-tracker');
    expect(html).not.toContain('<video');
  });

  it('a live row links the game page under cyber/live with the score and the current map', () => {
    const html = render(<LiveGameList games={[game]} />);
    expect(html).toContain('href="/en/cyber/live/dota-2/3-dota-league/7-radiant-five-dire-five"');
    expect(html).toContain('1:0 · Map 2 0:0');
  });
});

import { describe, expect, it } from 'vitest';
import { sortLiveGames } from '../../../../lib/live-socket';
import { liveApi } from '../api/live-api';
import { liveGame, liveOutcome, liveState } from '../test/fixtures';
import { sameLegs, liveAccumulator } from './accumulator';
import { sameClock, sameData, sameListShape, sameRowGame } from './row-equality';

describe('issue 14 live page speed: what renders a live list row', () => {
  it('Real-time delivery: the clock, the tracker, the statistics and the incident history do not render a row', () => {
    const a = liveGame(1);
    const b = liveGame(1, {
      live: liveState({
        clockSec: 3005,
        updatedAt: 6_000,
        stats: { corners: [4, 2] },
        possession: { team: 2, level: 'attack', x: 0.3, y: 0.6 },
        incidents: [
          { seq: 1, kind: 'corner', team: 1, period: 2, clockSec: 3002, at: 5_000, points: 1, x: null, y: null },
        ],
      }),
    });
    expect(sameRowGame(a, b)).toBe(true);
  });

  it.each([
    ['a price', liveGame(1, { mainMarkets: [{ groupId: 1, param: null, outcomes: [liveOutcome(1, 1, 1.45)] }] })],
    [
      'a suspension',
      liveGame(1, {
        mainMarkets: [
          {
            groupId: 1,
            param: null,
            outcomes: [liveOutcome(1, 1, 1.5, { isBlocked: true }), liveOutcome(1, 2, 4), liveOutcome(1, 3, 6)],
          },
        ],
      }),
    ],
    ['the score', liveGame(1, { live: liveState({ score: { home: 2, away: 0, periods: [[2, 0]] } }) })],
    ['the bet stop', liveGame(1, { live: liveState({ betStop: true }) })],
    ['the period', liveGame(1, { live: liveState({ period: 1 }) })],
    ['a tennis point', liveGame(1, { live: liveState({ points: ['15', '0'] }) })],
    ['the markets count', liveGame(1, { marketsCount: 40 })],
    ['the state going', liveGame(1, { live: null })],
  ])('Real-time delivery: %s renders the row', (_what, changed) => {
    expect(sameRowGame(liveGame(1), changed)).toBe(false);
  });

  it('§2 live list: the list renders when games come, go, reorder or change championship, not for prices', () => {
    const list = [liveGame(1), liveGame(2)];
    const priced = [liveGame(1), liveGame(2, { mainMarkets: [] })];
    expect(sameListShape(list, [liveGame(1), liveGame(2)])).toBe(true);
    expect(sameListShape(list, [liveGame(1)])).toBe(false);
    expect(sameListShape(list, [liveGame(2), liveGame(1)])).toBe(false);
    expect(sameListShape(list, [liveGame(1), liveGame(2, { champId: 11, champName: 'Cup' })])).toBe(false);
    // A game losing its market group changes the list's columns.
    expect(sameListShape(list, priced)).toBe(false);
    const repriced = liveGame(2, { mainMarkets: [{ groupId: 1, param: null, outcomes: [liveOutcome(2, 1, 9)] }] });
    expect(sameListShape(list, [liveGame(1), repriced])).toBe(true);
  });

  it('Real-time delivery: a clock renders when its second or its running changes', () => {
    const c = { clockSec: 60, clockRunning: true, updatedAt: 1 };
    expect(sameClock(c, { ...c, updatedAt: 2 })).toBe(true);
    expect(sameClock(c, { ...c, clockSec: 61 })).toBe(false);
    expect(sameClock(c, { ...c, clockRunning: false })).toBe(false);
    expect(sameClock(null, c)).toBe(false);
  });

  it('§3 flag accumulator of the day in live: the block renders when its legs or their prices change', () => {
    const games = [liveGame(1), liveGame(2)];
    const legs = liveAccumulator(games);
    expect(legs.length).toBe(2);
    expect(sameLegs(legs, liveAccumulator([liveGame(1), liveGame(2, { live: liveState({ clockSec: 9 }) })]))).toBe(
      true,
    );
    const cheaper = liveGame(2, {
      mainMarkets: [{ groupId: 1, param: null, outcomes: [liveOutcome(2, 1, 1.3), liveOutcome(2, 2, 4)] }],
    });
    expect(sameLegs(legs, liveAccumulator([liveGame(1), cheaper]))).toBe(false);
  });

  it('plain data compares by value', () => {
    expect(sameData({ a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] })).toBe(true);
    expect(sameData({ a: [1, 2] }, { a: [1, 2, 3] })).toBe(false);
    expect(sameData({ a: 1 }, { b: 1 })).toBe(false);
    expect(sameData([1], { 0: 1 })).toBe(false);
    expect(sameData(null, {})).toBe(false);
  });
});

describe('issue 14 live page layout: the server-rendered list is in the topic order', () => {
  it('§2 live list: the loader orders the games in play by start time then id, as the live topic', async () => {
    const games = [liveGame(3, { startAt: 50 }), liveGame(2, { startAt: 10 }), liveGame(1, { startAt: 50 })];
    const api = liveApi(async () => ({ games, page: 1, pageSize: 100, total: 3 }));
    expect((await api.games()).map((g) => g.id)).toEqual([2, 1, 3]);
    expect(sortLiveGames(games).map((g) => g.id)).toEqual([2, 1, 3]);
  });
});

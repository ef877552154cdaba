import { describe, expect, it } from 'vitest';
import type { LiveGameDetail, LiveGameSummary, LiveState, Outcome } from '@sb/contracts';
import { docFromSnapshot, mergeDelta, type LiveOutcome } from '../../../../lib/live-socket';
import { accumulatorCoef, liveAccumulator } from './accumulator';
import {
  DEFAULT_BETTING_STATE,
  filterGames,
  marketFilterOf,
  normalizeMarketList,
  parseBettingState,
} from './betting-state';
import { createLocalStore } from './local-store';
import { MULTI_LIVE_MAX, parseMultiLive, toggleMulti } from './multi-live';
import { groupLive, liveCounts, liveGamesOf, overlayGame, withBetStop } from './overlay';
import { clockAt, clockText, statusOf } from './scoreboard';
import { returnedFromPause } from './use-resync';

const state = (over: Partial<LiveState> = {}): LiveState => ({
  gameId: 1,
  sportId: 1,
  statusId: 2,
  period: 2,
  periodsTotal: 2,
  clockSec: 3000,
  clockRunning: true,
  score: { home: 1, away: 0, periods: [[1, 0]] },
  points: null,
  serving: null,
  stats: { corners: [3, 2], fouls: [5, 5] },
  betStop: false,
  possession: null,
  incidents: [],
  zoneId: 'z1',
  updatedAt: 1_000,
  ...over,
});

const outcome = (gameId: number, typeId: number, coef: number, over: Partial<Outcome> = {}): Outcome => ({
  id: `${gameId}_${typeId}_`,
  gameId,
  sportId: 1,
  champId: 10,
  groupId: 1,
  typeId,
  param: null,
  kind: 1,
  coef,
  isLive: true,
  isBlocked: false,
  ...over,
});

const team = (id: number) => ({ id, name: `T${id}`, short: 'T', colors: ['#000', '#fff'] as [string, string] });

const game = (id: number, over: Partial<LiveGameSummary> = {}): LiveGameSummary => ({
  id,
  sportId: 1,
  champId: 10,
  champName: 'League',
  countryCode: null,
  team1: team(id * 10),
  team2: team(id * 10 + 1),
  title: null,
  startAt: id,
  statusId: 2,
  isTop: false,
  mainMarkets: [{ groupId: 1, param: null, outcomes: [outcome(id, 1, 1.5), outcome(id, 2, 4), outcome(id, 3, 6)] }],
  marketsCount: 3,
  score: null,
  live: state({ gameId: id }),
  ...over,
});

const live = (o: Outcome, gameStatusId = 2): LiveOutcome => ({ ...o, gameStatusId });

describe('live pages: the topic over the server data', () => {
  it('§2 live list: the loader games show until the live topic answers, then the topic games', () => {
    const ssr = [game(1)];
    expect(liveGamesOf(ssr, null)).toBe(ssr);
    const doc = docFromSnapshot('live', 1, { games: [game(2), game(3)] });
    expect(liveGamesOf(ssr, doc).map((g) => g.id)).toEqual([2, 3]);
  });

  it('Real-time delivery: a game page takes the moved price and the suspension of its game topic in place', () => {
    const detail: LiveGameDetail = { ...game(1), markets: game(1).mainMarkets };
    const snap = docFromSnapshot('game:1', 1, {
      state: state(),
      outcomes: [outcome(1, 1, 1.5), outcome(1, 2, 4), outcome(1, 3, 6)].map((o) => live(o)),
    });
    const next = mergeDelta(snap, 2, {
      state: state({ score: { home: 2, away: 0, periods: [[2, 0]] } }),
      outcomes: [live(outcome(1, 1, 1.2)), live(outcome(1, 2, 6, { isBlocked: true }))],
    });
    if (next === 'gap') throw new Error('gap');
    const shown = overlayGame(detail, next);
    const prices = shown.markets[0]?.outcomes.map((o) => [o.typeId, o.coef, o.isBlocked]);
    expect(prices).toEqual([
      [1, 1.2, false],
      [2, 6, true],
      [3, 6, false],
    ]);
    expect(shown.score).toEqual({ home: 2, away: 0, periods: [[2, 0]] });
  });

  it('§3 bet stop: every outcome of a game under bet stop is suspended (page and list)', () => {
    const detail: LiveGameDetail = { ...game(1), markets: game(1).mainMarkets };
    const doc = docFromSnapshot('game:1', 1, { state: state({ betStop: true }) });
    expect(
      overlayGame(detail, doc)
        .markets.flatMap((m) => m.outcomes)
        .every((o) => o.isBlocked),
    ).toBe(true);
    const listed = withBetStop(game(2, { live: state({ betStop: true }) }));
    expect(listed.mainMarkets[0]?.outcomes.every((o) => o.isBlocked)).toBe(true);
  });

  it('§2 live list: grouped by sport in menu order then championship; counts per sport', () => {
    const games = [
      game(1, { sportId: 4, champId: 40, champName: 'ATP' }),
      game(2),
      game(3, { champId: 11, champName: 'Cup' }),
    ];
    const groups = groupLive(games, [1, 4]);
    expect(groups.map((g) => [g.sportId, g.count, g.champs.map((c) => c.champId)])).toEqual([
      [1, 2, [10, 11]],
      [4, 1, [40]],
    ]);
    expect([...liveCounts(games)]).toEqual([
      [4, 1],
      [1, 2],
    ]);
  });
});

describe('scoreboard', () => {
  it('Real-time delivery: the clock ticks from the state while it runs and stays when stopped', () => {
    expect(clockText(clockAt(state({ clockSec: 59 }), 2_500))).toBe('01:01');
    expect(clockAt(state({ clockSec: 59, clockRunning: false }), 60_000)).toBe(59);
    expect(clockText(5_585)).toBe('93:05');
  });

  it('names the period by sport, the break and the end', () => {
    expect(statusOf(state({ sportId: 3, period: 4 }))).toEqual({ key: 'live_period_quarter', vars: { n: '4' } });
    expect(statusOf(state({ sportId: 4, period: 2 })).key).toBe('live_period_set');
    expect(statusOf(state({ statusId: 3 })).key).toBe('live_break');
    expect(statusOf(state({ statusId: 4 })).key).toBe('live_finished');
  });
});

describe('§3 Betting state', () => {
  it('§3 Betting state: currentBettingType defaults to live, and the defaults of every field', () => {
    expect(parseBettingState(null)).toEqual(DEFAULT_BETTING_STATE);
    expect(DEFAULT_BETTING_STATE.currentBettingType).toBe('live');
  });

  it('§3 Betting state: a stored value is read field by field, a bad field takes its default', () => {
    const s = parseBettingState({
      currentBettingType: 'line',
      cyberFilter: 'esports?',
      wideScoreboard: true,
      groupByCategories: 'yes',
      filteredMarkets: '4, 1,x,4',
    });
    expect(s).toEqual({
      ...DEFAULT_BETTING_STATE,
      currentBettingType: 'line',
      wideScoreboard: true,
      filteredMarkets: '4,1',
    });
  });

  it('§3 Betting state: filtered markets is a comma list of market group ids (empty: all)', () => {
    expect(normalizeMarketList(' 1 ,, 3,3,0,abc')).toBe('1,3');
    expect(marketFilterOf({ filteredMarkets: '' })).toBeNull();
    expect([...(marketFilterOf({ filteredMarkets: '1,4' }) ?? [])]).toEqual([1, 4]);
  });

  it('§3 Betting state: cyber filter all / esports only / no esports, and only with videos', () => {
    const games = [game(1), game(2, { sportId: 40 })];
    const ids = (s: Parameters<typeof filterGames>[1], v = () => true) => filterGames(games, s, v).map((g) => g.id);
    expect(ids({ cyberFilter: 'all', onlyWithVideos: false })).toEqual([1, 2]);
    expect(ids({ cyberFilter: 'only', onlyWithVideos: false })).toEqual([2]);
    expect(ids({ cyberFilter: 'none', onlyWithVideos: false })).toEqual([1]);
    expect(ids({ cyberFilter: 'all', onlyWithVideos: true }, () => false)).toEqual([]);
  });

  it('§3 Betting state: persisted locally and restored, a broken stored value gives the defaults', () => {
    const mem = new Map<string, string>();
    const storage = () => ({
      getItem: (k: string) => mem.get(k) ?? null,
      setItem: (k: string, v: string) => void mem.set(k, v),
    });
    const a = createLocalStore('k', parseBettingState, DEFAULT_BETTING_STATE, storage);
    a.set({ ...DEFAULT_BETTING_STATE, upcomingEvents: false });
    const b = createLocalStore('k', parseBettingState, DEFAULT_BETTING_STATE, storage);
    expect(b.get().upcomingEvents).toBe(false);
    mem.set('k', '{broken');
    expect(createLocalStore('k', parseBettingState, DEFAULT_BETTING_STATE, storage).get()).toEqual(
      DEFAULT_BETTING_STATE,
    );
  });
});

describe('§2 multi', () => {
  it('§2 multi: games are added and removed, at most four, the oldest leaves', () => {
    let ids: number[] = [];
    for (const id of [1, 2, 3, 4, 5]) ids = toggleMulti(ids, id);
    expect(ids).toEqual([2, 3, 4, 5]);
    expect(ids.length).toBe(MULTI_LIVE_MAX);
    expect(toggleMulti(ids, 3)).toEqual([2, 4, 5]);
  });

  it('§2 multi: the remembered list keeps positive whole ids once', () => {
    expect(parseMultiLive([3, 3, -1, 'x', 2.5, 7])).toEqual([3, 7]);
    expect(parseMultiLive('nope')).toEqual([]);
  });
});

describe('§3 flag accumulator of the day in live', () => {
  it('§3 accumulatorOfDayLive: the surest open favourite of each game in play, three legs, no bet-stop game', () => {
    const games = [
      game(1),
      game(2, { mainMarkets: [{ groupId: 1, param: null, outcomes: [outcome(2, 1, 1.3), outcome(2, 3, 3)] }] }),
      game(3, { live: state({ betStop: true }) }),
      game(4, { mainMarkets: [{ groupId: 1, param: null, outcomes: [outcome(4, 3, 1.8)] }] }),
      game(5, { mainMarkets: [{ groupId: 1, param: null, outcomes: [outcome(5, 1, 1.05), outcome(5, 3, 9)] }] }),
    ];
    const legs = liveAccumulator(games);
    expect(legs.map((l) => l.outcome.id)).toEqual(['2_1_', '1_1_', '4_3_']);
    expect(accumulatorCoef(legs)).toBe(3.51);
    expect(liveAccumulator([game(1)])).toEqual([]);
  });
});

describe('§9 timers', () => {
  it('§9 updates pause 30 s after the page is hidden; on return the page reloads its data once', () => {
    expect(returnedFromPause('paused', 'resyncing')).toBe(true);
    expect(returnedFromPause('paused', 'live')).toBe(true);
    expect(returnedFromPause('live', 'live')).toBe(false);
    expect(returnedFromPause('live', 'paused')).toBe(false);
  });
});

import type { LiveGameSummary, LiveState, Outcome } from '@sb/contracts';

/** A football game in play at 50:00, 1–0 (live list tests). */
export const liveState = (over: Partial<LiveState> = {}): LiveState => ({
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
  stats: { corners: [3, 2] },
  betStop: false,
  possession: null,
  incidents: [],
  zoneId: 'z1',
  updatedAt: 1_000,
  ...over,
});

export const liveOutcome = (gameId: number, typeId: number, coef: number, over: Partial<Outcome> = {}): Outcome => ({
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

const team = (id: number) => ({
  id,
  name: `Team ${id}`,
  short: 'T',
  colors: ['#000000', '#ffffff'] as [string, string],
});

/** Game `id` with teams `Team {10·id}` and `Team {10·id+1}`, a 1X2 at 1.5 / 4 / 6. */
export const liveGame = (id: number, over: Partial<LiveGameSummary> = {}): LiveGameSummary => ({
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
  mainMarkets: [
    {
      groupId: 1,
      param: null,
      outcomes: [liveOutcome(id, 1, 1.5), liveOutcome(id, 2, 4), liveOutcome(id, 3, 6)],
    },
  ],
  marketsCount: 3,
  score: null,
  live: liveState({ gameId: id }),
  ...over,
});

import {
  SCHEDULED_OUTCOME_TYPE as T,
  SCHEDULED_SPORT_IDS,
  type Outcome,
  type ScheduledGame,
  type ScheduledGameType,
  type ScheduledList,
  type ScheduledRound,
} from '@sb/contracts';

/** Fixed instants of the fixtures (tests never read the wall clock). */
export const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
export const MINUTE = 60_000;

const team = (id: number, name: string, short: string) => ({
  id,
  name,
  short,
  colors: ['#123456', '#ffffff'] as [string, string],
});

export function outcome(
  gameId: number,
  type: ScheduledGameType,
  groupId: number,
  typeId: number,
  param: number | null,
  coef: number,
): Outcome {
  return {
    id: `${gameId}_${typeId}_${param ?? ''}`,
    gameId,
    sportId: SCHEDULED_SPORT_IDS[type],
    champId: 9000 + SCHEDULED_SPORT_IDS[type],
    groupId,
    typeId,
    param,
    kind: 1,
    coef,
    isLive: false,
    isBlocked: false,
  };
}

export function round(
  type: ScheduledGameType,
  gameId: number,
  startAt: number,
  durationMs: number,
  over: Partial<ScheduledRound> = {},
): ScheduledRound {
  return {
    type,
    game: {
      id: gameId,
      sportId: SCHEDULED_SPORT_IDS[type],
      champId: 9000 + SCHEDULED_SPORT_IDS[type],
      champName: `Scheduled ${type}`,
      countryCode: null,
      team1: team(1, type, 'TV'),
      team2: null,
      title: null,
      startAt,
      statusId: 1,
      isTop: false,
      mainMarkets: [],
      marketsCount: 0,
      score: null,
    },
    phase: 'open',
    startAt,
    endAt: startAt + durationMs,
    markets: [],
    competitors: [],
    draw: [],
    incidents: [],
    score: null,
    winnerId: null,
    proof: { commitment: 'c'.repeat(64), seed: null, formula: 'seed = link; SHA-256(seed) = commitment' },
    ...over,
  };
}

function game(type: ScheduledGameType, kind: 'tv' | 'virtual', over: Partial<ScheduledGame>): ScheduledGame {
  return {
    type,
    kind,
    sportId: SCHEDULED_SPORT_IDS[type],
    name: `Server name of ${type}`,
    intervalSec: 180,
    durationSec: 60,
    current: null,
    next: [],
    results: [],
    ...over,
  };
}

/** SHA-256("abc"), the FIPS 180-2 example: a seed whose commitment is known. */
export const ABC_SHA256 = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';

const NEXT_5OF36 = 1_500_000_101;

/** A TV lobby: 5of36 open for bets in 2:30 with its last result; the wheel being drawn; the21 with cards. */
export const TV_LIST: ScheduledList = {
  now: NOW,
  games: [
    game('5of36', 'tv', {
      next: [
        round('5of36', NEXT_5OF36, NOW + 150_000, 60_000, {
          markets: [
            {
              groupId: 300,
              param: null,
              outcomes: [
                outcome(NEXT_5OF36, '5of36', 300, T.ballDrawn, 7, 7.02),
                outcome(NEXT_5OF36, '5of36', 300, T.ballDrawn, 12, 7.02),
              ],
            },
            {
              groupId: 301,
              param: 92.5,
              outcomes: [
                outcome(NEXT_5OF36, '5of36', 301, T.sumOver, 92.5, 1.9),
                outcome(NEXT_5OF36, '5of36', 301, T.sumUnder, 92.5, 1.9),
              ],
            },
          ],
        }),
      ],
      results: [
        round('5of36', NEXT_5OF36 - 1, NOW - 30_000 - 60_000, 60_000, {
          phase: 'finished',
          draw: [
            [7, 0],
            [12, 0],
            [3, 0],
            [30, 0],
            [21, 0],
          ],
          proof: { commitment: ABC_SHA256, seed: 'abc', formula: 'seed = link; SHA-256(seed) = commitment' },
        }),
      ],
    }),
    game('wheel', 'tv', {
      current: round('wheel', 1_500_040_000, NOW - 10_000, 30_000, { phase: 'drawing' }),
      next: [round('wheel', 1_500_040_001, NOW + 50_000, 30_000)],
      results: [round('wheel', 1_500_039_999, NOW - 70_000, 30_000, { phase: 'finished', draw: [[32, 0]] })],
    }),
    game('the21', 'tv', {
      next: [round('the21', 1_500_080_001, NOW + 4 * MINUTE, 60_000)],
      results: [
        round('the21', 1_500_080_000, NOW - 2 * MINUTE, 60_000, {
          phase: 'finished',
          // Hand 1: A♠ 9♥ (20), hand 2: K♣ 7♦ (17); rank·4 + suit.
          draw: [
            [12 * 4 + 3, 1],
            [11 * 4 + 0, 2],
            [7 * 4 + 2, 1],
            [5 * 4 + 1, 2],
          ],
        }),
      ],
    }),
  ],
};

/** A game type of the TV list (a missing one fails the test that asks for it). */
export function tvGame(type: ScheduledGameType): ScheduledGame {
  const g = TV_LIST.games.find((x) => x.type === type);
  if (!g) throw new Error(`no ${type} in the fixture`);
  return g;
}

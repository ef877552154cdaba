import { GAME_STATUS_ID, MMA_FINISH, OUTCOME_TYPE, SPORT_IDS, type GameResult } from '@sb/contracts';
import { BET_STATUS } from '@sb/coupon';
import { describe, expect, it } from 'vitest';
import { settleOutcome } from './settle-outcome';
import { setTotalTypes } from './set-total-types';

const team = { id: 1, name: 'A', short: 'A', colors: ['#000000', '#ffffff'] as [string, string] };

function finished(home: number, away: number, periods: [number, number][], sportId: number): GameResult {
  return {
    gameId: 1,
    sportId,
    champId: 1,
    champName: 'C',
    team1: team,
    team2: { ...team, id: 2 },
    title: null,
    startAt: 0,
    statusId: GAME_STATUS_ID.finished,
    score: { home, away, periods },
    winnerId: null,
    version: 0,
  };
}

const settle = (typeId: number, param: number | null, result: GameResult): number =>
  settleOutcome({ sportId: result.sportId, groupId: 0, typeId, param }, result);

describe('issue 14 settlement of the live tennis and MMA markets', () => {
  // 6–4 3–6 7–6: home 16 games, away 16; sets of 10, 9 and 13 games.
  const tennis = finished(
    2,
    1,
    [
      [6, 4],
      [3, 6],
      [7, 6],
    ],
    SPORT_IDS.tennis,
  );

  it('issue 14 tennis set winner: by the set numbered in the param; a set not played is returned', () => {
    expect(settle(OUTCOME_TYPE.setWinner1, 1, tennis)).toBe(BET_STATUS.win);
    expect(settle(OUTCOME_TYPE.setWinner2, 1, tennis)).toBe(BET_STATUS.lose);
    expect(settle(OUTCOME_TYPE.setWinner2, 2, tennis)).toBe(BET_STATUS.win);
    const straight = finished(
      2,
      0,
      [
        [6, 1],
        [6, 2],
      ],
      SPORT_IDS.tennis,
    );
    expect(settle(OUTCOME_TYPE.setWinner1, 3, straight)).toBe(BET_STATUS.return);
    expect(settle(OUTCOME_TYPE.setWinner1, null, tennis)).toBe(BET_STATUS.notCalculated);
  });

  it('issue 14 tennis set games: each set has its own over/under types; the match total counts every game', () => {
    const [over1, under1] = setTotalTypes(1) ?? [0, 0];
    const [over3, under3] = setTotalTypes(3) ?? [0, 0];
    expect(settle(over1, 9.5, tennis)).toBe(BET_STATUS.win);
    expect(settle(under1, 9.5, tennis)).toBe(BET_STATUS.lose);
    expect(settle(over3, 12.5, tennis)).toBe(BET_STATUS.win);
    expect(settle(under3, 12.5, tennis)).toBe(BET_STATUS.lose);
    expect(settle(OUTCOME_TYPE.over, 31.5, tennis)).toBe(BET_STATUS.win);
    expect(settle(OUTCOME_TYPE.under, 32.5, tennis)).toBe(BET_STATUS.win);
  });

  it('issue 14 tennis game handicap: games won minus games lost plus the line', () => {
    // 16–16 in games.
    expect(settle(OUTCOME_TYPE.gameHandicap1, 0.5, tennis)).toBe(BET_STATUS.win);
    expect(settle(OUTCOME_TYPE.gameHandicap1, -0.5, tennis)).toBe(BET_STATUS.lose);
    expect(settle(OUTCOME_TYPE.gameHandicap2, 0.5, tennis)).toBe(BET_STATUS.win);
    const lopsided = finished(
      2,
      0,
      [
        [6, 1],
        [6, 2],
      ],
      SPORT_IDS.tennis,
    );
    expect(settle(OUTCOME_TYPE.gameHandicap1, -8.5, lopsided)).toBe(BET_STATUS.win);
    expect(settle(OUTCOME_TYPE.gameHandicap2, 8.5, lopsided)).toBe(BET_STATUS.lose);
  });

  it('issue 14 MMA: method, distance and round betting settle on the finish the result carries', () => {
    const ko2 = finished(
      1,
      0,
      [
        [0, 0],
        [MMA_FINISH.ko, 0],
      ],
      SPORT_IDS.mma,
    );
    expect(settle(OUTCOME_TYPE.ko1, null, ko2)).toBe(BET_STATUS.win);
    expect(settle(OUTCOME_TYPE.submission1, null, ko2)).toBe(BET_STATUS.lose);
    expect(settle(OUTCOME_TYPE.ko2, null, ko2)).toBe(BET_STATUS.lose);
    expect(settle(OUTCOME_TYPE.distanceNo, null, ko2)).toBe(BET_STATUS.win);
    expect(settle(OUTCOME_TYPE.roundWin1, 2, ko2)).toBe(BET_STATUS.win);
    expect(settle(OUTCOME_TYPE.roundWin1, 1, ko2)).toBe(BET_STATUS.lose);
    expect(settle(OUTCOME_TYPE.roundWin2, 2, ko2)).toBe(BET_STATUS.lose);
    expect(settle(OUTCOME_TYPE.over, 1.5, ko2)).toBe(BET_STATUS.win);
    const decision = finished(
      0,
      1,
      [
        [0, 0],
        [0, 0],
        [0, MMA_FINISH.decision],
      ],
      SPORT_IDS.mma,
    );
    expect(settle(OUTCOME_TYPE.decision2, null, decision)).toBe(BET_STATUS.win);
    expect(settle(OUTCOME_TYPE.roundDecision2, null, decision)).toBe(BET_STATUS.win);
    expect(settle(OUTCOME_TYPE.roundWin2, 3, decision)).toBe(BET_STATUS.lose);
    expect(settle(OUTCOME_TYPE.distanceYes, null, decision)).toBe(BET_STATUS.win);
    const sub = finished(0, 1, [[0, MMA_FINISH.submission]], SPORT_IDS.mma);
    expect(settle(OUTCOME_TYPE.submission2, null, sub)).toBe(BET_STATUS.win);
    expect(settle(OUTCOME_TYPE.roundWin2, 1, sub)).toBe(BET_STATUS.win);
  });

  it('issue 14 MMA: a result without the finish (last round 0–0) does not settle the method markets (-2)', () => {
    const old = finished(1, 0, [[0, 0]], SPORT_IDS.mma);
    expect(settle(OUTCOME_TYPE.ko1, null, old)).toBe(BET_STATUS.notCalculated);
    expect(settle(OUTCOME_TYPE.distanceYes, null, old)).toBe(BET_STATUS.notCalculated);
    expect(settle(OUTCOME_TYPE.winner1, null, old)).toBe(BET_STATUS.win);
  });
});

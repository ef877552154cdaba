import { GAME_STATUS_ID, MARKET_GROUP, OUTCOME_TYPE, SPORT_IDS, type GameResult, type Outcome } from '@sb/contracts';
import { BET_STATUS } from '@sb/coupon';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settleOutcome } from './settle-outcome';

type Selection = Pick<Outcome, 'sportId' | 'groupId' | 'typeId' | 'param'>;
const team = { id: 1, name: 'A', short: 'A', colors: ['#000000', '#ffffff'] as [string, string] };

function finished(
  home: number,
  away: number,
  periods: [number, number][] = [],
  sportId: number = SPORT_IDS.football,
): GameResult {
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

const pick = (
  groupId: number,
  typeId: number,
  param: number | null = null,
  sportId: number = SPORT_IDS.football,
): Selection => ({
  sportId,
  groupId,
  typeId,
  param,
});
const h1 = (line: number) => pick(MARKET_GROUP.handicap, OUTCOME_TYPE.handicap1, line);
const h2 = (line: number) => pick(MARKET_GROUP.handicap, OUTCOME_TYPE.handicap2, line);
const over = (line: number) => pick(MARKET_GROUP.total, OUTCOME_TYPE.over, line);
const under = (line: number) => pick(MARKET_GROUP.total, OUTCOME_TYPE.under, line);

describe('settleOutcome: spec §3 bet status ids', () => {
  it('1X2 and double chance on 2–1: win1, 1X and 12 win', () => {
    const r = finished(2, 1);
    expect(settleOutcome(pick(1, OUTCOME_TYPE.win1), r)).toBe(BET_STATUS.win);
    expect(settleOutcome(pick(1, OUTCOME_TYPE.draw), r)).toBe(BET_STATUS.lose);
    expect(settleOutcome(pick(1, OUTCOME_TYPE.win2), r)).toBe(BET_STATUS.lose);
    expect(settleOutcome(pick(2, OUTCOME_TYPE.win1OrDraw), r)).toBe(BET_STATUS.win);
    expect(settleOutcome(pick(2, OUTCOME_TYPE.win1OrWin2), r)).toBe(BET_STATUS.win);
    expect(settleOutcome(pick(2, OUTCOME_TYPE.drawOrWin2), r)).toBe(BET_STATUS.lose);
  });

  it('reference Asian handicap: -0.25 on a draw → 5 half lose half return; the away +0.25 → 4', () => {
    expect(settleOutcome(h1(-0.25), finished(1, 1))).toBe(BET_STATUS.halfLoseHalfReturn);
    expect(settleOutcome(h2(0.25), finished(1, 1))).toBe(BET_STATUS.halfWinHalfReturn);
  });

  it('reference Asian handicap: -0.75 and a one-goal win → 4 half win half return', () => {
    expect(settleOutcome(h1(-0.75), finished(2, 1))).toBe(BET_STATUS.halfWinHalfReturn);
    expect(settleOutcome(h2(0.75), finished(2, 1))).toBe(BET_STATUS.halfLoseHalfReturn);
  });

  it('reference whole line: -1 and a one-goal win → 2 return (push)', () => {
    expect(settleOutcome(h1(-1), finished(3, 2))).toBe(BET_STATUS.return);
    expect(settleOutcome(h2(1), finished(3, 2))).toBe(BET_STATUS.return);
  });

  it('reference half line: -1.5 has no push', () => {
    expect(settleOutcome(h1(-1.5), finished(3, 2))).toBe(BET_STATUS.lose);
    expect(settleOutcome(h2(1.5), finished(3, 2))).toBe(BET_STATUS.win);
  });

  it('reference totals: Over 2.25 with exactly 2 goals → 5 half lose; Under 2.25 → 4; Over 2 → 2 return', () => {
    expect(settleOutcome(over(2.25), finished(1, 1))).toBe(BET_STATUS.halfLoseHalfReturn);
    expect(settleOutcome(under(2.25), finished(1, 1))).toBe(BET_STATUS.halfWinHalfReturn);
    expect(settleOutcome(over(2), finished(1, 1))).toBe(BET_STATUS.return);
    expect(settleOutcome(over(2.5), finished(2, 1))).toBe(BET_STATUS.win);
    expect(settleOutcome(under(2.5), finished(2, 1))).toBe(BET_STATUS.lose);
  });

  it('both teams to score, odd/even (0 is even), team totals', () => {
    expect(settleOutcome(pick(5, OUTCOME_TYPE.bttsYes), finished(1, 0))).toBe(BET_STATUS.lose);
    expect(settleOutcome(pick(5, OUTCOME_TYPE.bttsNo), finished(1, 0))).toBe(BET_STATUS.win);
    expect(settleOutcome(pick(12, OUTCOME_TYPE.even), finished(0, 0))).toBe(BET_STATUS.win);
    expect(settleOutcome(pick(12, OUTCOME_TYPE.odd), finished(2, 1))).toBe(BET_STATUS.win);
    expect(settleOutcome(pick(9, OUTCOME_TYPE.team1Over, 1.5), finished(2, 0))).toBe(BET_STATUS.win);
    expect(settleOutcome(pick(9, OUTCOME_TYPE.team1Under, 1.5), finished(2, 0))).toBe(BET_STATUS.lose);
    expect(settleOutcome(pick(10, OUTCOME_TYPE.team2Over, 0.5), finished(2, 0))).toBe(BET_STATUS.lose);
    expect(settleOutcome(pick(10, OUTCOME_TYPE.team2Under, 0.5), finished(2, 0))).toBe(BET_STATUS.win);
  });

  it('correct score: param home × 100 + away; −1 "any other" wins past 4 goals a side', () => {
    expect(settleOutcome(pick(6, OUTCOME_TYPE.correctScore, 201), finished(2, 1))).toBe(BET_STATUS.win);
    expect(settleOutcome(pick(6, OUTCOME_TYPE.correctScore, 102), finished(2, 1))).toBe(BET_STATUS.lose);
    expect(settleOutcome(pick(6, OUTCOME_TYPE.correctScore, -1), finished(5, 1))).toBe(BET_STATUS.win);
    expect(settleOutcome(pick(6, OUTCOME_TYPE.correctScore, -1), finished(4, 4))).toBe(BET_STATUS.lose);
  });

  it('half-time markets use the first period score', () => {
    const r = finished(3, 1, [
      [0, 1],
      [3, 0],
    ]);
    expect(settleOutcome(pick(7, OUTCOME_TYPE.htWin2), r)).toBe(BET_STATUS.win);
    expect(settleOutcome(pick(7, OUTCOME_TYPE.htWin1), r)).toBe(BET_STATUS.lose);
    expect(settleOutcome(pick(7, OUTCOME_TYPE.htDraw), r)).toBe(BET_STATUS.lose);
    expect(settleOutcome(pick(8, OUTCOME_TYPE.htOver, 0.5), r)).toBe(BET_STATUS.win);
    expect(settleOutcome(pick(8, OUTCOME_TYPE.htUnder, 1.5), r)).toBe(BET_STATUS.win);
  });

  it('two-way winner; tennis totals count games, set handicap counts sets; MMA totals count rounds', () => {
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
    expect(settleOutcome(pick(11, OUTCOME_TYPE.winner1, null, SPORT_IDS.tennis), tennis)).toBe(BET_STATUS.win);
    expect(settleOutcome(pick(11, OUTCOME_TYPE.winner2, null, SPORT_IDS.tennis), tennis)).toBe(BET_STATUS.lose);
    expect(settleOutcome(pick(4, OUTCOME_TYPE.over, 31.5, SPORT_IDS.tennis), tennis)).toBe(BET_STATUS.win);
    expect(settleOutcome(pick(3, OUTCOME_TYPE.handicap1, -1.5, SPORT_IDS.tennis), tennis)).toBe(BET_STATUS.lose);
    const mma = finished(
      0,
      1,
      [
        [0, 0],
        [0, 0],
      ],
      SPORT_IDS.mma,
    );
    expect(settleOutcome(pick(4, OUTCOME_TYPE.over, 1.5, SPORT_IDS.mma), mma)).toBe(BET_STATUS.win);
    expect(settleOutcome(pick(4, OUTCOME_TYPE.under, 2.5, SPORT_IDS.mma), mma)).toBe(BET_STATUS.win);
  });

  it('outright: the winner’s team id wins, the rest lose', () => {
    const r = { ...finished(0, 0), score: null, team2: null, winnerId: 7 };
    expect(settleOutcome(pick(13, OUTCOME_TYPE.outright, 7, SPORT_IDS.longTerm), r)).toBe(BET_STATUS.win);
    expect(settleOutcome(pick(13, OUTCOME_TYPE.outright, 8, SPORT_IDS.longTerm), r)).toBe(BET_STATUS.lose);
  });

  it('spec §3: a cancelled game → 3 forced return; not finished → −1', () => {
    const cancelled = { ...finished(0, 0), statusId: GAME_STATUS_ID.cancelled, score: null };
    expect(settleOutcome(h1(-0.25), cancelled)).toBe(BET_STATUS.forcedReturn);
    expect(settleOutcome(pick(13, OUTCOME_TYPE.outright, 7), cancelled)).toBe(BET_STATUS.forcedReturn);
    expect(settleOutcome(pick(1, OUTCOME_TYPE.win1), { ...finished(0, 0), statusId: GAME_STATUS_ID.live })).toBe(
      BET_STATUS.gameNotStarted,
    );
  });
});

describe('settleOutcome properties', () => {
  const goals = fc.integer({ min: 0, max: 12 });
  const quarter = fc.integer({ min: -24, max: 24 }).map((q) => q / 4);

  it('for any score exactly one of 1X2 wins, and exactly two of double chance', () => {
    fc.assert(
      fc.property(goals, goals, (home, away) => {
        const r = finished(home, away);
        const wins = [OUTCOME_TYPE.win1, OUTCOME_TYPE.draw, OUTCOME_TYPE.win2].filter(
          (t) => settleOutcome(pick(1, t), r) === BET_STATUS.win,
        );
        const dc = [OUTCOME_TYPE.win1OrDraw, OUTCOME_TYPE.win1OrWin2, OUTCOME_TYPE.drawOrWin2].filter(
          (t) => settleOutcome(pick(2, t), r) === BET_STATUS.win,
        );
        return wins.length === 1 && dc.length === 2;
      }),
    );
  });

  it('over/under at a half line: exactly one wins, the other loses', () => {
    fc.assert(
      fc.property(goals, goals, fc.integer({ min: 0, max: 12 }), (home, away, k) => {
        const r = finished(home, away);
        const statuses = [settleOutcome(over(k + 0.5), r), settleOutcome(under(k + 0.5), r)].sort();
        return statuses[0] === BET_STATUS.lose && statuses[1] === BET_STATUS.win;
      }),
    );
  });

  /** Value of a status per unit stake at odds 2: what each half-stake returns, added up. */
  const payout: Record<number, number> = { 0: 0, 1: 2, 2: 1, 4: 1.5, 5: 0.5 };

  it('quarter lines settle as the two half-stakes on the neighbouring lines', () => {
    fc.assert(
      fc.property(goals, goals, quarter, (home, away, lineValue) => {
        if (Number.isInteger(lineValue * 2)) return true;
        const r = finished(home, away);
        for (const make of [h1, h2, over, under]) {
          const whole = payout[settleOutcome(make(lineValue), r)];
          const halves =
            ((payout[settleOutcome(make(lineValue - 0.25), r)] ?? NaN) +
              (payout[settleOutcome(make(lineValue + 0.25), r)] ?? NaN)) /
            2;
          if (whole !== halves) return false;
        }
        return true;
      }),
    );
  });

  it('the two sides of a handicap mirror each other (win ↔ lose, half win ↔ half lose, push ↔ push)', () => {
    const mirror: Record<number, number> = { 0: 1, 1: 0, 2: 2, 4: 5, 5: 4 };
    fc.assert(
      fc.property(goals, goals, quarter, (home, away, lineValue) => {
        const r = finished(home, away);
        return mirror[settleOutcome(h1(lineValue), r)] === settleOutcome(h2(lineValue === 0 ? 0 : -lineValue), r);
      }),
    );
  });
});

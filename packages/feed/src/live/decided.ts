import { GAME_STATUS_ID, MARKET_GROUP, MMA_FINISH, OUTCOME_TYPE, type GameResult, type Score } from '@sb/contracts';
import type { BetStatusId } from '@sb/coupon';
import type { SportSpec } from '../catalog';
import { lineRange } from '../market-spec';
import {
  CORRECT_SCORE_MAX_GOALS,
  HALF_TIME_TOTAL_LINES,
  HANDICAP_LINES,
  OTHER_SCORE_PARAM,
  TEAM_TOTAL_LINES,
  TOTAL_LINES,
} from '../models/football';
import { outcomeId } from '../outcome-id';
import { setTotalTypes } from '../set-total-types';
import { settleOutcome } from '../settle-outcome';
import { SET_TOTAL_LINES, tennisGameHandicapLines, tennisTotalLines } from './live-lines';
import { tennisFinals } from './tennis-finals';
import { frameAt } from './state';
import type { Timeline } from './timeline';

/** An outcome the game may offer in play: its group, type and param. */
interface Candidate {
  readonly groupId: number;
  readonly typeId: number;
  readonly param: number | null;
}

function plain(groupId: number, ...typeIds: number[]): Candidate[] {
  return typeIds.map((typeId) => ({ groupId, typeId, param: null }));
}

function lines(
  groupId: number,
  first: number,
  second: number,
  values: readonly number[],
  mirror: boolean,
): Candidate[] {
  return values.flatMap((line) => [
    { groupId, typeId: first, param: line },
    { groupId, typeId: second, param: mirror ? (line === 0 ? 0 : -line) : line },
  ]);
}

function setLines(bestOf: number, withTotals: boolean): Candidate[] {
  const toWin = (bestOf + 1) / 2;
  const handicaps: number[] = [];
  const totals: number[] = [];
  const scores: Candidate[] = [];
  for (let k = 1; k < toWin; k++) handicaps.push(-(k + 0.5), k + 0.5);
  if (withTotals) for (let sets = toWin; sets < bestOf; sets++) totals.push(sets + 0.5);
  for (let lost = 0; lost < toWin; lost++) {
    scores.push({ groupId: MARKET_GROUP.correctScore, typeId: OUTCOME_TYPE.correctScore, param: toWin * 100 + lost });
    scores.push({ groupId: MARKET_GROUP.correctScore, typeId: OUTCOME_TYPE.correctScore, param: lost * 100 + toWin });
  }
  return [
    ...lines(MARKET_GROUP.handicap, OUTCOME_TYPE.handicap1, OUTCOME_TYPE.handicap2, handicaps, true),
    ...lines(MARKET_GROUP.total, OUTCOME_TYPE.over, OUTCOME_TYPE.under, totals, false),
    ...scores,
  ];
}

function fightCatalog(): Candidate[] {
  const rounds = [1, 2, 3].flatMap((param) => [
    { groupId: MARKET_GROUP.roundBetting, typeId: OUTCOME_TYPE.roundWin1, param },
    { groupId: MARKET_GROUP.roundBetting, typeId: OUTCOME_TYPE.roundWin2, param },
  ]);
  return [
    ...plain(
      MARKET_GROUP.methodOfVictory,
      OUTCOME_TYPE.ko1,
      OUTCOME_TYPE.submission1,
      OUTCOME_TYPE.decision1,
      OUTCOME_TYPE.ko2,
      OUTCOME_TYPE.submission2,
      OUTCOME_TYPE.decision2,
    ),
    ...plain(MARKET_GROUP.goesTheDistance, OUTCOME_TYPE.distanceYes, OUTCOME_TYPE.distanceNo),
    ...rounds,
    ...plain(MARKET_GROUP.roundBetting, OUTCOME_TYPE.roundDecision1, OUTCOME_TYPE.roundDecision2),
  ];
}

/** Tennis games: match totals, game handicaps, and each set's winner and games. */
function tennisGamesCatalog(bestOf: number): Candidate[] {
  const sets: Candidate[] = [];
  for (let set = 1; set <= bestOf; set++) {
    sets.push({ groupId: MARKET_GROUP.setWinner, typeId: OUTCOME_TYPE.setWinner1, param: set });
    sets.push({ groupId: MARKET_GROUP.setWinner, typeId: OUTCOME_TYPE.setWinner2, param: set });
    const types = setTotalTypes(set);
    if (types !== null) sets.push(...lines(MARKET_GROUP.setTotal, types[0], types[1], SET_TOTAL_LINES, false));
  }
  return [
    ...lines(MARKET_GROUP.total, OUTCOME_TYPE.over, OUTCOME_TYPE.under, tennisTotalLines(bestOf), false),
    ...lines(
      MARKET_GROUP.gameHandicap,
      OUTCOME_TYPE.gameHandicap1,
      OUTCOME_TYPE.gameHandicap2,
      tennisGameHandicapLines(bestOf),
      true,
    ),
    ...sets,
  ];
}

/** Every outcome the sport's live offer can hold (lines the offer may have moved through included). */
export function liveCatalog(spec: SportSpec, closingTotal: number): Candidate[] {
  const winner = plain(MARKET_GROUP.winner, OUTCOME_TYPE.winner1, OUTCOME_TYPE.winner2);
  const result = [
    ...plain(MARKET_GROUP.result, OUTCOME_TYPE.win1, OUTCOME_TYPE.draw, OUTCOME_TYPE.win2),
    ...plain(MARKET_GROUP.doubleChance, OUTCOME_TYPE.win1OrDraw, OUTCOME_TYPE.win1OrWin2, OUTCOME_TYPE.drawOrWin2),
  ];
  const totals = (values: readonly number[]): Candidate[] =>
    lines(MARKET_GROUP.total, OUTCOME_TYPE.over, OUTCOME_TYPE.under, values, false);
  const teams = (values: readonly number[]): Candidate[] => [
    ...lines(MARKET_GROUP.team1Total, OUTCOME_TYPE.team1Over, OUTCOME_TYPE.team1Under, values, false),
    ...lines(MARKET_GROUP.team2Total, OUTCOME_TYPE.team2Over, OUTCOME_TYPE.team2Under, values, false),
  ];
  const handicaps = (values: readonly number[]): Candidate[] =>
    lines(MARKET_GROUP.handicap, OUTCOME_TYPE.handicap1, OUTCOME_TYPE.handicap2, values, true);
  switch (spec.model) {
    case 'football': {
      const scores: Candidate[] = [
        { groupId: MARKET_GROUP.correctScore, typeId: OUTCOME_TYPE.correctScore, param: OTHER_SCORE_PARAM },
      ];
      for (let h = 0; h <= CORRECT_SCORE_MAX_GOALS; h++) {
        for (let a = 0; a <= CORRECT_SCORE_MAX_GOALS; a++) {
          scores.push({ groupId: MARKET_GROUP.correctScore, typeId: OUTCOME_TYPE.correctScore, param: h * 100 + a });
        }
      }
      return [
        ...result,
        ...handicaps(HANDICAP_LINES),
        ...totals(TOTAL_LINES),
        ...plain(MARKET_GROUP.bothTeamsToScore, OUTCOME_TYPE.bttsYes, OUTCOME_TYPE.bttsNo),
        ...scores,
        ...plain(MARKET_GROUP.halfTimeResult, OUTCOME_TYPE.htWin1, OUTCOME_TYPE.htDraw, OUTCOME_TYPE.htWin2),
        ...lines(MARKET_GROUP.halfTimeTotal, OUTCOME_TYPE.htOver, OUTCOME_TYPE.htUnder, HALF_TIME_TOTAL_LINES, false),
        ...teams(TEAM_TOTAL_LINES),
        ...plain(MARKET_GROUP.oddEven, OUTCOME_TYPE.odd, OUTCOME_TYPE.even),
      ];
    }
    case 'hockey':
      return [
        ...result,
        ...handicaps(lineRange(-2.5, 2.5, 0.5)),
        ...totals(lineRange(3.5, 7.5, 0.5)),
        ...teams([1.5, 2.5, 3.5]),
      ];
    case 'basketball': {
      // Totals the live offer can have quoted: from well under the closing total up to far over it.
      const centre = Math.round(closingTotal);
      return [
        ...winner,
        ...totals(lineRange(centre - 60.5, centre + 80.5, 1)),
        ...teams(lineRange(Math.round(centre / 2) - 40.5, Math.round(centre / 2) + 50.5, 1)),
      ];
    }
    case 'mma':
      return [...winner, ...totals([1.5, 2.5]), ...fightCatalog()];
    case 'tennis':
      // Totals count games; no total-sets market (as pre-match).
      return [...winner, ...setLines(spec.bestOf, false), ...tennisGamesCatalog(spec.bestOf)];
    case 'sets':
      return [...winner, ...setLines(spec.bestOf, true)];
    default:
      return [];
  }
}

/** Final scores still reachable from the state: enough of them to tell whether an outcome can still change. */
function reachable(spec: SportSpec, score: Score, periodIndex: number, plays: number): Score[] {
  const finals: Score[] = [];
  if (spec.model === 'football' || spec.model === 'hockey' || spec.model === 'basketball') {
    const offsets = spec.model === 'basketball' ? [0, 1, 2, 3, 4, 400] : [0, 1, 2, 3, 4, 5, 6, 7, 60];
    const periods = Math.max(score.periods.length, plays);
    // Goals can still come in the current period and in every later one.
    for (let p = periodIndex; p < periods; p++) {
      for (const i of offsets) {
        for (const j of offsets) {
          const next = score.periods.map(([a, b]) => [a, b] as [number, number]);
          while (next.length <= p) next.push([0, 0]);
          const entry = next[p] as [number, number];
          next[p] = [entry[0] + i, entry[1] + j];
          finals.push({ home: score.home + i, away: score.away + j, periods: next });
        }
      }
    }
    return finals;
  }
  if (spec.model === 'mma') {
    // Once won, the fight's end is in the score (the finish in its last round).
    if (score.home + score.away > 0) return [score];
    const reached = Math.max(1, score.periods.length);
    for (let rounds = reached; rounds <= 3; rounds++) {
      const finishes =
        rounds === 3
          ? [MMA_FINISH.ko, MMA_FINISH.submission, MMA_FINISH.decision]
          : [MMA_FINISH.ko, MMA_FINISH.submission];
      for (const homeWins of [true, false]) {
        for (const finish of finishes) {
          const periods = Array.from({ length: rounds }, (): [number, number] => [0, 0]);
          periods[rounds - 1] = homeWins ? [finish, 0] : [0, finish];
          finals.push({ home: homeWins ? 1 : 0, away: homeWins ? 0 : 1, periods });
        }
      }
    }
    return finals;
  }
  if (spec.model === 'tennis') return tennisFinals(spec.bestOf, score);
  const toWin = (spec.bestOf + 1) / 2;
  const walk = (a: number, b: number): void => {
    if (a === toWin || b === toWin) {
      finals.push({ home: a, away: b, periods: Array.from({ length: a + b }, () => [1, 0]) });
      return;
    }
    walk(a + 1, b);
    walk(a, b + 1);
  };
  walk(score.home, score.away);
  return finals;
}

/**
 * Issue 14: the outcomes of the live catalog whose settlement every still-reachable final
 * agrees on, with that settlement (so it is settleOutcome's on the real final, by construction).
 */
export function decidedAt(
  spec: SportSpec,
  timeline: Timeline,
  base: GameResult,
  closingTotal: number,
  now: number,
): Map<string, BetStatusId> {
  const decided = new Map<string, BetStatusId>();
  if (now < timeline.startAt) return decided;
  const finished = now >= timeline.endAt;
  const frame = frameAt(timeline, now);
  let periodIndex = 0;
  let playIndex = -1;
  for (const segment of timeline.segments) {
    if (!segment.play) continue;
    if (segment.from > now) break;
    playIndex++;
    periodIndex = now >= segment.to ? playIndex + 1 : playIndex;
  }
  const finals = finished
    ? [timeline.final]
    : reachable(
        spec,
        frame.score,
        periodIndex,
        playIndex + 1 + timeline.segments.filter((s) => s.play && s.from > now).length,
      );
  const results: GameResult[] = finals.map((score) => ({ ...base, statusId: GAME_STATUS_ID.finished, score }));
  for (const candidate of liveCatalog(spec, closingTotal)) {
    const outcome = { sportId: spec.id, ...candidate };
    const first = settleOutcome(outcome, results[0] as GameResult);
    if (results.every((r) => settleOutcome(outcome, r) === first)) {
      decided.set(outcomeId(timeline.gameId, candidate.typeId, candidate.param), first);
    }
  }
  return decided;
}

import { fightEnd, MARKET_GROUP, MMA_FINISH, OUTCOME_TYPE, type MmaFinish, type Score } from '@sb/contracts';
import { exclusiveMarket, totalMarkets, type MarketSpec } from '../market-spec';
import { sampleIndex } from '../random';
import { winnerMarket } from './sets';
import { logistic, type MatchInput, type MatchModel } from './model';

/** A round lasts five minutes. */
export const ROUND_MS = 5 * 60_000;
/** A finish falls uniformly between these instants of its round (the timeline places it so). */
export const FINISH_FROM_MS = 30_000;
export const FINISH_TO_MS = 288_000;
/** Share of finishes that are knockouts (KO/TKO); the rest are submissions. */
export const KO_SHARE = 0.6;
/** A finish in the third round is this share of the first round's. */
const LAST_ROUND_FINISH = 0.5;

/** How a fight may end: a finish in round 1, 2 or 3, or the judges' decision after three. */
export interface FightEnds {
  readonly finishes: readonly [number, number, number];
  readonly decision: number;
}

/**
 * MMA: a three-round fight. The score is 1–0 for the winner; `periods` holds one entry per
 * round fought, so total rounds settle on `periods.length`, and the last one carries the finish
 * (MMA_FINISH) on the winner's side. The winner is drawn apart from how the fight ends.
 */
export function chances({ home, away, shift }: MatchInput): {
  win: number;
  rounds: [number, number, number];
  ends: FightEnds;
} {
  const edge = home.rating - away.rating + shift;
  // Mismatches end early more often.
  const finishEarly = 0.2 + 0.06 * Math.min(3, Math.abs(edge));
  const third = LAST_ROUND_FINISH * finishEarly;
  const decision = 1 - 1.7 * finishEarly - third;
  return {
    win: logistic(0.7 * edge),
    rounds: [finishEarly, finishEarly * 0.7, 1 - 1.7 * finishEarly],
    ends: { finishes: [finishEarly, finishEarly * 0.7, third], decision },
  };
}

/**
 * The fight markets from the winner's chance and how the fight may still end (masses summing
 * to 1): winner, total rounds, method of victory, goes the distance, round betting.
 */
export function fightMarkets(win: number, ends: FightEnds): MarketSpec[] {
  const [r1, r2, r3] = ends.finishes;
  const finish = r1 + r2 + r3;
  const { decision } = ends;
  const lose = 1 - win;
  return [
    winnerMarket(win),
    ...totalMarkets(
      { min: 1, masses: [r1, r2, r3 + decision] },
      [1.5, 2.5],
      MARKET_GROUP.total,
      OUTCOME_TYPE.over,
      OUTCOME_TYPE.under,
      true,
    ),
    exclusiveMarket(MARKET_GROUP.methodOfVictory, [
      { typeId: OUTCOME_TYPE.ko1, param: null, fair: win * finish * KO_SHARE },
      { typeId: OUTCOME_TYPE.submission1, param: null, fair: win * finish * (1 - KO_SHARE) },
      { typeId: OUTCOME_TYPE.decision1, param: null, fair: win * decision },
      { typeId: OUTCOME_TYPE.ko2, param: null, fair: lose * finish * KO_SHARE },
      { typeId: OUTCOME_TYPE.submission2, param: null, fair: lose * finish * (1 - KO_SHARE) },
      { typeId: OUTCOME_TYPE.decision2, param: null, fair: lose * decision },
    ]),
    exclusiveMarket(MARKET_GROUP.goesTheDistance, [
      { typeId: OUTCOME_TYPE.distanceYes, param: null, fair: decision },
      { typeId: OUTCOME_TYPE.distanceNo, param: null, fair: finish },
    ]),
    exclusiveMarket(MARKET_GROUP.roundBetting, [
      ...ends.finishes.map((m, i) => ({ typeId: OUTCOME_TYPE.roundWin1, param: i + 1, fair: win * m })),
      { typeId: OUTCOME_TYPE.roundDecision1, param: null, fair: win * decision },
      ...ends.finishes.map((m, i) => ({ typeId: OUTCOME_TYPE.roundWin2, param: i + 1, fair: lose * m })),
      { typeId: OUTCOME_TYPE.roundDecision2, param: null, fair: lose * decision },
    ]),
  ];
}

/** How an MMA result ended (the winner's side and the finish, or null): shared with the web's results. */
export { fightEnd };

export const mma: MatchModel = {
  price(input) {
    const { win, ends } = chances(input);
    return fightMarkets(win, ends);
  },
  sample(input, rng): Score {
    const { win, ends } = chances(input);
    const homeWins = rng.next() < win;
    const end = sampleIndex([...ends.finishes, ends.decision], rng.next());
    const fought = Math.min(3, end + 1);
    const finish: MmaFinish =
      end === 3 ? MMA_FINISH.decision : rng.next() < KO_SHARE ? MMA_FINISH.ko : MMA_FINISH.submission;
    const periods: [number, number][] = [];
    for (let r = 0; r < fought; r++) periods.push([0, 0]);
    periods[fought - 1] = homeWins ? [finish, 0] : [0, finish];
    return { home: homeWins ? 1 : 0, away: homeWins ? 0 : 1, periods };
  },
};

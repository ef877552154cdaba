import { MARKET_GROUP, OUTCOME_TYPE, type Score } from '@sb/contracts';
import { normalCdf } from '@sb/pricing';
import { lineSpan, normalPointsBetween } from '../normal-range';
import { exclusiveMarket, handicapMarkets, lineRange, totalMarkets } from '../market-spec';
import type { MatchInput, MatchModel } from './model';

export const DIFF_SD = 12;
export const TOTAL_SD = 17;
export const TEAM_SD = 10;

export function moments({ home, away, shift, tempo }: MatchInput): { diff: number; total: number } {
  return {
    diff: 3 + 5 * (home.rating - away.rating + shift),
    total: 205 * Math.exp(tempo + 0.5 * (home.attack + away.attack)),
  };
}

/** Chance the home side wins, a tie at full time going to overtime as a coin flip. */
export function winChance(mean: number): number {
  const atMostZero = normalCdf((0.5 - mean) / DIFF_SD);
  const belowZero = normalCdf((-0.5 - mean) / DIFF_SD);
  return 1 - atMostZero + (atMostZero - belowZero) / 2;
}

function normalOn(mean: number, sd: number, lines: readonly number[], sign: 1 | -1) {
  return normalPointsBetween(mean, sd, ...lineSpan(lines, sign));
}

export const basketball: MatchModel = {
  price(input) {
    const { diff, total } = moments(input);
    const p = winChance(diff);
    const handicapCentre = -Math.round(diff);
    const handicapLines = lineRange(handicapCentre - 5.5, handicapCentre + 5.5, 1);
    const totalCentre = Math.round(total);
    const totalLines = lineRange(totalCentre - 7.5, totalCentre + 7.5, 1);
    const teamMarkets = (mean: number, group: number, over: number, under: number) => {
      const lines = lineRange(Math.round(mean) - 3.5, Math.round(mean) + 3.5, 1);
      return totalMarkets(normalOn(mean, TEAM_SD, lines, 1), lines, group, over, under);
    };
    return [
      exclusiveMarket(
        MARKET_GROUP.winner,
        [
          { typeId: OUTCOME_TYPE.winner1, param: null, fair: p },
          { typeId: OUTCOME_TYPE.winner2, param: null, fair: 1 - p },
        ],
        true,
      ),
      ...handicapMarkets(
        normalOn(diff, DIFF_SD, handicapLines, -1),
        handicapLines,
        MARKET_GROUP.handicap,
        OUTCOME_TYPE.handicap1,
        OUTCOME_TYPE.handicap2,
        true,
      ),
      ...totalMarkets(
        normalOn(total, TOTAL_SD, totalLines, 1),
        totalLines,
        MARKET_GROUP.total,
        OUTCOME_TYPE.over,
        OUTCOME_TYPE.under,
        true,
      ),
      ...teamMarkets((total + diff) / 2, MARKET_GROUP.team1Total, OUTCOME_TYPE.team1Over, OUTCOME_TYPE.team1Under),
      ...teamMarkets((total - diff) / 2, MARKET_GROUP.team2Total, OUTCOME_TYPE.team2Over, OUTCOME_TYPE.team2Under),
    ];
  },
  sample(input, rng): Score {
    const { diff, total } = moments(input);
    let d = Math.round(diff + DIFF_SD * rng.normal());
    let t = Math.max(120, Math.round(total + TOTAL_SD * rng.normal()));
    const periods: [number, number][] = [];
    let overtime: [number, number] | null = null;
    if (d === 0) {
      // Overtime: five more minutes, someone wins by a few points.
      const margin = 1 + Math.floor(rng.next() * 6);
      const homeWins = rng.next() < 0.5;
      const base = 8 + Math.floor(rng.next() * 5);
      overtime = homeWins ? [base + margin, base] : [base, base + margin];
      d = 0;
    }
    if ((t + d) % 2 !== 0) t += 1;
    const home = (t + d) / 2;
    const away = (t - d) / 2;
    for (const [points, side] of [
      [home, 0],
      [away, 1],
    ] as const) {
      let left = points;
      for (let q = 0; q < 4; q++) {
        const share = q === 3 ? left : Math.round((points / 4) * (0.8 + 0.4 * rng.next()));
        const value = Math.min(left, Math.max(0, share));
        left -= value;
        const period = periods[q] ?? [0, 0];
        period[side] = value;
        periods[q] = period;
      }
    }
    if (overtime !== null) periods.push(overtime);
    return { home: home + (overtime?.[0] ?? 0), away: away + (overtime?.[1] ?? 0), periods };
  },
};

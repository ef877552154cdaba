import { drawWithoutReplacement, floatStream } from '@sb/casino';
import { SCHEDULED_OUTCOME_TYPE as T, type TvGameType } from '@sb/contracts';
import type { RoundContext } from '../types';
import { ballsOf, chanceOdd, chanceOver, sumDistribution } from './balls';
import type { Draw, TvGame, TvPlay } from './game';
import { TV_MARKET_GROUP as G } from './groups';
import { overUnderSpec, type TvMarketSpec } from './price';

/**
 * Number games (issue 19): `drawn` distinct balls of 1 … n in draw order. The sum markets count
 * the first `summed` balls (all of them in 5/36 and 7/42, the first five in Lucky 6). Result:
 * `periods` = the balls `[ball, 0]` in draw order, `home` = that sum, `away` = 0.
 */
export interface NumberGameRules {
  readonly type: TvGameType;
  readonly name: string;
  readonly n: number;
  readonly drawn: number;
  readonly summed: number;
  readonly intervalMs: number;
  readonly durationMs: number;
}

/** The half lines of the sum: the one at the mean and one standard deviation either side. */
export function sumLines(rules: NumberGameRules): number[] {
  const { n, summed } = rules;
  const mean = (summed * (n + 1)) / 2;
  const variance = (((summed * (n * n - 1)) / 12) * (n - summed)) / (n - 1);
  const step = Math.max(1, Math.round(Math.sqrt(variance)));
  const main = Math.floor(mean) + 0.5;
  return [main, main - step, main + step];
}

/** The first ball's half line: over and under are as likely (n even) or nearly so. */
const firstLine = (n: number): number => Math.floor(n / 2) + 0.5;

function specs(rules: NumberGameRules): TvMarketSpec[] {
  const { n, drawn, summed } = rules;
  const sums = sumDistribution(summed, n);
  const sumLabel = summed === drawn ? 'Sum' : `Sum of the first ${summed}`;
  const [main, ...others] = sumLines(rules).map((line) =>
    overUnderSpec(G.sumTotal, line, chanceOver(sums, line), { over: T.sumOver, under: T.sumUnder }, sumLabel),
  );
  const pOdd = chanceOdd(sums);
  // The first ball is uniform on 1 … n.
  const line = firstLine(n);
  const pFirstOver = (n - Math.floor(line)) / n;
  return [
    ...(main ? [main] : []),
    {
      groupId: G.sumOddEven,
      param: null,
      exclusive: true,
      outcomes: [
        { typeId: T.sumOdd, param: null, fair: pOdd, name: `${sumLabel} odd` },
        { typeId: T.sumEven, param: null, fair: 1 - pOdd, name: `${sumLabel} even` },
      ],
    },
    overUnderSpec(G.firstBall, line, pFirstOver, { over: T.firstOver, under: T.firstUnder }, 'First ball'),
    ...others,
    {
      groupId: G.ballDrawn,
      param: null,
      exclusive: false,
      outcomes: Array.from({ length: n }, (_, i) => ({
        typeId: T.ballDrawn,
        param: i + 1,
        fair: drawn / n,
        name: `Ball ${i + 1}`,
      })),
    },
  ];
}

function play(rules: NumberGameRules, ctx: RoundContext, drawSeed: string): TvPlay {
  const floats = floatStream(drawSeed, String(ctx.roundId), 0);
  const balls = drawWithoutReplacement(rules.drawn, rules.n, floats).map((i) => i + 1);
  const sum = balls.slice(0, rules.summed).reduce((s, b) => s + b, 0);
  return {
    draw: balls.map((b) => [b, 0] as const),
    home: sum,
    away: 0,
    kinds: balls.map(() => 'ball'),
  };
}

function settle(rules: NumberGameRules, typeId: number, param: number | null, draw: Draw): boolean | null {
  const balls = ballsOf(draw, rules.drawn, rules.n);
  if (balls === null) return null;
  const sum = balls.slice(0, rules.summed).reduce((s, b) => s + b, 0);
  const first = balls[0] ?? 0;
  switch (typeId) {
    case T.sumOdd:
      return sum % 2 === 1;
    case T.sumEven:
      return sum % 2 === 0;
  }
  if (param === null) return null;
  switch (typeId) {
    case T.ballDrawn:
      return balls.includes(param);
    case T.sumOver:
      return sum > param;
    case T.sumUnder:
      return sum < param;
    case T.firstOver:
      return first > param;
    case T.firstUnder:
      return first < param;
    default:
      return null;
  }
}

export function numberGame(rules: NumberGameRules): TvGame {
  return {
    type: rules.type,
    name: rules.name,
    intervalMs: rules.intervalMs,
    durationMs: rules.durationMs,
    specs: () => specs(rules),
    play: (ctx, drawSeed) => play(rules, ctx, drawSeed),
    settle: (typeId, param, draw) => settle(rules, typeId, param, draw),
  };
}

const MINUTE = 60_000;

/** 5 of 36: five balls of 36 every four minutes, drawn in a minute. */
export const FIVE_OF_36 = numberGame({
  type: '5of36',
  name: '5 of 36',
  n: 36,
  drawn: 5,
  summed: 5,
  intervalMs: 4 * MINUTE,
  durationMs: 60_000,
});

/** 7 of 42: seven balls of 42 every five minutes, drawn in 75 s. */
export const SEVEN_OF_42 = numberGame({
  type: '7of42',
  name: '7 of 42',
  n: 42,
  drawn: 7,
  summed: 7,
  intervalMs: 5 * MINUTE,
  durationMs: 75_000,
});

/** Lucky 6: 35 balls of 48 every five minutes, drawn in 90 s; sums count the first five. */
export const LUCKY_6 = numberGame({
  type: 'lucky6',
  name: 'Lucky 6',
  n: 48,
  drawn: 35,
  summed: 5,
  intervalMs: 5 * MINUTE,
  durationMs: 90_000,
});

import { MARKET_GROUP, OUTCOME_TYPE, SPORT_IDS } from '@sb/contracts';
import { dixonColesGrid, HALF_TIME_RATE_SHARE, normalCdf, type GoalRates, type ScoreGrid } from '@sb/pricing';
import type { SportSpec } from '../catalog';
import { handicapMarkets, lineRange, totalMarkets, type MarketSpec } from '../market-spec';
import { DIFF_SD, moments, TEAM_SD, TOTAL_SD } from '../models/basketball';
import { footballMarkets, footballRates } from '../models/football';
import { hockeyMarkets, hockeyRates } from '../models/hockey';
import { chances } from '../models/mma';
import { logistic, type MatchInput } from '../models/model';
import { setChance, setMarkets, winnerMarket } from '../models/sets';
import { liveSetScores, raceChance } from './chains';
import { lineSpan, normalPointsBetween } from '../normal-range';
import { unit } from '../random';
import { frameAt } from './state';
import { mmaLiveMarkets } from './mma-price';
import { tennisLive } from './tennis-price';
import type { Frame, Timeline } from './timeline';

/**
 * Between incidents, live prices are re-priced on the clock this often (the time left moves them)
 * and wobble a little; an incident re-prices at once (create-feed.ts livePriced).
 */
export const LIVE_PRICE_STEP_MS = 30_000;
/** The wobble changes with each price step. */
export const LIVE_DRIFT_MS = LIVE_PRICE_STEP_MS;
const REMAINING_GOALS = 10;

export interface LiveContext {
  readonly seed: number;
  readonly spec: SportSpec;
  /** The model's input at the closing tick: the strengths the match was priced with. */
  readonly input: MatchInput;
  readonly timeline: Timeline;
  readonly now: number;
}

/** Share of the remaining play of each play segment still to come at `now` (weights by segment). */
export function remainingShares(timeline: Timeline, now: number, weights: readonly number[]): number[] {
  let k = 0;
  const shares: number[] = [];
  for (const segment of timeline.segments) {
    if (!segment.play) continue;
    const weight = weights[k] ?? weights[weights.length - 1] ?? 0;
    const left = now >= segment.to ? 0 : now <= segment.from ? 1 : (segment.to - now) / (segment.to - segment.from);
    shares.push(weight * left);
    k++;
  }
  return shares;
}

/** A small seeded wobble of the scoring tempo, new every LIVE_DRIFT_MS. */
function wobble(ctx: LiveContext, channel: number): number {
  return 1 + 0.06 * (unit(ctx.seed, 8, ctx.timeline.gameId, channel, Math.floor(ctx.now / LIVE_DRIFT_MS)) - 0.5);
}

/** The final-score grid: the current score plus independent Poisson goals in the time left. */
export function shiftedGrid(home: number, away: number, rates: GoalRates): ScoreGrid {
  const left = dixonColesGrid({
    rates: { home: Math.max(1e-6, rates.home), away: Math.max(1e-6, rates.away) },
    rho: 0,
    maxGoals: REMAINING_GOALS,
  });
  const size = Math.max(home, away) + REMAINING_GOALS + 1;
  const probabilities = new Array<number>(size * size).fill(0);
  left.probabilities.forEach((p, cell) => {
    const i = Math.floor(cell / (REMAINING_GOALS + 1));
    const j = cell % (REMAINING_GOALS + 1);
    probabilities[(home + i) * size + (away + j)] = p;
  });
  return { maxGoals: size - 1, probabilities };
}

function redCardEffect(frame: Frame): [number, number] {
  const [home, away] = frame.stats.red_cards ?? [0, 0];
  return [0.78 ** home * 1.12 ** away, 0.78 ** away * 1.12 ** home];
}

function goalSport(ctx: LiveContext, frame: Frame): MarketSpec[] {
  const football = ctx.spec.model === 'football';
  const rates = football ? footballRates(ctx.input) : hockeyRates(ctx.input);
  const weights = football ? [HALF_TIME_RATE_SHARE, 1 - HALF_TIME_RATE_SHARE] : [1 / 3, 1 / 3, 1 / 3];
  const shares = remainingShares(ctx.timeline, ctx.now, weights);
  const left = shares.reduce((a, b) => a + b, 0);
  const [redHome, redAway] = football ? redCardEffect(frame) : [1, 1];
  const tempo = wobble(ctx, 0);
  const { home, away, periods } = frame.score;
  const full = shiftedGrid(home, away, {
    home: rates.home * left * tempo * redHome,
    away: rates.away * left * tempo * redAway,
  });
  if (!football) return hockeyMarkets(full);
  const firstLeft = shares[0] ?? 0;
  const [h1, a1] = periods[0] ?? [0, 0];
  const half =
    firstLeft > 0
      ? shiftedGrid(h1, a1, {
          home: rates.home * firstLeft * tempo * redHome,
          away: rates.away * firstLeft * tempo * redAway,
        })
      : null;
  return footballMarkets(full, half);
}

/** Basketball: normal on the points left, the clock's share of the game. */
function basketballLive(ctx: LiveContext, frame: Frame): MarketSpec[] {
  const { diff, total } = moments(ctx.input);
  const share = remainingShares(ctx.timeline, ctx.now, [0.25, 0.25, 0.25, 0.25, 5 / 48]).reduce((a, b) => a + b, 0);
  const root = Math.max(0.05, Math.sqrt(share));
  const tempo = wobble(ctx, 0);
  const { home, away } = frame.score;
  const diffMean = home - away + diff * share;
  const totalMean = home + away + total * share * tempo;
  const diffSd = DIFF_SD * root;
  const atMostZero = normalCdf((0.5 - diffMean) / diffSd);
  const belowZero = normalCdf((-0.5 - diffMean) / diffSd);
  const p = 1 - atMostZero + (atMostZero - belowZero) / 2;
  const handicapCentre = -Math.round(diffMean);
  const handicapLines = lineRange(handicapCentre - 4.5, handicapCentre + 4.5, 1);
  const totalLines = lineRange(Math.round(totalMean) - 5.5, Math.round(totalMean) + 5.5, 1);
  const team = (current: number, mean: number, group: number, over: number, under: number): MarketSpec[] => {
    const projected = current + mean * share;
    const lines = lineRange(Math.round(projected) - 2.5, Math.round(projected) + 2.5, 1);
    return totalMarkets(
      normalPointsBetween(projected, TEAM_SD * root, ...lineSpan(lines, 1)),
      lines,
      group,
      over,
      under,
    );
  };
  return [
    winnerMarket(Math.min(1, Math.max(0, p))),
    ...handicapMarkets(
      normalPointsBetween(diffMean, diffSd, ...lineSpan(handicapLines, -1)),
      handicapLines,
      MARKET_GROUP.handicap,
      OUTCOME_TYPE.handicap1,
      OUTCOME_TYPE.handicap2,
      true,
    ),
    ...totalMarkets(
      normalPointsBetween(totalMean, TOTAL_SD * root, ...lineSpan(totalLines, 1)),
      totalLines,
      MARKET_GROUP.total,
      OUTCOME_TYPE.over,
      OUTCOME_TYPE.under,
      true,
    ),
    ...team(home, (total + diff) / 2, MARKET_GROUP.team1Total, OUTCOME_TYPE.team1Over, OUTCOME_TYPE.team1Under),
    ...team(away, (total - diff) / 2, MARKET_GROUP.team2Total, OUTCOME_TYPE.team2Over, OUTCOME_TYPE.team2Under),
  ];
}

const pointChances = new Map<string, number>();

/** The point chance that gives a set chance `p` from 0–0 (bisection, remembered per closing chance). */
function pointChance(p: number, target: number): number {
  const key = `${p}:${target}`;
  const known = pointChances.get(key);
  if (known !== undefined) return known;
  if (pointChances.size > 5_000) pointChances.clear();
  const value = bisectPointChance(p, target);
  pointChances.set(key, value);
  return value;
}

function bisectPointChance(p: number, target: number): number {
  let lo = 0.01;
  let hi = 0.99;
  for (let i = 0; i < 30; i++) {
    const mid = (lo + hi) / 2;
    if (raceChance(0, 0, target, mid) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

const TARGETS: Readonly<Record<number, number>> = {
  [SPORT_IDS.volleyball]: 25,
  [SPORT_IDS.tableTennis]: 11,
  [SPORT_IDS.cs2]: 13,
};

/** Volleyball, table tennis, esports: the current set from its points (MOBAs: the kill lead). */
function setsLive(ctx: LiveContext, frame: Frame): MarketSpec[] {
  const closing = setChance(ctx.input);
  const p = Math.min(0.97, Math.max(0.03, closing + 0.3 * (wobble(ctx, 1) - 1)));
  const bestOf = ctx.spec.bestOf;
  const { home, away, periods } = frame.score;
  const setIndex = home + away;
  const [a, b] = periods[setIndex] ?? [0, 0];
  let current = p;
  const target = TARGETS[ctx.spec.id];
  if (target !== undefined) {
    const decider = setIndex === bestOf - 1;
    const t = ctx.spec.id === SPORT_IDS.volleyball && decider ? 15 : target;
    current = raceChance(a, b, t, pointChance(closing, t)) + (p - closing);
    current = Math.min(1, Math.max(0, current));
  } else {
    const [k1, k2] = frame.stats.kills ?? [0, 0];
    const logit = Math.log(p / (1 - p));
    current = logistic(logit + 0.12 * (k1 - k2));
  }
  const scores = liveSetScores([home, away], current, p, bestOf);
  const match = scores.filter((s) => s.home > s.away).reduce((sum, s) => sum + s.probability, 0);
  return [winnerMarket(match), ...setMarkets(scores, bestOf)];
}

/** MMA: the winner at the closing chance (with the wobble), the fight markets from what is left of it. */
function mmaLive(ctx: LiveContext, frame: Frame): MarketSpec[] {
  const { win: closing, ends } = chances(ctx.input);
  const win = Math.min(0.97, Math.max(0.03, closing + 0.3 * (wobble(ctx, 1) - 1)));
  return mmaLiveMarkets(win, ends, ctx.timeline, frame, ctx.now);
}

/**
 * Issue 14, live prices: every market of the game priced from the in-play state at `now`
 * (decided outcomes keep a fair chance of exactly 0 or 1; the caller drops them from the offer).
 */
export function liveMarketSpecs(ctx: LiveContext): MarketSpec[] {
  const frame = frameAt(ctx.timeline, ctx.now);
  switch (ctx.spec.model) {
    case 'football':
    case 'hockey':
      return goalSport(ctx, frame);
    case 'basketball':
      return basketballLive(ctx, frame);
    case 'tennis':
      return tennisLive(ctx.input, ctx.spec.bestOf, frame);
    case 'mma':
      return mmaLive(ctx, frame);
    case 'sets':
      return setsLive(ctx, frame);
    default:
      return [];
  }
}

/** Below this chance an outcome is not offered (no finite, sane price). */
const NEGLIGIBLE = 1e-9;

/**
 * What the offer keeps: impossible outcomes dropped, a market with a certain outcome dropped whole.
 * The outcomes kept are scaled back to the market's coverage: several dropped near-zero chances
 * (a correct-score grid late in a match) leave a sum short by more than the pricing's tolerance,
 * which refused the whole game's markets (CI saw results/live answer 500 at such a moment).
 */
export function offered(specs: readonly MarketSpec[]): MarketSpec[] {
  const markets: MarketSpec[] = [];
  for (const spec of specs) {
    if (spec.outcomes.some((o) => o.fair >= 1 - NEGLIGIBLE)) continue;
    const kept = spec.outcomes.filter((o) => o.fair > NEGLIGIBLE);
    if (kept.length < 2) continue;
    if (kept.length === spec.outcomes.length) {
      markets.push(spec);
      continue;
    }
    const sum = kept.reduce((total, o) => total + o.fair, 0);
    const scale = (spec.coverage ?? 1) / sum;
    markets.push({ ...spec, outcomes: kept.map((o) => ({ ...o, fair: o.fair * scale })) });
  }
  return markets;
}

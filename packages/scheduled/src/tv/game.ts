import type { Score, TvGameType } from '@sb/contracts';
import { BET_STATUS, type BetStatusId } from '@sb/coupon';
import type { RoundContext, RoundOutcome, ScheduledGameDef, ScheduledIncident } from '../types';
import { priceTvMarkets, type TvMarketSpec } from './price';

/** A round's draw as @sb/contracts scheduled.ts encodes it: `[value, tag]` per item, in order. */
export type Draw = readonly (readonly [number, number])[];

/** What a TV game plays: the draw and a summary for `score.home` / `score.away`. */
export interface TvPlay {
  readonly draw: Draw;
  readonly home: number;
  readonly away: number;
  /** Incident kind of each draw item (ball, pocket, card, hole…), for the animated view. */
  readonly kinds: readonly string[];
  /** Items already known at the start (poker's public hole cards): shown at 0 ms. */
  readonly shownAtStart?: number;
}

/**
 * One TV game as pure rules. `specs` gives the exact chances before the margin (tests read them);
 * `settle` reads the draw alone and answers true (win), false (lose) or null when the draw does
 * not settle the outcome (an unknown type or a malformed draw).
 */
export interface TvGame {
  readonly type: TvGameType;
  readonly name: string;
  readonly intervalMs: number;
  readonly durationMs: number;
  specs(ctx: RoundContext): readonly TvMarketSpec[];
  /** From the draw seed's floats: `floatStream(drawSeed, String(ctx.roundId), 0)`. */
  play(ctx: RoundContext, drawSeed: string): TvPlay;
  settle(typeId: number, param: number | null, draw: Draw): boolean | null;
}

/** The draw's items come between 10 % and 90 % of the duration: a lead-in and a pause on the result. */
const LEAD_IN = 0.1;
const SPAN = 0.8;

/** One incident per draw item, spread evenly over the draw so the page can animate it. */
export function drawIncidents(play: TvPlay, durationMs: number): ScheduledIncident[] {
  const atStart = play.shownAtStart ?? 0;
  const spread = play.draw.length - atStart;
  return play.draw.map(([value, tag], i) => ({
    atMs: i < atStart ? 0 : Math.round(durationMs * (LEAD_IN + (SPAN * (i - atStart + 1)) / spread)),
    kind: play.kinds[i] ?? 'item',
    side: tag,
    value,
  }));
}

/** The contract definition of a TV game: no competitors, markets priced with the margin. */
export function defineTvGame(game: TvGame): ScheduledGameDef {
  return {
    type: game.type,
    kind: 'tv',
    name: game.name,
    intervalMs: game.intervalMs,
    durationMs: game.durationMs,
    competitors: () => [],
    markets: (ctx) => priceTvMarkets(ctx, game.specs(ctx)),
    play: (ctx, _competitors, drawSeed): RoundOutcome => {
      const played = game.play(ctx, drawSeed);
      const score: Score = { home: played.home, away: played.away, periods: played.draw.map(([v, t]) => [v, t]) };
      return { draw: played.draw, incidents: drawIncidents(played, game.durationMs), score, winnerId: null };
    },
    settle: (outcome, result): BetStatusId => {
      if (result.score === null) return BET_STATUS.notCalculated;
      const won = game.settle(outcome.typeId, outcome.param, result.score.periods);
      if (won === null) return BET_STATUS.notCalculated;
      return won ? BET_STATUS.win : BET_STATUS.lose;
    },
  };
}

import type { BetStatusId } from '@sb/coupon';
import type { Market, Score, ScheduledGameType, ScheduledKind, Team } from '@sb/contracts';

/**
 * Issue 19: one scheduled game type (a TV game or a virtual sport). The core (feed.ts) runs its
 * rounds on a fixed schedule, gives each round a line game id, a championship and the seed of
 * the day's hash chain, and serves it through the Feed interface; a definition only says what
 * a round offers, what happens in it and how its outcomes settle. Every function is pure.
 *
 * Fairness rule: what is shown before the draw (competitors, markets, prices) comes from the
 * public round number alone, never from the draw seed; what happens comes from the draw seed
 * alone (floats: @sb/casino floatStream(seed, String(roundId), 0)).
 */

/** A competitor of a virtual sport: a team or runner with its public rating. */
export interface ScheduledCompetitor extends Team {
  /** The model's rating (higher is stronger); shown as form on the page. */
  readonly strength: number;
}

/** What the core tells a definition about one round. */
export interface RoundContext {
  /** The line game id of the round (outcome ids are `${roundId}_${typeId}_${param ?? ''}`). */
  readonly roundId: number;
  readonly sportId: number;
  readonly champId: number;
  /** The bookmaker margin of the feed (implied probabilities of an exclusive market sum to 1 + margin). */
  readonly margin: number;
  /** Public per-round number for choosing competitors (not the draw seed). */
  readonly publicSeed: number;
}

/** One incident of a virtual event, ms from the round's start (goal, point, checkpoint…). */
export interface ScheduledIncident {
  readonly atMs: number;
  readonly kind: string;
  /** 1 or 2 for a side, the runner's team id for a race, 0 when none. */
  readonly side: number;
  readonly value?: number;
}

/** What happened in a round: a pure function of the competitors and the draw seed. */
export interface RoundOutcome {
  /**
   * The draw in order, one `[value, tag]` per item (encoding of @sb/contracts scheduled.ts:
   * balls `[n, 0]`, cards `[rank·4 + suit, hand]`, wheel `[pocket, 0]`, races `[teamId, position]`).
   */
  readonly draw: readonly (readonly [number, number])[];
  /** Virtual sports: the timeline the animated view plays; TV games may give one per drawn item. */
  readonly incidents: readonly ScheduledIncident[];
  /**
   * The result's score: virtual football goals with two halves, tennis sets with games per set;
   * TV games: `home` a summary (the sum of the balls, the winning hand) and `periods` the draw.
   */
  readonly score: Score;
  /** The winning competitor's team id (races), or null. */
  readonly winnerId: number | null;
}

export interface ScheduledGameDef {
  readonly type: ScheduledGameType;
  readonly kind: ScheduledKind;
  /** English name of the game type (the page translates by the key `scheduled_<type>`). */
  readonly name: string;
  /** Time between two rounds' starts. Sales close at the start. */
  readonly intervalMs: number;
  /** Length of the draw or event (the round is live from start to start + duration). */
  readonly durationMs: number;
  /** The competitors of a round: [] for TV games; teams or runners (ids unique per def) for virtual sports. */
  competitors(ctx: RoundContext): readonly ScheduledCompetitor[];
  /** Every market of the round before its start, priced from the exact probabilities with the margin. */
  markets(ctx: RoundContext, competitors: readonly ScheduledCompetitor[]): readonly Market[];
  /** What happens in the round, from the revealed draw seed. */
  play(ctx: RoundContext, competitors: readonly ScheduledCompetitor[], drawSeed: string): RoundOutcome;
  /**
   * How one outcome settles on the finished round's score and winner (1 win, 0 lose, 2 return):
   * must agree with `play` (a property test plays rounds and settles every market).
   */
  settle(
    outcome: { readonly typeId: number; readonly param: number | null },
    result: { readonly score: Score | null; readonly winnerId: number | null },
  ): BetStatusId;
}

import type { BetStatusId } from '@sb/coupon';
import {
  GAME_STATUS_ID,
  type BetLimits,
  type GameSummary,
  type LiveBettingConfig,
  type LiveState,
  type Outcome,
} from '@sb/contracts';
import { betError } from './errors';
import type { PlaceInput, PlacementPlan, PlannedLeg } from './placement';

/**
 * Live (in-play) betting rules of placement (docs/betting.md, Live): which bets are live (§4), the
 * acceptance delay per sport, what is checked again after it, and the live stake limits.
 */

/** What betting reads of the in-play state: the feed's live interface (LineService.feed). */
export interface LiveSource {
  /** The in-play state at `now`: null before kick-off; statusId 4 once finished. */
  liveState(gameId: number, now: number): LiveState | null;
  /** Outcomes already decided by what has happened by `now`: outcome id → bet status. */
  decidedOutcomes(gameId: number, now: number): ReadonlyMap<string, BetStatusId>;
}

/** Waits `ms` (tests pass one that moves their clock instead of waiting). */
export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * §4 Coupon: "A bet is live when the game is not finished and (game time, live-in-live, status 2
 * or 3, or market live). It is finished at status 4." Game time: the start time has passed;
 * live-in-live: the feed has an in-play state for the game; market live: the outcome's isLive.
 */
export function isLiveBet(game: GameSummary, outcome: Outcome, state: LiveState | null, now: number): boolean {
  if (game.statusId === GAME_STATUS_ID.finished || state?.statusId === GAME_STATUS_ID.finished) return false;
  return (
    game.startAt <= now ||
    state !== null ||
    game.statusId === GAME_STATUS_ID.live ||
    game.statusId === GAME_STATUS_ID.break ||
    outcome.isLive
  );
}

/** Acceptance delay of a coupon: the longest of its live legs' sports (0 without live legs). */
export function acceptanceDelayMs(plan: Pick<PlacementPlan, 'legs'>, live: LiveBettingConfig): number {
  let delay = 0;
  for (const l of plan.legs)
    if (l.isLive) delay = Math.max(delay, live.delayMsBySport[String(l.game.sportId)] ?? live.delayMsDefault);
  return delay;
}

/** Live stake-limit percentage of a coupon: the lowest of its live legs' sports (100 without live legs). */
export function livePercent(sportIds: readonly number[], live: LiveBettingConfig): number {
  let pct = 100;
  for (const s of sportIds) pct = Math.min(pct, live.limitPercentBySport[String(s)] ?? live.limitPercentDefault);
  return pct;
}

/** The currency's max stake and max payout scaled down for live bets of these sports (never below min). */
export function liveLimits(
  limits: Pick<BetLimits, 'minAmount' | 'maxAmount' | 'maxPayout'>,
  sportIds: readonly number[],
  live: LiveBettingConfig,
): { max: bigint; maxPayout: bigint } {
  const pct = BigInt(livePercent(sportIds, live));
  const min = BigInt(limits.minAmount);
  const atLeastMin = (v: bigint) => (v < min ? min : v);
  return {
    max: atLeastMin((BigInt(limits.maxAmount) * pct) / 100n),
    maxPayout: atLeastMin((BigInt(limits.maxPayout) * pct) / 100n),
  };
}

/** The score of a game as compared across the delay: the in-play state's, else the line's. */
export function scoreOf(game: GameSummary, state: LiveState | null): string {
  const s = state?.score ?? game.score;
  return s ? `${s.home}:${s.away}` : '-';
}

export interface AcceptLiveDeps {
  input: PlaceInput;
  /** The plan made when the request arrived (its live legs decide the delay). */
  first: PlacementPlan;
  /** Site config betting.live (the delay per sport). */
  config: LiveBettingConfig;
  sleep: Sleep;
  /** Plans again against the line as it is now (every placement rule, the coefficient policy included). */
  replan: () => PlacementPlan;
  /** The current score of a leg's game (scoreOf on the current line and in-play state). */
  score: (leg: PlannedLeg) => string;
}

/**
 * The live acceptance delay: waits, then checks again (docs/betting.md Live, rule 2).
 * 1. With drop-on-score-change, a live leg whose game's score changed in the delay refuses the
 *    coupon: 409 `score_changed`, `scores: [{outcomeId, gameId, score}]` with the scores now.
 * 2. Everything placement checks runs again on the current line: a market suspended or a game
 *    finished in the delay refuses (`outcome_blocked`, `game_finished`), and a price that moved is
 *    judged by the §3 coefficient-change policy against the price the player saw (0 exact: any
 *    change → 409 `coef_changed`; 1 any; 2 rises). Without drop-on-score-change a score change is
 *    judged only through the prices it moved. The bet stands at the prices after the delay.
 * No transaction or lock is held while waiting; the statement that stores the coupon runs after.
 */
export async function acceptLive(deps: AcceptLiveDeps): Promise<PlacementPlan> {
  const liveLegs = deps.first.legs.filter((l) => l.isLive);
  if (liveLegs.length === 0) return deps.first;
  const before = new Map(liveLegs.map((l) => [l.outcome.id, deps.score(l)]));
  await deps.sleep(acceptanceDelayMs(deps.first, deps.config));
  if (deps.input.isDropOnScoreChange === true) {
    const changed = liveLegs
      .map((l) => ({ outcomeId: l.outcome.id, gameId: l.game.id, score: deps.score(l) }))
      .filter((c) => c.score !== before.get(c.outcomeId));
    if (changed.length)
      throw betError(409, 'score_changed', 'the score changed during the acceptance delay', { scores: changed });
  }
  return deps.replan();
}

import { GAME_STATUS_ID } from '@sb/contracts/line-ids';
import type { GameSummary, Outcome } from '@sb/contracts';

/**
 * Spec §3 flag "bet generator": an accumulator built to a target total odds from open outcomes of
 * the line. The limits the player can choose, stated once.
 */
export const BET_GENERATOR = {
  minTarget: 2,
  maxTarget: 500,
  /** An accumulator (§3 coupon type 1 express) has at least two selections. */
  minLegs: 2,
  maxLegs: 10,
  defaultTarget: 5,
  defaultLegs: 4,
  /** The built total odds are within this share of the target, or nothing is offered. */
  tolerance: 0.05,
  /** Prices below this add nothing to an accumulator (and §5 bonus rules start at 1.1). */
  minCoef: 1.1,
} as const;

/**
 * Prices are compared as logarithms counted in steps of log(1.002): the search is exact on these
 * steps, and with at most 10 legs the rounding stays within 10.5 × 0.2 % ≈ 2.1 % of the true
 * product, well inside the 5 % tolerance.
 */
const STEP = Math.log(1.002);

export interface Candidate {
  outcome: Outcome;
  game: GameSummary;
}

export interface GeneratorRequest {
  candidates: readonly Candidate[];
  /** Decimal total odds wanted (e.g. 5). */
  target: number;
  /** At most this many selections (further capped by the room left in the coupon). */
  maxLegs: number;
  /** Games already in the coupon: §4 an express takes one outcome per game. */
  takenGames: ReadonlySet<number>;
  /** Selections the coupon can still take (MAX_COUPON_BETS − its selections). */
  room: number;
}

export interface GeneratedAccumulator {
  picks: Candidate[];
  /** Product of the picked prices (decimal). */
  coef: number;
}

/** An outcome a player can select now: not suspended, its game not started, priced. */
export function isOpenCandidate(c: Candidate): boolean {
  return (
    !c.outcome.isBlocked &&
    !c.outcome.isLive &&
    c.game.statusId === GAME_STATUS_ID.notStarted &&
    c.outcome.gameId === c.game.id &&
    Number.isFinite(c.outcome.coef) &&
    c.outcome.coef >= BET_GENERATOR.minCoef
  );
}

/** Every outcome of the games' main markets, as candidates (open or not: the generator filters). */
export function candidatesOf(games: readonly GameSummary[]): Candidate[] {
  return games.flatMap((game) => game.mainMarkets.flatMap((m) => m.outcomes.map((outcome) => ({ outcome, game }))));
}

/** A chain of picks back to the empty root (the root's pick is null). */
interface Node {
  pick: Candidate | null;
  prev: Node | null;
}

/**
 * Picks outcomes of distinct games, open and not already in the coupon, whose product is closest
 * to the target with between 2 and `maxLegs` selections; null when the best is farther than the
 * tolerance (or there are too few games). A 0/1 knapsack over games on the log scale: for every
 * number of legs and every reachable sum of steps the first combination found is kept, so the
 * answer is deterministic for the same line.
 */
export function generateAccumulator(req: GeneratorRequest): GeneratedAccumulator | null {
  const maxLegs = Math.min(req.maxLegs, req.room, BET_GENERATOR.maxLegs);
  if (!(req.target >= BET_GENERATOR.minTarget && req.target <= BET_GENERATOR.maxTarget)) return null;
  if (maxLegs < BET_GENERATOR.minLegs) return null;
  const byGame = new Map<number, { pick: Candidate; units: number }[]>();
  for (const c of req.candidates) {
    if (!isOpenCandidate(c) || req.takenGames.has(c.game.id)) continue;
    const list = byGame.get(c.game.id) ?? [];
    if (!list.some((x) => x.pick.outcome.id === c.outcome.id))
      list.push({ pick: c, units: Math.round(Math.log(c.outcome.coef) / STEP) });
    byGame.set(c.game.id, list);
  }
  const targetUnits = Math.round(Math.log(req.target) / STEP);
  const cap = targetUnits + Math.ceil(Math.log(1 + BET_GENERATOR.tolerance) / STEP) + maxLegs;
  // layers[k][s]: a chain of k picks whose units sum to s (null: none found yet).
  const layers: (Node | null)[][] = Array.from({ length: maxLegs + 1 }, () =>
    new Array<Node | null>(cap + 1).fill(null),
  );
  const root: Node = { pick: null, prev: null };
  const first = layers[0];
  if (first) first[0] = root;
  for (const options of byGame.values()) {
    // k descending: a game adds at most one pick to chains built from earlier games only.
    for (let k = maxLegs; k >= 1; k--) {
      const from = layers[k - 1];
      const to = layers[k];
      if (!from || !to) continue;
      for (let s = cap; s >= 0; s--) {
        if (to[s] !== null) continue;
        for (const { pick, units } of options) {
          const prev = s - units >= 0 ? from[s - units] : null;
          if (prev) {
            to[s] = { pick, prev };
            break;
          }
        }
      }
    }
  }
  let best: { node: Node; error: number } | null = null;
  for (let k = BET_GENERATOR.minLegs; k <= maxLegs; k++) {
    const layer = layers[k];
    if (!layer) continue;
    for (let s = 0; s <= cap; s++) {
      const node = layer[s];
      if (!node) continue;
      const error = Math.abs(Math.log(productOf(chainOf(node)) / req.target));
      if (best === null || error < best.error) best = { node, error };
    }
  }
  if (best === null || best.error > Math.log(1 + BET_GENERATOR.tolerance)) return null;
  const picks = chainOf(best.node).reverse();
  return { picks, coef: productOf(picks) };
}

function chainOf(node: Node): Candidate[] {
  const out: Candidate[] = [];
  for (let n: Node | null = node; n; n = n.prev) if (n.pick) out.push(n.pick);
  return out;
}

const productOf = (picks: readonly Candidate[]): number => picks.reduce((p, c) => p * c.outcome.coef, 1);

import type { LiveGameSummary, Outcome } from '@sb/contracts';
import { sameData } from './row-equality';

/** Legs of the live accumulator of the day (spec §3 flag "accumulator of the day in live"). */
export const LIVE_ACCUMULATOR_LEGS = 3;
/** A favourite priced under this is not worth a leg (it adds almost nothing to the odds). */
export const MIN_LEG_COEF = 1.15;

/** Match-result group (1X2 or winner) where the favourite is read. */
const RESULT_GROUP = 1;

export interface AccumulatorLeg {
  game: LiveGameSummary;
  outcome: Outcome;
}

/**
 * The live favourites: in each game in play (not under bet stop), the open match-result outcome
 * with the lowest price of at least MIN_LEG_COEF; the `legs` surest of them, one per game, by
 * price then game id. Fewer than two legs make no accumulator (empty).
 */
export function liveAccumulator(games: readonly LiveGameSummary[], legs = LIVE_ACCUMULATOR_LEGS): AccumulatorLeg[] {
  const candidates: AccumulatorLeg[] = [];
  for (const game of games) {
    if (!game.live || game.live.betStop || game.live.statusId === 4) continue;
    const market = game.mainMarkets.find((m) => m.groupId === RESULT_GROUP);
    const open = (market?.outcomes ?? []).filter((o) => !o.isBlocked && o.coef >= MIN_LEG_COEF);
    const fav = open.sort((a, b) => a.coef - b.coef || a.typeId - b.typeId)[0];
    if (fav) candidates.push({ game, outcome: fav });
  }
  const picked = candidates.sort((a, b) => a.outcome.coef - b.outcome.coef || a.game.id - b.game.id).slice(0, legs);
  return picked.length >= 2 ? picked : [];
}

/** The accumulator's odds: the product of its legs, to three decimals. */
export function accumulatorCoef(legs: readonly AccumulatorLeg[]): number {
  const thousandths = legs.reduce((p, l) => p * Math.round(l.outcome.coef * 1000), 1) / 1000 ** legs.length;
  return Math.round(thousandths * 1000) / 1000;
}

/** The same legs at the same prices (the block renders again only then, not every second). */
export function sameLegs(a: readonly AccumulatorLeg[], b: readonly AccumulatorLeg[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((leg, i) => {
    const other = b[i];
    return other !== undefined && leg.game.id === other.game.id && sameData(leg.outcome, other.outcome);
  });
}

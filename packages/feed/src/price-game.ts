import { MARKET_GROUP, MARKET_KIND, OUTCOME_TYPE, type Market, type Outcome } from '@sb/contracts';
import { priceMarket } from '@sb/pricing';
import { drift } from './drift';
import type { MarketSpec, OutcomeSpec } from './market-spec';
import { MATCH_MODELS, type MatchInput } from './models';
import { outcomeId } from './outcome-id';
import { unit } from './random';
import type { FeedGame } from './types';
import type { World, WorldChamp } from './world';

/** Share of outcomes suspended at any time, each for a few ticks. */
export const BLOCKED_SHARE = 0.01;
const BLOCK_TICKS = 5;
/** Implied chance past which the multiplicative margin would quote a price too near 1.001. */
const MAX_MULTIPLICATIVE_IMPLIED = 0.98;

export interface PricedGame {
  readonly markets: readonly Market[];
  readonly main: readonly Market[];
  readonly outcomes: ReadonlyMap<string, Outcome>;
  readonly outcomesCount: number;
}

export function matchInput(seed: number, world: World, champ: WorldChamp, game: FeedGame, tick: number): MatchInput {
  const home = world.strengths.get(game.team1Id);
  const away = game.team2Id === null ? undefined : world.strengths.get(game.team2Id);
  if (home === undefined || away === undefined) throw new RangeError(`game ${game.id} has no two teams`);
  return {
    spec: champ.spec,
    home,
    away,
    shift: drift(seed, game.id, 0, tick),
    tempo: drift(seed, game.id, 1, tick, 0.15),
  };
}

/** Fair chances of each competitor of an outright: a softmax of drifting ratings. */
export function outrightChances(seed: number, world: World, champ: WorldChamp, game: FeedGame, tick: number): number[] {
  const weights = champ.teamIds.map((teamId) => {
    const rating = world.strengths.get(teamId)?.rating ?? 0;
    return Math.exp(1.2 * (rating + drift(seed, game.id, 2 + teamId, tick)));
  });
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / total);
}

export function marketSpecs(seed: number, world: World, champ: WorldChamp, game: FeedGame, tick: number): MarketSpec[] {
  if (champ.spec.model === 'outright') {
    const chances = outrightChances(seed, world, champ, game, tick);
    return [
      {
        groupId: MARKET_GROUP.outright,
        param: null,
        main: true,
        outcomes: champ.teamIds.map((teamId, i) => ({
          typeId: OUTCOME_TYPE.outright,
          param: teamId,
          fair: chances[i] ?? 0,
        })),
      },
    ];
  }
  return MATCH_MODELS[champ.spec.model].price(matchInput(seed, world, champ, game, tick));
}

/** Every market of a game at one tick, with the margin and the suspensions of that tick. */
export function priceGame(
  seed: number,
  margin: number,
  world: World,
  champ: WorldChamp,
  game: FeedGame,
  tick: number,
): PricedGame {
  const blockWindow = Math.floor(tick / BLOCK_TICKS);
  return assembleMarkets(marketSpecs(seed, world, champ, game, tick), {
    margin,
    world,
    game,
    outright: champ.spec.model === 'outright',
    isLive: false,
    isBlocked: (o) => unit(seed, 5, game.id, o.typeId, Math.round((o.param ?? 0) * 4), blockWindow) < BLOCKED_SHARE,
  });
}

export interface AssembleOptions {
  readonly margin: number;
  readonly world: World;
  readonly game: FeedGame;
  readonly outright: boolean;
  readonly isLive: boolean;
  readonly isBlocked: (outcome: OutcomeSpec) => boolean;
}

/** Market specs priced with the margin into contract markets and outcomes (pre-match and live). */
export function assembleMarkets(specs: readonly MarketSpec[], options: AssembleOptions): PricedGame {
  const { margin, world, game } = options;
  const kindOf = (spec: MarketSpec): number =>
    options.outright ? MARKET_KIND.longTerm : spec.main ? MARKET_KIND.main : MARKET_KIND.additional;
  const markets: Market[] = [];
  const main: Market[] = [];
  const byId = new Map<string, Outcome>();
  for (const spec of specs) {
    const coverage = spec.coverage ?? 1;
    const fair = spec.outcomes.map((o) => o.fair / coverage);
    // Multiplicative is the cheap default; a heavy favourite would be pushed past certainty by
    // it (p·(1 + m) ≥ 1, floored at 1.001, and the market no longer sums to 1 + m), so such a
    // market takes the power method, which keeps every implied chance below 1. Overlapping
    // outcomes (double chance) cannot: a near-certain one is not offered at all.
    const heavy = Math.max(...fair) * coverage * (1 + margin) >= MAX_MULTIPLICATIVE_IMPLIED;
    const odds = priceMarket(fair, margin, heavy && coverage === 1 ? 'power' : 'multiplicative');
    if (heavy && coverage > 1) {
      spec.outcomes.forEach((o, i) => {
        if (o.fair * (1 + margin) >= MAX_MULTIPLICATIVE_IMPLIED) odds[i] = undefined;
      });
    }
    const kind = kindOf(spec);
    const outcomes: Outcome[] = [];
    spec.outcomes.forEach((o, i) => {
      const thousandths = odds[i];
      if (thousandths === undefined) return;
      const id = outcomeId(game.id, o.typeId, o.param);
      const outcome: Outcome = {
        id,
        gameId: game.id,
        sportId: game.sportId,
        champId: game.champId,
        groupId: spec.groupId,
        typeId: o.typeId,
        param: o.param,
        kind,
        coef: Math.max(1001, Math.round(thousandths / coverage)) / 1000,
        isLive: options.isLive,
        isBlocked: options.isBlocked(o),
      };
      if (o.typeId === OUTCOME_TYPE.outright && o.param !== null) {
        const competitor = world.teams.get(o.param);
        if (competitor) outcome.name = competitor.name;
      }
      outcomes.push(outcome);
      byId.set(id, outcome);
    });
    if (outcomes.length === 0) continue;
    const market: Market = { groupId: spec.groupId, param: spec.param, outcomes };
    markets.push(market);
    if (spec.main) main.push(market);
  }
  return { markets, main, outcomes: byId, outcomesCount: byId.size };
}

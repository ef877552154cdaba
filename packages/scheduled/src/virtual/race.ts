import { MARKET_GROUP, OUTCOME_TYPE, SCHEDULED_SPORT_IDS, type VirtualSportType } from '@sb/contracts';
import { floatStream } from '@sb/casino';
import { BET_STATUS, type BetStatusId } from '@sb/coupon';
import type { RoundOutcome, ScheduledCompetitor, ScheduledGameDef, ScheduledIncident } from '../types';
import { GREYHOUND_POOL, HORSE_POOL, pickField, poolNumberOf, teamIdOf, type PoolEntry } from './pool';
import { priceMarkets, type FairMarket } from './price';
import { checkpointOrders, orderedTops, placeChances, raceWeights, sampleOrder, winChances } from './race-model';

/**
 * Outcome types and market groups of races beyond the line's (OUTCOME_TYPE.outright is the win):
 * place (the runner `param` finishes in the paid places) and forecast (first and second in
 * order, `param` = first's pool number × 100 + second's, see forecastParam). Labels: dictionary
 * keys `outcome_<typeId>` and `market_group_<id>` like the line's.
 */
export const RACE_OUTCOME_TYPE = { place: 350, forecast: 351 } as const;
export const RACE_MARKET_GROUP = { place: 350, forecast: 351 } as const;

export const forecastParam = (sportId: number, firstId: number, secondId: number): number =>
  poolNumberOf(sportId, firstId) * 100 + poolNumberOf(sportId, secondId);

/** The two team ids of a forecast param, first then second. */
export const forecastRunners = (sportId: number, param: number): readonly [number, number] => [
  teamIdOf(sportId, Math.floor(param / 100)),
  teamIdOf(sportId, param % 100),
];

export interface RaceConfig {
  readonly type: Extract<VirtualSportType, 'horse-racing' | 'greyhounds'>;
  readonly name: string;
  readonly pool: readonly PoolEntry[];
  readonly runners: number;
  /** Places a place bet pays on (top 3 of 8 horses, top 2 of 6 dogs). */
  readonly places: number;
  /** Plackett–Luce β per rating point. */
  readonly beta: number;
  readonly intervalMs: number;
  readonly durationMs: number;
}

/** Where along the race the view gets the field's order (the last is the finish line). */
const CHECKPOINTS = [0.2, 0.4, 0.6, 0.8, 1] as const;
/** How many places a runner may be off its final place at the start (fades to 0 at the finish). */
const CHECKPOINT_SPREAD = 2.5;

/** The race's markets with their exact Plackett–Luce chances: win, place, forecast. */
export function raceFairMarkets(config: RaceConfig, field: readonly ScheduledCompetitor[]): FairMarket[] {
  const sportId = SCHEDULED_SPORT_IDS[config.type];
  const weights = raceWeights(
    field.map((c) => c.strength),
    config.beta,
  );
  const win = winChances(weights);
  const place = placeChances(weights, config.places);
  return [
    {
      groupId: MARKET_GROUP.outright,
      param: null,
      outcomes: field.map((c, i) => ({ typeId: OUTCOME_TYPE.outright, param: c.id, fair: win[i] ?? 0, name: c.name })),
    },
    {
      groupId: RACE_MARKET_GROUP.place,
      param: config.places,
      coverage: config.places,
      outcomes: field.map((c, i) => ({
        typeId: RACE_OUTCOME_TYPE.place,
        param: c.id,
        fair: place[i] ?? 0,
        name: c.name,
      })),
    },
    {
      groupId: RACE_MARKET_GROUP.forecast,
      param: null,
      outcomes: orderedTops(weights, 2).map(({ order: [a = 0, b = 0], probability }) => {
        const first = field[a];
        const second = field[b];
        if (first === undefined || second === undefined) throw new RangeError('forecast of a runner not in the field');
        return {
          typeId: RACE_OUTCOME_TYPE.forecast,
          param: forecastParam(sportId, first.id, second.id),
          fair: probability,
          name: `${first.name} – ${second.name}`,
        };
      }),
    },
  ];
}

function settleRace(
  sportId: number,
  places: number,
  outcome: { readonly typeId: number; readonly param: number | null },
  result: { readonly score: { readonly periods: readonly (readonly [number, number])[] } | null },
): BetStatusId {
  const order = result.score?.periods.map(([teamId]) => teamId) ?? [];
  const { typeId, param } = outcome;
  if (order.length === 0 || param === null) return BET_STATUS.notCalculated;
  const won = (condition: boolean): BetStatusId => (condition ? BET_STATUS.win : BET_STATUS.lose);
  switch (typeId) {
    case OUTCOME_TYPE.outright:
      return won(order[0] === param);
    case RACE_OUTCOME_TYPE.place: {
      const position = order.indexOf(param);
      return won(position >= 0 && position < places);
    }
    case RACE_OUTCOME_TYPE.forecast: {
      const [first, second] = forecastRunners(sportId, param);
      return won(order[0] === first && order[1] === second);
    }
    default:
      return BET_STATUS.notCalculated;
  }
}

/**
 * A race type (horses, greyhounds): `runners` of the pool on the card, priced by Plackett–Luce
 * from their ratings; play draws the finishing order from the same model and the view's
 * checkpoints around it. The result: `draw` and `score.periods` = `[teamId, position]` in
 * finishing order (position 1-based), `winnerId` the first; `score.home/away` are 0 (a race
 * has no score line).
 */
export function raceDef(config: RaceConfig): ScheduledGameDef {
  const sportId = SCHEDULED_SPORT_IDS[config.type];
  return {
    type: config.type,
    kind: 'virtual',
    name: config.name,
    intervalMs: config.intervalMs,
    durationMs: config.durationMs,
    competitors: (ctx) => pickField(sportId, config.pool, config.runners, ctx.publicSeed, 3),
    markets: (ctx, field) => priceMarkets(ctx, raceFairMarkets(config, field)),
    play(ctx, field, drawSeed): RoundOutcome {
      const floats = floatStream(drawSeed, String(ctx.roundId), 0);
      const next = () => floats.next();
      const weights = raceWeights(
        field.map((c) => c.strength),
        config.beta,
      );
      const finish = sampleOrder(weights, next);
      const idOf = (i: number): number => field[i]?.id ?? 0;
      const incidents: ScheduledIncident[] = [];
      checkpointOrders(finish, CHECKPOINTS, CHECKPOINT_SPREAD, next).forEach((order, c) => {
        const atMs = Math.round((CHECKPOINTS[c] ?? 1) * config.durationMs);
        order.forEach((runner, position) => {
          incidents.push({ atMs, kind: 'checkpoint', side: idOf(runner), value: position + 1 });
        });
      });
      const draw = finish.map((runner, position) => [idOf(runner), position + 1] as const);
      return {
        draw,
        incidents,
        score: { home: 0, away: 0, periods: draw.map(([id, position]) => [id, position]) },
        winnerId: idOf(finish[0] ?? 0),
      };
    },
    settle: (outcome, result) => settleRace(sportId, config.places, outcome, result),
  };
}

export const HORSE_RACING: RaceConfig = {
  type: 'horse-racing',
  name: 'Horse Racing',
  pool: HORSE_POOL,
  runners: 8,
  places: 3,
  beta: 0.12,
  intervalMs: 240_000,
  durationMs: 80_000,
};

export const GREYHOUND_RACING: RaceConfig = {
  type: 'greyhounds',
  name: 'Greyhounds',
  pool: GREYHOUND_POOL,
  runners: 6,
  places: 2,
  beta: 0.12,
  intervalMs: 180_000,
  durationMs: 60_000,
};

export const horseRacing = raceDef(HORSE_RACING);
export const greyhounds = raceDef(GREYHOUND_RACING);

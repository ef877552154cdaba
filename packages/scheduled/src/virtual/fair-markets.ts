import { VIRTUAL_SPORT_TYPES, type ScheduledGameType, type VirtualSportType } from '@sb/contracts';
import type { ScheduledCompetitor } from '../types';
import { footballFairMarkets, fullTimeGrid } from './football-model';
import type { FairMarket } from './price';
import { GREYHOUND_RACING, HORSE_RACING, raceFairMarkets } from './race';
import { serveChances } from './tennis-model';
import { tennisFairMarkets } from './tennis';

const pair = (field: readonly ScheduledCompetitor[]): readonly [number, number] => {
  const [a, b] = field;
  if (a === undefined || b === undefined) throw new RangeError('a match needs two sides');
  return [a.strength, b.strength];
};

/**
 * Each virtual sport's markets before the margin: the exact probabilities its `markets` prices
 * (the tests compare them with the prices and with simulated frequencies of `play`).
 */
export const VIRTUAL_FAIR_MARKETS: Readonly<
  Record<VirtualSportType, (field: readonly ScheduledCompetitor[]) => FairMarket[]>
> = {
  'virtual-football': (field) => footballFairMarkets(fullTimeGrid(...pair(field))),
  'horse-racing': (field) => raceFairMarkets(HORSE_RACING, field),
  greyhounds: (field) => raceFairMarkets(GREYHOUND_RACING, field),
  'virtual-tennis': (field) => {
    const { serveA, serveB } = serveChances(...pair(field));
    return tennisFairMarkets(serveA, serveB);
  },
};

const isVirtualSport = (type: ScheduledGameType): type is VirtualSportType =>
  (VIRTUAL_SPORT_TYPES as readonly string[]).includes(type);

/** The exact markets of a game type's field; throws for a type that is not a virtual sport. */
export function fairMarketsOf(type: ScheduledGameType, field: readonly ScheduledCompetitor[]): FairMarket[] {
  if (!isVirtualSport(type)) throw new RangeError(`${type} is not a virtual sport`);
  return VIRTUAL_FAIR_MARKETS[type](field);
}

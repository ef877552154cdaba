import { describe, expect, it } from 'vitest';
import { MARKET_GROUP } from '@sb/contracts';
import { BET_STATUS } from '@sb/coupon';
import type { ScheduledGameDef } from '../types';
import { VIRTUAL_SPORT_DEFS } from './index';
import { fairMarketsOf } from './fair-markets';
import type { FairMarket } from './price';
import { testContext } from './test-context';

const PLAYS = 20_000;

/**
 * Plays PLAYS rounds of one field with fixed draw seeds and counts, for each outcome of the
 * chosen markets, how often it won; each frequency must lie within 4σ of the exact chance the
 * price was made from (σ = √(p(1 − p)/n)), so the prices reflect what play really does.
 */
function checkFrequencies(def: ScheduledGameDef, publicSeed: number, pick: (markets: FairMarket[]) => FairMarket[]) {
  const ctx = testContext(def.type, publicSeed);
  const field = def.competitors(ctx);
  const markets = pick(fairMarketsOf(def.type, field));
  const outcomes = markets.flatMap((m) => m.outcomes);
  const wins = outcomes.map(() => 0);
  for (let i = 0; i < PLAYS; i++) {
    const played = def.play(ctx, field, `issue-19-frequency-${i}`);
    outcomes.forEach((o, j) => {
      if (def.settle(o, played) === BET_STATUS.win) wins[j] = (wins[j] ?? 0) + 1;
    });
  }
  outcomes.forEach((o, j) => {
    const sigma = Math.sqrt((o.fair * (1 - o.fair)) / PLAYS);
    const frequency = (wins[j] ?? 0) / PLAYS;
    expect(Math.abs(frequency - o.fair), `${def.type} ${o.typeId}/${o.param}`).toBeLessThanOrEqual(4 * sigma);
  });
}

const defOf = (type: string): ScheduledGameDef => {
  const def = VIRTUAL_SPORT_DEFS.find((d) => d.type === type);
  if (def === undefined) throw new Error(`no ${type}`);
  return def;
};

describe('issue 19 virtual sports: simulated frequencies match the priced probabilities', () => {
  it('virtual football: 1X2, half-time result, total 2.5 and both teams to score', () => {
    checkFrequencies(defOf('virtual-football'), 11, (markets) =>
      markets.filter(
        (m, i) =>
          i === 0 ||
          m.groupId === MARKET_GROUP.halfTimeResult ||
          m.groupId === MARKET_GROUP.bothTeamsToScore ||
          (m.groupId === MARKET_GROUP.total && m.param === 2.5),
      ),
    );
  });

  it('horse racing: win and place of every runner', () => {
    checkFrequencies(defOf('horse-racing'), 12, (markets) => markets.slice(0, 2));
  });

  it('greyhounds: win and the forecast of the first two', () => {
    checkFrequencies(defOf('greyhounds'), 13, (markets) => [markets[0], markets[2]].filter((m) => m !== undefined));
  });

  it('virtual tennis: match winner, set betting and the total games lines', () => {
    checkFrequencies(defOf('virtual-tennis'), 14, (markets) =>
      markets.filter((m) => m.groupId !== MARKET_GROUP.handicap),
    );
  });
});

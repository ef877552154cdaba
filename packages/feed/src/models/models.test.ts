import { MARKET_GROUP, OUTCOME_TYPE } from '@sb/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPORTS, type SportModel } from '../catalog';
import type { MarketSpec } from '../market-spec';
import { random } from '../random';
import { MATCH_MODELS } from './index';
import type { MatchInput } from './model';

const specOf = (model: SportModel) => {
  const spec = SPORTS.find((s) => s.model === model);
  if (spec === undefined) throw new Error(model);
  return spec;
};
const strength = (rating: number) => ({ rating, attack: 0.22 * rating, defence: -0.18 * rating });
const input = (model: SportModel, home: number, away: number): MatchInput => ({
  spec: specOf(model),
  home: strength(home),
  away: strength(away),
  shift: 0,
  tempo: 0,
});
const homeChance = (markets: readonly MarketSpec[]): number => {
  const first = markets.find((m) => m.groupId === MARKET_GROUP.result || m.groupId === MARKET_GROUP.winner);
  return first?.outcomes[0]?.fair ?? NaN;
};
const MODELS = ['football', 'hockey', 'basketball', 'tennis', 'sets', 'mma'] as const;

describe('sport models', () => {
  it('fair chances of every exclusive market sum to 1 (double chance to 2)', () => {
    for (const model of MODELS) {
      for (const market of MATCH_MODELS[model].price(input(model, 0.4, -0.2))) {
        const sum = market.outcomes.reduce((s, o) => s + o.fair, 0);
        expect(sum).toBeCloseTo(market.coverage ?? 1, 6);
      }
    }
  });

  it('the stronger side is more likely to win (shorter price), in every sport', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -2, max: 2, noNaN: true }),
        fc.double({ min: 0.05, max: 1.5, noNaN: true }),
        (rating, edge) => {
          return MODELS.every(
            (model) =>
              homeChance(MATCH_MODELS[model].price(input(model, rating + edge, 0))) >
              homeChance(MATCH_MODELS[model].price(input(model, rating, 0))),
          );
        },
      ),
      { numRuns: 30 },
    );
  });

  it('football: P(over 2.5) < P(over 1.5)', () => {
    const markets = MATCH_MODELS.football.price(input('football', 0, 0));
    const over = (line: number) =>
      markets
        .find((m) => m.groupId === MARKET_GROUP.total && m.param === line)
        ?.outcomes.find((o) => o.typeId === OUTCOME_TYPE.over)?.fair ?? NaN;
    expect(over(2.5)).toBeLessThan(over(1.5));
    expect(over(1.75)).toBeLessThan(over(1.5));
    expect(over(1.75)).toBeGreaterThan(over(2));
  });

  it('sampled results follow the model: a strong favourite wins most of 400 football games', () => {
    let wins = 0;
    for (let i = 0; i < 400; i++) {
      const score = MATCH_MODELS.football.sample(input('football', 1.5, -1.5), random(9, i));
      if (score.home > score.away) wins++;
    }
    const expected = homeChance(MATCH_MODELS.football.price(input('football', 1.5, -1.5)));
    expect(Math.abs(wins / 400 - expected)).toBeLessThan(0.08);
  });

  it('set sports end when one side has won the required sets', () => {
    for (const model of ['tennis', 'sets'] as const) {
      const spec = specOf(model);
      for (let i = 0; i < 50; i++) {
        const score = MATCH_MODELS[model].sample(input(model, 0, 0), random(3, i));
        expect(Math.max(score.home, score.away)).toBe((spec.bestOf + 1) / 2);
        expect(score.periods.length).toBe(score.home + score.away);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SCHEDULED_SPORT_IDS } from '@sb/contracts';
import { BET_STATUS } from '@sb/coupon';
import {
  GREYHOUND_RACING,
  HORSE_RACING,
  RACE_OUTCOME_TYPE,
  forecastParam,
  forecastRunners,
  greyhounds,
  horseRacing,
} from './race';
import { orderedTops, placeChances, raceWeights, winChances } from './race-model';
import { testContext } from './test-context';

const ratingsArb = fc.array(fc.integer({ min: 60, max: 95 }), { minLength: 3, maxLength: 8 });

describe('issue 19 virtual races: Plackett–Luce chances', () => {
  it('ordered tops sum to 1, their first places are the softmax win chances, place chances sum to the places', () => {
    fc.assert(
      fc.property(ratingsArb, fc.integer({ min: 1, max: 3 }), (ratings, k) => {
        const weights = raceWeights(ratings, 0.12);
        const tops = orderedTops(weights, Math.min(k, ratings.length));
        expect(tops.reduce((s, t) => s + t.probability, 0)).toBeCloseTo(1, 12);
        const firsts = weights.map((_, i) =>
          tops.filter((t) => t.order[0] === i).reduce((s, t) => s + t.probability, 0),
        );
        winChances(weights).forEach((p, i) => expect(firsts[i]).toBeCloseTo(p, 12));
        const places = placeChances(weights, Math.min(k, ratings.length));
        expect(places.reduce((a, b) => a + b, 0)).toBeCloseTo(Math.min(k, ratings.length), 12);
      }),
    );
  });

  it('a stronger runner is more likely to win and to place (β > 0)', () => {
    const weights = raceWeights([90, 80, 70], 0.12);
    const win = winChances(weights);
    const place = placeChances(weights, 2);
    expect(win[0]).toBeGreaterThan(win[1] ?? 1);
    expect(win[1]).toBeGreaterThan(win[2] ?? 1);
    expect(place[0]).toBeGreaterThan(place[1] ?? 1);
    // The exact two-runner case: P(first) = w₀/(w₀ + w₁) = 1/(1 + e^(−1.2)).
    expect(winChances(raceWeights([90, 80], 0.12))[0]).toBeCloseTo(1 / (1 + Math.exp(-1.2)), 12);
  });

  it('a forecast param names its two runners by pool number', () => {
    const sportId = SCHEDULED_SPORT_IDS.greyhounds;
    const param = forecastParam(sportId, sportId * 10_000 + 7, sportId * 10_000 + 12);
    expect(param).toBe(712);
    expect(forecastRunners(sportId, param)).toEqual([sportId * 10_000 + 7, sportId * 10_000 + 12]);
  });
});

describe('issue 19 virtual races: play', () => {
  for (const [def, config] of [
    [horseRacing, HORSE_RACING],
    [greyhounds, GREYHOUND_RACING],
  ] as const) {
    it(`${def.type}: the draw is the full finishing order, the checkpoints are whole fields ending in it`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 0xffff_ffff }), fc.string({ minLength: 1 }), (seed, drawSeed) => {
          const ctx = testContext(def.type, seed);
          const field = def.competitors(ctx);
          expect(field).toHaveLength(config.runners);
          const played = def.play(ctx, field, drawSeed);
          const order = played.draw.map(([id]) => id);
          expect([...order].sort()).toEqual(field.map((c) => c.id).sort());
          expect(played.draw.map(([, position]) => position)).toEqual(field.map((_, i) => i + 1));
          expect(played.score.periods).toEqual(played.draw);
          expect(played.winnerId).toBe(order[0]);
          const times = [...new Set(played.incidents.map((i) => i.atMs))];
          expect(times).toEqual([...times].sort((a, b) => a - b));
          expect(times.at(-1)).toBe(def.durationMs);
          for (const atMs of times) {
            const at = played.incidents.filter((i) => i.atMs === atMs);
            expect(at.every((i) => i.kind === 'checkpoint')).toBe(true);
            expect(at.map((i) => i.value)).toEqual(field.map((_, i) => i + 1));
            expect([...at.map((i) => i.side)].sort()).toEqual([...order].sort());
          }
          expect(played.incidents.filter((i) => i.atMs === def.durationMs).map((i) => i.side)).toEqual(order);
        }),
        { numRuns: 50 },
      );
    });
  }

  it('place pays the first places only; forecast needs the first two in order', () => {
    const ctx = testContext('horse-racing', 3);
    const field = horseRacing.competitors(ctx);
    const played = horseRacing.play(ctx, field, 'seed');
    const [first = 0, second = 0, third = 0, fourth = 0] = played.draw.map(([id]) => id);
    const sportId = SCHEDULED_SPORT_IDS['horse-racing'];
    const settle = (typeId: number, param: number) => horseRacing.settle({ typeId, param }, played);
    expect(settle(RACE_OUTCOME_TYPE.place, third)).toBe(BET_STATUS.win);
    expect(settle(RACE_OUTCOME_TYPE.place, fourth)).toBe(BET_STATUS.lose);
    expect(settle(RACE_OUTCOME_TYPE.forecast, forecastParam(sportId, first, second))).toBe(BET_STATUS.win);
    expect(settle(RACE_OUTCOME_TYPE.forecast, forecastParam(sportId, second, first))).toBe(BET_STATUS.lose);
    expect(horseRacing.settle({ typeId: RACE_OUTCOME_TYPE.place, param: first }, { score: null, winnerId: null })).toBe(
      BET_STATUS.notCalculated,
    );
  });
});

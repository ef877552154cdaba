import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SCHEDULED_SPORT_IDS, VIRTUAL_SPORT_TYPES } from '@sb/contracts';
import { BET_STATUS } from '@sb/coupon';
import { outcomeId } from '@sb/feed';
import { VIRTUAL_SPORT_DEFS } from './index';
import { fairMarketsOf } from './fair-markets';
import { testContext } from './test-context';

const seedArb = fc.integer({ min: 0, max: 0xffff_ffff });
const drawSeedArb = fc.stringMatching(/^[0-9a-f]{64}$/);

describe('issue 19 virtual sports: definitions', () => {
  it('are the four virtual sports, in the contract order, each a compressed event between rounds', () => {
    expect(VIRTUAL_SPORT_DEFS.map((d) => d.type)).toEqual([...VIRTUAL_SPORT_TYPES]);
    for (const def of VIRTUAL_SPORT_DEFS) {
      expect(def.kind).toBe('virtual');
      expect(def.intervalMs).toBeGreaterThanOrEqual(180_000);
      expect(def.durationMs).toBeGreaterThanOrEqual(60_000);
      expect(def.durationMs).toBeLessThan(def.intervalMs);
    }
  });

  it('the field comes from the public seed alone: same seed, same field; ids unique and of the sport', () => {
    for (const def of VIRTUAL_SPORT_DEFS) {
      const fields = new Set<string>();
      for (let seed = 0; seed < 40; seed++) {
        const field = def.competitors(testContext(def.type, seed));
        expect(def.competitors(testContext(def.type, seed, 0.1, 42))).toEqual(field);
        expect(new Set(field.map((c) => c.id)).size).toBe(field.length);
        for (const c of field) {
          expect(Math.floor(c.id / 10_000)).toBe(SCHEDULED_SPORT_IDS[def.type]);
          expect(c.short).toMatch(/^[A-Z]{2,3}$/);
          expect(c.colors[0]).not.toBe(c.colors[1]);
        }
        fields.add(field.map((c) => `${c.id}:${c.strength}`).join());
      }
      // The rounds vary: forty public seeds give many different fields.
      expect(fields.size).toBeGreaterThan(20);
    }
  });
});

describe('issue 19 virtual sports: prices are the exact probabilities plus the margin', () => {
  it('exact probabilities sum to each market’s coverage (1 when exclusive)', () => {
    fc.assert(
      fc.property(seedArb, (seed) => {
        for (const def of VIRTUAL_SPORT_DEFS) {
          const field = def.competitors(testContext(def.type, seed));
          for (const market of fairMarketsOf(def.type, field)) {
            const sum = market.outcomes.reduce((s, o) => s + o.fair, 0);
            expect(sum).toBeCloseTo(market.coverage ?? 1, 9);
            expect(market.outcomes.every((o) => o.fair > 0)).toBe(true);
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('implied probabilities sum to coverage × (1 + margin), each quote from its exact chance', () => {
    fc.assert(
      fc.property(seedArb, fc.constantFrom(0.04, 0.06, 0.1), (seed, margin) => {
        for (const def of VIRTUAL_SPORT_DEFS) {
          const ctx = testContext(def.type, seed, margin);
          const field = def.competitors(ctx);
          const fair = fairMarketsOf(def.type, field);
          const markets = def.markets(ctx, field);
          expect(markets).toHaveLength(fair.length);
          markets.forEach((market, i) => {
            const spec = fair[i];
            if (spec === undefined) throw new Error('a market without its exact chances');
            const fairIds = spec.outcomes.map((o) => outcomeId(ctx.roundId, o.typeId, o.param));
            expect(market.outcomes.every((o) => fairIds.includes(o.id))).toBe(true);
            // An overlapping market drops a near-certain outcome (the feed's rule); the rest keep p·(1 + m).
            if (market.outcomes.length < spec.outcomes.length) return;
            expect(market.outcomes.map((o) => o.id)).toEqual(fairIds);
            const implied = market.outcomes.reduce((s, o) => s + 1 / o.coef, 0);
            expect(Math.abs(implied - (spec.coverage ?? 1) * (1 + margin))).toBeLessThan(2e-3);
            market.outcomes.forEach((o, j) => {
              const p = spec.outcomes[j]?.fair ?? 0;
              // Power margin (heavy favourite) moves each chance a little; multiplicative is p·(1 + m).
              expect(1 / o.coef).toBeGreaterThan(p);
              expect(1 / o.coef).toBeLessThan(p * (1 + margin) + margin);
            });
          });
        }
      }),
      { numRuns: 30 },
    );
  });

  it('prices never depend on the draw seed: the same before and after any plays', () => {
    fc.assert(
      fc.property(seedArb, fc.array(drawSeedArb, { minLength: 1, maxLength: 3 }), (seed, drawSeeds) => {
        for (const def of VIRTUAL_SPORT_DEFS) {
          const ctx = testContext(def.type, seed);
          const field = def.competitors(ctx);
          const before = JSON.stringify(def.markets(ctx, field));
          for (const drawSeed of drawSeeds) def.play(ctx, field, drawSeed);
          expect(JSON.stringify(def.markets(ctx, def.competitors(ctx)))).toBe(before);
        }
      }),
      { numRuns: 20 },
    );
  });
});

describe('issue 19 virtual sports: settlement agrees with play', () => {
  it('on every played round each market wins exactly its coverage of outcomes, the rest lose', () => {
    fc.assert(
      fc.property(seedArb, drawSeedArb, (seed, drawSeed) => {
        for (const def of VIRTUAL_SPORT_DEFS) {
          const ctx = testContext(def.type, seed);
          const field = def.competitors(ctx);
          const played = def.play(ctx, field, drawSeed);
          const result = { score: played.score, winnerId: played.winnerId };
          for (const market of fairMarketsOf(def.type, field)) {
            const statuses = market.outcomes.map((o) => def.settle(o, result));
            expect(statuses.every((s) => s === BET_STATUS.win || s === BET_STATUS.lose)).toBe(true);
            expect(statuses.filter((s) => s === BET_STATUS.win)).toHaveLength(market.coverage ?? 1);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('a round is played from the draw seed alone: the same seed replays it, another seed differs', () => {
    for (const def of VIRTUAL_SPORT_DEFS) {
      const ctx = testContext(def.type, 7);
      const field = def.competitors(ctx);
      const plays = ['a', 'a', 'b', 'c', 'd'].map((s) => JSON.stringify(def.play(ctx, field, s)));
      expect(plays[1]).toBe(plays[0]);
      expect(new Set(plays).size).toBe(4);
      for (const incident of def.play(ctx, field, 'a').incidents) {
        expect(incident.atMs).toBeGreaterThanOrEqual(0);
        expect(incident.atMs).toBeLessThanOrEqual(def.durationMs);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TV_GAME_TYPES, type Market } from '@sb/contracts';
import { BET_STATUS } from '@sb/coupon';
import { TV_GAME_DEFS, TV_GAMES, TV_MARKET_GROUP } from './index';
import { TEST_MARGIN, testCtx, winnersOf } from './test-support';

const GROUP_IDS: ReadonlySet<number> = new Set(Object.values(TV_MARKET_GROUP));
const pairs = TV_GAMES.map((game, i) => {
  const def = TV_GAME_DEFS[i];
  if (def === undefined) throw new Error(`no definition for ${game.type}`);
  return { game, def };
});

/** A market without what names the round (ids, game id): what the player sees as prices. */
const pricesOf = (markets: readonly Market[]) =>
  markets.map((m) => ({
    groupId: m.groupId,
    param: m.param,
    outcomes: m.outcomes.map((o) => [o.typeId, o.param, o.coef, o.name ?? ''] as const),
  }));

describe('issue 19 TV games: definitions', () => {
  it('issue 19 TV games: one definition per TV game type, kind tv, no competitors, a draw every few minutes', () => {
    expect(TV_GAME_DEFS.map((d) => d.type)).toEqual([...TV_GAME_TYPES]);
    for (const def of TV_GAME_DEFS) {
      expect(def.kind).toBe('tv');

      expect(def.intervalMs).toBeGreaterThanOrEqual(3 * 60_000);
      expect(def.intervalMs).toBeLessThanOrEqual(5 * 60_000);
      expect(def.durationMs).toBeGreaterThanOrEqual(40_000);
      expect(def.durationMs).toBeLessThanOrEqual(90_000);
    }
  });

  describe.each(pairs)('$game.type', ({ game, def }) => {
    const ctx = testCtx(game);

    it('issue 19 TV games: no competitors', () => {
      expect(def.competitors(ctx)).toEqual([]);
    });
    const specs = game.specs(ctx);
    const markets = def.markets(ctx, []);

    it('issue 19 TV games: exact chances of each exclusive market sum to 1, implied chances to 1 + margin', () => {
      for (const spec of specs.filter((s) => s.exclusive)) {
        expect(spec.outcomes.reduce((s, o) => s + o.fair, 0)).toBeCloseTo(1, 12);
        const market = markets.find((m) => m.groupId === spec.groupId && m.param === spec.param);
        expect(market?.outcomes.length).toBe(spec.outcomes.filter((o) => o.fair > 0).length);
        const implied = (market?.outcomes ?? []).reduce((s, o) => s + 1 / o.coef, 0);
        // Coefficients are rounded to thousandths, so the sum is 1 + margin up to that rounding.
        expect(Math.abs(implied - (1 + TEST_MARGIN))).toBeLessThan(2e-3);
      }
    });

    it('issue 19 TV games: a non-exclusive outcome is priced alone at 1/(p·(1 + margin)), rounded as the feed rounds', () => {
      for (const spec of specs.filter((s) => !s.exclusive)) {
        for (const o of spec.outcomes) {
          const outcome = markets.flatMap((m) => m.outcomes).find((x) => x.typeId === o.typeId && x.param === o.param);
          expect(outcome?.coef).toBe(Math.round(1000 / (o.fair * (1 + TEST_MARGIN))) / 1000);
        }
      }
    });

    it('issue 19 TV games: outcome ids are `${roundId}_${typeId}_${param}`, unique, in the TV market groups', () => {
      const outcomes = markets.flatMap((m) => m.outcomes);
      expect(new Set(outcomes.map((o) => o.id)).size).toBe(outcomes.length);
      for (const o of outcomes) {
        expect(o.id).toBe(`${ctx.roundId}_${o.typeId}_${o.param ?? ''}`);
        expect([o.gameId, o.sportId, o.champId]).toEqual([ctx.roundId, ctx.sportId, ctx.champId]);
        expect(GROUP_IDS.has(o.groupId)).toBe(true);
        expect(o.groupId).toBeGreaterThanOrEqual(300);
        expect(o.isLive || o.isBlocked).toBe(false);
        expect(o.coef).toBeGreaterThan(1);
      }
      expect(markets[0]?.outcomes[0]?.kind).toBe(1);
    });

    it('issue 19 TV games: prices never depend on the draw (two rounds with one public seed show the same prices)', () => {
      const other = testCtx(game, ctx.roundId + 7, ctx.publicSeed);
      expect(pricesOf(def.markets(other, []))).toEqual(pricesOf(markets));
      // The draw differs between the rounds, the prices do not.
      const draws = ['a', 'b', 'c', 'd', 'e'].map((seed) => JSON.stringify(def.play(other, [], seed).draw));
      expect(new Set(draws).size).toBeGreaterThan(1);
    });

    it('issue 19 TV games: settle agrees with play — exactly one outcome of each exclusive market wins', () => {
      fc.assert(
        fc.property(fc.string({ minLength: 1, maxLength: 40 }), (seed) => {
          const played = def.play(ctx, [], seed);
          expect(played.score.periods).toEqual(played.draw);
          const winners = winnersOf(game, specs, played.draw);
          specs.forEach((spec, i) => {
            if (spec.exclusive) expect(winners[i]?.length).toBe(1);
          });
          for (const o of markets.flatMap((m) => m.outcomes)) {
            const status = def.settle(o, { score: played.score, winnerId: played.winnerId });
            expect([BET_STATUS.win, BET_STATUS.lose]).toContain(status);
          }
        }),
        { numRuns: 60 },
      );
    });

    it('issue 19 TV games: one incident per drawn item, spread over the draw in order', () => {
      const played = def.play(ctx, [], 'incidents');
      expect(played.incidents).toHaveLength(played.draw.length);
      played.incidents.forEach((incident, i) => {
        expect(incident.atMs).toBeGreaterThanOrEqual(0);
        expect(incident.atMs).toBeLessThanOrEqual(def.durationMs);
        expect(incident.atMs).toBeGreaterThanOrEqual(played.incidents[i - 1]?.atMs ?? 0);
        expect([incident.value, incident.side]).toEqual(played.draw[i]);
      });
      expect(played.incidents.at(-1)?.atMs).toBeGreaterThan(def.durationMs / 2);
      expect(played.winnerId).toBeNull();
    });

    it('issue 19 TV games: no result or a draw that breaks the rules does not settle', () => {
      const outcome = markets[0]?.outcomes[0] ?? { typeId: 0, param: null };
      expect(def.settle(outcome, { score: null, winnerId: null })).toBe(BET_STATUS.notCalculated);
      const broken = { home: 0, away: 0, periods: [[99, 9] as [number, number]] };
      expect(def.settle(outcome, { score: broken, winnerId: null })).toBe(BET_STATUS.notCalculated);
      const played = def.play(ctx, [], 'unknown-type');
      expect(def.settle({ typeId: 1, param: null }, { score: played.score, winnerId: null })).toBe(
        BET_STATUS.notCalculated,
      );
    });
  });
});

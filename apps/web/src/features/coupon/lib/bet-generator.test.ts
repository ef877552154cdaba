import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { GameSummary, Outcome } from '@sb/contracts';
import { BET_GENERATOR, candidatesOf, generateAccumulator, isOpenCandidate, type Candidate } from './bet-generator';

const game = (id: number, statusId = 1): GameSummary => ({
  id,
  sportId: 1,
  champId: 1,
  champName: 'Champ',
  countryCode: null,
  team1: { id: id * 2, name: `Home ${id}`, short: 'HOM', colors: ['#112233', '#ffffff'] },
  team2: { id: id * 2 + 1, name: `Away ${id}`, short: 'AWY', colors: ['#332211', '#000000'] },
  title: null,
  startAt: 0,
  statusId,
  isTop: false,
  mainMarkets: [],
  marketsCount: 3,
  score: null,
});

const outcome = (gameId: number, typeId: number, coef: number, isBlocked = false): Outcome => ({
  id: `${gameId}_${typeId}_`,
  gameId,
  sportId: 1,
  champId: 1,
  groupId: 1,
  typeId,
  param: null,
  kind: 1,
  coef,
  isLive: false,
  isBlocked,
});

/** A line: games with 1–3 priced outcomes; some suspended, some games already started. */
const lineArb = fc
  .array(
    fc.record({
      started: fc.boolean(),
      prices: fc.array(
        fc.record({ coef: fc.integer({ min: 1010, max: 15000 }).map((t) => t / 1000), blocked: fc.boolean() }),
        { minLength: 1, maxLength: 3 },
      ),
    }),
    { minLength: 0, maxLength: 25 },
  )
  .map((games) =>
    games.flatMap((g, i): Candidate[] => {
      const summary = game(i + 1, g.started ? 2 : 1);
      return g.prices.map((p, j) => ({ outcome: outcome(i + 1, j + 1, p.coef, p.blocked), game: summary }));
    }),
  );

const request = (candidates: Candidate[], target: number, maxLegs = 6, taken: number[] = []) => ({
  candidates,
  target,
  maxLegs,
  takenGames: new Set(taken),
  room: 30,
});

describe('spec §3 bet generator: accumulator to a target total odds', () => {
  it('never two outcomes of one game, only open outcomes, never a game already in the coupon, 2..maxLegs legs', () => {
    fc.assert(
      fc.property(
        lineArb,
        fc.integer({ min: 200, max: 50_000 }),
        fc.integer({ min: 2, max: 10 }),
        fc.array(fc.integer({ min: 1, max: 25 }), { maxLength: 5 }),
        (candidates, target100, maxLegs, taken) => {
          const built = generateAccumulator(request(candidates, target100 / 100, maxLegs, taken));
          if (built === null) return;
          const games = built.picks.map((p) => p.game.id);
          expect(new Set(games).size).toBe(games.length);
          expect(built.picks.every(isOpenCandidate)).toBe(true);
          expect(games.some((g) => taken.includes(g))).toBe(false);
          expect(built.picks.length).toBeGreaterThanOrEqual(BET_GENERATOR.minLegs);
          expect(built.picks.length).toBeLessThanOrEqual(maxLegs);
          expect(Math.abs(Math.log(built.coef / (target100 / 100)))).toBeLessThanOrEqual(
            Math.log(1 + BET_GENERATOR.tolerance),
          );
        },
      ),
    );
  });

  it('when a combination exists, the product is within the tolerance of the target', () => {
    fc.assert(
      fc.property(lineArb, fc.integer({ min: 2, max: 10 }), fc.nat(), (candidates, maxLegs, seed) => {
        // A feasible target: the product of some open outcomes of distinct games.
        const open = candidates.filter(isOpenCandidate);
        const oneEach = [...new Map(open.map((c) => [c.game.id, c])).values()];
        const size = Math.min(maxLegs, oneEach.length);
        if (size < 2) return;
        const chosen = oneEach.slice(seed % (oneEach.length - size + 1)).slice(0, size);
        const target = chosen.reduce((p, c) => p * c.outcome.coef, 1);
        if (target < BET_GENERATOR.minTarget || target > BET_GENERATOR.maxTarget) return;
        const built = generateAccumulator(request(candidates, target, maxLegs));
        expect(built).not.toBeNull();
        expect(Math.abs(Math.log((built?.coef ?? 0) / target))).toBeLessThanOrEqual(
          Math.log(1 + BET_GENERATOR.tolerance),
        );
      }),
    );
  });

  it('example: target 6 from four games picks a close pair or triple and skips the suspended and started ones', () => {
    const g1 = game(1);
    const g2 = game(2);
    const g3 = game(3, 2);
    const g4 = game(4);
    const built = generateAccumulator(
      request(
        [
          { outcome: outcome(1, 1, 2), game: g1 },
          { outcome: outcome(1, 2, 3), game: g1 },
          { outcome: outcome(2, 1, 3, true), game: g2 },
          { outcome: outcome(2, 2, 1.5), game: g2 },
          { outcome: outcome(3, 1, 2), game: g3 },
          { outcome: outcome(4, 1, 2), game: g4 },
        ],
        6,
      ),
    );
    expect(built?.coef).toBe(6);
    expect(built?.picks.map((p) => p.outcome.id)).toEqual(['1_2_', '4_1_']);
  });

  it('nothing when the line cannot reach the target, the coupon has no room, or the target is out of limits', () => {
    const few = [
      { outcome: outcome(1, 1, 1.5), game: game(1) },
      { outcome: outcome(2, 1, 1.5), game: game(2) },
    ];
    expect(generateAccumulator(request(few, 100))).toBeNull();
    expect(generateAccumulator({ ...request(few, 2.25), room: 1 })).toBeNull();
    expect(generateAccumulator(request(few, 2.25))?.coef).toBe(2.25);
    expect(generateAccumulator(request(few, BET_GENERATOR.maxTarget + 1))).toBeNull();
  });

  it('candidatesOf lists the main markets of every game', () => {
    const g = {
      ...game(7),
      mainMarkets: [{ groupId: 1, param: null, outcomes: [outcome(7, 1, 2), outcome(7, 3, 3)] }],
    };
    expect(candidatesOf([g]).map((c) => c.outcome.id)).toEqual(['7_1_', '7_3_']);
  });
});

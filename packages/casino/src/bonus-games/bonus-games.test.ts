import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawWithoutReplacement, floatStream, hashSeed } from '../fair';
import { fixedFloats } from '../test-support';
import type { Json } from '../types';
import { enumerateOutcomes } from './enumerate';
import { expectedValue, totalProbability } from './ev';
import { equals, frac, fractionText, ONE, type Fraction } from './fraction';
import { drawDistinct, intSource, type IntSource } from './int-source';
import { BONUS_GAMES, bonusGame } from './registry';
import { depositTickets, spendTicket, TICKET_CURRENCY } from './tickets';
import { BONUS_GAME_IDS, type BonusGame } from './types';
import { playBonusRound } from './verify';

/**
 * Issue 16 bonus games (spec §2 Games entrance): each game's published table is the exact
 * distribution of its own play, for every choice; the expected values are those published in
 * docs/bonus-games.md; a round recomputed from its seeds is the round played.
 */

/** Choices of each game the exhaustive checks cover (the choice never changes the draws). */
const CHOICES: Record<string, readonly Json[]> = {
  fortuna: [null],
  chest: [{ pick: 0 }, { pick: 1 }, { pick: 2 }],
  memory: [null],
  safe: [{ code: [0, 0, 0] }, { code: [9, 4, 1] }, { code: [7, 7, 3] }],
  lottery: [{ numbers: [1, 2, 3] }, { numbers: [5, 13, 20] }],
  'dragon-bonus': [{ path: [0, 0, 0, 0, 0] }, { path: [2, 1, 0, 1, 2] }],
};

const run = (game: BonusGame, choice: Json, ints: IntSource): string => {
  const r = game.run(choice, ints);
  if (!r.ok) throw new Error(`${game.id} refused ${JSON.stringify(choice)}: ${r.code}`);
  return r.value.round.tier;
};

/**
 * Every branch of the game's draws, each choice's tier read from the same draws: the first choice
 * records the calls, the others must make exactly the same calls (the draws do not depend on the
 * choice) and answer from the record. The outcome key joins the tiers of all choices.
 */
function jointDistribution(game: BonusGame, choices: readonly Json[]): Map<string, Fraction> {
  return enumerateOutcomes((ints) => {
    const calls: { n: number; v: number }[] = [];
    const first = run(game, choices[0] ?? null, {
      int(n) {
        const v = ints.int(n);
        calls.push({ n, v });
        return v;
      },
    });
    const rest = choices.slice(1).map((choice) => {
      let i = 0;
      const tier = run(game, choice, {
        int(n) {
          const call = calls[i++];
          if (!call || call.n !== n)
            throw new Error(`${game.id}: the choice ${JSON.stringify(choice)} changed the draws`);
          return call.v;
        },
      });
      if (i !== calls.length) throw new Error(`${game.id}: the choice ${JSON.stringify(choice)} read fewer draws`);
      return tier;
    });
    return [first, ...rest].join('|');
  });
}

function marginal(joint: Map<string, Fraction>, index: number): Map<string, Fraction> {
  const out = new Map<string, Fraction>();
  for (const [key, p] of joint) {
    const tier = key.split('|')[index] ?? '';
    const had = out.get(tier);
    out.set(tier, had ? frac(had.num * p.den + p.num * had.den, had.den * p.den) : p);
  }
  return out;
}

const text = (m: Map<string, Fraction>) => Object.fromEntries([...m].map(([k, v]) => [k, fractionText(v)]).sort());

describe('issue 16 bonus games: the published tables are the exact distributions of play', () => {
  it('six games, the ids of spec §2 Games entrance', () => {
    expect(BONUS_GAMES.map((g) => g.id)).toEqual([...BONUS_GAME_IDS]);
    expect(BONUS_GAME_IDS).toEqual(['fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon-bonus']);
  });

  for (const game of BONUS_GAMES) {
    it(`${game.id}: the probabilities sum to exactly 1 and every tier can be won`, () => {
      expect(equals(totalProbability(game.tiers), ONE)).toBe(true);
      for (const t of game.tiers) expect(t.probability.num > 0n, t.id).toBe(true);
      expect(new Set(game.tiers.map((t) => t.id)).size).toBe(game.tiers.length);
    });

    it(`${game.id}: enumerating every draw of play gives the table, for every choice tried (each outcome reachable)`, () => {
      const choices = CHOICES[game.id] ?? [];
      const joint = jointDistribution(game, choices);
      const table = Object.fromEntries(game.tiers.map((t) => [t.id, fractionText(t.probability)]).sort());
      choices.forEach((_, i) => expect(text(marginal(joint, i))).toEqual(table));
    }, 60_000);
  }

  it('one product per game (a ticket never mixes betting and casino); bonus prizes with the 10 × cap', () => {
    for (const game of BONUS_GAMES) {
      const kinds = new Set(game.tiers.map((t) => t.prize.kind).filter((k) => k !== 'points'));
      expect(kinds.size, game.id).toBe(1);
      const [kind] = [...kinds];
      expect(kind === 'free_bet', game.id).toBe(game.terms.product === 'sport');
      expect(game.terms.bonusKind === 'free_bet', game.id).toBe(game.terms.product === 'sport');
      expect(game.terms.wageringMultiplier).toBeLessThanOrEqual(10);
      for (const t of game.tiers) expect(Number.isInteger(t.prize.amount) && t.prize.amount > 0, t.id).toBe(true);
    }
  });
});

describe('issue 16 bonus games: exact expected value per ticket (docs/bonus-games.md)', () => {
  const published: Record<string, { bonus: string; free_bet: string; points: string }> = {
    fortuna: { bonus: '1225/6', free_bet: '0', points: '0' },
    chest: { bonus: '0', free_bet: '200', points: '5/2' },
    memory: { bonus: '215135/1001', free_bet: '0', points: '8922/1001' },
    safe: { bonus: '1369/10', free_bet: '0', points: '729/100' },
    lottery: { bonus: '0', free_bet: '8875/57', points: '455/57' },
    'dragon-bonus': { bonus: '5500/27', free_bet: '0', points: '10/3' },
  };
  for (const game of BONUS_GAMES)
    it(`${game.id}: EV = Σ probability × prize equals the published figure`, () => {
      const ev = expectedValue(game.tiers);
      expect({
        bonus: fractionText(ev.bonus),
        free_bet: fractionText(ev.free_bet),
        points: fractionText(ev.points),
      }).toEqual(published[game.id]);
    });

  it('a seeded simulation of 5,000 rounds per game lands within ±3σ/√n of the exact money EV', () => {
    const n = 5_000;
    for (const game of BONUS_GAMES) {
      const money = (id: string) => {
        const t = game.tiers.find((x) => x.id === id);
        return t && t.prize.kind !== 'points' ? t.prize.amount : 0;
      };
      const exact = game.tiers.reduce(
        (s, t) => s + (money(t.id) * Number(t.probability.num)) / Number(t.probability.den),
        0,
      );
      const second = game.tiers.reduce(
        (s, t) => s + (money(t.id) ** 2 * Number(t.probability.num)) / Number(t.probability.den),
        0,
      );
      const sigma = Math.sqrt(second - exact ** 2);
      let total = 0;
      for (let i = 0; i < n; i++) {
        const r = playBonusRound({
          gameId: game.id,
          choice: game.defaultChoice,
          serverSeed: 'sim',
          clientSeed: 'sim',
          nonce: i,
        });
        if (!r.ok) throw new Error(r.code);
        total += money(r.value.tier.id);
      }
      expect(Math.abs(total / n - exact), game.id).toBeLessThanOrEqual((3 * sigma) / Math.sqrt(n));
    }
  });
});

describe('issue 16 bonus games: provably fair rounds', () => {
  const seed = fc.stringMatching(/^[0-9a-f]{1,64}$/);
  const choiceOf = (game: BonusGame): fc.Arbitrary<Json> => {
    switch (game.choice) {
      case 'pick-chest':
        return fc.integer({ min: 0, max: 2 }).map((pick) => ({ pick }));
      case 'safe-code':
        return fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 3, maxLength: 3 }).map((code) => ({ code }));
      case 'lottery-numbers':
        return fc
          .uniqueArray(fc.integer({ min: 1, max: 20 }), { minLength: 3, maxLength: 3 })
          .map((numbers) => ({ numbers }));
      case 'dragon-path':
        return fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 5, maxLength: 5 }).map((path) => ({ path }));
      case 'none':
        return fc.constant(null);
    }
  };

  it('verify agrees with play: the same seeds, nonce and choice give the same tier and board, from the committed hash', () => {
    for (const game of BONUS_GAMES)
      fc.assert(
        fc.property(seed, seed, fc.integer({ min: 0, max: 2 ** 31 - 1 }), choiceOf(game), (s, c, nonce, choice) => {
          const played = playBonusRound({ gameId: game.id, choice, serverSeed: s, clientSeed: c, nonce });
          const again = playBonusRound({ gameId: game.id, choice, serverSeed: s, clientSeed: c, nonce });
          expect(played.ok).toBe(true);
          expect(again).toEqual(played);
          if (played.ok) {
            expect(played.value.serverSeedHash).toBe(hashSeed(s));
            expect(game.tiers.map((t) => t.id)).toContain(played.value.tier.id);
          }
        }),
        { numRuns: 60 },
      );
  });

  it('rounds read the fair floats: ⌊float · n⌋ per draw, Fisher–Yates as fair.ts draws', () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: 0, max: 1000 }), (s, nonce) => {
        const a = drawDistinct(5, 20, intSource(floatStream(s, 'c', nonce)));
        expect(a).toEqual(drawWithoutReplacement(5, 20, floatStream(s, 'c', nonce)));
      }),
    );
    // Fortuna reads one float: 0.5 → segment 6 of 12 (50 cents), 0.99 → segment 11 (10.00 EUR).
    expect(bonusGame('fortuna').run(null, intSource(fixedFloats([0.5])))).toMatchObject({
      ok: true,
      value: { round: { tier: 'bonus-50', board: { segment: 6 } } },
    });
    expect(bonusGame('fortuna').run(null, intSource(fixedFloats([0.99])))).toMatchObject({
      ok: true,
      value: { round: { tier: 'bonus-1000', board: { segment: 11 } } },
    });
  });

  it('pinned example (docs/bonus-games.md): server seed "server-seed", client seed "client-seed", nonce 1', () => {
    const r = playBonusRound({
      gameId: 'fortuna',
      choice: null,
      serverSeed: 'server-seed',
      clientSeed: 'client-seed',
      nonce: 1,
    });
    // First float 0xaa236da7 / 2³² = 0.6646…: ⌊0.6646 · 12⌋ = 7 → 1.00 EUR.
    expect(r).toMatchObject({ ok: true, value: { round: { tier: 'bonus-100', board: { segment: 7 } } } });
  });

  it('examples of each game: chest pick, safe code, lottery hits, dragon climb, memory pair', () => {
    const play = (id: string, choice: Json, floats: number[]) => {
      const r = bonusGame(id as never).run(choice, intSource(fixedFloats(floats)));
      if (!r.ok) throw new Error(r.code);
      return r.value.round;
    };
    // Cells 0–11 are 1.00 free bets, 16–17 5.00, 19 the 50 points.
    expect(play('chest', { pick: 2 }, [0, 0.8, 0.96])).toEqual({
      tier: 'points-50',
      board: { pick: 2, chests: ['free-bet-100', 'free-bet-500', 'points-50'] },
    });
    expect(play('safe', { code: [4, 2, 9] }, [0.45, 0.21, 0.5])).toEqual({
      tier: 'match-2',
      board: { code: [4, 2, 9], combination: [4, 2, 5], matches: 2 },
    });
    // Fisher–Yates over 1…20: ⌊0·20⌋ = 0 → 1, then ⌊0·19⌋ → position 1 → 2, … five floats of 0 draw 1–5.
    expect(play('lottery', { numbers: [20, 2, 1] }, [0, 0, 0, 0, 0])).toEqual({
      tier: 'hits-2',
      board: { numbers: [1, 2, 20], drawn: [1, 2, 3, 4, 5], hits: 2 },
    });
    expect(play('dragon-bonus', { path: [0, 1, 2, 0, 0] }, [0.5, 0.9, 0.1, 0, 0.5])).toEqual({
      tier: 'level-3',
      board: { path: [0, 1, 2, 0, 0], dragons: [1, 2, 0, 0, 1], cleared: 3 },
    });
    // The deck in order: stars 0–3, coins 4–7, gems 8–10, crowns 11–13, dragons 14–15.
    expect(play('memory', null, [14 / 16, 0.99, 0])).toEqual({
      tier: 'pair-dragon',
      board: { cards: ['dragon', 'dragon'], pair: 'dragon' },
    });
  });

  it('bad choices are refused with a code, never thrown (fuzzed)', () => {
    for (const game of BONUS_GAMES)
      fc.assert(
        fc.property(fc.anything(), (raw) => {
          const r = game.run(raw, intSource(fixedFloats([])));
          if (!r.ok) expect(r.code).toMatch(/^bonus_game\./);
        }),
        { numRuns: 200 },
      );
    expect(bonusGame('chest').run({ pick: 3 }, intSource(fixedFloats([])))).toEqual({
      ok: false,
      code: 'bonus_game.chest_pick',
    });
    expect(bonusGame('lottery').run({ numbers: [1, 1, 2] }, intSource(fixedFloats([])))).toEqual({
      ok: false,
      code: 'bonus_game.lottery_numbers',
    });
    expect(bonusGame('fortuna').run({ spin: 'hard' }, intSource(fixedFloats([])))).toEqual({
      ok: false,
      code: 'bonus_game.choice',
    });
    expect(playBonusRound({ gameId: 'roulette', choice: null, serverSeed: 's', clientSeed: 'c', nonce: 0 })).toEqual({
      ok: false,
      code: 'bonus_game.unknown_game',
    });
  });
});

describe('issue 16 bonus-game tickets', () => {
  it('a round spends one ticket, never below zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 1000 }), (balance) => {
        const r = spendTicket(balance);
        if (balance >= 1) expect(r).toEqual({ ok: true, balance: balance - 1 });
        else expect(r).toEqual({ ok: false, error: 'no_tickets' });
      }),
    );
  });
  it('a deposit of 20.00 EUR or more earns one ticket; less, or another currency, none', () => {
    expect(depositTickets(TICKET_CURRENCY, 2_000n)).toBe(1);
    expect(depositTickets(TICKET_CURRENCY, 1_999n)).toBe(0);
    expect(depositTickets('RUB', 1_000_000n)).toBe(0);
  });
});

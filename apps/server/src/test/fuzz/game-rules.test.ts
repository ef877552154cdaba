import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { gameById, gamePaytable, verifyRound, type Json } from '@sb/casino';
import { GAME_ACTIONS, GAME_PARAMS, INSTANT_GAMES, maxMultiplierUnits, overpayOf, ROUND_GAMES } from './game-rules';

/**
 * Issue 25 §2 "no win larger than the game's rules allow": the fuzzer's own rules, checked
 * against the games themselves (pure, no database). Every parameter the fuzzer sends is one the
 * game accepts; no round the game can play pays above the bound (else the fuzzer would cry wolf);
 * a payout one minor unit above the rule is caught.
 */
const SEED = 20_261_205;
const seedText = fc.stringMatching(/^[a-f0-9]{16}$/);

describe('issue 25 §2: the fuzzer’s game rules', () => {
  it('issue 25 §2: every studio game has parameters and a max multiplier; the parameters pass the game’s own parse', () => {
    for (const gameId of [...INSTANT_GAMES, ...ROUND_GAMES]) {
      const game = gameById(gameId);
      expect(game, gameId).toBeDefined();
      const arb = GAME_PARAMS[gameId];
      if (!game || !arb) continue;
      for (const params of fc.sample(arb, { seed: SEED, numRuns: 50 }))
        expect(game.parse(params), `${gameId} ${JSON.stringify(params)}`).toMatchObject({ ok: true });
      expect(
        maxMultiplierUnits(gameId, gamePaytable(gameId), fc.sample(arb, { seed: SEED, numRuns: 1 })[0]),
      ).toBeGreaterThan(0);
    }
  });

  it('issue 25 §2: no round a game plays (random seeds, parameters, actions) pays above the fuzzer’s max multiplier', () => {
    const games = [...INSTANT_GAMES, ...ROUND_GAMES];
    const round = fc.constantFrom(...games).chain((gameId) =>
      fc.record({
        gameId: fc.constant(gameId),
        params: GAME_PARAMS[gameId] ?? fc.constant<Json>({}),
        serverSeed: seedText,
        clientSeed: seedText,
        nonce: fc.nat(1000),
        actions: fc.array(GAME_ACTIONS[gameId] ?? fc.constant<Json>({}), { maxLength: 6 }),
      }),
    );
    fc.assert(
      fc.property(round, (r) => {
        const v = verifyRound(INSTANT_GAMES.includes(r.gameId) ? { ...r, actions: [] } : r);
        // An action the state refuses, or an unfinished round, pays nothing: nothing to bound.
        if (!v.ok) return;
        expect(v.multiplier).toBeLessThanOrEqual(maxMultiplierUnits(r.gameId, gamePaytable(r.gameId), r.params));
      }),
      { seed: SEED, numRuns: 3000 },
    );
  });

  it('issue 25 §2: overpayOf accepts the rule’s payout and flags one minor unit more, a multiplier above the max, and a paid open round', () => {
    const paytable = gamePaytable('dice');
    const round = {
      id: 'r1',
      gameId: 'dice',
      status: 'settled',
      stakeMinor: '333',
      totalStakeMinor: '333',
      multiplier: 19_800,
      payoutMinor: '659',
      params: { target: 50, direction: 'under' },
    };
    expect(overpayOf(round, paytable)).toBeNull();
    expect(overpayOf({ ...round, payoutMinor: '660' }, paytable)).toMatch(/paid 660/);
    expect(overpayOf({ ...round, multiplier: 19_801, payoutMinor: '659' }, paytable)).toMatch(/above the rules' max/);
    expect(overpayOf({ ...round, status: 'open', payoutMinor: '1' }, paytable)).toMatch(/open round/);
  });
});

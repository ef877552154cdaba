import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedFloats, simFloats } from '../test-support';
import type { Json, RoundGame } from '../types';
import { at } from '../util';
import { blackjack, type BlackjackState } from './blackjack';
import { hilo, hiloRank } from './hilo';
import { mines, minesMultiplier } from './mines';
import { jobPay } from './poker-hands';
import { drawHand, videoPoker } from './video-poker';

/** Issue 15 "The games": round games (mines, hi-lo, video poker, blackjack). */
const must = <S>(r: { ok: true; value: S } | { ok: false; code: string }): S => {
  if (!r.ok) throw new Error(r.code);
  return r.value;
};

describe('mines', () => {
  it('pays 0.99 · C(25,k)/C(25−m,k) after k safe tiles', () => {
    expect(minesMultiplier(1, 1)).toBe(10_312); // 0.99 × 25/24
    expect(minesMultiplier(3, 2)).toBe(Math.floor((9_900 * 300) / 231));
    expect(minesMultiplier(24, 1)).toBe(247_500);
  });
  it('a mine loses, a cash-out pays, the field stays hidden until the end', () => {
    const state = mines.start({ mines: 3 }, simFloats(5));
    const mine = at(state.minePositions, 0);
    const safe = [...Array(25).keys()].find((t) => !state.minePositions.includes(t)) ?? 0;
    expect((mines.view(state) as { minePositions: Json }).minePositions).toBeNull();
    const after = must(mines.act(state, { type: 'pick', tile: safe }));
    expect(mines.outcome(after)).toBeNull();
    expect(mines.outcome(must(mines.act(after, { type: 'cashout' })))).toBe(minesMultiplier(3, 1));
    expect(mines.outcome(must(mines.act(after, { type: 'pick', tile: mine })))).toBe(0);
    expect(mines.act(after, { type: 'pick', tile: safe })).toEqual({ ok: false, code: 'mines.tile_open' });
    expect(mines.act(state, { type: 'cashout' })).toEqual({ ok: false, code: 'mines.nothing_to_cash' });
  });
  it('opening every safe tile cashes out by itself', () => {
    let state = mines.start({ mines: 24 }, simFloats(1));
    const safe = [...Array(25).keys()].find((t) => !state.minePositions.includes(t)) ?? 0;
    state = must(mines.act(state, { type: 'pick', tile: safe }));
    expect(state.status).toBe('cashed');
    expect(mines.outcome(state)).toBe(247_500);
  });
});

describe('hi-lo', () => {
  it('ranks ace low and king high; a right guess multiplies by 1/p, cash-out pays 0.99×', () => {
    expect(hiloRank(12)).toBe(1);
    expect(hiloRank(11)).toBe(13);
    expect(hiloRank(0)).toBe(2);
    // Cards: ⌊f·52⌋ → 12 (ace of clubs), then 0 (two of clubs): "higher" on an ace is right, p = 12/13.
    const state = hilo.start({}, fixedFloats([12.5 / 52, 0.5 / 52]));
    const after = must(hilo.act(state, { type: 'guess', guess: 'higher' }));
    expect(hilo.act(state, { type: 'guess', guess: 'lower' })).toEqual({ ok: false, code: 'hilo.impossible_guess' });
    expect(hilo.outcome(must(hilo.act(after, { type: 'cashout' })))).toBe(Math.floor(9_900 * (13 / 12)));
  });
});

describe('video poker', () => {
  it('holds the chosen cards and draws the next ones in order', () => {
    expect(drawHand([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [0, 2])).toEqual([1, 6, 3, 7, 8]);
  });
  it('pays Jacks or Better 9/6', () => {
    const royal = [8, 9, 10, 11, 12]; // T J Q K A of clubs
    expect(jobPay(royal)).toBe(800);
    expect(jobPay([12, 25, 38, 51, 0])).toBe(25); // four aces
    expect(jobPay([9, 22, 0, 14, 28])).toBe(1); // pair of jacks
    expect(jobPay([8, 21, 0, 14, 28])).toBe(0); // pair of tens
    expect(jobPay([12, 0, 1, 2, 16])).toBe(4); // wheel straight A-5
    expect(jobPay([0, 13, 26, 1, 14])).toBe(9); // full house
    const state = videoPoker.start({}, simFloats(3));
    const done = must(videoPoker.act(state, { type: 'draw', hold: [0, 1, 2, 3, 4] }));
    expect(videoPoker.outcome(done)).toBe(jobPay(state.cards.slice(0, 5)) * 10_000);
    expect(videoPoker.act(done, { type: 'draw', hold: [] }).ok).toBe(false);
  });
});

describe('blackjack', () => {
  // Shoe index i of drawWithoutReplacement comes from float ≈ (i − step)/(312 − step): choose
  // the cards by their first-draw position (step j takes position j + ⌊f·(312 − j)⌋).
  const shoe = (cards: number[]) => fixedFloats(cards.map((c, j) => (c - j + 0.5) / (312 - j)));
  it('a natural pays 3:2 at once', () => {
    // Player A♣ (12) K♣ (11) against dealer 9♣ (7), 5♣ (3): cards dealt P, D, P, D.
    const state = blackjack.start({}, shoe([12, 7, 11, 20]));
    expect(state.phase).toBe('done');
    expect(blackjack.outcome(state)).toBe(25_000);
  });
  it('offers insurance under an ace; it pays 2:1 when the dealer has blackjack', () => {
    // Player 9 + 8 (7, 6), dealer A (12) + K (11).
    const state = blackjack.start({}, shoe([7, 12, 6, 11]));
    expect(state.phase).toBe('insurance');
    expect(blackjack.extraStake(state, { type: 'insurance' })).toBe(1);
    const done = must(blackjack.act(state, { type: 'insurance' }));
    expect(done.phase).toBe('done');
    // The hand loses; the insurance stake returns 3 (2:1): 3 of the 2 stakes in play.
    expect(blackjack.outcome(done)).toBe(30_000);
  });
  it('doubles for one card and pays 4× on a win; the hole card is hidden while playing', () => {
    // Player 6 + 5 (4, 3), dealer 6 (4+13=17) + T (8+13=21), then K to the player, dealer draws 5… .
    const state = blackjack.start({}, shoe([4, 17, 3, 21, 11, 29]));
    expect((blackjack.view(state) as { dealer: Json[] }).dealer[1]).toBeNull();
    expect(blackjack.extraStake(state, { type: 'double' })).toBe(1);
    const done = must(blackjack.act(state, { type: 'double' }));
    expect(done.phase).toBe('done');
    // Player 21; dealer 16 draws 5 (29 = 5♦… rank 3 → 5): 21 — a push returns the doubled 2×.
    expect(blackjack.outcome(done)).toBe(20_000);
  });
  it('splits a pair once into two hands', () => {
    const state = blackjack.start({}, shoe([6, 4, 19, 30, 50, 40]));
    const split = must(blackjack.act(state, { type: 'split' }));
    expect(split.hands).toHaveLength(2);
    expect(split.hands.every((h) => h.cards.length === 2 && h.fromSplit)).toBe(true);
    expect(blackjack.act(split, { type: 'split' }).ok).toBe(false);
  });
});

/** A random legal action: each game's own parser decides what is legal. */
const ROUND_GAMES: [RoundGame, unknown, (state: Json, pick: number) => unknown][] = [
  [mines, { mines: 5 }, (_s, p) => (p % 6 === 0 ? { type: 'cashout' } : { type: 'pick', tile: p % 25 })],
  [
    hilo,
    {},
    (_s, p) =>
      [{ type: 'skip' }, { type: 'cashout' }, { type: 'guess', guess: ['higher', 'lower', 'same'][p % 3] }][p % 3],
  ],
  [videoPoker, {}, (_s, p) => ({ type: 'draw', hold: [0, 1, 2, 3, 4].filter((i) => (p >> i) & 1) })],
  [
    blackjack,
    {},
    (s, p) => {
      const actions = (blackjack.view(s as BlackjackState) as { actions: string[] }).actions;
      return { type: actions[p % actions.length] };
    },
  ],
];

describe('every round game (properties)', () => {
  it('ends within a bounded number of actions, never pays a negative multiplier, replays identically', () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(fc.nat(), { minLength: 200, maxLength: 200 }), (nonce, picks) => {
        for (const [game, params, choose] of ROUND_GAMES) {
          const p = must(game.parse(params));
          let state = game.start(p, simFloats(nonce));
          expect(game.start(p, simFloats(nonce))).toEqual(state);
          let steps = 0;
          for (const pick of picks) {
            if (game.outcome(state) !== null) break;
            const action = game.parseAction(choose(state, pick));
            if (!action.ok) continue;
            const next = game.act(state, action.value);
            if (next.ok) {
              state = next.value;
              steps += 1;
            }
          }
          // Every accepted action makes progress: mines ≤ 25 picks, hi-lo ≤ 51 cards, video poker 1
          // draw, blackjack ≤ 60 cards; 200 random choices always finish the round.
          expect(steps).toBeLessThanOrEqual(60);
          expect(game.outcome(state)).not.toBeNull();
          const outcome = game.outcome(state);
          if (outcome !== null) expect(Number.isInteger(outcome) && outcome >= 0).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});

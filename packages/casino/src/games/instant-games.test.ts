import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedFloats, simFloats } from '../test-support';
import type { InstantGame, Json } from '../types';
import { dice } from './dice';
import { dragonTiger } from './dragon-tiger';
import { keno } from './keno';
import { limbo, limboResultHundredths } from './limbo';
import { plinko } from './plinko';
import { roulette } from './roulette';
import { scratchCard } from './scratch';
import { wheel } from './wheel';

/** Issue 15 "The games": rules and payouts of the instant games, by example and by property. */
const parsed = <P extends Json>(game: InstantGame<P>, params: unknown): P => {
  const r = game.parse(params);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(params)}: ${r.code}`);
  return r.value;
};

describe('dice', () => {
  it('under 50 wins on 0.00–49.99 and pays 1.98×', () => {
    const p = parsed(dice, { target: 50, direction: 'under' });
    expect(dice.play(p, fixedFloats([0.4999])).multiplier).toBe(19_800);
    expect(dice.play(p, fixedFloats([0.5])).multiplier).toBe(0);
    expect(dice.play(p, fixedFloats([0.5])).result).toMatchObject({ roll: 50, win: false, chance: 50 });
  });
  it('over 98.99 wins on 99.00–99.99 (1 %) and pays 99×', () => {
    const p = parsed(dice, { target: 98.99, direction: 'over' });
    expect(dice.play(p, fixedFloats([0.99])).multiplier).toBe(990_000);
  });
  it('refuses a target off the 0.01 grid or a chance above 98 %', () => {
    expect(dice.parse({ target: 50.001, direction: 'under' })).toEqual({ ok: false, code: 'dice.target' });
    expect(dice.parse({ target: 99, direction: 'under' })).toEqual({ ok: false, code: 'dice.chance' });
    expect(dice.parse({ target: 50, direction: 'sideways' })).toEqual({ ok: false, code: 'dice.direction' });
  });
});

describe('limbo', () => {
  it('the result is 0.99 at float 0 and reaches 2× with probability 49.5 %', () => {
    expect(limboResultHundredths(0)).toBe(99);
    expect(limboResultHundredths(0.5051)).toBe(200);
    expect(limboResultHundredths(0.5049)).toBe(199);
    const p = parsed(limbo, { target: 2 });
    expect(limbo.play(p, fixedFloats([0.6])).multiplier).toBe(20_000);
    expect(limbo.play(p, fixedFloats([0.3])).multiplier).toBe(0);
  });
  it('refuses targets below 1.01× or above 1,000,000×', () => {
    expect(limbo.parse({ target: 1 }).ok).toBe(false);
    expect(limbo.parse({ target: 1_000_001 }).ok).toBe(false);
  });
});

describe('roulette', () => {
  it('pays straight 35:1, red 1:1, and sums several bets over their total', () => {
    const bets = parsed(roulette, [
      { type: 'straight', numbers: [17], amount: 10 },
      { type: 'red', amount: 10 },
      { type: 'dozen', index: 2, amount: 20 },
    ]);
    // 17 is black, in the 2nd dozen: 360 + 0 + 60 returned of 40 staked = 10.5×.
    const seventeen = 17 / 37 + 0.001;
    expect(roulette.play(bets, fixedFloats([seventeen])).multiplier).toBe(105_000);
    expect(roulette.play(bets, fixedFloats([0])).multiplier).toBe(0);
  });
  it('accepts only legal inside bets', () => {
    expect(roulette.parse([{ type: 'split', numbers: [1, 2], amount: 1 }]).ok).toBe(true);
    expect(roulette.parse([{ type: 'split', numbers: [3, 4], amount: 1 }]).ok).toBe(false);
    expect(roulette.parse([{ type: 'corner', numbers: [0, 1, 2, 3], amount: 1 }]).ok).toBe(true);
    expect(roulette.parse([{ type: 'line', numbers: [1, 2, 3, 4, 5, 6], amount: 1 }]).ok).toBe(true);
    expect(roulette.parse([{ type: 'street', numbers: [2, 3, 4], amount: 1 }]).ok).toBe(false);
    expect(roulette.parse([]).ok).toBe(false);
    expect(roulette.parse([{ type: 'red', amount: 0 }]).ok).toBe(false);
  });
});

describe('plinko, keno, wheel, scratch, dragon tiger', () => {
  it('plinko lands in the slot counted by right bounces', () => {
    const p = parsed(plinko, { rows: 8, risk: 'high' });
    expect(plinko.play(p, fixedFloats([0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.9])).multiplier).toBe(290_000);
    expect(plinko.play(p, fixedFloats([])).result).toMatchObject({ slot: 0, pay: 29 });
  });
  it('keno counts hits of the drawn 20 and refuses duplicate picks', () => {
    const p = parsed(keno, { picks: [1, 2, 3], risk: 'high' });
    const r = keno.play(p, simFloats(1)).result as { drawn: number[]; hits: number[] };
    expect(new Set(r.drawn).size).toBe(20);
    expect(r.hits).toEqual([1, 2, 3].filter((n) => r.drawn.includes(n)));
    expect(keno.parse({ picks: [5, 5] })).toEqual({ ok: false, code: 'keno.duplicate_pick' });
    expect(keno.parse({ picks: [] }).ok).toBe(false);
  });
  it('wheel high pays 0.99 × segments on the one lit segment', () => {
    const p = parsed(wheel, { risk: 'high', segments: 50 });
    expect(wheel.play(p, fixedFloats([0])).multiplier).toBe(495_000);
    expect(wheel.play(p, fixedFloats([0.5])).multiplier).toBe(0);
    expect(wheel.parse({ risk: 'high', segments: 15 }).ok).toBe(false);
  });
  it('scratch pays every symbol seen 3+ times', () => {
    // Weights 20/18/16/…: floats 0 → cherry, 0.19 → cherry, 0.96 → seven.
    const card = scratchCard.play({}, fixedFloats([0, 0, 0, 0.97, 0.97, 0.97, 0.3, 0.5, 0.7]));
    expect(card.multiplier).toBe(3_500 + 380_000);
  });
  it('dragon tiger: tie halves a dragon bet and pays tie 11:1', () => {
    // Shoe cards 0 and 13·k have the same rank (ace): step 1 keeps card 0, step 2 takes 1 + ⌊f·415⌋ = 13.
    const tie = fixedFloats([0, 12.5 / 415]);
    const r = dragonTiger.play({ bet: 'dragon' }, tie);
    expect(r.result).toMatchObject({ winner: 'tie' });
    expect(r.multiplier).toBe(5_000);
    expect(dragonTiger.play({ bet: 'tie' }, fixedFloats([0, 12.5 / 415])).multiplier).toBe(120_000);
  });
});

const SAMPLE_PARAMS: [InstantGame, unknown][] = [
  [dice, { target: 33.33, direction: 'over' }],
  [limbo, { target: 3.7 }],
  [roulette, [{ type: 'corner', numbers: [1, 2, 4, 5], amount: 3 }]],
  [plinko, { rows: 12, risk: 'medium' }],
  [keno, { picks: [3, 14, 15, 92 - 12], risk: 'low' }],
  [wheel, { risk: 'medium', segments: 30 }],
  [scratchCard, {}],
  [dragonTiger, { bet: 'tiger' }],
];

describe('every instant game (properties)', () => {
  it('multipliers are whole, never negative, and a pure function of (params, floats)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { maxLength: 40 }),
        (floats) => {
          for (const [game, raw] of SAMPLE_PARAMS) {
            const params = parsed(game, raw);
            const a = game.play(params, fixedFloats(floats));
            const b = game.play(params, fixedFloats(floats));
            expect(a).toEqual(b);
            expect(Number.isInteger(a.multiplier) && a.multiplier >= 0).toBe(true);
          }
        },
      ),
    );
  });
  it('parse refuses what is not an object of the game', () => {
    for (const [game] of SAMPLE_PARAMS) {
      if (game !== scratchCard) expect(game.parse('nonsense').ok).toBe(false);
    }
  });
});

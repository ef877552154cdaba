import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { simulationBand } from '../rtp/distribution';
import { simulateInstant } from '../rtp/simulate';
import { enumerateSlot, slotRtp } from '../rtp/slot-rtp';
import { fixedFloats, simFloats } from '../test-support';
import { DEEP_SEA_CATCH, deepSeaCatch } from './deep-sea-catch';
import { DRAGON_WAYS, dragonWays } from './dragon-ways';
import { evaluateGrid, lineWin, playSlot, type SlotDefinition } from './engine';
import { FRUIT_FIESTA, fruitFiesta } from './fruit-fiesta';
import { PHARAOH_GOLD, pharaohGold } from './pharaoh-gold';

/** Issue 15: video slots (5 reels, paylines or ways, wilds, scatters, free spins) and their exact RTP. */
const SLOTS = [
  [FRUIT_FIESTA, fruitFiesta],
  [PHARAOH_GOLD, pharaohGold],
  [DRAGON_WAYS, dragonWays],
  [DEEP_SEA_CATCH, deepSeaCatch],
] as const;

describe('slot rules', () => {
  it('a line pays from the left, wilds substitute, leading wilds pay whichever is more', () => {
    expect(lineWin(FRUIT_FIESTA, ['7', 'W', '7', 'C', '7'])).toEqual({ symbol: '7', count: 3, coins: 17 });
    expect(lineWin(FRUIT_FIESTA, ['W', 'W', 'W', 'C', 'B'])).toEqual({ symbol: 'W', count: 3, coins: 42 });
    expect(lineWin(FRUIT_FIESTA, ['W', 'W', 'C', 'C', 'C'])).toEqual({ symbol: 'C', count: 5, coins: 25 });
    expect(lineWin(FRUIT_FIESTA, ['W', 'S', 'W', 'W', 'W']).coins).toBe(0);
    expect(lineWin(FRUIT_FIESTA, ['C', 'C', 'B', 'C', 'C']).coins).toBe(0);
  });

  it('ways multiply the symbol counts of adjacent reels', () => {
    const grid = [
      ['D', 'D', 'N'],
      ['W', 'D', 'Q'],
      ['D', 'A', 'K'],
      ['N', 'J', 'Q'],
      ['D', 'D', 'D'],
    ];
    // Dragon on reels 1–3: 2 × 2 × 1 = 4 ways of 3 dragons at 11 coins.
    expect(evaluateGrid(DRAGON_WAYS, grid).wins).toEqual([{ line: -1, symbol: 'D', count: 3, coins: 44, ways: 4 }]);
  });

  it('3 scatters pay and play the free spins inside the same bet, multiplied', () => {
    let i = 0;
    let spin = playSlot(FRUIT_FIESTA, simFloats(i));
    while (spin.freeSpins.length === 0) spin = playSlot(FRUIT_FIESTA, simFloats(++i));
    expect(spin.base.scatters).toBeGreaterThanOrEqual(3);
    expect(spin.freeSpins).toHaveLength(10);
    const free = spin.freeSpins.reduce((s, f) => s + f.coins, 0);
    expect(spin.coins).toBe(spin.base.coins + 2 * free);
    expect(spin.multiplier).toBe(spin.coins * 1_000);
  });

  it('multipliers are whole, never negative, and a pure function of the floats', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { maxLength: 60 }),
        (floats) => {
          for (const [, game] of SLOTS) {
            const a = game.play({}, fixedFloats(floats));
            expect(game.play({}, fixedFloats(floats))).toEqual(a);
            expect(Number.isInteger(a.multiplier) && a.multiplier >= 0).toBe(true);
          }
        },
      ),
    );
  });
});

describe('slot RTP (exact)', () => {
  it('the published RTP equals the exact computation from the reel strips and paytable', () => {
    for (const [def, game] of SLOTS) {
      const exact = slotRtp(def);
      expect(Math.abs(game.info.rtp - exact.rtp)).toBeLessThan(1e-6);
      expect(exact.baseRtp + exact.featureRtp).toBeCloseTo(exact.rtp, 12);
    }
  });

  it('the fast computation equals the enumeration of every stop combination (small slot)', () => {
    const mini: SlotDefinition = {
      ...FRUIT_FIESTA,
      reels: ['7WSCBL', 'CWS7GO', 'W7SMCL', 'SCW7OG', 'C7WSML'],
      freeReels: ['7WCCBL', 'CWC7GO', 'W7CMCL', 'CCW7OG', 'C7WCML'],
    };
    const ways: SlotDefinition = { ...DRAGON_WAYS, reels: ['DSXKAN', 'WDSQJT', 'DWSKAN', 'TWDSQJ', 'NDSXKA'] };
    for (const def of [mini, ways]) {
      const enumerated = enumerateSlot(def);
      const fast = slotRtp(def);
      expect(enumerated.combinations).toBe(6 ** 5);
      expect(enumerated.rtp).toBeCloseTo(fast.rtp, 10);
      expect(enumerated.triggerProbability).toBeCloseTo(fast.triggerProbability, 12);
      expect(enumerated.sd).toBeGreaterThan(0);
    }
  });
});

describe('slot RTP (simulated, seeded fair stream)', () => {
  it.each(SLOTS.map(([def, game]) => [game.info.id, def, game] as const))(
    '%s lands in the 3σ band',
    (_id, def, game) => {
      const rounds = 10_000;
      const sim = simulateInstant(game, {}, rounds, (i) => simFloats(i, 'slot-simulation'));
      expect(Math.abs(sim.rtp - slotRtp(def).rtp)).toBeLessThanOrEqual(simulationBand(sim.sd, rounds));
    },
  );
});

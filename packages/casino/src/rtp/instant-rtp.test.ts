import { describe, expect, it } from 'vitest';
import { DICE_MAX_WINNING, DICE_MIN_WINNING, dice } from '../games/dice';
import { DRAGON_TIGER_RTP, dragonTiger } from '../games/dragon-tiger';
import { KENO_RISKS, KENO_RTP, keno } from '../games/keno';
import { LIMBO_MAX, limbo } from '../games/limbo';
import { PLINKO_RISKS, PLINKO_RTP, plinko } from '../games/plinko';
import { roulette, ROULETTE_RTP } from '../games/roulette';
import { allRouletteBets } from '../games/roulette-bets';
import { scratchCard, SCRATCH_RTP } from '../games/scratch';
import { WHEEL_RISKS, WHEEL_SEGMENTS, wheel } from '../games/wheel';
import { simFloats } from '../test-support';
import type { InstantGame, Json } from '../types';
import { at } from '../util';
import { moments, simulationBand, type Distribution } from './distribution';
import {
  diceDistribution,
  dragonTigerDistribution,
  kenoDistribution,
  limboDistribution,
  plinkoDistribution,
  rouletteDistribution,
  scratchDistribution,
  wheelDistribution,
} from './instant-rtp';
import { simulateInstant } from './simulate';

/** Issue 15 "Fairness and RTP": the published RTP of every instant game equals its exact computation. */
const exact = (d: Distribution) => {
  const m = moments(d);
  expect(m.total).toBeCloseTo(1, 12);
  return m;
};

describe('exact RTP of the instant games', () => {
  it('dice: 0.99 for every target, less at most the multiplier truncation (< 0.0001)', () => {
    for (let k = DICE_MIN_WINNING; k <= DICE_MAX_WINNING; k++) {
      const { rtp } = exact(diceDistribution(k));
      expect(rtp).toBeLessThanOrEqual(dice.info.rtp + 1e-12);
      expect(rtp).toBeGreaterThan(dice.info.rtp - 1e-4);
    }
    expect(exact(diceDistribution(5_000)).rtp).toBeCloseTo(0.99, 12);
  });

  it('limbo: P(result ≥ m) = ⌊99·2³²/100m⌋/2³², RTP 0.99 less at most m·2⁻³²', () => {
    for (const m100 of [101, 150, 200, 333, 1_000, 12_345, 100_000, 1_000_000, LIMBO_MAX * 100]) {
      const { rtp } = exact(limboDistribution(m100));
      expect(rtp).toBeLessThanOrEqual(limbo.info.rtp + 1e-12);
      expect(limbo.info.rtp - rtp).toBeLessThanOrEqual((m100 / 100) * 2 ** -32 + 1e-15);
    }
  });

  it('roulette: every legal bet returns 36/37', () => {
    const bets = allRouletteBets();
    expect(bets.length).toBe(37 + 60 + 14 + 23 + 11 + 6 + 6);
    for (const bet of bets) expect(exact(rouletteDistribution(bet)).rtp).toBeCloseTo(ROULETTE_RTP, 12);
    expect(roulette.info.rtp).toBe(36 / 37);
  });

  it('wheel: 0.99 at every risk and segment count', () => {
    for (const risk of WHEEL_RISKS)
      for (const n of WHEEL_SEGMENTS) expect(exact(wheelDistribution(risk, n)).rtp).toBeCloseTo(wheel.info.rtp, 12);
  });

  it('plinko: each table by the binomial equals PLINKO_RTP; the lowest is published', () => {
    const all: number[] = [];
    for (const risk of PLINKO_RISKS)
      for (let rows = 8; rows <= 16; rows++) {
        const { rtp } = exact(plinkoDistribution(risk, rows));
        expect(Math.abs(rtp - (PLINKO_RTP[risk][rows] ?? 0))).toBeLessThan(1e-9);
        all.push(rtp);
      }
    expect(Math.abs(Math.min(...all) - plinko.info.rtp)).toBeLessThan(1e-6);
  });

  it('keno: each table by the hypergeometric equals KENO_RTP; the lowest is published', () => {
    const all: number[] = [];
    for (const risk of KENO_RISKS)
      for (let picks = 1; picks <= 10; picks++) {
        const { rtp } = exact(kenoDistribution(risk, picks));
        expect(Math.abs(rtp - at(KENO_RTP[risk], picks - 1))).toBeLessThan(1e-9);
        all.push(rtp);
      }
    expect(Math.abs(Math.min(...all) - keno.info.rtp)).toBeLessThan(1e-6);
  });

  it('scratch card, dragon tiger: published equals exact', () => {
    expect(Math.abs(exact(scratchDistribution()).rtp - SCRATCH_RTP)).toBeLessThan(1e-6);
    expect(scratchCard.info.rtp).toBe(SCRATCH_RTP);
    expect(exact(dragonTigerDistribution('dragon')).rtp).toBeCloseTo(DRAGON_TIGER_RTP.dragon, 12);
    expect(exact(dragonTigerDistribution('tie')).rtp).toBeCloseTo(DRAGON_TIGER_RTP.tie, 12);
    expect(Math.abs(dragonTiger.info.rtp - DRAGON_TIGER_RTP.dragon)).toBeLessThan(1e-6);
  });
});

/** Seeded simulations on the provably fair stream land within ±3σ/√n of the exact RTP. */
const ROUNDS = 20_000;
const CASES: [string, InstantGame, Json, Distribution][] = [
  ['dice under 50', dice, { target: 50, direction: 'under' }, diceDistribution(5_000)],
  ['limbo 3×', limbo, { target: 3 }, limboDistribution(300)],
  [
    'roulette red',
    roulette,
    [{ type: 'red', numbers: [], index: 0, amount: 1 }],
    rouletteDistribution({ type: 'red', numbers: [], index: 0 }),
  ],
  ['plinko 16 high', plinko, { rows: 16, risk: 'high' }, plinkoDistribution('high', 16)],
  ['keno 5 medium', keno, { picks: [1, 2, 3, 4, 5], risk: 'medium' }, kenoDistribution('medium', 5)],
  ['wheel 30 medium', wheel, { risk: 'medium', segments: 30 }, wheelDistribution('medium', 30)],
  ['scratch', scratchCard, {}, scratchDistribution()],
  ['dragon tiger', dragonTiger, { bet: 'dragon' }, dragonTigerDistribution('dragon')],
];

describe('simulated RTP of the instant games (seeded, fair stream)', () => {
  it.each(CASES)('%s lands in the 3σ band', (_name, game, params, distribution) => {
    const { rtp, sd } = moments(distribution);
    const sim = simulateInstant(game, params, ROUNDS, (i) => simFloats(i));
    expect(Math.abs(sim.rtp - rtp)).toBeLessThanOrEqual(simulationBand(sd, ROUNDS));
  });
});

import { describe, expect, it } from 'vitest';
import { blackjack } from '../games/blackjack';
import { hilo } from '../games/hilo';
import { mines, MINES_RTP } from '../games/mines';
import { simFloats } from '../test-support';
import { basicStrategy } from './blackjack-strategy';
import { moments, simulationBand } from './distribution';
import { hiloOneGuessDistribution, hiloOneGuessPolicy, minesDistribution, minesPolicy } from './round-rtp';
import { seededFloats } from './seeded';
import { simulateRound } from './simulate';

/** Issue 15 "Fairness and RTP": mines and hi-lo exactly; blackjack by a seeded basic-strategy simulation. */
describe('mines RTP', () => {
  it('every (mines, safe tiles) stopping rule returns 0.99 less at most the truncation', () => {
    for (let m = 1; m <= 24; m++)
      for (let k = 1; k <= 25 - m; k++) {
        const { rtp, total } = moments(minesDistribution(m, k));
        expect(total).toBeCloseTo(1, 12);
        expect(rtp).toBeLessThanOrEqual(MINES_RTP + 1e-12);
        expect(rtp).toBeGreaterThan(MINES_RTP - 1e-4);
      }
    expect(mines.info.rtp).toBe(MINES_RTP);
  });

  it('a seeded simulation (3 mines, cash out after 4 tiles) lands in the 3σ band', () => {
    const { rtp, sd } = moments(minesDistribution(3, 4));
    const rounds = 20_000;
    const sim = simulateRound(mines, { mines: 3 }, minesPolicy(4), rounds, (i) => simFloats(i));
    expect(Math.abs(sim.rtp - rtp)).toBeLessThanOrEqual(simulationBand(sd, rounds));
  });
});

describe('hi-lo RTP', () => {
  it('one guess of the likelier side returns 0.99 less the truncation; a simulation agrees', () => {
    const { rtp, sd, total } = moments(hiloOneGuessDistribution());
    expect(total).toBeCloseTo(1, 12);
    expect(rtp).toBeLessThanOrEqual(hilo.info.rtp);
    expect(rtp).toBeGreaterThan(hilo.info.rtp - 1e-4);
    const rounds = 20_000;
    const sim = simulateRound(hilo, {}, hiloOneGuessPolicy, rounds, (i) => simFloats(i));
    expect(Math.abs(sim.rtp - rtp)).toBeLessThanOrEqual(simulationBand(sd, rounds));
  });
});

describe('blackjack RTP (basic strategy, simulated)', () => {
  it('the published RTP is within 3σ/√n of a seeded 200,000-hand simulation', () => {
    const rounds = 200_000;
    const sim = simulateRound(blackjack, {}, basicStrategy, rounds, (i) => seededFloats(i));
    expect(Math.abs(sim.rtp - blackjack.info.rtp)).toBeLessThanOrEqual(simulationBand(sim.sd, rounds));
    // Doubles and splits put more than the opening stake in play on some hands.
    expect(sim.staked).toBeGreaterThan(1.05);
  });
});

import { describe, expect, it } from 'vitest';
import { simFloats } from '../test-support';
import { optimalHold, rtpCases } from './cases';
import { buildPaySums, type PaySums } from './video-poker-rtp';
import { simulationBand } from './distribution';

/**
 * Issue 15: the bench's cases (one setting and strategy per game) reproduce their RTP, so the
 * 10⁷-round bench measures what the proofs say. A small seeded run per case, ±3σ/√n (σ exact
 * where the distribution is: a short run rarely sees plinko's 1000× and would understate it).
 */
describe('bench cases', () => {
  let sums: PaySums | undefined;
  const paySums = () => (sums ??= buildPaySums());

  it('each case lands in the 3σ band of its RTP over 3,000 fair-stream rounds', { timeout: 60_000 }, () => {
    const rounds = 3_000;
    for (const c of rtpCases(paySums())) {
      let sum = 0;
      let square = 0;
      for (let i = 0; i < rounds; i++) {
        const pay = c.play(simFloats(i, `case-${c.id}`));
        sum += pay;
        square += pay * pay;
      }
      const mean = sum / rounds;
      const sd = c.sd ?? Math.sqrt(square / rounds - mean * mean);
      expect({ id: c.id, inBand: Math.abs(mean - c.rtp) <= simulationBand(sd, rounds) }).toEqual({
        id: c.id,
        inBand: true,
      });
    }
  });

  it('the remembered optimal hold holds the same cards whatever order they were dealt in', { timeout: 60_000 }, () => {
    const policy = optimalHold(paySums);
    // A♣ K♣ Q♣ J♣ 2♦ (12, 11, 10, 9, 14): hold the four to a royal, dealt in two orders.
    const held = (cards: number[]) => {
      const { hold } = policy({ cards: [...cards, 40, 41, 42, 43, 44], held: null, final: null });
      return hold.map((i) => cards[i]).sort((a = 0, b = 0) => a - b);
    };
    expect(held([12, 11, 10, 9, 14])).toEqual([9, 10, 11, 12]);
    expect(held([14, 9, 12, 10, 11])).toEqual([9, 10, 11, 12]);
  });
});

/**
 * A game's exact pay distribution (pay in × stake with its probability) and what the issue asks
 * to publish of it: RTP = Σ pay·p, hit frequency = P(pay > 0), volatility = the standard
 * deviation of the pay per round.
 */
export type Distribution = readonly { p: number; pay: number }[];

export interface Moments {
  rtp: number;
  sd: number;
  hitFrequency: number;
  /** Σ p (1 for a complete distribution; tests check it). */
  total: number;
}

export function moments(d: Distribution): Moments {
  let total = 0;
  let mean = 0;
  let square = 0;
  let hit = 0;
  for (const { p, pay } of d) {
    total += p;
    mean += p * pay;
    square += p * pay * pay;
    if (pay > 0) hit += p;
  }
  return { rtp: mean, sd: Math.sqrt(Math.max(0, square - mean * mean)), hitFrequency: hit, total };
}

/** The 99.7 % band of a simulated RTP over n rounds: ±3σ/√n. */
export function simulationBand(sd: number, rounds: number): number {
  return (3 * sd) / Math.sqrt(rounds);
}

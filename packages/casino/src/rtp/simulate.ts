import type { FloatStream, InstantGame, Json, RoundGame } from '../types';

/** Mean and standard deviation of the pay (× stake) over simulated rounds. */
export interface Simulation {
  rounds: number;
  rtp: number;
  sd: number;
  /** Total stake per round in opening stakes (blackjack doubles and splits cost more). */
  staked: number;
}

function summary(rounds: number, sum: number, square: number, staked: number): Simulation {
  const mean = sum / rounds;
  return { rounds, rtp: mean, sd: Math.sqrt(Math.max(0, square / rounds - mean * mean)), staked: staked / rounds };
}

/** `rounds` plays of an instant game, round i on floats(i). */
export function simulateInstant<P extends Json>(
  game: InstantGame<P>,
  params: P,
  rounds: number,
  floats: (i: number) => FloatStream,
): Simulation {
  let sum = 0;
  let square = 0;
  for (let i = 0; i < rounds; i++) {
    const pay = game.play(params, floats(i)).multiplier / 10_000;
    sum += pay;
    square += pay * pay;
  }
  return summary(rounds, sum, square, rounds);
}

/** A strategy for a round game: the next action for a state. */
export type Policy<S, A> = (state: S) => A;

/** Bound on the actions of one simulated round (every game here ends far sooner). */
export const MAX_ACTIONS = 200;

/**
 * `rounds` plays of a round game under a policy. A round's pay counts the extra stakes of its
 * decisions against it (pay = return − extra staked), so the mean is the RTP per opening stake,
 * 1 − house edge per initial bet as blackjack's is usually quoted.
 */
export function simulateRound<P extends Json, S extends Json, A extends Json>(
  game: RoundGame<P, S, A>,
  params: P,
  policy: Policy<S, A>,
  rounds: number,
  floats: (i: number) => FloatStream,
): Simulation {
  let sum = 0;
  let square = 0;
  let staked = 0;
  for (let i = 0; i < rounds; i++) {
    let state = game.start(params, floats(i));
    let stake = 1;
    let outcome = game.outcome(state);
    for (let n = 0; outcome === null; n++) {
      if (n >= MAX_ACTIONS) throw new Error(`${game.info.id}: round ${i} did not end`);
      const action = policy(state);
      const next = game.act(state, action);
      if (!next.ok) throw new Error(`${game.info.id}: policy chose a refused action (${next.code})`);
      stake += game.extraStake(state, action);
      state = next.value;
      outcome = game.outcome(state);
    }
    const pay = outcome / 10_000 - (stake - 1);
    sum += pay;
    square += pay * pay;
    staked += stake;
  }
  return summary(rounds, sum, square, staked);
}

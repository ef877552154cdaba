import { HILO_RTP, hiloCashout, hiloProbability, type HiloAction, type HiloState } from '../games/hilo';
import { MINES_TILES, minesMultiplier, type MinesAction, type MinesState } from '../games/mines';
import { at, choose } from '../util';
import type { Distribution } from './distribution';

/**
 * Exact RTP of the decision games under a stopping rule (issue 15). Mines: stopping after k safe
 * tiles wins with probability C(25 − m, k)/C(25, k) (the mines are a uniform k-subset), so
 * RTP(m, k) = P · ⌊0.99 · 10 000 / P⌋ / 10 000 ≤ 0.99. Hi-lo: the factor is a martingale, so
 * any strategy returns 0.99 before truncation; one guess of the likelier side is exact here.
 */
export function minesDistribution(mines: number, safePicks: number): Distribution {
  const p = choose(MINES_TILES - mines, safePicks) / choose(MINES_TILES, safePicks);
  return [
    { p, pay: minesMultiplier(mines, safePicks) / 10_000 },
    { p: 1 - p, pay: 0 },
  ];
}

/** Policy: open tiles 0, 1, 2, … and cash out after k safe ones. */
export const minesPolicy =
  (k: number) =>
  (state: MinesState): MinesAction => {
    const safe = state.revealed.length;
    if (safe >= k) return { type: 'cashout' };
    return { type: 'pick', tile: [...Array(MINES_TILES).keys()].find((t) => !state.revealed.includes(t)) ?? 0 };
  };

/** Hi-lo, one guess of the likelier side (ties: higher), then cash out: over the 13 ranks. */
export function hiloOneGuessDistribution(): Distribution {
  const out: { p: number; pay: number }[] = [];
  for (let rank = 1; rank <= 13; rank++) {
    const guess = hiloProbability(rank, 'higher') >= hiloProbability(rank, 'lower') ? 'higher' : 'lower';
    const p = hiloProbability(rank, guess);
    out.push({ p: p / 13, pay: hiloCashout(1 / p) / 10_000 }, { p: (1 - p) / 13, pay: 0 });
  }
  return out;
}

export const hiloOneGuessPolicy = (state: HiloState): HiloAction => {
  if (state.correct > 0) return { type: 'cashout' };
  const card = at(state.cards, state.position);
  const rank = card % 13 === 12 ? 1 : (card % 13) + 2;
  return {
    type: 'guess',
    guess: hiloProbability(rank, 'higher') >= hiloProbability(rank, 'lower') ? 'higher' : 'lower',
  };
};

export { HILO_RTP };

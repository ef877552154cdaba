import { drawWithoutReplacement } from '../fair';
import type { GameInfo, RoundGame } from '../types';
import { choose, fail, intIn, isRecord, ok } from '../util';

/**
 * Mines (issue 15): a 5×5 field hides 1–24 mines (Fisher–Yates from the floats at start). The
 * player opens tiles one by one and may cash out after any safe tile; a mine loses the stake.
 * After k safe tiles the cash-out pays 0.99 · C(25, k) / C(25 − m, k) (the fair multiplier
 * times the RTP, truncated to MULTIPLIER_SCALE), so every stopping rule returns at most 99 %.
 * Opening every safe tile cashes out by itself; a round is at most 25 − m picks.
 */
export const MINES_TILES = 25;
export const MINES_RTP = 0.99;

export type MinesParams = { mines: number };
export type MinesState = {
  mines: number;
  /** Secret until the round ends. */
  minePositions: number[];
  revealed: number[];
  status: 'playing' | 'busted' | 'cashed';
};
export type MinesAction = { type: 'pick'; tile: number } | { type: 'cashout' };

/** Cash-out multiplier after k safe picks with m mines (MULTIPLIER_SCALE units). */
export function minesMultiplier(mines: number, safePicks: number): number {
  if (safePicks === 0) return 10_000;
  return Math.floor((MINES_RTP * 10_000 * choose(MINES_TILES, safePicks)) / choose(MINES_TILES - mines, safePicks));
}

const info: GameInfo = {
  id: 'mines',
  name: 'Mines',
  category: 'skill-games',
  tags: ['provably-fair', 'original', 'decisions'],
  rtp: MINES_RTP,
  volatility: 'high',
  rules:
    'Choose 1–24 mines hidden in a 5×5 field, then open tiles. Each safe tile raises the cash-out multiplier ' +
    'to 0.99 × C(25, k) / C(25 − mines, k) after k safe tiles; cash out whenever you like, or open a mine and ' +
    'lose the stake. Opening every safe tile cashes out automatically. RTP 99 % whatever you do.',
};

export const mines: RoundGame<MinesParams, MinesState, MinesAction> = {
  kind: 'round',
  info,
  parse(params) {
    if (!isRecord(params)) return fail('mines.params');
    const count = intIn(params.mines, 1, MINES_TILES - 1);
    return count === undefined ? fail('mines.mines') : ok({ mines: count });
  },
  parseAction(action) {
    if (!isRecord(action)) return fail('mines.action');
    if (action.type === 'cashout') return ok({ type: 'cashout' });
    if (action.type !== 'pick') return fail('mines.action');
    const tile = intIn(action.tile, 0, MINES_TILES - 1);
    return tile === undefined ? fail('mines.tile') : ok({ type: 'pick', tile });
  },
  start(params, floats) {
    const minePositions = drawWithoutReplacement(params.mines, MINES_TILES, floats).sort((a, b) => a - b);
    return { mines: params.mines, minePositions, revealed: [], status: 'playing' };
  },
  act(state, action) {
    if (state.status !== 'playing') return fail('mines.round_over');
    if (action.type === 'cashout') {
      return state.revealed.length === 0 ? fail('mines.nothing_to_cash') : ok({ ...state, status: 'cashed' });
    }
    if (state.revealed.includes(action.tile)) return fail('mines.tile_open');
    const revealed = [...state.revealed, action.tile];
    if (state.minePositions.includes(action.tile)) return ok({ ...state, revealed, status: 'busted' });
    const allSafe = revealed.length === MINES_TILES - state.mines;
    return ok({ ...state, revealed, status: allSafe ? 'cashed' : 'playing' });
  },
  outcome(state) {
    if (state.status === 'playing') return null;
    return state.status === 'busted' ? 0 : minesMultiplier(state.mines, state.revealed.length);
  },
  view(state) {
    const over = state.status !== 'playing';
    const safe = state.revealed.filter((t) => !state.minePositions.includes(t)).length;
    return {
      mines: state.mines,
      revealed: state.revealed,
      status: state.status,
      multiplier: minesMultiplier(state.mines, safe),
      nextMultiplier: safe < MINES_TILES - state.mines ? minesMultiplier(state.mines, safe + 1) : null,
      minePositions: over ? state.minePositions : null,
    };
  },
  extraStake() {
    return 0;
  },
};

import type { GameInfo, RoundGame } from '../types';
import { at, fail, isRecord, ok, oneOf } from '../util';
import { cardName } from './cards';

/**
 * Hi-Lo (issue 15): an endless deck (each card uniform of 52, drawn in advance from the floats:
 * HILO_CARDS of them). Guess the next card's rank higher, lower or the same as the current one
 * (ace low … king high), or skip it. A right guess multiplies the running factor by 1/p (p its
 * probability); a wrong guess loses. Cash out after a right guess for 0.99 × factor: the
 * factor is a fair martingale, so every strategy returns 99 % (RTP applied once, at cash-out).
 * The round ends by itself when the prepared cards run out (cash-out of what was won, 0.99× if
 * nothing was guessed), so it takes at most HILO_CARDS − 1 actions.
 */
export const HILO_RTP = 0.99;
export const HILO_CARDS = 52;
export const HILO_MAX_MULTIPLIER = 1_000_000;
export const HILO_GUESSES = ['higher', 'lower', 'same'] as const;
export type HiloGuess = (typeof HILO_GUESSES)[number];

export type HiloParams = Record<string, never>;
export type HiloState = {
  /** Secret: the prepared cards (only cards[0…position] are shown). */
  cards: number[];
  position: number;
  factor: number;
  correct: number;
  history: { card: number; guess: HiloGuess | 'skip'; right: boolean }[];
  status: 'playing' | 'lost' | 'cashed';
};
export type HiloAction = { type: 'guess'; guess: HiloGuess } | { type: 'skip' } | { type: 'cashout' };

/** Rank 1 (ace) … 13 (king). */
export const hiloRank = (card: number): number => (card % 13 === 12 ? 1 : (card % 13) + 2);

/** Probability that the next card's rank is higher / lower / the same as `rank`. */
export function hiloProbability(rank: number, guess: HiloGuess): number {
  if (guess === 'higher') return (13 - rank) / 13;
  if (guess === 'lower') return (rank - 1) / 13;
  return 1 / 13;
}

export function hiloCashout(factor: number): number {
  return Math.floor(HILO_RTP * factor * 10_000 + 1e-7);
}

const info: GameInfo = {
  id: 'hilo',
  name: 'Hi-Lo',
  category: 'card-games',
  tags: ['provably-fair', 'cards', 'decisions'],
  rtp: HILO_RTP,
  volatility: 'medium',
  rules:
    'A card is shown; guess whether the next is higher, lower or the same rank (ace low, king high), or skip it. ' +
    'Each right guess multiplies your win by 1 ÷ its chance (13/12 for "higher" on an ace); a wrong guess ' +
    'loses the stake. Cash out after a right guess for 0.99 × the product. RTP 99 % whatever you do.',
};

export const hilo: RoundGame<HiloParams, HiloState, HiloAction> = {
  kind: 'round',
  info,
  parse(params) {
    return params === undefined || params === null || isRecord(params) ? ok({}) : fail('hilo.params');
  },
  parseAction(action) {
    if (!isRecord(action)) return fail('hilo.action');
    if (action.type === 'skip') return ok({ type: 'skip' });
    if (action.type === 'cashout') return ok({ type: 'cashout' });
    const guess = oneOf(action.guess, HILO_GUESSES);
    return action.type === 'guess' && guess !== undefined ? ok({ type: 'guess', guess }) : fail('hilo.action');
  },
  start(_params, floats) {
    const cards = Array.from({ length: HILO_CARDS }, () => Math.floor(floats.next() * 52));
    return { cards, position: 0, factor: 1, correct: 0, history: [], status: 'playing' };
  },
  act(state, action) {
    if (state.status !== 'playing') return fail('hilo.round_over');
    if (action.type === 'cashout') {
      return state.correct === 0 ? fail('hilo.nothing_to_cash') : ok({ ...state, status: 'cashed' });
    }
    const current = at(state.cards, state.position);
    const next = at(state.cards, state.position + 1);
    const position = state.position + 1;
    const last = position === HILO_CARDS - 1;
    if (action.type === 'skip') {
      const history = [...state.history, { card: current, guess: 'skip' as const, right: true }];
      return ok({ ...state, position, history, status: last ? 'cashed' : 'playing' });
    }
    const p = hiloProbability(hiloRank(current), action.guess);
    if (p === 0) return fail('hilo.impossible_guess');
    if (HILO_RTP * (state.factor / p) > HILO_MAX_MULTIPLIER) return fail('hilo.max_multiplier');
    const a = hiloRank(current);
    const b = hiloRank(next);
    const right = action.guess === 'higher' ? b > a : action.guess === 'lower' ? b < a : a === b;
    const history = [...state.history, { card: current, guess: action.guess, right }];
    if (!right) return ok({ ...state, position, history, status: 'lost' });
    const factor = state.factor / p;
    return ok({ ...state, position, history, factor, correct: state.correct + 1, status: last ? 'cashed' : 'playing' });
  },
  outcome(state) {
    if (state.status === 'playing') return null;
    return state.status === 'lost' ? 0 : hiloCashout(state.factor);
  },
  view(state) {
    const current = at(state.cards, state.position);
    const rank = hiloRank(current);
    return {
      card: cardName(current),
      position: state.position,
      status: state.status,
      multiplier: hiloCashout(state.factor),
      chances: { higher: hiloProbability(rank, 'higher'), lower: hiloProbability(rank, 'lower'), same: 1 / 13 },
      history: state.history.map((h) => ({ card: cardName(h.card), guess: h.guess, right: h.right })),
    };
  },
  extraStake() {
    return 0;
  },
};

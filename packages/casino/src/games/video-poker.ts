import { drawWithoutReplacement } from '../fair';
import type { GameInfo, RoundGame } from '../types';
import { at, fail, isRecord, ok } from '../util';
import { cardName } from './cards';
import { JOB_CATEGORIES, JOB_PAYS, jobCategory } from './poker-hands';

/**
 * Jacks or Better 9/6 (issue 15, poker/{game}): one deck; at start the floats fix ten cards
 * (Fisher–Yates): five dealt, then the replacements in order. The player holds any of the five
 * and draws once; the final hand pays by JOB_PAYS. RTP with optimal holds: 99.5439 %
 * (rtp/video-poker-rtp.ts enumerates it).
 */
export const VIDEO_POKER_RTP = 0.995439;

/**
 * P(final hand) under optimal holds, by JOB_CATEGORIES (nothing … royal flush): the return
 * table of the full enumeration (npm run casino:rtp), pinned. Σ pay × p = 0.99543904.
 */
export const VIDEO_POKER_RETURN_TABLE: readonly number[] = [
  0.5454346692228917, 0.21458503112733895, 0.1292789024772032, 0.07444869857378372, 0.01122936724133489,
  0.01101451096796728, 0.011512207336232408, 0.00236254568583813, 0.00010930909037177142, 0.000024758268037423263,
];

export type VideoPokerParams = Record<string, never>;
export type VideoPokerState = {
  /** Secret: the five dealt cards then the five replacements. */
  cards: number[];
  held: number[] | null;
  final: number[] | null;
};
export type VideoPokerAction = { type: 'draw'; hold: number[] };

/** The final hand after holding positions `hold` of the dealt five. */
export function drawHand(cards: readonly number[], hold: readonly number[]): number[] {
  let next = 5;
  return [0, 1, 2, 3, 4].map((i) => (hold.includes(i) ? at(cards, i) : at(cards, next++)));
}

function categoryOf(hand: readonly number[]): number {
  return jobCategory(at(hand, 0), at(hand, 1), at(hand, 2), at(hand, 3), at(hand, 4));
}

const info: GameInfo = {
  id: 'jacks-or-better',
  name: 'Jacks or Better',
  category: 'poker',
  tags: ['provably-fair', 'cards', 'video-poker', 'decisions'],
  rtp: VIDEO_POKER_RTP,
  volatility: 'low',
  rules:
    'Five cards are dealt from one deck; hold any of them and draw once. Pays per 1 staked: royal flush 800, ' +
    'straight flush 50, four of a kind 25, full house 9, flush 6, straight 4, three of a kind 3, two pair 2, ' +
    'a pair of jacks or better 1. RTP 99.54 % with the best hold every time.',
};

export const videoPoker: RoundGame<VideoPokerParams, VideoPokerState, VideoPokerAction> = {
  kind: 'round',
  info,
  parse(params) {
    return params === undefined || params === null || isRecord(params) ? ok({}) : fail('video_poker.params');
  },
  parseAction(action) {
    if (!isRecord(action) || action.type !== 'draw' || !Array.isArray(action.hold)) return fail('video_poker.action');
    const hold = action.hold;
    const valid = hold.every((i) => Number.isInteger(i) && (i as number) >= 0 && (i as number) <= 4);
    if (!valid || new Set(hold).size !== hold.length) return fail('video_poker.hold');
    return ok({ type: 'draw', hold: [...(hold as number[])].sort((a, b) => a - b) });
  },
  start(_params, floats) {
    return { cards: drawWithoutReplacement(10, 52, floats), held: null, final: null };
  },
  act(state, action) {
    if (state.final !== null) return fail('video_poker.round_over');
    return ok({ ...state, held: action.hold, final: drawHand(state.cards, action.hold) });
  },
  outcome(state) {
    return state.final === null ? null : at(JOB_PAYS, categoryOf(state.final)) * 10_000;
  },
  view(state) {
    const hand = state.final ?? state.cards.slice(0, 5);
    return {
      hand: hand.map(cardName),
      held: state.held,
      done: state.final !== null,
      category: at(JOB_CATEGORIES, categoryOf(hand)),
      paytable: Object.fromEntries(JOB_CATEGORIES.map((c, i) => [c, at(JOB_PAYS, i)])),
    };
  },
  extraStake() {
    return 0;
  },
};

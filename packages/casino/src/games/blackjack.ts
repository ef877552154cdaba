import { drawWithoutReplacement } from '../fair';
import type { GameInfo, RoundGame } from '../types';
import { at, fail, isRecord, ok, oneOf } from '../util';
import { cardName } from './cards';
import { cardValue, handTotal, isBlackjack } from './blackjack-hand';

/**
 * Blackjack (issue 15): 6 decks, dealer peeks for blackjack under an ace or a ten, dealer stands
 * on soft 17, blackjack pays 3:2, double on any first two cards (after a split too), one split
 * of any two cards of equal value (split aces take one card each; 21 after a split is not a
 * blackjack), insurance 2:1 when the dealer shows an ace, no surrender. Insurance costs one
 * opening stake, not the customary half: extraStake is a whole multiple of the stake (the server
 * debits it in whole minor units), and the odds of the side bet do not depend on its size.
 *
 * The floats fix the first BJ_CARDS cards of the shuffled shoe at start (the prefix of a
 * Fisher–Yates shuffle of all 312 cards). 64 always suffice: each card adds ≥ 1 point, a
 * player hand stops at 21 (≤ 21 cards), two hands ≤ 42, the dealer stops at 17 (≤ 17 cards),
 * plus 4 dealt: at most 63.
 */
export const BJ_DECKS = 6;
export const BJ_CARDS = 64;
export const BLACKJACK_ACTIONS = ['hit', 'stand', 'double', 'split', 'insurance', 'no-insurance'] as const;
export type BlackjackAction = { type: (typeof BLACKJACK_ACTIONS)[number] };
export type BlackjackParams = Record<string, never>;
export type BjHand = { cards: number[]; bet: number; done: boolean; fromSplit: boolean };
export type BlackjackState = {
  /** Secret: the shoe's next cards in order. */
  shoe: number[];
  next: number;
  dealer: number[];
  hands: BjHand[];
  active: number;
  insurance: 'none' | 'offered' | 'taken' | 'declined';
  phase: 'insurance' | 'player' | 'done';
  /** Returns in opening stakes (per hand, and the insurance), once done. */
  returns: { hands: number[]; insurance: number } | null;
};

const draw = (s: BlackjackState): [number, BlackjackState] => [at(s.shoe, s.next), { ...s, next: s.next + 1 }];

function settle(state: BlackjackState): BlackjackState {
  let s = state;
  const dealerBj = isBlackjack(s.dealer);
  const live = s.hands.some((h) => handTotal(h.cards).total <= 21);
  const naturalOnly = s.hands.length === 1 && isBlackjack(at(s.hands, 0).cards);
  if (!dealerBj && live && !naturalOnly) {
    while (handTotal(s.dealer).total < 17) {
      const [card, after] = draw(s);
      s = { ...after, dealer: [...after.dealer, card] };
    }
  }
  const dealer = handTotal(s.dealer).total;
  const hands = s.hands.map((h) => {
    const t = handTotal(h.cards).total;
    const natural = isBlackjack(h.cards) && !h.fromSplit;
    if (dealerBj) return natural ? 1 : 0;
    if (natural) return 2.5;
    if (t > 21) return 0;
    if (dealer > 21 || t > dealer) return 2 * h.bet;
    return t === dealer ? h.bet : 0;
  });
  const insurance = s.insurance === 'taken' && dealerBj ? 3 : 0;
  return { ...s, phase: 'done', returns: { hands, insurance } };
}

/** After the insurance question (or at once): the dealer peeks, naturals end the round. */
function afterPeek(state: BlackjackState): BlackjackState {
  const up = cardValue(at(state.dealer, 0));
  if ((up === 11 || up === 10) && isBlackjack(state.dealer)) return settle(state);
  if (isBlackjack(at(state.hands, 0).cards)) return settle(state);
  return { ...state, phase: 'player' };
}

/** Moves to the next unfinished hand, or plays the dealer when none is left. */
function advance(state: BlackjackState): BlackjackState {
  const next = state.hands.findIndex((h) => !h.done);
  return next === -1 ? settle(state) : { ...state, active: next };
}

function withHand(state: BlackjackState, hand: BjHand): BlackjackState {
  const t = handTotal(hand.cards).total;
  const finished = { ...hand, done: hand.done || t >= 21 };
  return { ...state, hands: state.hands.map((h, i) => (i === state.active ? finished : h)) };
}

/** What the player may do now. */
export function allowedActions(state: BlackjackState): BlackjackAction['type'][] {
  if (state.phase === 'insurance') return ['insurance', 'no-insurance'];
  if (state.phase !== 'player') return [];
  const hand = at(state.hands, state.active);
  const actions: BlackjackAction['type'][] = ['hit', 'stand'];
  if (hand.cards.length === 2) {
    actions.push('double');
    const [a = 0, b = 0] = hand.cards;
    if (state.hands.length === 1 && cardValue(a) === cardValue(b)) actions.push('split');
  }
  return actions;
}

const info: GameInfo = {
  id: 'blackjack',
  name: 'Blackjack',
  category: 'card-games',
  tags: ['provably-fair', 'cards', 'table', 'decisions'],
  rtp: 0.9954,
  volatility: 'low',
  rules:
    'Six decks. Blackjack pays 3:2; the dealer peeks for blackjack and stands on soft 17. Double on any first ' +
    'two cards (after a split too); split two cards of equal value once (split aces get one card each; 21 ' +
    'after a split pays 1:1); when the dealer shows an ace, insurance (a second stake) pays 2:1 if the ' +
    'dealer has blackjack. No ' +
    'surrender. RTP ≈ 99.5 % with basic strategy.',
};

export const blackjack: RoundGame<BlackjackParams, BlackjackState, BlackjackAction> = {
  kind: 'round',
  info,
  parse(params) {
    return params === undefined || params === null || isRecord(params) ? ok({}) : fail('blackjack.params');
  },
  parseAction(action) {
    const type = isRecord(action) ? oneOf(action.type, BLACKJACK_ACTIONS) : undefined;
    return type === undefined ? fail('blackjack.action') : ok({ type });
  },
  start(_params, floats) {
    const shoe = drawWithoutReplacement(BJ_CARDS, 52 * BJ_DECKS, floats);
    const state: BlackjackState = {
      shoe,
      next: 4,
      dealer: [at(shoe, 1), at(shoe, 3)],
      hands: [{ cards: [at(shoe, 0), at(shoe, 2)], bet: 1, done: false, fromSplit: false }],
      active: 0,
      insurance: 'none',
      phase: 'player',
      returns: null,
    };
    if (cardValue(at(shoe, 1)) === 11) return { ...state, insurance: 'offered', phase: 'insurance' };
    return afterPeek(state);
  },
  act(state, action) {
    if (!allowedActions(state).includes(action.type)) return fail(`blackjack.not_allowed`);
    if (action.type === 'insurance' || action.type === 'no-insurance') {
      return ok(afterPeek({ ...state, insurance: action.type === 'insurance' ? 'taken' : 'declined' }));
    }
    const hand = at(state.hands, state.active);
    if (action.type === 'stand') return ok(advance(withHand(state, { ...hand, done: true })));
    if (action.type === 'hit' || action.type === 'double') {
      const [card, s] = draw(state);
      const doubled = action.type === 'double';
      const next = { ...hand, cards: [...hand.cards, card], bet: doubled ? 2 : hand.bet, done: doubled };
      return ok(advance(withHand(s, next)));
    }
    // split: two hands of one card each, each dealt its second card now.
    const [first = 0, second = 0] = hand.cards;
    const [c1, s1] = draw(state);
    const [c2, s2] = draw(s1);
    const aces = cardValue(first) === 11;
    const split = (a: number, b: number): BjHand => {
      const cards = [a, b];
      return { cards, bet: 1, done: aces || handTotal(cards).total === 21, fromSplit: true };
    };
    return ok(advance({ ...s2, hands: [split(first, c1), split(second, c2)], active: 0 }));
  },
  outcome(state) {
    if (state.returns === null) return null;
    const total = state.returns.hands.reduce((s, r) => s + r, 0) + state.returns.insurance;
    return Math.round(total * 10_000);
  },
  view(state) {
    const done = state.phase === 'done';
    return {
      phase: state.phase,
      dealer: done ? state.dealer.map(cardName) : [cardName(at(state.dealer, 0)), null],
      dealerTotal: done ? handTotal(state.dealer).total : cardValue(at(state.dealer, 0)),
      hands: state.hands.map((h) => ({
        cards: h.cards.map(cardName),
        total: handTotal(h.cards).total,
        soft: handTotal(h.cards).soft,
        bet: h.bet,
        done: h.done,
      })),
      active: state.active,
      insurance: state.insurance,
      actions: allowedActions(state),
      returns: state.returns,
    };
  },
  extraStake(_state, action) {
    if (action.type === 'double' || action.type === 'split') return 1;
    return action.type === 'insurance' ? 1 : 0;
  },
};

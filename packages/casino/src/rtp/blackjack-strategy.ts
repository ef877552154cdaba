import { allowedActions, type BlackjackAction, type BlackjackState } from '../games/blackjack';
import { cardValue, handTotal } from '../games/blackjack-hand';
import { at } from '../util';

/**
 * Basic strategy for this table (6 decks, dealer stands on soft 17, double any two, double
 * after split, one split, no surrender), as the published charts give it; never insurance.
 * Dealer up card value 2–11 (11 = ace).
 */
const inRange = (up: number, from: number, to: number) => up >= from && up <= to;

function pairAction(pairValue: number, up: number): boolean {
  switch (pairValue) {
    case 11:
    case 8:
      return true;
    case 2:
    case 3:
    case 7:
      return inRange(up, 2, 7);
    case 4:
      return inRange(up, 5, 6);
    case 6:
      return inRange(up, 2, 6);
    case 9:
      return inRange(up, 2, 6) || inRange(up, 8, 9);
    default:
      return false;
  }
}

function softAction(total: number, up: number): 'hit' | 'stand' | 'double' | 'double-or-stand' {
  if (total >= 19) return 'stand';
  if (total === 18) return inRange(up, 3, 6) ? 'double-or-stand' : up <= 8 ? 'stand' : 'hit';
  if (total === 17) return inRange(up, 3, 6) ? 'double' : 'hit';
  if (total >= 15) return inRange(up, 4, 6) ? 'double' : 'hit';
  return inRange(up, 5, 6) ? 'double' : 'hit';
}

function hardAction(total: number, up: number): 'hit' | 'stand' | 'double' {
  if (total >= 17) return 'stand';
  if (total >= 13) return up <= 6 ? 'stand' : 'hit';
  if (total === 12) return inRange(up, 4, 6) ? 'stand' : 'hit';
  if (total === 11) return up <= 10 ? 'double' : 'hit';
  if (total === 10) return up <= 9 ? 'double' : 'hit';
  if (total === 9) return inRange(up, 3, 6) ? 'double' : 'hit';
  return 'hit';
}

export function basicStrategy(state: BlackjackState): BlackjackAction {
  const allowed = allowedActions(state);
  if (allowed.includes('no-insurance')) return { type: 'no-insurance' };
  const hand = at(state.hands, state.active);
  const up = cardValue(at(state.dealer, 0));
  if (allowed.includes('split') && pairAction(cardValue(at(hand.cards, 0)), up)) return { type: 'split' };
  const { total, soft } = handTotal(hand.cards);
  const canDouble = allowed.includes('double');
  const choice = soft ? softAction(total, up) : hardAction(total, up);
  if (choice === 'double-or-stand') return { type: canDouble ? 'double' : 'stand' };
  if (choice === 'double') return { type: canDouble ? 'double' : 'hit' };
  return { type: choice };
}

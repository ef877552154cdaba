import { drawWithoutReplacement } from '../fair';
import type { GameInfo, InstantGame } from '../types';
import { fail, isRecord, ok, oneOf } from '../util';

/**
 * Dragon Tiger (issue 15, asian-games): from an 8-deck shoe (416 cards) one card to Dragon, one
 * to Tiger; the higher rank wins (ace low, king high; suits do not count). Dragon or Tiger pays
 * 1:1 and loses half the stake on a tie; Tie pays 11:1. Exact RTPs with P(tie) = 31/415:
 * Dragon/Tiger 1 − 31/830 = 96.265 %, Tie 12 × 31/415 = 89.639 %.
 */
export const DT_DECKS = 8;
export const DT_BETS = ['dragon', 'tiger', 'tie'] as const;
export type DragonTigerParams = { bet: (typeof DT_BETS)[number] };
const SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;

/** Rank 1 (ace) … 13 (king) and suit of a shoe card 0…415. */
export function shoeCard(index: number): { rank: number; suit: string } {
  const card = index % 52;
  return { rank: (card % 13) + 1, suit: SUITS[Math.floor(card / 13)] ?? 'spades' };
}

export const DRAGON_TIGER_TIE_P = (4 * DT_DECKS - 1) / (52 * DT_DECKS - 1);
export const DRAGON_TIGER_RTP = {
  dragon: 1 - DRAGON_TIGER_TIE_P / 2,
  tiger: 1 - DRAGON_TIGER_TIE_P / 2,
  tie: 12 * DRAGON_TIGER_TIE_P,
};

export function dragonTigerMultiplier(bet: DragonTigerParams['bet'], dragon: number, tiger: number): number {
  if (dragon === tiger) return bet === 'tie' ? 120_000 : 5_000;
  if (bet === 'tie') return 0;
  return dragon > tiger === (bet === 'dragon') ? 20_000 : 0;
}

const info: GameInfo = {
  id: 'dragon-tiger',
  name: 'Dragon Tiger',
  category: 'asian-games',
  tags: ['provably-fair', 'cards', 'instant'],
  rtp: 0.962651,
  volatility: 'low',
  rules:
    'One card to Dragon, one to Tiger from an 8-deck shoe; the higher card wins (ace low, king high). ' +
    'Dragon and Tiger pay 1:1; on a tie they lose half the stake. Tie pays 11:1. ' +
    'RTP: Dragon/Tiger 96.265 %, Tie 89.639 %.',
};

export const dragonTiger: InstantGame<DragonTigerParams> = {
  kind: 'instant',
  info,
  parse(params) {
    if (!isRecord(params)) return fail('dragon_tiger.params');
    const bet = oneOf(params.bet, DT_BETS);
    return bet === undefined ? fail('dragon_tiger.bet') : ok({ bet });
  },
  play(params, floats) {
    const [d = 0, t = 0] = drawWithoutReplacement(2, 52 * DT_DECKS, floats);
    const dragon = shoeCard(d);
    const tiger = shoeCard(t);
    const winner = dragon.rank === tiger.rank ? 'tie' : dragon.rank > tiger.rank ? 'dragon' : 'tiger';
    return {
      multiplier: dragonTigerMultiplier(params.bet, dragon.rank, tiger.rank),
      result: { dragon, tiger, winner, bet: params.bet },
    };
  },
};

import type { GameInfo } from '../types';
import type { SlotDefinition } from './engine';
import { PAYLINES } from './lines';
import { makeSlotGame } from './slot-game';

/** Pharaoh's Gold: 20 lines; 3+ scatters give 12 free spins at ×3 on wild-richer reels. */
export const PHARAOH_GOLD: SlotDefinition = {
  symbols: {
    W: 'wild',
    S: 'scatter',
    P: 'pharaoh',
    E: 'eye',
    A: 'ankh',
    K: 'king',
    Q: 'queen',
    J: 'jack',
    T: 'ten',
    N: 'nine',
  },
  wild: 'W',
  scatter: 'S',
  reels: [
    'PEJSKQWJNAKQENTJQTKTAN',
    'TEKPNQSWJAKTEJQNKTWQAJ',
    'QAJTENPKQSWJANTEJQKNTW',
    'NTWQAKTENPJQSWKANTEKQJ',
    'KQENTJQTKTANPEJSKQWJNA',
  ],
  freeReels: [
    'KPNQSWJAKTEJQNKTWQAJTE',
    'KWAQNEJPKTSJQAKTEQWJTW',
    'NTAJWEQPKTSNJAQWEJTKQW',
    'JQWNTAKWEQPJTSNKAQWEKT',
    'EJQNKTWQAJTEKPNQSWJAKT',
  ],
  lines: PAYLINES.slice(0, 20),
  divisor: 20,
  pays: {
    W: [14, 89, 712],
    P: [11, 53, 356],
    E: [7, 28, 142],
    A: [5, 21, 89],
    K: [4, 11, 53],
    Q: [3, 9, 36],
    J: [2, 7, 28],
    T: [2, 5, 21],
    N: [1, 4, 18],
  },
  scatterPays: [2, 20, 100],
  freeSpins: { trigger: 3, spins: 12, multiplier: 3 },
};

const info: GameInfo = {
  id: 'pharaoh-gold',
  name: "Pharaoh's Gold",
  category: 'slots',
  tags: ['slot', 'paylines', 'free-spins', 'egypt'],
  rtp: 0.958992092,
  volatility: 'high',
  rules:
    '5 reels, 3 rows, 20 paylines; the bet is split over the lines. Lines pay 3–5 of a kind from the left. ' +
    'The wild substitutes for every symbol but the scatter and pays on its own. 3, 4, 5 scatters anywhere pay ' +
    '2×, 20×, 100× the bet and start 12 free spins on reels with more wilds, every win tripled.',
};

export const pharaohGold = makeSlotGame(PHARAOH_GOLD, info);

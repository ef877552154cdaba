import type { GameInfo } from '../types';
import type { SlotDefinition } from './engine';
import { PAYLINES } from './lines';
import { makeSlotGame } from './slot-game';

/** Fruit Fiesta: a classic 10-line fruit slot; 3+ scatters give 10 free spins at ×2. */
export const FRUIT_FIESTA: SlotDefinition = {
  symbols: {
    W: 'wild',
    S: 'scatter',
    '7': 'seven',
    B: 'bar',
    M: 'melon',
    G: 'grapes',
    O: 'orange',
    L: 'lemon',
    C: 'cherry',
  },
  wild: 'W',
  scatter: 'S',
  reels: [
    '7GMSLOWOGBCLMCOGCCLB',
    'GM7CWSGLBLCMOGWOLCBO',
    'BOLG7CWSLMBMCGOLWOMC',
    'OGCCLB7GMSLOWOGBCLMC',
    'MLOCLLGB7CMSGOWOCBLG',
  ],
  lines: PAYLINES.slice(0, 10),
  divisor: 10,
  pays: {
    W: [42, 170, 850],
    '7': [17, 85, 425],
    B: [13, 42, 170],
    M: [8, 25, 85],
    G: [4, 17, 51],
    O: [3, 13, 42],
    L: [3, 8, 34],
    C: [2, 7, 25],
  },
  scatterPays: [2, 10, 50],
  freeSpins: { trigger: 3, spins: 10, multiplier: 2 },
};

const info: GameInfo = {
  id: 'fruit-fiesta',
  name: 'Fruit Fiesta',
  category: 'slots',
  tags: ['slot', 'paylines', 'free-spins', 'classic'],
  rtp: 0.951314551,
  volatility: 'medium',
  rules:
    '5 reels, 3 rows, 10 paylines; the bet is split over the lines. A line pays 3, 4 or 5 of a kind from the ' +
    'leftmost reel. The wild substitutes for every symbol but the scatter and pays on its own. 3, 4, 5 scatters ' +
    'anywhere pay 2×, 10×, 50× the bet and start 10 free spins where every win is doubled.',
};

export const fruitFiesta = makeSlotGame(FRUIT_FIESTA, info);

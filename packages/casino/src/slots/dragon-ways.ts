import type { GameInfo } from '../types';
import type { SlotDefinition } from './engine';
import { makeSlotGame } from './slot-game';

/** Dragon Ways: 243 ways (adjacent reels from the left), wilds on reels 2–4 only. */
export const DRAGON_WAYS: SlotDefinition = {
  symbols: {
    W: 'wild',
    S: 'scatter',
    D: 'dragon',
    T: 'tiger',
    F: 'phoenix',
    K: 'koi',
    A: 'ace',
    Q: 'queen',
    J: 'jack',
    X: 'ten',
    N: 'nine',
  },
  wild: 'W',
  scatter: 'S',
  reels: [
    'FDXKSJNAQTFJXKQQNAJT',
    'WNFDQJSTKAWNFXQJXTKA',
    'KAWNFDQJSTKAWNFXQJXT',
    'XTKAWNFDQJSTKAWNFXQJ',
    'XNJJQFATKDXNSAQFJTKA',
  ],
  lines: 'ways',
  divisor: 25,
  pays: {
    D: [11, 57, 283],
    T: [8, 28, 113],
    F: [6, 23, 85],
    K: [5, 14, 57],
    A: [3, 8, 34],
    Q: [2, 6, 23],
    J: [2, 5, 17],
    X: [1, 3, 14],
    N: [1, 3, 11],
  },
  scatterPays: [2, 10, 50],
  freeSpins: { trigger: 3, spins: 8, multiplier: 2 },
};

const info: GameInfo = {
  id: 'dragon-ways',
  name: 'Dragon Ways',
  category: 'slots',
  tags: ['slot', 'ways', 'free-spins', 'asian'],
  rtp: 0.961450654,
  volatility: 'medium',
  rules:
    '5 reels, 3 rows, 243 ways: a symbol pays when it shows on adjacent reels from the leftmost, times the ' +
    'number of ways (its count on each reel multiplied). Pays are per 25 coins of bet. Wilds (reels 2–4) ' +
    'substitute for every symbol but the scatter. 3, 4, 5 scatters pay 2×, 10×, 50× the bet and start 8 free ' +
    'spins at ×2.',
};

export const dragonWays = makeSlotGame(DRAGON_WAYS, info);

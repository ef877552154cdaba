import type { GameInfo } from '../types';
import type { SlotDefinition } from './engine';
import { PAYLINES } from './lines';
import { makeSlotGame } from './slot-game';

/** Deep Sea Catch (fishinghunting): 25 lines of fish; the net scatter gives 10 free spins at ×3. */
export const DEEP_SEA_CATCH: SlotDefinition = {
  symbols: {
    W: 'fisherman-wild',
    S: 'net-scatter',
    H: 'shark',
    R: 'swordfish',
    O: 'octopus',
    P: 'pufferfish',
    A: 'ace',
    K: 'king',
    Q: 'queen',
    J: 'jack',
  },
  wild: 'W',
  scatter: 'S',
  reels: [
    'HPJSRAWJKOKAPQJRQKAOQ',
    'JWPKHQASRJOWAPJKQKARO',
    'QJRAKWOQHPJSRKAWJOKQP',
    'KPQOQARJPWKQHOASRPJWA',
    'AWJKOKAPQJRQKAOQHPJSR',
  ],
  lines: PAYLINES,
  divisor: 25,
  pays: {
    W: [29, 144, 1437],
    H: [14, 72, 431],
    R: [11, 43, 172],
    O: [9, 29, 115],
    P: [6, 23, 86],
    A: [3, 11, 46],
    K: [3, 9, 34],
    Q: [2, 7, 29],
    J: [2, 6, 23],
  },
  scatterPays: [3, 15, 75],
  freeSpins: { trigger: 3, spins: 10, multiplier: 3 },
};

const info: GameInfo = {
  id: 'deep-sea-catch',
  name: 'Deep Sea Catch',
  category: 'fishinghunting',
  tags: ['slot', 'paylines', 'free-spins', 'fishing'],
  rtp: 0.957647984,
  volatility: 'high',
  rules:
    '5 reels, 3 rows, 25 paylines of sea creatures; the bet is split over the lines. Lines pay 3–5 of a kind ' +
    'from the left; the fisherman wild substitutes for every fish but the net and pays on its own. 3, 4, 5 nets ' +
    'anywhere pay 3×, 15×, 75× the bet and start 10 free spins, every catch tripled.',
};

export const deepSeaCatch = makeSlotGame(DEEP_SEA_CATCH, info);

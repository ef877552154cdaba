import type { GameInfo, InstantGame, Json } from '../types';
import { fail, isRecord, ok } from '../util';
import { playSlot, type SlotDefinition } from './engine';

export type SlotParams = Record<string, never>;

/**
 * A video slot as an InstantGame: one call is one bet, its free spins included. The stake is
 * the whole bet (all lines); the result carries the stops, grids, wins and free-spin rounds.
 */
export function makeSlotGame(def: SlotDefinition, info: GameInfo): InstantGame<SlotParams> {
  return {
    kind: 'instant',
    info,
    parse(params) {
      return params === undefined || params === null || isRecord(params) ? ok({}) : fail('slot.params');
    },
    play(_params, floats) {
      const spin = playSlot(def, floats);
      const result: Json = {
        base: spin.base,
        freeSpins: spin.freeSpins,
        freeSpinMultiplier: def.freeSpins.multiplier,
        coins: spin.coins,
        coinsPerBet: def.divisor,
      };
      return { multiplier: spin.multiplier, result };
    },
  };
}

/** What a slot's paytable screen shows (symbol names, pays, lines, feature). */
export function slotPaytable(def: SlotDefinition): Json {
  return {
    symbols: { ...def.symbols },
    wild: def.wild,
    scatter: def.scatter,
    lines: def.lines === 'ways' ? 'ways' : def.lines.map((l) => [...l]),
    coinsPerBet: def.divisor,
    pays: Object.fromEntries(Object.entries(def.pays).map(([s, row]) => [s, [...row]])),
    scatterPays: [...def.scatterPays],
    freeSpins: { ...def.freeSpins },
  };
}

import { OUTCOME_TYPE } from '@sb/contracts';

/** Tennis set totals: one over/under type pair per set, so each set's bets have their own outcome ids. */
const SET_TOTAL_TYPES: readonly (readonly [number, number])[] = [
  [OUTCOME_TYPE.set1Over, OUTCOME_TYPE.set1Under],
  [OUTCOME_TYPE.set2Over, OUTCOME_TYPE.set2Under],
  [OUTCOME_TYPE.set3Over, OUTCOME_TYPE.set3Under],
  [OUTCOME_TYPE.set4Over, OUTCOME_TYPE.set4Under],
  [OUTCOME_TYPE.set5Over, OUTCOME_TYPE.set5Under],
];

/** Over and under type ids of set `set` (1-based) games, or null past the fifth set. */
export function setTotalTypes(set: number): readonly [number, number] | null {
  return SET_TOTAL_TYPES[set - 1] ?? null;
}

/** The set (1-based) a set-total type id counts, and whether it is the over; null for other types. */
export function setTotalOfType(typeId: number): { set: number; over: boolean } | null {
  const index = SET_TOTAL_TYPES.findIndex(([over, under]) => typeId === over || typeId === under);
  if (index < 0) return null;
  return { set: index + 1, over: SET_TOTAL_TYPES[index]?.[0] === typeId };
}

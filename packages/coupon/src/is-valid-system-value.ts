import { systemValues } from './system-values';

/** Whether k is one of `systemValues(legCount, bankerCount)`. */
export function isValidSystemValue(systemValue: number, legCount: number, bankerCount = 0): boolean {
  return systemValues(legCount, bankerCount).includes(systemValue);
}

/** 2ⁿ − 1: every non-empty subset of n legs is a line (Lucky 15, 31, 63; patent 7). */
export function fullCoverLineCount(legCount: number): number {
  return legCount < 1 ? 0 : 2 ** legCount - 1;
}

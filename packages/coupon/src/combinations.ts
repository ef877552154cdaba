/** Every way to choose `size` items, in index order: [a,b,c] choose 2 → ab, ac, bc. */
export function combinations<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 0 || size > items.length) {
    return [];
  }
  const result: T[][] = [];
  const pick = (start: number, chosen: T[]): void => {
    if (chosen.length === size) {
      result.push(chosen);
      return;
    }
    // Stop early when too few items remain to complete the combination.
    for (let i = start; i <= items.length - (size - chosen.length); i++) {
      pick(i + 1, [...chosen, items[i] as T]);
    }
  };
  pick(0, []);
  return result;
}

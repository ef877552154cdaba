import { lotteryById, quickPick, type Line } from '@sb/lotto';

/** Floats from the browser's CSPRNG (a quick pick needs no proof; the draw does). */
const browserFloats = () => ({
  next(): number {
    const word = new Uint32Array(1);
    globalThis.crypto.getRandomValues(word);
    return (word[0] ?? 0) / 0x1_0000_0000;
  },
});

/** A random valid line of `spots` numbers (and a bonus ball where the lottery has one). */
export function quickLine(lotteryId: string, spots: number): Line | null {
  const lottery = lotteryById(lotteryId);
  return lottery ? quickPick(lottery, spots, browserFloats()) : null;
}

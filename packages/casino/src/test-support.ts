import { floatStream } from './fair';
import type { FloatStream } from './types';

/** Floats given in order (then 0s): examples that pin one outcome. */
export function fixedFloats(values: readonly number[]): FloatStream {
  let i = 0;
  return { next: () => values[i++] ?? 0 };
}

/** The provably fair stream of the i-th simulated bet under fixed test seeds. */
export function simFloats(i: number, seed = 'simulation-server-seed'): FloatStream {
  return floatStream(seed, 'simulation-client-seed', i);
}

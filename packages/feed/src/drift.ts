import { unit } from './random';

/** Prices move once per tick: the same tick always gives the same prices. */
export const PRICE_TICK_MS = 60_000;

const HOUR = 3_600_000;
/** Slow and fast waves: a price trends over hours and wobbles within the hour. */
const WAVES = [
  { period: 7 * HOUR, amplitude: 0.12 },
  { period: 53 * 60_000, amplitude: 0.05 },
] as const;

export function tickOf(time: number): number {
  return Math.floor(time / PRICE_TICK_MS);
}

/**
 * A smooth, deterministic move for `key` (a game, or a competitor within one) at `tick`:
 * a sum of sinusoids with seeded phases, in rating points.
 */
export function drift(seed: number, key: number, channel: number, tick: number, scale = 1): number {
  const time = tick * PRICE_TICK_MS;
  let value = 0;
  WAVES.forEach(({ period, amplitude }, i) => {
    const phase = 2 * Math.PI * unit(seed, 4, key, channel, i);
    value += amplitude * Math.sin((2 * Math.PI * time) / period + phase);
  });
  return value * scale;
}

import type { FloatStream } from '../types';

/**
 * A fast seeded float stream for long simulations (sfc32, 2⁻³² grid like the fair stream).
 * Not for real play: bets use fair.ts floatStream. Simulations of 10⁷ rounds would otherwise
 * spend most of their time in HMAC-SHA256; the bench measures the fair stream separately.
 */
export function seededFloats(seed: number): FloatStream {
  let a = 0x9e3779b9 ^ seed;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 0x1_0000_0000;
  };
  for (let i = 0; i < 15; i++) next();
  return { next };
}

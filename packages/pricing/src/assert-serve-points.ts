import { PRICING_ERRORS } from './errors';

/**
 * Serve-point chances of 0 or 1 make a tiebreak between two such servers
 * endless (every point goes with serve), so the set and match models need
 * both strictly inside (0, 1).
 */
export function assertServePoints(serveA: number, serveB: number): void {
  for (const [name, value] of [
    ['serveA', serveA],
    ['serveB', serveB],
  ] as const) {
    if (!(value > 0 && value < 1)) {
      throw new RangeError(PRICING_ERRORS.servePoint(name, value));
    }
  }
}

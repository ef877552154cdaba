import { SCHEDULED_SPORT_IDS, SPORT_IDS } from '@sb/contracts';
import { floatStream } from '@sb/casino';
import { HALF_TIME_RATE_SHARE } from '@sb/pricing';
import type { RoundOutcome, ScheduledGameDef, ScheduledIncident } from '../types';
import { footballFairMarkets, fullTimeGrid } from './football-model';
import { FOOTBALL_POOL, pickField } from './pool';
import { priceMarkets } from './price';
import { settleAsSport } from './settle-as';

const SPORT_ID = SCHEDULED_SPORT_IDS['virtual-football'];
const DURATION_MS = 90_000;
const MINUTES = 90;

/** The cell a uniform float falls in along a probability vector (the last takes rounding leftovers). */
export function sampleCell(probabilities: readonly number[], u: number): number {
  let rest = u;
  for (let i = 0; i < probabilities.length; i++) {
    rest -= probabilities[i] ?? 0;
    if (rest < 0) return i;
  }
  return probabilities.length - 1;
}

/** Match minute (1…90) to ms from the round's start: one virtual minute a second. */
const atMsOf = (minute: number): number => Math.round((minute / MINUTES) * DURATION_MS);

/**
 * Issue 19 virtual football: two sides of the pool meet (the first at home), priced from the
 * Dixon–Coles grid of their ratings; the match is the grid's score, drawn with one float, with
 * each goal given a half (HALF_TIME_RATE_SHARE) and a minute. Chances and cards are colour for
 * the 2D view, drawn after the score so they never change it.
 */
export const virtualFootball: ScheduledGameDef = {
  type: 'virtual-football',
  kind: 'virtual',
  name: 'Virtual Football',
  intervalMs: 180_000,
  durationMs: DURATION_MS,
  competitors: (ctx) => pickField(SPORT_ID, FOOTBALL_POOL, 2, ctx.publicSeed, 3),
  markets(ctx, competitors) {
    const [home, away] = competitors;
    if (home === undefined || away === undefined) return [];
    return priceMarkets(ctx, footballFairMarkets(fullTimeGrid(home.strength, away.strength)));
  },
  play(ctx, competitors, drawSeed): RoundOutcome {
    const [home, away] = competitors;
    if (home === undefined || away === undefined) throw new RangeError('virtual football needs two sides');
    const floats = floatStream(drawSeed, String(ctx.roundId), 0);
    const grid = fullTimeGrid(home.strength, away.strength);
    const cell = sampleCell(grid.probabilities, floats.next());
    const goals = [Math.floor(cell / (grid.maxGoals + 1)), cell % (grid.maxGoals + 1)] as const;
    const firstHalf = [0, 0];
    const incidents: ScheduledIncident[] = [{ atMs: atMsOf(45), kind: 'halftime', side: 0, value: 45 }];
    goals.forEach((count, i) => {
      for (let g = 0; g < count; g++) {
        const inFirst = floats.next() < HALF_TIME_RATE_SHARE;
        if (inFirst) firstHalf[i] = (firstHalf[i] ?? 0) + 1;
        const minute = (inFirst ? 1 : 46) + Math.floor(floats.next() * 45);
        incidents.push({ atMs: atMsOf(minute), kind: 'goal', side: i + 1, value: minute });
      }
    });
    for (const kind of ['chance', 'chance', 'chance', 'chance', 'card', 'card'] as const) {
      if (floats.next() < 0.25) continue;
      const minute = 1 + Math.floor(floats.next() * MINUTES);
      incidents.push({ atMs: atMsOf(minute), kind, side: floats.next() < 0.5 ? 1 : 2, value: minute });
    }
    incidents.sort((a, b) => a.atMs - b.atMs);
    const [h1 = 0, a1 = 0] = firstHalf;
    return {
      draw: [],
      incidents,
      score: {
        home: goals[0],
        away: goals[1],
        periods: [
          [h1, a1],
          [goals[0] - h1, goals[1] - a1],
        ],
      },
      winnerId: null,
    };
  },
  settle: (outcome, result) => settleAsSport(SPORT_IDS.football, outcome, result),
};

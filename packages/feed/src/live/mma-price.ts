import type { MarketSpec } from '../market-spec';
import { FINISH_FROM_MS, FINISH_TO_MS, fightMarkets, ROUND_MS, type FightEnds } from '../models/mma';
import type { Frame, Timeline } from './timeline';

/**
 * Issue 14, MMA in play: how the fight may still end at `now`. Rounds already over carry no
 * finish; in the round being fought a finish is uniform over [FINISH_FROM_MS, FINISH_TO_MS) of
 * the round (how the timeline places it), so only the part still to come keeps its share; a fight
 * still on after that window of the third round goes to the judges. Read from the round's start
 * and the nominal round length only: the segment's own end would tell when the fight stops.
 */
export function fightEndsLeft(ends: FightEnds, timeline: Timeline, frame: Frame, now: number): FightEnds {
  const reached = Math.max(1, frame.score.periods.length);
  const round = timeline.segments.find((s) => s.play && s.period === reached && s.from <= now);
  const elapsed = round === undefined ? 0 : now - round.from;
  const windowLeft = Math.min(
    1,
    Math.max(0, (FINISH_TO_MS - Math.max(elapsed, FINISH_FROM_MS)) / (FINISH_TO_MS - FINISH_FROM_MS)),
  );
  // Past the round's five minutes (a break), the round ended without a finish.
  const left = elapsed >= ROUND_MS ? 0 : windowLeft;
  const masses = ends.finishes.map((mass, i) => (i + 1 < reached ? 0 : i + 1 === reached ? mass * left : mass));
  const total = masses.reduce((a, b) => a + b, 0) + ends.decision;
  return {
    finishes: [(masses[0] ?? 0) / total, (masses[1] ?? 0) / total, (masses[2] ?? 0) / total],
    decision: ends.decision / total,
  };
}

/** MMA in play: nothing once the fight is won; before, every fight market from what is left of it. */
export function mmaLiveMarkets(
  win: number,
  ends: FightEnds,
  timeline: Timeline,
  frame: Frame,
  now: number,
): MarketSpec[] {
  if (frame.score.home + frame.score.away > 0) return [];
  return fightMarkets(win, fightEndsLeft(ends, timeline, frame, now));
}

import type { Score } from '@sb/contracts';
import type { SportSpec } from '../catalog';
import { logistic } from '../models/model';
import type { Random } from '../random';
import { footballTimeline, hockeyTimeline, type GameWindow } from './football';
import { basketballTimeline, mmaTimeline, setsTimeline } from './points-sports';
import { tennisTimeline } from './tennis';
import type { Timeline } from './timeline';

/**
 * The in-play story of a match whose final score is `final` (drawn from the closing pre-match
 * model, so prices stay fair): incidents placed over [startAt, endAt) the sport's way.
 */
export function simulate(spec: SportSpec, window: GameWindow, final: Score, ratingEdge: number, rng: Random): Timeline {
  const homeShare = logistic(0.35 * ratingEdge + 0.1);
  switch (spec.model) {
    case 'football':
      return footballTimeline(window, final, homeShare, rng);
    case 'hockey':
      return hockeyTimeline(window, final, homeShare, rng);
    case 'basketball':
      return basketballTimeline(window, final, rng);
    case 'tennis':
      return tennisTimeline(window, spec.bestOf, final, rng);
    case 'mma':
      return mmaTimeline(window, final, rng);
    default:
      return setsTimeline(window, spec.id, spec.bestOf, final, rng);
  }
}

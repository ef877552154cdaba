import { SCHEDULED_SPORT_IDS, type ScheduledGameType } from '@sb/contracts';
import type { RoundContext } from '../types';

/** A round context as the core builds it (tests only; the core derives publicSeed itself). */
export function testContext(
  type: ScheduledGameType,
  publicSeed: number,
  margin = 0.06,
  roundId = 1_820_000_123,
): RoundContext {
  const sportId = SCHEDULED_SPORT_IDS[type];
  return { roundId, sportId, champId: 900_000 + sportId, margin, publicSeed };
}

import { SCHEDULED_SPORT_IDS } from '@sb/contracts';
import type { RoundContext } from '../types';
import type { Draw, TvGame } from './game';
import type { TvMarketSpec, TvOutcomeSpec } from './price';

/** Test helpers of the TV games (never imported by the games themselves). */

export const TEST_MARGIN = 0.06;

/** A round context as the core would build it, with a fixed public seed. */
export function testCtx(game: TvGame, roundId = 1_500_000_123, publicSeed = 424_242): RoundContext {
  const sportId = SCHEDULED_SPORT_IDS[game.type];
  return { roundId, sportId, champId: 900_000 + sportId, margin: TEST_MARGIN, publicSeed };
}

/** Every outcome the draw wins in each market (after settling all of them). */
export function winnersOf(game: TvGame, specs: readonly TvMarketSpec[], draw: Draw): TvOutcomeSpec[][] {
  return specs.map((spec) =>
    spec.outcomes.filter((o) => {
      const won = game.settle(o.typeId, o.param, draw);
      if (won === null)
        throw new Error(`${game.type}: ${o.typeId}/${o.param} did not settle on ${JSON.stringify(draw)}`);
      return won;
    }),
  );
}

export interface Frequency {
  readonly spec: TvMarketSpec;
  readonly outcome: TvOutcomeSpec;
  readonly wins: number;
  readonly plays: number;
}

/** How often each outcome (chosen by `pick`) won over `plays` rounds played with fixed seeds. */
export function frequencies(
  game: TvGame,
  ctx: RoundContext,
  plays: number,
  pick: (spec: TvMarketSpec, outcome: TvOutcomeSpec) => boolean = () => true,
): Frequency[] {
  const specs = game.specs(ctx);
  const chosen = specs.flatMap((spec) =>
    spec.outcomes.filter((o) => pick(spec, o)).map((outcome) => ({ spec, outcome })),
  );
  const wins = new Array<number>(chosen.length).fill(0);
  for (let i = 0; i < plays; i++) {
    const { draw } = game.play(ctx, `issue-19-frequency-${game.type}-${i}`);
    chosen.forEach(({ outcome }, k) => {
      if (game.settle(outcome.typeId, outcome.param, draw)) wins[k] = (wins[k] ?? 0) + 1;
    });
  }
  return chosen.map((c, k) => ({ ...c, wins: wins[k] ?? 0, plays }));
}

/** Distance of the observed frequency from the exact chance, in standard deviations of the count. */
export function sigmas(f: Frequency): number {
  const p = f.outcome.fair;
  const sd = Math.sqrt(f.plays * p * (1 - p));
  return sd === 0 ? (f.wins === f.plays * p ? 0 : Infinity) : Math.abs(f.wins - f.plays * p) / sd;
}

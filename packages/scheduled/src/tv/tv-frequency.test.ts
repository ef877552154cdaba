import { describe, expect, it } from 'vitest';
import { TV_GAMES } from './index';
import { frequencies, sigmas, testCtx } from './test-support';

/**
 * Issue 19: the prices' exact chances against the games as played. Each game plays 20 000
 * rounds from fixed seeds (frequency of each outcome by `settle` on the draw of `play`); every
 * outcome's count lies within 4 standard deviations of plays × exact chance. A wrong enumeration
 * (poker boards, the21's joint totals, Andar Bahar's first match) is off by far more.
 */
const PLAYS = 20_000;
const MAX_SIGMAS = 4;

describe('issue 19 TV games: frequencies of play agree with the exact chances', () => {
  it.each(TV_GAMES.map((game) => ({ game })))(
    'issue 19 TV games: $game.type — every outcome within 4σ over 20 000 plays',
    ({ game }) => {
      const found = frequencies(game, testCtx(game), PLAYS);
      expect(found.length).toBeGreaterThan(1);
      const far = found
        .filter((f) => sigmas(f) > MAX_SIGMAS)
        .map((f) => `${f.outcome.name ?? f.outcome.typeId}: ${f.wins}/${f.plays} vs p=${f.outcome.fair}`);
      expect(far).toEqual([]);
    },
    60_000,
  );
});

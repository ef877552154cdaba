import { describe, expect, it } from 'vitest';
import { SCHEDULED_OUTCOME_TYPE as T } from '@sb/contracts';
import { TV_GAME_DEFS } from './index';
import { POCKETS, WHEEL, colourOf, sectorOf } from './wheel';
import { TEST_MARGIN, testCtx } from './test-support';

describe('issue 19 TV games: wheel (European single zero)', () => {
  it('issue 19 TV games: 18 red, 18 black and the green zero; dozens and the zero as four sectors', () => {
    const pockets = Array.from({ length: POCKETS }, (_, p) => p);
    expect(pockets.filter((p) => colourOf(p) === 'red')).toHaveLength(18);
    expect(pockets.filter((p) => colourOf(p) === 'black')).toHaveLength(18);
    expect(colourOf(0)).toBe('green');
    expect([colourOf(1), colourOf(2), colourOf(36)]).toEqual(['red', 'black', 'red']);
    expect([0, 1, 12, 13, 24, 25, 36].map(sectorOf)).toEqual([4, 1, 1, 2, 2, 3, 3]);
    const colour = WHEEL.specs(testCtx(WHEEL))[0];
    expect(colour?.outcomes.map((o) => o.fair)).toEqual([18 / 37, 18 / 37, 1 / 37]);
  });

  it('issue 19 TV games: a pocket is priced at 37 / (1 + margin)', () => {
    const def = TV_GAME_DEFS.find((d) => d.type === 'wheel');
    const ctx = testCtx(WHEEL);
    const pocket = def
      ?.markets(ctx, [])
      .flatMap((m) => m.outcomes)
      .find((o) => o.typeId === T.pocket);
    expect(pocket?.coef).toBe(Math.round((1000 * 37) / (1 + TEST_MARGIN)) / 1000);
  });

  it('issue 19 TV games: the zero wins green, sector 4, even and under 18.5; 36 wins red, sector 3, over', () => {
    const zero = [[0, 0]] as const;
    expect(WHEEL.settle(T.colourGreen, null, zero)).toBe(true);
    expect(WHEEL.settle(T.colourRed, null, zero)).toBe(false);
    expect(WHEEL.settle(T.sector, 4, zero)).toBe(true);
    expect(WHEEL.settle(T.sumEven, null, zero)).toBe(true);
    expect(WHEEL.settle(T.sumUnder, 18.5, zero)).toBe(true);
    expect(WHEEL.settle(T.pocket, 0, zero)).toBe(true);
    const top = [[36, 0]] as const;
    expect(WHEEL.settle(T.colourRed, null, top)).toBe(true);
    expect(WHEEL.settle(T.sector, 3, top)).toBe(true);
    expect(WHEEL.settle(T.sumOver, 18.5, top)).toBe(true);
    expect(WHEEL.settle(T.pocket, 35, top)).toBe(false);
    expect(WHEEL.settle(T.pocket, 0, [[37, 0]])).toBeNull();
  });
});

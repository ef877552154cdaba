import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ScheduledRound } from '@sb/contracts';
import { finishingOrder, progressAt } from './race';

const checkpoint = (side: number, atMs: number) => ({ atMs, kind: 'checkpoint', side });

describe('issue 19 virtual sports: races decode from [teamId, position] and checkpoints', () => {
  it('the finishing order is the team ids by position, whatever the order of the draw', () => {
    expect(
      finishingOrder([
        [14, 3],
        [11, 1],
        [12, 4],
        [13, 2],
      ]),
    ).toEqual([11, 13, 14, 12]);
  });

  it('a runner is at k/K of the track at its k-th checkpoint and moves evenly between two', () => {
    const round = {
      draw: [] as ScheduledRound['draw'],
      incidents: [checkpoint(1, 1000), checkpoint(1, 2000), checkpoint(2, 1500), checkpoint(2, 2500)],
    };
    const at = (ms: number) => progressAt(round, [1, 2], ms, 3000);
    expect(at(1000).get(1)).toBeCloseTo(0.5);
    expect(at(1500).get(1)).toBeCloseTo(0.75);
    expect(at(2000).get(1)).toBe(1);
    expect(at(750).get(2)).toBeCloseTo(0.25);
    expect(at(0).get(2)).toBe(0);
  });

  it('without checkpoints a runner keeps the average pace and crosses the line only once the result says so', () => {
    const open = { draw: [] as ScheduledRound['draw'], incidents: [] };
    expect(progressAt(open, [5], 1500, 3000).get(5)).toBeCloseTo(0.5);
    expect(progressAt(open, [5], 3000, 3000).get(5)).toBeLessThan(1);
    const done = { draw: [[5, 1]] as ScheduledRound['draw'], incidents: [] };
    expect(progressAt(done, [5], 3000, 3000).get(5)).toBe(1);
  });

  it('progress stays within the track and never goes backwards', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 60_000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 60_000 }),
        fc.integer({ min: 0, max: 60_000 }),
        (times, a, b) => {
          const round = { draw: [] as ScheduledRound['draw'], incidents: times.map((t) => checkpoint(7, t)) };
          const [early, late] = a <= b ? [a, b] : [b, a];
          const p1 = progressAt(round, [7], early, 60_000).get(7) ?? NaN;
          const p2 = progressAt(round, [7], late, 60_000).get(7) ?? NaN;
          expect(p1).toBeGreaterThanOrEqual(0);
          expect(p2).toBeLessThanOrEqual(1);
          expect(p2).toBeGreaterThanOrEqual(p1);
        },
      ),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { attackingSide, matchMinute, recentGoal, scoreAt } from './football';
import { elapsedIn, revealedCount, revealTimes } from './timeline';

const draw5: [number, number][] = [
  [1, 0],
  [2, 0],
  [3, 0],
  [4, 0],
];

describe('issue 19 studio: what is shown when', () => {
  it('items are spread evenly over the draw when the round has no incident per item', () => {
    expect(revealTimes({ draw: draw5, incidents: [] }, 50_000)).toEqual([10_000, 20_000, 30_000, 40_000]);
    expect(revealedCount([10_000, 20_000, 30_000, 40_000], 25_000)).toBe(2);
    expect(revealedCount([10_000, 20_000, 30_000, 40_000], 50_000)).toBe(4);
  });

  it("items follow the round's incidents when there is one per item", () => {
    const incidents = [5, 6, 7, 9].map((s) => ({ atMs: s * 1000, kind: 'ball', side: 0 }));
    expect(revealTimes({ draw: draw5, incidents }, 50_000)).toEqual([5000, 6000, 7000, 9000]);
  });

  it('elapsed time is clamped to the round', () => {
    const r = { startAt: 1000, endAt: 61_000 };
    expect(elapsedIn(r, 0)).toBe(0);
    expect(elapsedIn(r, 31_000)).toBe(30_000);
    expect(elapsedIn(r, 99_000)).toBe(60_000);
  });
});

describe('issue 19 virtual football: score and minute from the incidents', () => {
  const incidents = [
    { atMs: 10_000, kind: 'attack', side: 2 },
    { atMs: 12_000, kind: 'goal', side: 2 },
    { atMs: 40_000, kind: 'goal', side: 1 },
    { atMs: 50_000, kind: 'goal', side: 1 },
  ];
  it('counts the goals scored by then', () => {
    expect(scoreAt(incidents, 11_000)).toEqual([0, 0]);
    expect(scoreAt(incidents, 45_000)).toEqual([1, 1]);
    expect(scoreAt(incidents, 60_000)).toEqual([2, 1]);
  });
  it('plays 90 minutes in the round’s length', () => {
    expect(matchMinute(0, 60_000)).toBe(0);
    expect(matchMinute(30_000, 60_000)).toBe(45);
    expect(matchMinute(90_000, 60_000)).toBe(90);
  });
  it('the ball is in the half of the latest incident; a goal flashes for a while', () => {
    expect(attackingSide(incidents, 5_000)).toBe(0);
    expect(attackingSide(incidents, 11_000)).toBe(2);
    expect(attackingSide(incidents, 41_000)).toBe(1);
    expect(recentGoal(incidents, 13_000, 4_000)).toEqual({ side: 2, atMs: 12_000 });
    expect(recentGoal(incidents, 17_000, 4_000)).toBeNull();
  });
});

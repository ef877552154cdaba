import { describe, expect, it } from 'vitest';
import type { ScheduledRound } from '@sb/contracts';
import { tennisBoard } from './tennis';

const points = (sides: number[]) => sides.map((side, i) => ({ atMs: (i + 1) * 100, kind: 'point', side }));
const round = (incidents: ScheduledRound['incidents'], over: Partial<ScheduledRound> = {}) => ({
  incidents,
  score: null,
  phase: 'drawing' as const,
  ...over,
});

describe('issue 19 virtual tennis: the scoreboard follows the rules of tennis', () => {
  it('points read 15, 30, 40, deuce and advantage', () => {
    expect(tennisBoard(round(points([1, 1, 2])), 10_000).points).toEqual(['30', '15']);
    expect(tennisBoard(round(points([1, 1, 1, 2, 2, 2])), 10_000).points).toEqual(['40', '40']);
    expect(tennisBoard(round(points([1, 1, 1, 2, 2, 2, 2])), 10_000).points).toEqual(['40', 'AD']);
  });

  it('a game needs four points and a lead of two; a set six games and a lead of two', () => {
    const game1 = [1, 1, 1, 1];
    expect(tennisBoard(round(points(game1)), 10_000)).toEqual({ sets: [[1, 0]], points: null, tiebreak: false });
    const sixLove = Array.from({ length: 6 }, () => game1).flat();
    expect(tennisBoard(round(points([...sixLove, 2])), 10_000).sets).toEqual([
      [6, 0],
      [0, 0],
    ]);
  });

  it('at 6–6 a tie-break is played to seven points by two', () => {
    const g = (s: number) => [s, s, s, s];
    const sixAll = [1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2].flatMap(g);
    const board = tennisBoard(round(points([...sixAll, 1, 1, 2])), 100_000);
    expect(board.sets).toEqual([[6, 6]]);
    expect(board.tiebreak).toBe(true);
    expect(board.points).toEqual(['2', '1']);
    const won = tennisBoard(round(points([...sixAll, 1, 1, 1, 1, 1, 1, 1])), 100_000);
    expect(won.sets).toEqual([[7, 6]]);
  });

  it('shows only what has happened by the elapsed time', () => {
    expect(tennisBoard(round(points([1, 1, 2])), 250).points).toEqual(['30', '0']);
  });

  it('a finished round without a timeline shows its games per set', () => {
    const done = round([], {
      phase: 'finished',
      score: {
        home: 2,
        away: 1,
        periods: [
          [6, 4],
          [3, 6],
          [7, 5],
        ],
      },
    });
    expect(tennisBoard(done, 60_000).sets).toEqual([
      [6, 4],
      [3, 6],
      [7, 5],
    ]);
  });
});

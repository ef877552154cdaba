import { describe, expect, it } from 'vitest';
import { boardOf, diceOdds, togglePick } from './game-ui';
import { numbersAt, slotSpins } from './results';

describe('issue 15: game boards read the games’ answers', () => {
  it('picks the board of a game by its id, slots by category', () => {
    expect(boardOf({ id: 'dice', kind: 'instant', category: 'fast-games', tags: [] })).toBe('dice');
    expect(boardOf({ id: 'jacks-or-better', kind: 'round', category: 'poker', tags: [] })).toBe('video-poker');
    expect(boardOf({ id: 'pharaoh-gold', kind: 'instant', category: 'slots', tags: [] })).toBe('slot');
    expect(boardOf({ id: 'deep-sea-catch', kind: 'instant', category: 'fishinghunting', tags: ['slot'] })).toBe('slot');
    expect(boardOf({ id: 'new-thing', kind: 'round', category: 'othergames', tags: [] })).toBe('round');
    expect(boardOf({ id: 'roulette-live', kind: 'shared', category: 'live-casino', tags: [] })).toBe('live-roulette');
    expect(boardOf({ id: 'roulette', kind: 'instant', category: 'othergames', tags: [] })).toBe('roulette');
    expect(boardOf({ id: 'bingo-75', kind: 'shared', category: 'bingo', tags: [] })).toBe('bingo');
    expect(boardOf({ id: 'crash', kind: 'shared', category: 'crash-games', tags: [] })).toBe('crash');
  });

  it('keno: at most ten picks, toggled, sorted', () => {
    let picks: number[] = [];
    for (const n of [5, 3, 80, 1, 2, 4, 6, 7, 8, 9, 10]) picks = togglePick(picks, n);
    expect(picks).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 80]);
    expect(togglePick(picks, 80)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('dice odds: chance and the 99 % multiplier', () => {
    expect(diceOdds(49.5, 'under')).toEqual({ chance: 49.5, multiplier: 2 });
    expect(diceOdds(90, 'over').chance).toBe(10);
  });

  it('slot spins: base grid and free spins with wins; anything else is empty', () => {
    const grid = [
      ['A', 'B', 'C'],
      ['A', 'B', 'C'],
      ['A', 'W', 'C'],
      ['D', 'D', 'D'],
      ['E', 'E', 'E'],
    ];
    const spins = slotSpins({
      grid,
      wins: [{ line: 1, symbol: 'A', count: 3, coins: 5 }],
      freeSpins: [{ grid, wins: [] }],
    });
    expect(spins).toHaveLength(2);
    expect(spins[0]?.wins[0]).toEqual({ line: 1, symbol: 'A', count: 3, coins: 5 });
    expect(slotSpins(null)).toEqual([]);
    expect(numbersAt({ drawn: [1, 'x', 3] }, 'drawn')).toEqual([1, 3]);
  });
});

import { describe, expect, it } from 'vitest';
import { isShown, toggleSport, type DisallowedLists } from './sports-lists';

describe('spec §7 save disallowed sports: toggling', () => {
  it('hides and shows one sport in one section, lists sorted and unique', () => {
    let lists: DisallowedLists = { line: [3], live: [] };
    lists = toggleSport(lists, 'line', 1, false);
    expect(lists).toEqual({ line: [1, 3], live: [] });
    lists = toggleSport(lists, 'line', 1, false);
    expect(lists.line).toEqual([1, 3]);
    lists = toggleSport(lists, 'live', 3, false);
    expect(isShown(lists, 'live', 3)).toBe(false);
    expect(isShown(lists, 'line', 2)).toBe(true);
    expect(toggleSport(lists, 'line', 3, true)).toEqual({ line: [1], live: [3] });
  });
});

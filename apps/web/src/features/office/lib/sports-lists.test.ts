import fc from 'fast-check';
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

  it('property: any toggle sequence leaves sorted unique lists, the last toggle of each sport deciding it', () => {
    const step = fc.record({
      section: fc.constantFrom('line' as const, 'live' as const),
      sport: fc.integer({ min: 1, max: 8 }),
      show: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let lists: DisallowedLists = { line: [], live: [] };
        const last = new Map<string, boolean>();
        for (const s of steps) {
          lists = toggleSport(lists, s.section, s.sport, s.show);
          last.set(`${s.section}:${s.sport}`, s.show);
        }
        for (const section of ['line', 'live'] as const) {
          const ids = lists[section];
          expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
        }
        for (const [key, show] of last) {
          const [section, sport] = key.split(':') as ['line' | 'live', string];
          expect(isShown(lists, section, Number(sport))).toBe(show);
        }
      }),
    );
  });
});

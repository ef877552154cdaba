import { describe, expect, it } from 'vitest';
import { filtersFromSearch, filtersToSearch, historyApiSearch, NO_FILTERS, pageCount } from './history-filters';

describe('office/historypay filters: period, type, status and page in the URL', () => {
  it('reads valid filters and drops malformed ones', () => {
    expect(
      filtersFromSearch(new URLSearchParams('from=2026-01-05&to=2026-02-30&type=withdrawal&status=nope&page=3')),
    ).toEqual({ from: '2026-01-05', to: '', type: 'withdrawal', status: '', page: 3 });
    expect(filtersFromSearch(new URLSearchParams('page=-1'))).toEqual(NO_FILTERS);
    expect(filtersFromSearch(new URLSearchParams('page=1.5'))).toEqual(NO_FILTERS);
  });

  it('writes only what differs from the defaults (round trip)', () => {
    const f = { from: '2026-01-05', to: '', type: 'deposit', status: 'success', page: 2 } as const;
    expect(filtersToSearch(f).toString()).toBe('from=2026-01-05&type=deposit&status=success&page=2');
    expect(filtersFromSearch(filtersToSearch(f))).toEqual(f);
    expect(filtersToSearch(NO_FILTERS).toString()).toBe('');
  });

  it('a day is the player day: from its first to its last instant in their time zone', () => {
    const f = { ...NO_FILTERS, from: '2026-03-10', to: '2026-03-10' };
    // Spec §9 default time zone 3: the Moscow day starts at 21:00 UTC the day before.
    const q = historyApiSearch(f, 3, false);
    expect(q.get('from')).toBe('2026-03-09T21:00:00.000Z');
    expect(q.get('to')).toBe('2026-03-10T20:59:59.999Z');
    expect(q.has('page')).toBe(false);
    const west = historyApiSearch(f, -5.5, true);
    expect(west.get('from')).toBe('2026-03-10T05:30:00.000Z');
    expect(west.get('page')).toBe('1');
    expect(west.get('pageSize')).toBe('20');
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});

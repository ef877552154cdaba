import { describe, expect, it } from 'vitest';
import type { Champ, GameSummary, Market } from '@sb/contracts';
import fc from 'fast-check';
import {
  cellsOf,
  groupChampsByCountry,
  groupMarkets,
  listColumns,
  sortGames,
  splitBestMatches,
  visibleSports,
} from './grouping';

const champ = (id: number, name: string, countryCode: string | null, isTop = false): Champ => ({
  id,
  sportId: 1,
  name,
  slug: name.toLowerCase(),
  countryCode,
  gamesCount: 10,
  isTop,
});

describe('group by country (spec §3 flag, Intl.DisplayNames)', () => {
  const champs = [
    champ(1, 'Bundesliga', 'DE'),
    champ(2, 'Premier League', 'GB', true),
    champ(3, 'Champions League', null),
    champ(4, 'Championship', 'GB'),
    champ(5, '2. Bundesliga', 'DE'),
  ];

  it('international first, then countries by their name in the page language', () => {
    const groups = groupChampsByCountry(champs, 'en', 'International');
    expect(groups.map((g) => g.countryName)).toEqual(['International', 'Germany', 'United Kingdom']);
    expect(groups[2]?.champs.map((c) => c.name)).toEqual(['Premier League', 'Championship']);
  });

  it('country names in the page language', () => {
    const groups = groupChampsByCountry(champs, 'de', 'International');
    expect(groups.map((g) => g.countryName)).toContain('Deutschland');
  });

  it('every championship lands in exactly one group', () => {
    const groups = groupChampsByCountry(champs, 'ru', 'X');
    expect(groups.flatMap((g) => g.champs.map((c) => c.id)).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

const game = (id: number, startAt: number, isTop: boolean, groups: number[] = [1]): GameSummary => ({
  id,
  sportId: 1,
  champId: 1,
  champName: 'C',
  countryCode: null,
  team1: { id: 1, name: 'A', short: 'A', colors: ['#000', '#fff'] },
  team2: { id: 2, name: 'B', short: 'B', colors: ['#000', '#fff'] },
  title: null,
  startAt,
  statusId: 1,
  isTop,
  mainMarkets: groups.map((groupId): Market => ({ groupId, param: null, outcomes: [] })),
  marketsCount: 10,
  score: null,
});

describe('best matches on top (spec §3 flag)', () => {
  const games = [game(1, 300, false), game(2, 200, true), game(3, 100, false)];
  it('on: top games first, then by kick-off', () => expect(sortGames(games, true).map((g) => g.id)).toEqual([2, 3, 1]));
  it('off: by kick-off only', () => expect(sortGames(games, false).map((g) => g.id)).toEqual([3, 2, 1]));
});

describe('list columns: European vs Asian view (spec §3 appViewType)', () => {
  const games = [game(1, 0, false, [1, 3, 4])];
  it('European: result, handicap, total', () =>
    expect(listColumns(games, false).map((c) => c.groupId)).toEqual([1, 3, 4]));
  it('Asian: handicap and total lead', () => expect(listColumns(games, true).map((c) => c.groupId)).toEqual([3, 4, 1]));
  it('two-way sports use the winner market', () =>
    expect(listColumns([game(1, 0, false, [11, 4])], false).map((c) => c.typeIds)).toEqual([
      [23, 24],
      [9, 10],
    ]));
});

describe('game page markets', () => {
  it('blocks by group in id order, lines ascending', () => {
    const m = (groupId: number, param: number | null): Market => ({ groupId, param, outcomes: [] });
    const groups = groupMarkets([m(4, 3.5), m(1, null), m(4, 1.5), m(4, 2.5)]);
    expect(groups.map((g) => g.groupId)).toEqual([1, 4]);
    expect(groups[1]?.markets.map((x) => x.param)).toEqual([1.5, 2.5, 3.5]);
  });
});

describe('disallow_line_sport (spec §3 user config)', () => {
  it('hides the sports of the list', () =>
    expect(visibleSports([{ id: 1 }, { id: 2 }, { id: 3 }], [2]).map((s) => s.id)).toEqual([1, 3]));
  it('a mixed list (top events): a two-way game shows its winner in the result column as 1 and 2', () => {
    const mixed = [game(1, 0, false, [1, 4]), game(2, 0, false, [11, 4])];
    const [result] = listColumns(mixed, false);
    if (!result) throw new Error('no result column');
    expect(result.typeIds).toEqual([1, 2, 3]);
    const twoWay = cellsOf(mixed[1]?.mainMarkets ?? [], result);
    expect(twoWay.market?.groupId).toBe(11);
    expect(twoWay.typeIds).toEqual([23, null, 24]);
    const threeWay = cellsOf(mixed[0]?.mainMarkets ?? [], result);
    expect(threeWay.market?.groupId).toBe(1);
    expect(threeWay.typeIds).toEqual([1, 2, 3]);
  });
});

describe('issue 13 bug 6: best matches on top under their own label', () => {
  const g = (id: number, startAt: number, isTop: boolean) => ({ id, startAt, isTop });
  const games = [g(1, 300, false), g(2, 100, true), g(3, 200, false), g(4, 400, true), g(5, 50, false)];

  it('spec §3 bestMatchesOnTop on: best matches first by date, then the rest by date', () => {
    const { best, rest } = splitBestMatches(games, true);
    expect(best.map((x) => x.id)).toEqual([2, 4]);
    expect(rest.map((x) => x.id)).toEqual([5, 3, 1]);
  });

  it('spec §3 bestMatchesOnTop off: one list by date', () => {
    const { best, rest } = splitBestMatches(games, false);
    expect(best).toEqual([]);
    expect(rest.map((x) => x.id)).toEqual([5, 2, 3, 1, 4]);
  });

  it('both parts are sorted by kick-off, every game is in exactly one part, the order equals sortGames (property)', () => {
    const arb = fc.uniqueArray(fc.record({ id: fc.nat(), startAt: fc.nat({ max: 1000 }), isTop: fc.boolean() }), {
      selector: (x) => x.id,
      maxLength: 40,
    });
    fc.assert(
      fc.property(arb, fc.boolean(), (list, bestFirst) => {
        const { best, rest } = splitBestMatches(list, bestFirst);
        const byStart = (xs: typeof list) => xs.every((x, i) => i === 0 || (xs[i - 1]?.startAt ?? 0) <= x.startAt);
        expect(byStart(best) && byStart(rest)).toBe(true);
        expect([...best, ...rest].map((x) => x.id)).toEqual(sortGames(list, bestFirst).map((x) => x.id));
        if (bestFirst) expect(best.every((x) => x.isTop) && rest.every((x) => !x.isTop)).toBe(true);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Champ, Sport } from '@sb/contracts';
import { champsOfCountry, PAGE_TYPE_TITLE, pageTypeViewOf } from './page-types';
import { lineCrumbs } from './crumbs';
import { leftMenuTools } from './left-menu';
import { statsLinkOf } from './stats-link';

const sport = (id: number): Sport => ({ id, nameEng: `s${id}`, slug: `s${id}`, gamesCount: 5, champsCount: 2 });
const champ = (id: number, sportId: number, countryCode: string | null): Champ => ({
  id,
  sportId,
  name: `C${id}`,
  slug: `c${id}`,
  countryCode,
  gamesCount: 3,
  isTop: false,
});

describe('spec §2 pageType values with their own content', () => {
  it('spec §2 pageType: topgame, betsonyour and marble each have their own view and title', () => {
    expect(pageTypeViewOf('topgame')).toBe('top');
    expect(pageTypeViewOf('betsonyour')).toBe('country');
    expect(pageTypeViewOf('marble')).toBe('longTerm');
    const titles = ['topgame', 'betsonyour', 'marble'].map((p) => PAGE_TYPE_TITLE[pageTypeViewOf(p) ?? 'top']);
    expect(new Set(titles).size).toBe(3);
  });

  it('spec §2 pageType: home, team, cyber, ufc, politics keep the betting tree', () => {
    for (const p of ['home', 'team', 'cyber', 'ufc', 'politics', undefined, 'x']) expect(pageTypeViewOf(p)).toBeNull();
  });

  it('spec §2 betsonyour: only the championships of the visitor country, sports without one dropped', () => {
    const data = [
      { sport: sport(1), champs: [champ(1, 1, 'GB'), champ(2, 1, 'DE'), champ(3, 1, null)] },
      { sport: sport(2), champs: [champ(4, 2, 'DE')] },
    ];
    expect(champsOfCountry(data, 'gb')).toEqual([{ sport: sport(1), champs: [champ(1, 1, 'GB')] }]);
    expect(champsOfCountry(data, 'de').map((s) => s.champs.map((c) => c.id))).toEqual([[2], [4]]);
    expect(champsOfCountry(data, 'ru')).toEqual([]);
    expect(champsOfCountry(data, null)).toEqual([]);
  });

  it('spec §2 betsonyour: every kept championship is of the country, none of it is lost (property)', () => {
    const codes = fc.constantFrom('GB', 'DE', 'ES', null);
    fc.assert(
      fc.property(fc.array(codes, { maxLength: 30 }), fc.constantFrom('gb', 'de', 'es'), (list, code) => {
        const champs = list.map((c, i) => champ(i + 1, 1, c));
        const kept = champsOfCountry([{ sport: sport(1), champs }], code).flatMap((s) => s.champs);
        expect(kept.every((c) => c.countryCode === code.toUpperCase())).toBe(true);
        expect(kept.length).toBe(list.filter((c) => c === code.toUpperCase()).length);
      }),
    );
  });
});

describe('breadcrumbs of the line (issue 13)', () => {
  const colors: [string, string] = ['#000000', '#ffffff'];
  const game = {
    id: 9,
    sportId: 1,
    champId: 7,
    champName: 'Premier League',
    team1: { id: 1, name: 'Alpha', short: 'ALP', colors },
    team2: { id: 2, name: 'Beta', short: 'BET', colors },
    title: null,
  };
  const c = { id: 7, slug: 'premier-league', sportId: 1, name: 'Premier League' };

  it('home › line › sport › championship › game, each path under its parent', () => {
    const steps = lineCrumbs({ sport: { id: 1 }, champ: c, game });
    expect(steps.map((s) => s.key ?? s.name)).toEqual([
      'linenav_home',
      'nav_line',
      'sport_1',
      'Premier League',
      'Alpha — Beta',
    ]);
    for (let i = 2; i < steps.length; i++) expect(steps[i]?.path.startsWith(steps[i - 1]?.path ?? '?')).toBe(true);
  });

  it('a sport page ends at the sport, the line root at the line', () => {
    expect(lineCrumbs({ sport: { id: 4 }, champ: null, game: null }).map((s) => s.path)).toEqual([
      '',
      'home/line',
      'home/line/sports/4-tennis',
    ]);
    expect(lineCrumbs({ sport: null, champ: null, game: null })).toHaveLength(2);
  });
});

describe('spec §2 Navigation menus, left menu: stats, results, bet history', () => {
  it('spec §2 left menu: the three entries in the spec order, in the page language', () => {
    const tools = leftMenuTools(true, 'de');
    expect(tools.map((x) => x.id)).toEqual(['stats', 'results', 'history']);
    expect(tools.map((x) => x.href)).toEqual(['/de/statistic', '/de/results', '/de/office/history']);
  });

  it('spec §6: bet history needs a login, a visitor goes to the login page and back', () => {
    const history = leftMenuTools(false, 'en')[2];
    expect(history?.href).toBe('/en/login?return_url=%2Fen%2Foffice%2Fhistory');
    expect(history?.labelKey).toBe('linenav_menu_history_login');
  });
});

describe('spec §3 flag statsInNewWindow', () => {
  it('spec §3 statsInNewWindow on: the statistic popup route (spec §2 statisticpopup) in a new window', () => {
    expect(statsLinkOf(42, true)).toEqual({ path: 'statisticpopup?gameId=42', target: '_blank', rel: 'noopener' });
  });
  it('spec §3 statsInNewWindow off: the statistic page in place', () => {
    expect(statsLinkOf(42, false)).toEqual({ path: 'statistic?gameId=42' });
  });
});

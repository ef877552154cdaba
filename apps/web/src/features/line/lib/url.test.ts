import { describe, expect, it } from 'vitest';
import { champPath, gamePath, idOfSegment, slugify, sportPath, teamPath } from './url';
import { pickThemedChamp } from './themed';

describe('line URLs', () => {
  it('segments carry the id first', () => {
    expect(idOfSegment('12-premier-league')).toBe(12);
    expect(idOfSegment('7')).toBe(7);
    expect(idOfSegment('premier-league')).toBeNull();
    expect(idOfSegment('12abc')).toBeNull();
    expect(idOfSegment(undefined)).toBeNull();
  });
  it('slugs are ASCII', () => expect(slugify('Atlético Madrid — Real')).toBe('atletico-madrid-real'));
  it('paths of the tree (spec §2 {pageType}/{section}/{menuSection}/{sport}/{champ}/{game})', () => {
    expect(sportPath({ id: 2 })).toBe('home/line/sports/2-ice-hockey');
    expect(champPath({ id: 5, slug: 'nhl', sportId: 2 })).toBe('home/line/sports/2-ice-hockey/5-nhl');
    const g = {
      id: 99,
      sportId: 1,
      champId: 5,
      champName: 'Premier League',
      team1: { id: 1, name: 'Arsenal', short: 'ARS', colors: ['#f00', '#fff'] as [string, string] },
      team2: { id: 2, name: 'Chelsea', short: 'CHE', colors: ['#00f', '#fff'] as [string, string] },
      title: null,
    };
    expect(gamePath(g)).toBe('home/line/sports/1-football/5-premier-league/99-arsenal-chelsea');
    expect(teamPath(g.team1)).toBe('team/line/1-arsenal');
  });
});

describe('themed pages pick their championship', () => {
  const c = (id: number, name: string, countryCode: string | null) => ({
    id,
    sportId: 1,
    name,
    slug: '',
    countryCode,
    gamesCount: 5,
    isTop: false,
  });
  const champs = [c(1, 'Premier League', 'GB'), c(2, 'Premier League', 'RU'), c(3, 'UEFA Champions League', null)];
  it('epl is the English one', () => expect(pickThemedChamp(champs, 'epl')?.id).toBe(1));
  it('champ is the Champions League', () => expect(pickThemedChamp(champs, 'champ')?.id).toBe(3));
  it('none when the line lacks it', () => expect(pickThemedChamp(champs, 'laliga')).toBeNull());
});

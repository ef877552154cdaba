import type { Champ, GameSummary, SearchResponse } from '@sb/contracts';

export type SearchTeam = SearchResponse['teams'][number];

/** Where each kind of result leads (the line feature's URLs, handed in by the app). */
export interface SearchLinks {
  game: (g: GameSummary) => string;
  team: (t: SearchTeam) => string;
  champ: (c: Champ) => string;
}

export type SearchOption =
  | { kind: 'game'; key: string; path: string; game: GameSummary }
  | { kind: 'team'; key: string; path: string; team: SearchTeam }
  | { kind: 'champ'; key: string; path: string; champ: Champ };

/**
 * One list for the keyboard (arrows walk it top to bottom): games first, soonest kick-off first
 * (two fixtures of the same teams then read in date order), then teams, then championships.
 */
export function searchOptions(data: SearchResponse | undefined, links: SearchLinks): SearchOption[] {
  if (!data) return [];
  const games = [...data.games].sort((a, b) => a.startAt - b.startAt || a.id - b.id);
  return [
    ...games.map((game): SearchOption => ({ kind: 'game', key: `g${game.id}`, path: links.game(game), game })),
    ...data.teams.map((team): SearchOption => ({ kind: 'team', key: `t${team.id}`, path: links.team(team), team })),
    ...data.champs.map((champ): SearchOption => ({
      kind: 'champ',
      key: `c${champ.id}`,
      path: links.champ(champ),
      champ,
    })),
  ];
}

/** The next active option for an arrow key: wraps around; -1 means none (the input keeps focus). */
export function stepActive(active: number, count: number, delta: 1 | -1): number {
  if (count === 0) return -1;
  if (active < 0) return delta === 1 ? 0 : count - 1;
  return (active + delta + count) % count;
}

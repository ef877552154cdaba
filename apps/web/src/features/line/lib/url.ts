import type { Champ, GameSummary, Sport, Team } from '@sb/contracts';
import { SPORT_IDS } from '@sb/contracts/line-ids';

/**
 * Line URLs (spec §2 `{pageType}/{section}/{menuSection}/{sport}/{champ}/{game}`). Segments carry
 * the id first and a readable slug after it (`1-football`), so a renamed team never breaks a link.
 */
export const LINE_MENU_SECTION = 'sports';
export const LINE_ROOT = 'home/line';
export const LINE_PAGE_SIZE = 20;

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** The id at the start of a segment (`12-premier-league` → 12); null when there is none. */
export function idOfSegment(segment: string | undefined): number | null {
  const m = /^(\d{1,12})(?:-|$)/.exec(segment ?? '');
  return m ? Number(m[1]) : null;
}

const SPORT_SLUGS: ReadonlyMap<number, string> = new Map(
  Object.entries(SPORT_IDS).map(([name, id]) => [id, name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)]),
);
/** A sport's slug when only its id is at hand (a game row): the same for every link. */
export const sportSlugOf = (sportId: number) => SPORT_SLUGS.get(sportId) ?? 'sport';

export const sportSegment = (s: Pick<Sport, 'id'>) => `${s.id}-${sportSlugOf(s.id)}`;
export const champSegment = (c: Pick<Champ, 'id' | 'slug'>) => `${c.id}-${c.slug}`;

export function gameName(g: Pick<GameSummary, 'team1' | 'team2' | 'title'>): string {
  if (!g.team2) return g.title ? `${g.team1.name}: ${g.title}` : g.team1.name;
  return `${g.team1.name} — ${g.team2.name}`;
}

export const gameSegment = (g: Pick<GameSummary, 'id' | 'team1' | 'team2' | 'title'>) =>
  `${g.id}-${slugify(g.team2 ? `${g.team1.name} ${g.team2.name}` : (g.title ?? g.team1.name))}`;

export const sportPath = (s: Pick<Sport, 'id'>) => `${LINE_ROOT}/${LINE_MENU_SECTION}/${sportSegment(s)}`;

export function champPath(c: Pick<Champ, 'id' | 'slug' | 'sportId'>): string {
  return `${sportPath({ id: c.sportId })}/${champSegment(c)}`;
}

/** A game's page; sport and champ slugs come from the game itself. */
export function gamePath(
  g: Pick<GameSummary, 'id' | 'sportId' | 'champId' | 'champName' | 'team1' | 'team2' | 'title'>,
) {
  return `${sportPath({ id: g.sportId })}/${g.champId}-${slugify(g.champName)}/${gameSegment(g)}`;
}

export const teamPath = (t: Pick<Team, 'id' | 'name'>) => `team/line/${t.id}-${slugify(t.name)}`;

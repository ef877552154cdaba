import type { Champ, GameSummary } from '@sb/contracts';
import { SPORT_IDS } from '@sb/contracts/line-ids';

/**
 * Esports URLs (spec §2 cyber/{type}/{discipline}/{champ}/{game}, sub-routes all, champs,
 * dashboard). type is line or live; the discipline is a readable slug; champ and game segments
 * carry the id first (`12-major`, `345-navi-vitality`) like the line's.
 */
export const CYBER_TYPES = ['line', 'live'] as const;
export type CyberType = (typeof CYBER_TYPES)[number];
export const CYBER_SUB_PAGES = ['all', 'champs', 'dashboard'] as const;
export type CyberSubPage = (typeof CYBER_SUB_PAGES)[number];

export const DISCIPLINES: readonly { slug: string; sportId: number }[] = [
  { slug: 'cs2', sportId: SPORT_IDS.cs2 },
  { slug: 'dota-2', sportId: SPORT_IDS.dota2 },
  { slug: 'league-of-legends', sportId: SPORT_IDS.lol },
];
export const ESPORTS_IDS: readonly number[] = DISCIPLINES.map((d) => d.sportId);

export const disciplineOfSlug = (slug: string | undefined) => DISCIPLINES.find((d) => d.slug === slug) ?? null;
export const disciplineSlugOf = (sportId: number) => DISCIPLINES.find((d) => d.sportId === sportId)?.slug ?? 'esports';

export const isCyberType = (s: string | undefined): s is CyberType => s === 'line' || s === 'live';

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/** The id at the start of a segment (`12-major` → 12); null when there is none. */
export function idOfSegment(segment: string | undefined): number | null {
  const m = /^(\d{1,12})(?:-|$)/.exec(segment ?? '');
  return m ? Number(m[1]) : null;
}

export const cyberRoot = () => 'cyber';
export const typePath = (type: CyberType) => `cyber/${type}`;
export const disciplinePath = (type: CyberType, sportId: number) => `cyber/${type}/${disciplineSlugOf(sportId)}`;
export const champPath = (type: CyberType, c: Pick<Champ, 'id' | 'slug' | 'sportId'>) =>
  `${disciplinePath(type, c.sportId)}/${c.id}-${c.slug}`;

export function gameName(g: Pick<GameSummary, 'team1' | 'team2' | 'title'>): string {
  if (!g.team2) return g.title ? `${g.team1.name}: ${g.title}` : g.team1.name;
  return `${g.team1.name} — ${g.team2.name}`;
}

/** A game's esports page: live while it is played (status 2 or 3), else line. */
export function cyberGamePath(
  g: Pick<GameSummary, 'id' | 'sportId' | 'champId' | 'champName' | 'team1' | 'team2' | 'title' | 'statusId'>,
  type?: CyberType,
): string {
  const t = type ?? (g.statusId === 2 || g.statusId === 3 ? 'live' : 'line');
  const teams = g.team2 ? `${g.team1.name} ${g.team2.name}` : (g.title ?? g.team1.name);
  return `${disciplinePath(t, g.sportId)}/${g.champId}-${slugify(g.champName)}/${g.id}-${slugify(teams)}`;
}

/** Whether a game is being played (spec §4: statuses 2 and 3 make a bet live). */
export const isPlaying = (g: Pick<GameSummary, 'statusId'>) => g.statusId === 2 || g.statusId === 3;

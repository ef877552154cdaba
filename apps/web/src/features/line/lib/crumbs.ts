import type { Champ, GameSummary, Sport } from '@sb/contracts';
import { champPath, gameName, gamePath, LINE_ROOT, sportPath } from './url';

/** One step of a trail: its label, as a dictionary key or as a name, and its path (no language). */
export interface CrumbStep {
  key?: string;
  name?: string;
  path: string;
}

/**
 * The breadcrumb trail of a line page: home › line › sport › championship › game. Each step
 * appears only with all its parents, and the page itself is the last step.
 */
export function lineCrumbs(d: {
  sport: Pick<Sport, 'id'> | null;
  champ: Pick<Champ, 'id' | 'slug' | 'sportId' | 'name'> | null;
  game: Pick<GameSummary, 'id' | 'sportId' | 'champId' | 'champName' | 'team1' | 'team2' | 'title'> | null;
}): CrumbStep[] {
  const steps: CrumbStep[] = [
    { key: 'linenav_home', path: '' },
    { key: 'nav_line', path: LINE_ROOT },
  ];
  if (!d.sport) return steps;
  steps.push({ key: `sport_${d.sport.id}`, path: sportPath(d.sport) });
  if (!d.champ) return steps;
  steps.push({ name: d.champ.name, path: champPath(d.champ) });
  if (d.game) steps.push({ name: gameName(d.game), path: gamePath(d.game) });
  return steps;
}

import type { GameSummary } from '@sb/contracts';
import { LINE_MENU_SECTION, slugify, sportSegment } from '../../lib/url';

/** Live URLs: the line's tree under section `live` (spec §2 `{pageType}/live/{menuSection}/{sport}/{champ}/{game}`). */
export const LIVE_ROOT = 'home/live';

export const liveSportPath = (sportId: number) => `${LIVE_ROOT}/${LINE_MENU_SECTION}/${sportSegment({ id: sportId })}`;

export const liveChampPath = (sportId: number, champId: number, champName: string) =>
  `${liveSportPath(sportId)}/${champId}-${slugify(champName)}`;

export function liveGamePath(
  g: Pick<GameSummary, 'id' | 'sportId' | 'champId' | 'champName' | 'team1' | 'team2' | 'title'>,
) {
  const name = g.team2 ? `${g.team1.name} ${g.team2.name}` : (g.title ?? g.team1.name);
  return `${liveChampPath(g.sportId, g.champId, g.champName)}/${g.id}-${slugify(name)}`;
}

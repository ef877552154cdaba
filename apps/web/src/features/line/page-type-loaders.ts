import type { Champ, Sport } from '@sb/contracts';
import { LONG_TERM_SPORT_ID } from '@sb/contracts/line-ids';
import type { LineApi } from './api/line-api';
import type { PageTypeView } from './lib/page-types';
import { LINE_PAGE_SIZE } from './lib/url';
import type { GamesPage } from './loaders';

/** What a page type's own page shows (lib/page-types.ts says why each one shows it). */
export type PageTypeContent =
  | { view: 'top'; games: GamesPage }
  | { view: 'country'; champsBySport: { sport: Sport; champs: Champ[] }[] }
  | { view: 'longTerm'; sport: Sport | null; champs: Champ[]; games: GamesPage | null };

/**
 * topgame: the catalog's top call (top games first, topped up with the soonest); betsonyour: every
 * championship by sport (the page keeps those of the visitor's country, which only the page's site
 * config knows); marble: the long-term board with its championships and events.
 */
export async function loadPageTypeContent(
  api: LineApi,
  view: PageTypeView,
  sports: readonly Sport[],
  page: number,
): Promise<PageTypeContent> {
  if (view === 'top') {
    const { games } = await api.top();
    return { view, games: { games, page: 1, pageSize: games.length, total: games.length } };
  }
  if (view === 'country') {
    const champsBySport = await Promise.all(
      sports.map(async (sport) => ({ sport, champs: (await api.champs(sport.id)).champs })),
    );
    return { view, champsBySport };
  }
  const sport = sports.find((s) => s.id === LONG_TERM_SPORT_ID) ?? null;
  if (!sport) return { view, sport: null, champs: [], games: null };
  const [{ champs }, games] = await Promise.all([
    api.champs(sport.id),
    api.games({ sportId: sport.id, page, pageSize: LINE_PAGE_SIZE }),
  ]);
  return { view, sport, champs, games };
}

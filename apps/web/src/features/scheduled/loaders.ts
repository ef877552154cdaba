import { data, type LoaderFunctionArgs } from 'react-router';
import { scheduledListSchema, type ScheduledKind, type ScheduledList } from '@sb/contracts';
import { fetchJsonOf } from '../../lib/request-services';
import { listPath } from './api/keys';
import { typesOf } from './lib/labels';

/** What a scheduled page renders with: its kind, the game type (null: the lobby) and the list. */
export interface ScheduledPageData {
  kind: ScheduledKind;
  type: string | null;
  /** null when the games could not be read: the page says so and asks again from the browser. */
  list: ScheduledList | null;
}

/** Route ids of spec §2 tvgames and virtualsports, and their game type pages. */
export const KIND_OF_ROUTE: Readonly<Record<string, ScheduledKind>> = {
  tvgames: 'tv',
  tvgames_game: 'tv',
  virtualsports: 'virtual',
  virtualsports_game: 'virtual',
};

export async function loadScheduledPage(routeId: string, args: LoaderFunctionArgs): Promise<ScheduledPageData> {
  const kind = KIND_OF_ROUTE[routeId] ?? 'tv';
  const type = args.params['game'] ?? null;
  // A game type of the other kind, or none at all, is no page (nothing to ask the API).
  if (type !== null && !typesOf(kind).includes(type)) throw data(null, { status: 404 });
  const lng = args.params['lng'] ?? 'en';
  try {
    const list = scheduledListSchema.parse(await fetchJsonOf(args.context)(listPath(kind, lng)));
    return { kind, type, list };
  } catch {
    // An unreachable or unreadable list is no list (nothing made up); the browser asks again.
    return { kind, type, list: null };
  }
}

import { data } from 'react-router';
import { LINE_API } from '@sb/contracts/line-ids';
import type { Champ, LiveGameDetail, LiveGameSummary, LiveIncidentsResponse, LiveResult } from '@sb/contracts';
import { sortLiveGames } from '../../../../lib/live-socket';
import { HttpStatusError, type RequestServices } from '../../../../lib/request-services';
import type { LiveResponseSchemas } from './schemas';

type FetchJson = RequestServices['fetchJson'];

/** The schemas (and zod) load with the first call: a page hydrating from server data never needs them. */
const loadSchemas = (): Promise<LiveResponseSchemas> => import('./schemas').then((m) => m.liveResponseSchemas);

function query(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, String(v));
  return `?${q.toString()}`;
}

async function get<K extends keyof LiveResponseSchemas>(
  fetchJson: FetchJson,
  path: string,
  call: K,
): Promise<ReturnType<LiveResponseSchemas[K]['parse']>> {
  try {
    const [schemas, body] = await Promise.all([loadSchemas(), fetchJson(`${LINE_API}${path}`)]);
    return schemas[call].parse(body) as ReturnType<LiveResponseSchemas[K]['parse']>;
  } catch (err) {
    if (err instanceof HttpStatusError && err.status === 404) throw data(null, { status: 404 });
    throw err;
  }
}

export interface LiveGamesQuery {
  sportId?: number;
  champId?: number;
  pageSize?: number;
}

/**
 * The live catalog calls (spec §2 section live): the games in play (a sport's, a championship's),
 * one game with its live markets and state, a game's incident timeline (results/zone).
 */
export function liveApi(fetchJson: FetchJson) {
  return {
    /** In the live topics' order (start time, then id): the first snapshot does not reorder the page. */
    games: async (q: LiveGamesQuery = {}): Promise<LiveGameSummary[]> =>
      sortLiveGames((await get(fetchJson, `/games${query({ section: 'live', pageSize: 100, ...q })}`, 'games')).games),
    game: async (gameId: number): Promise<{ game: LiveGameDetail; champ: Champ }> =>
      get(fetchJson, `/games/${gameId}`, 'game'),
    incidents: async (gameId: number): Promise<LiveIncidentsResponse> =>
      get(fetchJson, `/games/${gameId}/incidents`, 'incidents'),
    /** Finished games of a day that were played live (results/live, results/zone). */
    results: async (date: string): Promise<LiveResult[]> =>
      (await get(fetchJson, `/results/live${query({ date, pageSize: 100 })}`, 'results')).results,
  };
}
export type LiveApi = ReturnType<typeof liveApi>;

import { data } from 'react-router';
import type { Champ, GameDetail, GameResult, GameSummary, LiveGameDetail, LiveGameSummary, Sport } from '@sb/contracts';
import { LINE_API } from '@sb/contracts/line-ids';
import { HttpStatusError, type RequestServices } from '../../lib/request-services';
import type { CyberSchemas } from './schemas';

type FetchJson = RequestServices['fetchJson'];

/** The schemas (and zod) load with the first call, not with the page's code. */
const loadSchemas = (): Promise<CyberSchemas> => import('./schemas').then((m) => m.cyberSchemas);

function query(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) q.set(k, String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

async function get<K extends keyof CyberSchemas>(
  fetchJson: FetchJson,
  path: string,
  call: K,
): Promise<ReturnType<CyberSchemas[K]['parse']>> {
  try {
    const [schemas, body] = await Promise.all([loadSchemas(), fetchJson(`${LINE_API}${path}`)]);
    return schemas[call].parse(body) as ReturnType<CyberSchemas[K]['parse']>;
  } catch (err) {
    if (err instanceof HttpStatusError && err.status === 404) throw data(null, { status: 404 });
    throw err;
  }
}

/** The largest page the catalog answers (issue 5: ≤ 100 games per call). */
export const CYBER_PAGE_SIZE = 100;

/** The catalog calls of the esports pages: the line's (pre-match) and the live ones (`section=live`). */
export function cyberApi(fetchJson: FetchJson) {
  return {
    sports: async (): Promise<Sport[]> => (await get(fetchJson, '/sports', 'sports')).sports,
    champs: async (sportId: number): Promise<Champ[]> =>
      (await get(fetchJson, `/champs${query({ sportId })}`, 'champs')).champs,
    lineGames: async (q: { sportId: number; champId?: number }): Promise<GameSummary[]> =>
      (await get(fetchJson, `/games${query({ ...q, pageSize: CYBER_PAGE_SIZE })}`, 'games')).games,
    /** Games in play; only those with a live status are kept (the live list's own rule). */
    liveGames: async (q: { sportId: number; champId?: number }): Promise<LiveGameSummary[]> =>
      (
        await get(fetchJson, `/games${query({ section: 'live', ...q, pageSize: CYBER_PAGE_SIZE })}`, 'liveGames')
      ).games.filter((g) => g.statusId === 2 || g.statusId === 3),
    game: async (gameId: number): Promise<{ game: GameDetail; champ: Champ }> =>
      get(fetchJson, `/games/${gameId}`, 'game'),
    liveGame: async (gameId: number): Promise<{ game: LiveGameDetail; champ: Champ }> =>
      get(fetchJson, `/games/${gameId}${query({ section: 'live' })}`, 'liveGame'),
    results: async (date: string, sportId: number): Promise<GameResult[]> =>
      (await get(fetchJson, `/results${query({ date, sportId })}`, 'results')).results,
  };
}
export type CyberApi = ReturnType<typeof cyberApi>;

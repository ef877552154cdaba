import { data } from 'react-router';
import { LINE_API } from '@sb/contracts/line-ids';
import type { z } from 'zod';
import { HttpStatusError, type RequestServices } from '../../../lib/request-services';
import type { ResponseSchemas } from './response-schemas';

type FetchJson = RequestServices['fetchJson'];

export interface GamesQuery {
  sportId?: number;
  champId?: number;
  teamId?: number;
  top?: boolean;
  bestFirst?: boolean;
  page?: number;
  pageSize?: number;
}

function query(params: Record<string, string | number | boolean | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === false) continue;
    q.set(k, v === true ? '1' : String(v));
  }
  const s = q.toString();
  return s ? `?${s}` : '';
}

type Parsers = { [K in keyof ResponseSchemas]: z.ZodType<z.infer<ResponseSchemas[K]>> };
/** The schemas (and zod) load with the first call, in parallel with it: not with the page's code. */
const loadSchemas = (): Promise<Parsers> => import('./response-schemas').then((m) => m.responseSchemas);

/** One catalog call, parsed by its schema; a 404 of the API is the page's 404. */
async function get<K extends keyof ResponseSchemas>(
  fetchJson: FetchJson,
  path: string,
  call: K,
): Promise<z.infer<ResponseSchemas[K]>> {
  try {
    const [schemas, body] = await Promise.all([loadSchemas(), fetchJson(`${LINE_API}${path}`)]);
    return schemas[call].parse(body);
  } catch (err) {
    if (err instanceof HttpStatusError && err.status === 404) throw data(null, { status: 404 });
    throw err;
  }
}

/** The catalog calls of the line pages (`fetchJson` is in-process on the server, fetch in the browser). */
export function lineApi(fetchJson: FetchJson) {
  return {
    sports: () => get(fetchJson, '/sports', 'sports'),
    champs: (sportId: number) => get(fetchJson, `/champs${query({ sportId })}`, 'champs'),
    games: (q: GamesQuery) => get(fetchJson, `/games${query({ ...q })}`, 'games'),
    game: (gameId: number) => get(fetchJson, `/games/${gameId}`, 'game'),
    top: () => get(fetchJson, '/top', 'top'),
    team: (teamId: number) => get(fetchJson, `/teams/${teamId}`, 'team'),
    results: (date: string, sportId?: number) => get(fetchJson, `/results${query({ date, sportId })}`, 'results'),
    statistics: (gameId: number) => get(fetchJson, `/statistics/${gameId}`, 'statistics'),
    search: (q: string) => get(fetchJson, `/search${query({ q })}`, 'search'),
  };
}
export type LineApi = ReturnType<typeof lineApi>;

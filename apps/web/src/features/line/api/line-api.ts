import { data } from 'react-router';
import {
  champsResponseSchema,
  gameResponseSchema,
  gamesResponseSchema,
  LINE_API,
  resultsResponseSchema,
  sportsResponseSchema,
} from '@sb/contracts';
import type { z } from 'zod';
import { HttpStatusError, type RequestServices } from '../../../lib/request-services';
import { searchResponseSchema, statisticsResponseSchema, teamResponseSchema, topResponseSchema } from './schemas';

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

/** One catalog call, parsed by its schema; a 404 of the API is the page's 404. */
async function get<S extends z.ZodType>(fetchJson: FetchJson, path: string, schema: S): Promise<z.infer<S>> {
  try {
    return schema.parse(await fetchJson(`${LINE_API}${path}`));
  } catch (err) {
    if (err instanceof HttpStatusError && err.status === 404) throw data(null, { status: 404 });
    throw err;
  }
}

/** The catalog calls of the line pages (`fetchJson` is in-process on the server, fetch in the browser). */
export function lineApi(fetchJson: FetchJson) {
  return {
    sports: () => get(fetchJson, '/sports', sportsResponseSchema),
    champs: (sportId: number) => get(fetchJson, `/champs${query({ sportId })}`, champsResponseSchema),
    games: (q: GamesQuery) => get(fetchJson, `/games${query({ ...q })}`, gamesResponseSchema),
    game: (gameId: number) => get(fetchJson, `/games/${gameId}`, gameResponseSchema),
    top: () => get(fetchJson, '/top', topResponseSchema),
    team: (teamId: number) => get(fetchJson, `/teams/${teamId}`, teamResponseSchema),
    results: (date: string, sportId?: number) =>
      get(fetchJson, `/results${query({ date, sportId })}`, resultsResponseSchema),
    statistics: (gameId: number) => get(fetchJson, `/statistics/${gameId}`, statisticsResponseSchema),
    search: (q: string) => get(fetchJson, `/search${query({ q })}`, searchResponseSchema),
  };
}
export type LineApi = ReturnType<typeof lineApi>;

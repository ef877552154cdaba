import { data, type LoaderFunctionArgs } from 'react-router';
import {
  CASINO_API,
  casinoGameAnswerSchema,
  casinoGamesAnswerSchema,
  casinoProvidersAnswerSchema,
  type CasinoGame,
  type CasinoGamesQuery,
  type CasinoProvider,
} from '@sb/contracts';
import type { PageSeo } from '../../lib/page-seo';
import { fetchJsonOf, HttpStatusError } from '../../lib/request-services';
import { pageSpecOf } from './lib/pages';

/** What a casino page renders with (the server renders it whole: the grid is in the HTML). */
export type CasinoPageData =
  | { kind: 'lobby'; routeId: string; games: CasinoGame[] }
  | {
      kind: 'list';
      routeId: string;
      games: CasinoGame[];
      total: number;
      query: CasinoGamesQuery;
      heading: string | null;
    }
  | { kind: 'game'; routeId: string; game: CasinoGame; paytable: unknown; seo: PageSeo }
  | { kind: 'providers'; routeId: string; providers: CasinoProvider[] }
  | { kind: 'search'; routeId: string; q: string; games: CasinoGame[] }
  | { kind: 'mine'; routeId: string; favoritesOnly: boolean }
  | { kind: 'verify'; routeId: string; roundId: string };

export function gamesUrl(q: CasinoGamesQuery): string {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') s.set(k, String(v));
  const text = s.toString();
  return `${CASINO_API}/games${text ? `?${text}` : ''}`;
}

export async function loadCasinoPage(routeId: string, args: LoaderFunctionArgs): Promise<CasinoPageData> {
  const fetchJson = fetchJsonOf(args.context);
  const spec = pageSpecOf(routeId, args.params);
  const url = new URL(args.request.url);
  const games = async (q: CasinoGamesQuery) => casinoGamesAnswerSchema.parse(await fetchJson(gamesUrl(q)));
  try {
    switch (spec.kind) {
      case 'lobby':
        return { kind: 'lobby', routeId, games: (await games({ sort: 'popular', limit: 200 })).games };
      case 'game': {
        const id = args.params['gameId'] ?? '';
        if (!/^[a-z0-9][a-z0-9-]{0,47}$/.test(id)) throw data(null, { status: 404 });
        const { game, paytable } = casinoGameAnswerSchema.parse(await fetchJson(`${CASINO_API}/games/${id}`));
        return { kind: 'game', routeId, game, paytable, seo: seoOf(game) };
      }
      case 'providers': {
        const { providers } = casinoProvidersAnswerSchema.parse(await fetchJson(`${CASINO_API}/providers`));
        return { kind: 'providers', routeId, providers };
      }
      case 'search': {
        const q = (url.searchParams.get('q') ?? '').slice(0, 60);
        return { kind: 'search', routeId, q, games: q ? (await games({ q, limit: 60 })).games : [] };
      }
      case 'mine':
        return { kind: 'mine', routeId, favoritesOnly: routeId === 'my_casino_favorites' };
      case 'verify':
        return { kind: 'verify', routeId, roundId: url.searchParams.get('roundId') ?? '' };
      case 'list': {
        const query = spec.query ?? {};
        if (routeId === 'providers_provider') {
          const { providers } = casinoProvidersAnswerSchema.parse(await fetchJson(`${CASINO_API}/providers`));
          if (!providers.some((p) => p.id === query.provider)) throw data(null, { status: 404 });
        }
        // poker/{game}: the game itself (Jacks or Better at poker/jacks-or-better).
        const game = args.params['game'];
        if (game && /^[a-z0-9][a-z0-9-]{0,47}$/.test(game)) {
          const found = await gameOf(fetchJson, game);
          if (found && found.game.category === query.category)
            return { kind: 'game', routeId, ...found, seo: seoOf(found.game) };
        }
        // slots/{subcategory} and poker/{game}: the sub-path narrows by tag when games carry it.
        const sub = args.params['subcategory'] ?? game;
        if (sub) {
          const tagged = await games({ ...query, tag: sub });
          if (tagged.total > 0)
            return { kind: 'list', routeId, ...tagged, query: { ...query, tag: sub }, heading: sub };
        }
        const answer = await games({ ...query, limit: 200 });
        const provider = query.provider ?? null;
        return { kind: 'list', routeId, ...answer, query, heading: provider };
      }
    }
  } catch (err) {
    if (err instanceof HttpStatusError && err.status === 404) throw data(null, { status: 404 });
    throw err;
  }
}

export const rtpText = (rtp: number): string => `${(rtp * 100).toFixed(2)} %`;

const seoOf = (game: CasinoGame): PageSeo => ({
  title: { key: 'casino_seo_game_title', vars: { name: game.name } },
  description: { key: 'casino_seo_game_description', vars: { name: game.name, rtp: rtpText(game.rtp) } },
});

/** A game and its paytable, or null when there is no such game. */
async function gameOf(fetchJson: (path: string) => Promise<unknown>, id: string) {
  try {
    return casinoGameAnswerSchema.parse(await fetchJson(`${CASINO_API}/games/${id}`));
  } catch (err) {
    if (err instanceof HttpStatusError && err.status === 404) return null;
    throw err;
  }
}

import { queryOptions } from '@tanstack/react-query';
import {
  CASINO_API,
  casinoFairnessSchema,
  casinoGameListAnswerSchema,
  casinoGamesAnswerSchema,
  casinoHistoryAnswerSchema,
  casinoLaunchAnswerSchema,
  casinoOkAnswerSchema,
  casinoPlayAnswerSchema,
  casinoRotateAnswerSchema,
  casinoVerifyAnswerSchema,
  crashStateSchema,
  bingoStateSchema,
  liveRouletteStateSchema,
  type CasinoLaunchBody,
  type CasinoMode,
} from '@sb/contracts';
import { deleteParsed, getParsed, postParsed } from '../../lib/api-client';
import { gamesUrl } from './loaders';

/** Query keys of the casino: a key factory, never string keys. */
export const casinoKeys = {
  all: ['casino'] as const,
  favorites: ['casino', 'favorites'] as const,
  recent: ['casino', 'recent'] as const,
  fairness: ['casino', 'fairness'] as const,
  history: (gameId: string) => ['casino', 'history', gameId] as const,
  search: (q: string) => ['casino', 'search', q] as const,
  verify: (roundId: string) => ['casino', 'verify', roundId] as const,
  crash: ['casino', 'crash'] as const,
  liveRoulette: ['casino', 'live-roulette'] as const,
  bingo: ['casino', 'bingo'] as const,
  bingo90: ['casino', 'bingo90'] as const,
};

/** The player's lists change only by the player's own actions: invalidated then, else a minute. */
const LISTS_STALE_MS = 60_000;

export const favoritesQuery = queryOptions({
  queryKey: casinoKeys.favorites,
  queryFn: () => getParsed(casinoGameListAnswerSchema, `${CASINO_API}/favorites`, { auth: true }),
  staleTime: LISTS_STALE_MS,
  retry: false,
});

export const recentQuery = queryOptions({
  queryKey: casinoKeys.recent,
  queryFn: () => getParsed(casinoGameListAnswerSchema, `${CASINO_API}/recent`, { auth: true }),
  staleTime: LISTS_STALE_MS,
  retry: false,
});

export const fairnessQuery = queryOptions({
  queryKey: casinoKeys.fairness,
  queryFn: () => getParsed(casinoFairnessSchema, `${CASINO_API}/fairness`, { auth: true }),
  retry: false,
});

export const historyQuery = (gameId: string) =>
  queryOptions({
    queryKey: casinoKeys.history(gameId),
    queryFn: () =>
      getParsed(casinoHistoryAnswerSchema, `${CASINO_API}/history?gameId=${encodeURIComponent(gameId)}`, {
        auth: true,
      }),
    retry: false,
  });

export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: casinoKeys.search(q),
    queryFn: () => getParsed(casinoGamesAnswerSchema, gamesUrl({ q, limit: 60 })),
    staleTime: LISTS_STALE_MS,
  });

export const verifyQuery = (roundId: string) =>
  queryOptions({
    queryKey: casinoKeys.verify(roundId),
    queryFn: () => getParsed(casinoVerifyAnswerSchema, `${CASINO_API}/verify?roundId=${encodeURIComponent(roundId)}`),
    retry: false,
  });

/**
 * The shared rounds' states (issue 15). The boards follow them over `/ws` (lib/use-shared-round)
 * and fetch them only while the socket is down; these queries keep the old one-second poll for
 * any other reader.
 */
const CRASH_POLL_MS = 1_000;
export const fetchCrashState = () => getParsed(crashStateSchema, `${CASINO_API}/crash`);
export const fetchLiveRouletteState = () => getParsed(liveRouletteStateSchema, `${CASINO_API}/live-roulette`);
export const fetchBingoState = () => getParsed(bingoStateSchema, `${CASINO_API}/bingo`);
export const fetchBingo90State = () => getParsed(bingoStateSchema, `${CASINO_API}/bingo90`);

export const crashQuery = queryOptions({
  queryKey: casinoKeys.crash,
  queryFn: fetchCrashState,
  refetchInterval: CRASH_POLL_MS,
});

export const liveRouletteQuery = queryOptions({
  queryKey: casinoKeys.liveRoulette,
  queryFn: fetchLiveRouletteState,
  refetchInterval: CRASH_POLL_MS,
});

export const bingoQuery = queryOptions({
  queryKey: casinoKeys.bingo,
  queryFn: fetchBingoState,
  refetchInterval: CRASH_POLL_MS,
});

export interface PlayRequest {
  gameId: string;
  mode: CasinoMode;
  stake: string;
  params: unknown;
  roundId: string;
}

/** The casino's state-changing calls. */
export const casinoCalls = {
  play: (body: PlayRequest) =>
    postParsed(casinoPlayAnswerSchema, `${CASINO_API}/play`, body, { auth: body.mode === 'real' }),
  start: (body: PlayRequest) =>
    postParsed(casinoPlayAnswerSchema, `${CASINO_API}/rounds`, body, { auth: body.mode === 'real' }),
  act: (roundId: string, action: unknown, real: boolean) =>
    postParsed(casinoPlayAnswerSchema, `${CASINO_API}/rounds/${roundId}/act`, { action }, { auth: real }),
  addFavorite: (gameId: string) =>
    postParsed(casinoOkAnswerSchema, `${CASINO_API}/favorites`, { gameId }, { auth: true }),
  removeFavorite: (gameId: string) =>
    deleteParsed(casinoOkAnswerSchema, `${CASINO_API}/favorites/${encodeURIComponent(gameId)}`, { auth: true }),
  rotate: () => postParsed(casinoRotateAnswerSchema, `${CASINO_API}/fairness/rotate`, {}, { auth: true }),
  /** A provider game's launch URL (issue 15): real mode as the player, demo as anyone. */
  launch: (gameId: string, body: CasinoLaunchBody) =>
    postParsed(casinoLaunchAnswerSchema, `${CASINO_API}/games/${encodeURIComponent(gameId)}/launch`, body, {
      auth: body.mode === 'real',
    }),
  setClientSeed: (clientSeed: string) =>
    postParsed(casinoFairnessSchema, `${CASINO_API}/fairness/client-seed`, { clientSeed }, { auth: true }),
};

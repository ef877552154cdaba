import { queryOptions } from '@tanstack/react-query';
import {
  playerBonusViewSchema,
  PROMO_REDEEM_PATH,
  PROMOTIONS_PATH,
  promotionsAnswerSchema,
  tournamentAnswerSchema,
  tournamentJoinAnswerSchema,
  tournamentJoinPath,
  tournamentPath,
  TOURNAMENTS_PATH,
  tournamentsAnswerSchema,
  TOURNAMENT_LIVE_TOP,
  type TournamentStatus,
} from '@sb/contracts';
import { getParsed, postParsed } from '../../lib/api-client';

/** Query keys of the casino promotion pages (issue 16): a key factory, never string keys. */
export const tournamentKeys = {
  all: ['tournaments'] as const,
  list: (status: TournamentStatus | 'all') => ['tournaments', 'list', status] as const,
  one: (id: number) => ['tournaments', 'one', id] as const,
  casinoOffers: ['tournaments', 'casino-offers'] as const,
};

/** The wallet feature's accounts query key (the header balance): refreshed after a redeem. */
export const WALLET_ACCOUNTS_KEY = ['wallet', 'accounts'] as const;
/** While the live socket is down, a running tournament's leaderboard is read again this often. */
export const LEADERBOARD_REFRESH_MS = 5_000;

/** The casino pages list casino tournaments only (issue 16: one product per tournament). */
export const tournamentsQuery = (status?: TournamentStatus) =>
  queryOptions({
    queryKey: tournamentKeys.list(status ?? 'all'),
    queryFn: async () => {
      const answer = await getParsed(
        tournamentsAnswerSchema,
        status ? `${TOURNAMENTS_PATH}?status=${status}` : TOURNAMENTS_PATH,
      );
      return { ...answer, tournaments: answer.tournaments.filter((x) => x.product === 'casino') };
    },
  });

/** `pollMs`: the fallback reading while the live socket is down (live-board.ts), false otherwise. */
export const tournamentQuery = (id: number, pollMs: number | false) =>
  queryOptions({
    queryKey: tournamentKeys.one(id),
    queryFn: () => getParsed(tournamentAnswerSchema, `${tournamentPath(id)}?limit=${TOURNAMENT_LIVE_TOP}`),
    refetchInterval: pollMs,
    retry: false,
  });

/** The active promotions (bonuses module, public), casino ones only: an incentive never mixes products. */
export const casinoOffersQuery = queryOptions({
  queryKey: tournamentKeys.casinoOffers,
  queryFn: async () =>
    (await getParsed(promotionsAnswerSchema, PROMOTIONS_PATH)).promotions.filter((p) => p.product === 'casino'),
});

export const tournamentCalls = {
  join: (id: number) => postParsed(tournamentJoinAnswerSchema, tournamentJoinPath(id), {}, { auth: true }),
  redeem: (code: string) => postParsed(playerBonusViewSchema, PROMO_REDEEM_PATH, { code }, { auth: true }),
};

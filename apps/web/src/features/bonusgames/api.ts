import { queryOptions } from '@tanstack/react-query';
import {
  BONUS_GAME_HISTORY_PATH,
  BONUS_GAME_SEED_ROTATE_PATH,
  BONUS_GAME_TICKET_BUY_PATH,
  BONUS_GAME_TICKETS_PATH,
  BONUS_GAME_VERIFY_PATH,
  BONUS_GAMES_PATH,
  bonusGameBuyAnswerSchema,
  bonusGameHistoryAnswerSchema,
  bonusGamePlayAnswerSchema,
  bonusGamePlayPath,
  bonusGameRotateAnswerSchema,
  bonusGamesAnswerSchema,
  bonusGameTicketsAnswerSchema,
  bonusGameVerifyAnswerSchema,
  type BonusGameChoice,
} from '@sb/contracts';
import { formatMinor } from '@sb/ledger';
import { getParsed, postParsed } from '../../lib/api-client';

/** Issue 16 bonus games: the games (public), the player's tickets, rounds and fairness proofs. */
export const bonusGameKeys = {
  games: ['bonus-games', 'games'] as const,
  tickets: ['bonus-games', 'tickets'] as const,
  history: (gameId: string) => ['bonus-games', 'history', gameId] as const,
  verify: (playId: number) => ['bonus-games', 'verify', playId] as const,
};

/** The accounts query (the header balance, lib/accounts): read again after a prize, besides the socket. */
export { ACCOUNTS_QUERY_KEY as WALLET_ACCOUNTS_KEY } from '../../lib/accounts';

export const gamesQuery = queryOptions({
  queryKey: bonusGameKeys.games,
  queryFn: () => getParsed(bonusGamesAnswerSchema, BONUS_GAMES_PATH),
  staleTime: 5 * 60_000,
});

export const ticketsQuery = queryOptions({
  queryKey: bonusGameKeys.tickets,
  queryFn: () => getParsed(bonusGameTicketsAnswerSchema, BONUS_GAME_TICKETS_PATH, { auth: true }),
  retry: false,
});

export const historyQuery = (gameId: string) =>
  queryOptions({
    queryKey: bonusGameKeys.history(gameId),
    queryFn: () =>
      getParsed(bonusGameHistoryAnswerSchema, `${BONUS_GAME_HISTORY_PATH}?gameId=${encodeURIComponent(gameId)}`, {
        auth: true,
      }),
    retry: false,
  });

export const verifyQuery = (playId: number) =>
  queryOptions({
    queryKey: bonusGameKeys.verify(playId),
    queryFn: () => getParsed(bonusGameVerifyAnswerSchema, `${BONUS_GAME_VERIFY_PATH}?playId=${playId}`, { auth: true }),
    retry: false,
  });

export const bonusGameCalls = {
  play: (gameId: string, clientRoundId: string, choice: BonusGameChoice) =>
    postParsed(
      bonusGamePlayAnswerSchema,
      bonusGamePlayPath(gameId),
      choice === null ? { clientRoundId } : { clientRoundId, choice },
      { auth: true },
    ),
  buy: (idempotencyKey: string) =>
    postParsed(bonusGameBuyAnswerSchema, BONUS_GAME_TICKET_BUY_PATH, { idempotencyKey }, { auth: true }),
  rotate: () => postParsed(bonusGameRotateAnswerSchema, BONUS_GAME_SEED_ROTATE_PATH, {}, { auth: true }),
};

/** A fresh id for a round or a purchase (kept for a retry of the same click, so nothing is spent twice). */
export const newRoundId = (tag: string): string => `${tag}-${crypto.randomUUID()}`;

/** A prize amount: euro cents as "5.00 EUR", points as a whole number. */
export function prizeText(
  kind: 'bonus' | 'free_bet' | 'points',
  amount: string | number,
  currency: string,
): { amount: string; kind: 'bonus' | 'free_bet' | 'points' } {
  return {
    kind,
    amount: kind === 'points' ? String(amount) : `${formatMinor(BigInt(amount), 2)} ${currency}`,
  };
}

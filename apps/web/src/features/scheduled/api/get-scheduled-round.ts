import { queryOptions } from '@tanstack/react-query';
import { scheduledRoundAnswerSchema } from '@sb/contracts';
import { getParsed } from '../../../lib/api-client';
import { roundPath, scheduledKeys } from './keys';

/** While a round is drawn the studio asks for what has happened every this many ms. */
export const DRAWING_POLL_MS = 2_000;

/** GET /line-api/v1/scheduled/rounds/{gameId}?lng=: one round with the server's `now`. */
export const getScheduledRound = (gameId: number, lng: string) =>
  getParsed(scheduledRoundAnswerSchema, roundPath(gameId, lng));

export const scheduledRoundQuery = (gameId: number, lng: string, drawing: boolean) =>
  queryOptions({
    queryKey: scheduledKeys.round(gameId, lng),
    queryFn: () => getScheduledRound(gameId, lng),
    refetchInterval: drawing ? DRAWING_POLL_MS : false,
    refetchOnWindowFocus: false,
  });

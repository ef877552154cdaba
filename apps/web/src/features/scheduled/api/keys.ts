import type { ScheduledKind } from '@sb/contracts';
import { LINE_API } from '@sb/contracts/line-ids';

/** Query keys of the scheduled games (issue 19): a key factory, never string keys. */
export const scheduledKeys = {
  all: ['scheduled'] as const,
  list: (kind: ScheduledKind, lng: string) => ['scheduled', 'list', kind, lng] as const,
  round: (gameId: number, lng: string) => ['scheduled', 'round', gameId, lng] as const,
  results: (type: string, date: string, lng: string) => ['scheduled', 'results', type, date, lng] as const,
};

export const SCHEDULED_API = `${LINE_API}/scheduled`;

export const listPath = (kind: ScheduledKind, lng: string): string =>
  `${SCHEDULED_API}?${new URLSearchParams({ kind, lng }).toString()}`;
export const roundPath = (gameId: number, lng: string): string =>
  `${SCHEDULED_API}/rounds/${gameId}?${new URLSearchParams({ lng }).toString()}`;
export const resultsPath = (type: string, date: string, lng: string): string =>
  `${SCHEDULED_API}/results?${new URLSearchParams({ type, date, lng }).toString()}`;

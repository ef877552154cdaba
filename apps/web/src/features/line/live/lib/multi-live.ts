import { createLocalStore, useLocalStore } from './local-store';

/** Spec §2 multi: the games the player watches side by side, remembered on this device. */
export const MULTI_LIVE_KEY = 'sb.multi.live';
/** More than four boards side by side are unreadable; the oldest leaves. */
export const MULTI_LIVE_MAX = 4;

export function parseMultiLive(raw: unknown): number[] {
  if (!Array.isArray(raw)) return [];
  const ids = raw.filter((x): x is number => Number.isInteger(x) && (x as number) > 0);
  return [...new Set(ids)].slice(-MULTI_LIVE_MAX);
}

/** Adds a game (at the end; the oldest leaves past the maximum) or removes it. */
export function toggleMulti(ids: readonly number[], gameId: number): number[] {
  if (ids.includes(gameId)) return ids.filter((id) => id !== gameId);
  return [...ids, gameId].slice(-MULTI_LIVE_MAX);
}

export const multiLiveStore = createLocalStore<number[]>(MULTI_LIVE_KEY, parseMultiLive, []);
const NONE: number[] = [];

export function useMultiLive(): [readonly number[], (gameId: number) => void] {
  const ids = useLocalStore(multiLiveStore, NONE);
  return [ids, (gameId) => multiLiveStore.set(toggleMulti(multiLiveStore.get(), gameId))];
}

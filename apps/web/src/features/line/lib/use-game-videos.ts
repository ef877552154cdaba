import { useEffect, useRef, useState } from 'react';
import { fetchMediaResource, type MediaResource } from '../../../components/media/video-token';

export type LoadMedia = (gameId: number) => Promise<MediaResource | null>;

/**
 * Spec §3 Betting state "only with videos" on the live list: while `on`, asks the media call
 * (`GET /media-api/v1/games/:gameId`) once per game and returns which games name a video. Without a
 * configured provider no game has one, so the filtered list is honestly empty.
 */
export function useGameVideos(
  gameIds: readonly number[],
  on: boolean,
  load: LoadMedia = fetchMediaResource,
): (game: { id: number }) => boolean {
  const [videos, setVideos] = useState<ReadonlyMap<number, boolean>>(new Map());
  /** Games already asked: an answer is a fact of the game, kept while the list changes. */
  const asked = useRef(new Set<number>());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const key = on ? gameIds.join(',') : '';
  useEffect(() => {
    if (key === '') return;
    const askedNow = asked.current;
    const ids = key
      .split(',')
      .map(Number)
      .filter((id) => !askedNow.has(id));
    for (const id of ids) askedNow.add(id);
    void Promise.all(ids.map(async (id) => [id, Boolean((await load(id).catch(() => null))?.videoId)] as const)).then(
      (pairs) => {
        if (mounted.current && pairs.length > 0) setVideos((prev) => new Map([...prev, ...pairs]));
      },
    );
  }, [key, load]);
  return (game) => videos.get(game.id) === true;
}

import { useEffect, useRef, useState } from 'react';
import type { LiveGameSummary } from '@sb/contracts';
import { fetchMediaResource, type MediaResource } from '../../../components/media/video-token';
import { useTranslation } from '../../../lib/i18n';

type Load = (gameId: number) => Promise<MediaResource | null>;

/**
 * Spec §3 Betting state "only with videos": when on, only games whose media call names a video are
 * listed. Without a configured provider no game has one, and the list says so (nothing fake).
 * Returns the toggle and the games to show (all of them while the filter is off).
 */
export function useOnlyWithVideos(games: readonly LiveGameSummary[], load: Load = fetchMediaResource) {
  const [on, setOn] = useState(false);
  const [videos, setVideos] = useState<ReadonlyMap<number, boolean>>(new Map());
  /** Games already asked (an answer is a fact of the game: kept while the list changes). */
  const asked = useRef(new Set<number>());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const key = on ? games.map((g) => g.id).join(',') : '';
  useEffect(() => {
    if (key === '') return;
    const ids = key
      .split(',')
      .map(Number)
      .filter((id) => !asked.current.has(id));
    if (ids.length === 0) return;
    for (const id of ids) asked.current.add(id);
    void Promise.all(ids.map(async (id) => [id, Boolean((await load(id))?.videoId)] as const)).then((pairs) => {
      if (mounted.current) setVideos((prev) => new Map([...prev, ...pairs]));
    });
  }, [key, load]);
  const shown = on ? games.filter((g) => videos.get(g.id) === true) : games;
  // Waiting only until the first answers: games joining later do not hide the honest empty state.
  const pending = on && games.length > 0 && !games.some((g) => videos.has(g.id));
  return { on, setOn, shown, pending };
}

export function OnlyWithVideosToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <label className="cyber-videos-toggle">
      <input type="checkbox" checked={on} onChange={(e) => onChange(e.target.checked)} data-testid="only-with-videos" />{' '}
      {t('media_only_with_videos')}
    </label>
  );
}

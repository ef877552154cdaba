import { useQuery } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import type { ScheduledList } from '@sb/contracts';
import { useApp } from '../../../lib/app-context';
import { useTranslation } from '../../../lib/i18n';
import { scheduledListQuery } from '../api/get-scheduled-list';
import { GameView } from '../components/game-view';
import { Lobby, ScheduledNav } from '../components/lobby';
import { gameBoundary, listBoundary } from '../lib/clock';
import { useBoundaryRefetch } from '../lib/use-boundary-refetch';
import { useServerClock } from '../lib/use-server-clock';
import type { ScheduledPageData } from '../loaders';

/** The lobby's countdowns show seconds; the studio moves more smoothly. */
const LOBBY_TICK_MS = 1_000;
const STUDIO_TICK_MS = 500;

/** The newer of two answers (a cached list from an earlier visit never wins over the loader's). */
const newest = (a: ScheduledList | undefined, b: ScheduledList | null): ScheduledList | null =>
  a && (!b || a.now >= b.now) ? a : b;

/** Spec §2 tvgames and virtualsports (issue 19): a kind's lobby, or one game type's page. */
export default function ScheduledPage() {
  const d = useLoaderData<ScheduledPageData>();
  const { initial } = useApp();
  const { t } = useTranslation();
  const q = useQuery({ ...scheduledListQuery(d.kind, initial.lng), initialData: d.list ?? undefined });
  const list = newest(q.data, d.list);
  const game = d.type === null ? null : (list?.games.find((g) => g.type === d.type) ?? null);
  const now = useServerClock(list?.now ?? 0, game ? STUDIO_TICK_MS : LOBBY_TICK_MS);
  const boundary = !list ? null : game ? gameBoundary(game, list.now) : listBoundary(list, list.now);
  useBoundaryRefetch(boundary, now, q.refetch);
  return (
    <div className="page sched-page" data-scheduled-kind={d.kind} data-scheduled-type={d.type ?? ''}>
      {list ? <ScheduledNav kind={d.kind} games={list.games} current={d.type} /> : null}
      {d.type === null ? (
        <>
          <h1>{t(d.kind === 'tv' ? 'page_tvgames' : 'page_virtualsports')}</h1>
          <p className="sched-note">{t(d.kind === 'tv' ? 'scheduled_intro_tv' : 'scheduled_intro_virtual')}</p>
        </>
      ) : null}
      {!list || (d.type !== null && !game) ? (
        <p role="status" className="sched-empty">
          {t('scheduled_unavailable')}
        </p>
      ) : null}
      {list && d.type === null ? <Lobby kind={d.kind} games={list.games} now={now} /> : null}
      {list && game ? <GameView game={game} now={now} lng={initial.lng} /> : null}
    </div>
  );
}

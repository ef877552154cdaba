import { useEffect, useReducer, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  REMOTE_VIEW_API_VERSION,
  REMOTE_VIEW_HEADERS,
  REMOTE_VIEW_RENDER_MODE,
  remoteViewAnswerSchema,
} from '@sb/contracts';
import { getParsed } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { CONTENT_API } from './api';
import { INITIAL_ENTRY, nextEntry } from './lib/remote-view-machine';
import { inAppPath } from './lib/in-app-link';

const VIEW_HEADERS = {
  [REMOTE_VIEW_HEADERS.renderMode]: REMOTE_VIEW_RENDER_MODE,
  [REMOTE_VIEW_HEADERS.apiVersion]: REMOTE_VIEW_API_VERSION,
};

/**
 * A content page loaded as a remote view (spec §1, §7 remote view fetch) for the shell: `path` is
 * the site path (`/en/information/about`). Loading follows the §4 machine (remote-view-machine.ts):
 * the query itself never retries; the machine plans the retries (1, 2, 4 s, then stops) and lets
 * the player reload at most once a second, with the §8 dictionary-load texts and reload button.
 */
export function RemoteView({ path }: { path: string }) {
  const { t } = useTranslation();
  const [entry, dispatch] = useReducer(nextEntry, INITIAL_ENTRY);
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: ['content', 'view', path],
    queryFn: () => getParsed(remoteViewAnswerSchema, `${CONTENT_API}/view${path}`, { headers: VIEW_HEADERS }),
    retry: false,
    staleTime: 60_000,
  });
  const { status, errorUpdatedAt, refetch } = query;

  // In use from mount; back to not-exist when nothing uses it (§4).
  useEffect(() => {
    dispatch({ type: 'load' });
    return () => dispatch({ type: 'release' });
  }, [path]);
  useEffect(() => {
    if (status === 'success') dispatch({ type: 'loaded' });
    if (status === 'error') dispatch({ type: 'failed', now: Date.now() });
  }, [status, errorUpdatedAt]);
  useEffect(() => {
    if (entry.state !== 'error' || entry.retryAt === null) return;
    const timer = setTimeout(
      () => dispatch({ type: 'retry', now: Date.now() }),
      Math.max(0, entry.retryAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [entry.state, entry.retryAt]);
  // The machine went back to loading after a failure (a retry or a reload): fetch again.
  useEffect(() => {
    if (entry.state === 'loading' && status === 'error') void refetch();
  }, [entry.state, entry.retries, entry.lastReloadAt, status, refetch]);

  if (entry.state === 'error') {
    return (
      <div className="content-view content-view--error" role="alert" data-testid="remote-view-error">
        <p>{t('main_dictionary_load_error')}</p>
        <p>{t('main_dictionary_refresh_page')}</p>
        <button type="button" className="button" onClick={() => dispatch({ type: 'reload', now: Date.now() })}>
          {t('main_refreshing_button')}
        </button>
      </div>
    );
  }
  if (entry.state !== 'ready' || !query.data) {
    return (
      <p className="content-view" aria-busy="true">
        {t('main_loading')}
      </p>
    );
  }
  // Links in the view's HTML are plain anchors: a click on one of ours navigates in the app.
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const anchor = e.target instanceof Element ? e.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const to = inAppPath(
      e,
      { href: anchor.href, target: anchor.target, download: anchor.hasAttribute('download') },
      window.location,
    );
    if (to === null) return;
    e.preventDefault();
    void navigate(to);
  };
  // The body is HTML the server built from content markup with every text escaped (content-markup.ts).
  return (
    // Delegation: the anchors inside are the interactive elements (Enter on a link fires click too).
    <div
      className="content-view"
      data-testid="remote-view"
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: query.data.body }}
    />
  );
}

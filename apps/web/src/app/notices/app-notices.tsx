import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { APP_VERSION_PATH, appVersionSchema } from '@sb/contracts';
import { NotificationCentre } from '../../components/ui/notification-centre';
import { notifications } from '../../components/ui/notification-store';
import { getParsed } from '../../lib/api-client';
import { clientAppVersion } from '../../lib/app-version';
import { sessionSourceId } from '../../lib/app-sources';
import { useTranslation } from '../../lib/i18n';
import { AD_BLOCK_NOTICE_KEY, detectAdBlocker, shouldNotify } from './ad-blocker';
import { startVersionCheck } from './version-check';

const sessionStore = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    // Storage disabled (private mode, sandboxed frame): the checks still run, just not remembered.
    return null;
  }
};

/** Spec §9 app version check: 60 s after load and on each return to the tab. */
function useVersionCheck() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  useEffect(() => {
    const check = startVersionCheck({
      current: clientAppVersion(),
      fetchVersion: () =>
        qc
          .fetchQuery({
            queryKey: ['app-version'],
            queryFn: ({ signal }) => getParsed(appVersionSchema, APP_VERSION_PATH, { signal }),
            staleTime: 0,
          })
          .then((a) => a.version),
      onNewVersion: () =>
        notifications.notify(t('sys_new_version'), {
          group: 'config',
          key: 'app-version',
          action: { label: t('sys_reload'), run: () => window.location.reload() },
        }),
      scheduler: { set: (run, ms) => window.setTimeout(run, ms), clear: (h) => window.clearTimeout(h as number) },
      now: () => Date.now(),
    });
    const onVisibility = () => {
      if (document.visibilityState === 'visible') check.onVisible();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      check.stop();
    };
  }, [qc, t]);
}

/** Spec §8: an ad blocker triggers a notice that the site is blocked and asks to disable it (once per session). */
function useAdBlockerNotice() {
  const { t } = useTranslation();
  useEffect(() => {
    let cancelled = false;
    const storage = sessionStore();
    if (!shouldNotify(true, storage)) return;
    void detectAdBlocker(document, (ms) => new Promise((r) => window.setTimeout(r, ms))).then((blocked) => {
      if (cancelled || !shouldNotify(blocked, storage)) return;
      storage?.setItem(AD_BLOCK_NOTICE_KEY, '1');
      notifications.notify(t('sys_adblock'), { group: 'config', tone: 'error', key: 'adblock' });
    });
    return () => {
      cancelled = true;
    };
  }, [t]);
}

/**
 * The site-wide notices, mounted once after hydration: the spec §9 notification centre and
 * what feeds it (version check, ad-blocker notice), and the §9 session source (Telegram 119).
 */
export default function AppNotices() {
  useVersionCheck();
  useAdBlockerNotice();
  useEffect(() => {
    sessionSourceId({ userAgent: navigator.userAgent, hash: window.location.hash }, sessionStore());
  }, []);
  return <NotificationCentre />;
}

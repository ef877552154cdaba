import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { formatMinor } from '@sb/ledger';
import { useApp } from '../../lib/app-context';
import { Dialog } from '../../components/ui/dialog';
import { rgApi, type PingAnswer } from './api';
import { api } from '../../lib/api-client';

/** Spec §9: limit ping every 30 s while active. */
export const PING_INTERVAL_MS = 30_000;

function formatPlayed(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return `${h}:${String(m).padStart(2, '0')}`;
}

/**
 * While a player is logged in: the 30 s ping that counts play time. It shows the reality check
 * when it falls due (spec §4: continue / log_out) and, at the end of a session limit, the
 * permanent notices main_session_limit_ended then main_session_limit_visit_tomorrow — the server
 * has already ended the session.
 */
export function RgKeeper() {
  const { t } = useTranslation();
  const { initial } = useApp();
  const [reality, setReality] = useState<PingAnswer['realityCheck']>(null);
  const [ended, setEnded] = useState<string[] | null>(null);
  const [dontShow, setDontShow] = useState(false);
  const loggedIn = initial.user !== null;

  useEffect(() => {
    if (!loggedIn) return undefined;
    let stopped = false;
    const ping = () => {
      if (document.visibilityState === 'hidden') return;
      void rgApi
        .ping()
        .then((a) => {
          if (stopped) return;
          if (a.sessionLimitReached) setEnded(a.messages);
          else if (a.realityCheck?.due) setReality(a.realityCheck);
        })
        .catch(() => undefined);
    };
    ping();
    const id = setInterval(ping, PING_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(id);
    };
  }, [loggedIn]);

  if (ended) {
    return (
      <div className="notice notice--error notice--permanent" role="alert" data-testid="session-limit-ended">
        {ended.map((key) => (
          <p key={key}>{t(key as 'main_session_limit_ended')}</p>
        ))}
        <a className="btn btn--primary" href={`/${initial.lng}`}>
          {t('shell_home_link')}
        </a>
      </div>
    );
  }
  if (!reality) return null;
  const answer = async (action: 'continue' | 'log_out') => {
    const r = await rgApi.realityCheck(action, dontShow).catch(() => null);
    setReality(null);
    if (action === 'log_out' || r?.loggedOut) {
      api.endSession();
      window.location.assign(`/${initial.lng}`);
    }
  };
  return (
    <Dialog title={t('rg_reality_title')} onClose={() => void answer('continue')} testId="reality-check" alert>
      <p>{t('rg_reality_played', { time: formatPlayed(reality.playedSeconds) })}</p>
      <p>{t('rg_reality_net', { amount: formatMinor(BigInt(reality.netResultMinor), 2) })}</p>
      <label className="settings__check">
        <input type="checkbox" checked={dontShow} onChange={(e) => setDontShow(e.target.checked)} />
        {t('rg_reality_dont_show')}
      </label>
      <div className="dialog__actions">
        <button
          type="button"
          className="btn btn--primary"
          data-testid="reality-continue"
          onClick={() => void answer('continue')}
        >
          {t('rg_reality_continue')}
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          data-testid="reality-logout"
          onClick={() => void answer('log_out')}
        >
          {t('header_logout')}
        </button>
      </div>
    </Dialog>
  );
}
